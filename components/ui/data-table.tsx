"use client";

import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from "@tanstack/react-table";
import { Fragment, useMemo, useState, type CSSProperties, type HTMLAttributes, type ReactNode } from "react";
import { errorMessage } from "@/components/trpc/errors";
import { Pager } from "@/components/ui/pager";
import { Skeleton } from "@/components/ui/states";

/** One column, as data: its header text, how a row's cell looks, and optionally how it sorts and shows on phones. */
export type Column<T> = {
  id: string;
  /** The column header's text (its accessible name). */
  header: string;
  /** The header is read to screen readers only (an actions column). */
  srOnlyHeader?: boolean;
  /** A control in the header instead of its text (a select-all checkbox). */
  headerContent?: ReactNode;
  cell: (row: T) => ReactNode;
  /** A tooltip on each cell (the breakdown behind a total). */
  cellTitle?: (row: T) => string;
  /** Class of each cell (`num`, `nowrap`, `small`…) and of the header. */
  className?: string;
  headerClassName?: string;
  /** Sortable by this value: the header becomes a button and says its direction (aria-sort). */
  sortValue?: (row: T) => string | number;
  /** Sorted by the server under this key (with the table's `sort`). */
  sortKey?: string;
  /** `hide`: left out at phone widths (≤ 800 px), where the row keeps the columns that matter. */
  phone?: "hide";
};

/** Offset pagination (Pager's "1–50 of 230"); keyset pages pass their own controls as `footer`. */
export type PageState = { offset: number; total: number; pageSize: number; onOffset: (offset: number) => void };

export type DataTableProps<T> = {
  /** The table's accessible name (aria-label), or the id of its heading (aria-labelledby). */
  label?: string;
  labelledBy?: string;
  /** Extra classes on <table>: `compact`, `log-table`. */
  className?: string;
  columns: Column<T>[];
  /** Undefined while loading. */
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  /** Per-row <tr> attributes (a selected or clickable row). */
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement> & { className?: string };
  /** A row's actions (RowActions), in a last column whose header only screen readers hear. */
  actions?: (row: T) => ReactNode;
  /** A second row under a row (details that open in place), spanning every column but the first. */
  expanded?: (row: T) => ReactNode | null;
  /** The id of that second row (what the row's disclosure button controls). */
  expandedId?: (row: T) => string;
  /** Server-side sorting: the columns with a `sortKey` become sort buttons. */
  sort?: { by: string; order: "asc" | "desc"; onSort: (by: string) => void };
  loading?: boolean;
  loadingLabel?: string;
  loadingRows?: number;
  /** A failed query: its message in an alert instead of the table. */
  error?: unknown;
  /** What an empty list says (EmptyState or a line of text); without it an empty table is shown. */
  empty?: ReactNode;
  pagination?: PageState;
  footer?: ReactNode;
  /** The scroll box becomes a focusable, labelled region (`<label>, scrollable`) for keyboard scrolling. */
  scrollRegion?: boolean;
};

/**
 * The console's table (shadcn's data-table recipe over @tanstack/react-table): columns as data,
 * loading, error and empty states, optional client-side sorting, pagination and row actions, in a
 * box that scrolls sideways on its own at phone widths so the page never does.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, rowKey, actions, expanded, rowProps } = props;
  const [sorting, setSorting] = useState<SortingState>([]);

  const defs = useMemo<ColumnDef<T>[]>(() => {
    const out: ColumnDef<T>[] = columns.map((c) => ({
      id: c.id,
      header: c.header,
      accessorFn: c.sortValue ?? (() => null),
      enableSorting: c.sortValue !== undefined,
      cell: (ctx) => c.cell(ctx.row.original),
      meta: c,
    }));
    if (actions) {
      out.push({
        id: "__actions",
        header: "Actions",
        enableSorting: false,
        accessorFn: () => null,
        cell: (ctx) => actions(ctx.row.original),
        meta: { id: "__actions", header: "Actions", srOnlyHeader: true, cell: () => null } satisfies Column<T>,
      });
    }
    return out;
  }, [columns, actions]);

  const table = useReactTable({
    data: rows ?? [],
    columns: defs,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: rowKey,
  });

  if (props.loading ?? (rows === undefined && !props.error)) {
    return <Skeleton label={props.loadingLabel ?? "Loading…"} rows={props.loadingRows ?? 3} />;
  }
  if (props.error) {
    return (
      <p role="alert" className="error">
        {errorMessage(props.error)}
      </p>
    );
  }
  if (rows === undefined) return null;
  const list = rows;
  if (list.length === 0 && props.empty !== undefined) return <>{props.empty}</>;

  const colCount = defs.length;
  const scroll = props.scrollRegion && props.label ? { tabIndex: 0, role: "region", "aria-label": `${props.label}, scrollable` } : {};
  return (
    <>
      <div className="table-scroll" {...scroll}>
        <table aria-label={props.labelledBy ? undefined : props.label} aria-labelledby={props.labelledBy} className={props.className}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((h) => {
                  const meta = h.column.columnDef.meta as Column<T>;
                  const server = props.sort && meta.sortKey ? props.sort : null;
                  const sorted = server ? (server.by === meta.sortKey ? server.order : false) : h.column.getIsSorted();
                  const sortable = server !== null || h.column.getCanSort();
                  const onSort = server ? () => server.onSort(meta.sortKey!) : h.column.getToggleSortingHandler();
                  const cls = [meta.headerClassName ?? meta.className, meta.phone === "hide" ? "hide-phone" : null].filter(Boolean).join(" ") || undefined;
                  return (
                    <th
                      key={h.id}
                      scope="col"
                      className={cls}
                      aria-sort={sortable ? (sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none") : undefined}
                    >
                      {meta.headerContent !== undefined ? (
                        meta.headerContent
                      ) : meta.srOnlyHeader ? (
                        <span className="sr-only">{meta.header}</span>
                      ) : sortable ? (
                        <button type="button" className="link sort" onClick={onSort} title={`Sort by ${meta.header.toLowerCase()}`}>
                          {meta.header}
                          <span aria-hidden="true">{sorted === "asc" ? " ▲" : sorted === "desc" ? " ▼" : ""}</span>
                        </button>
                      ) : (
                        flexRender(h.column.columnDef.header, h.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => {
              const extra = expanded?.(row.original) ?? null;
              return (
                <Fragment key={row.id}>
                  <tr {...rowProps?.(row.original)}>
                    {row.getVisibleCells().map((cell) => {
                      const meta = cell.column.columnDef.meta as Column<T>;
                      const cls = [meta.className, meta.phone === "hide" ? "hide-phone" : null].filter(Boolean).join(" ") || undefined;
                      return (
                        <td key={cell.id} className={cls} title={meta.cellTitle?.(row.original)}>
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </td>
                      );
                    })}
                  </tr>
                  {extra !== null && (
                    <tr className="row-detail" id={props.expandedId?.(row.original)}>
                      <td />
                      <td colSpan={colCount - 1}>{extra}</td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      {props.pagination && (
        <Pager
          offset={props.pagination.offset}
          shown={list.length}
          total={props.pagination.total}
          pageSize={props.pagination.pageSize}
          onOffset={props.pagination.onOffset}
        />
      )}
      {props.footer}
    </>
  );
}

/** One button of a row's actions; its accessible name names the row ("Delete Team A"). */
export type RowAction = {
  label: ReactNode;
  /** The accessible name, naming the row. */
  name: string;
  onClick?: () => void;
  danger?: boolean;
  disabled?: boolean;
  /** Why it is disabled: a tooltip and, for screen readers, a description. */
  reason?: string;
  pressed?: boolean;
  /** A bordered button instead of a link-styled one. */
  solid?: boolean;
};

/** A row's actions, right-aligned on one line (or in a grid); a disabled one says why (title and aria-describedby). */
export function RowActions({
  id,
  actions,
  className = "row row-actions",
  style,
}: {
  id: string;
  actions: Array<RowAction | false | null | undefined>;
  /** `actions`: a grid of fixed-width columns, so the same action lines up from row to row. */
  className?: string;
  style?: CSSProperties;
}) {
  const shown = actions.filter((a): a is RowAction => !!a);
  return (
    <div className={className} style={style}>
      {shown.map((a, i) => {
        const why = a.reason ? `why-${id}-${i}` : undefined;
        return (
          <Fragment key={a.name}>
            <button
              type="button"
              className={[a.solid ? null : "link", a.danger ? "danger" : null].filter(Boolean).join(" ") || undefined}
              aria-label={a.name}
              aria-pressed={a.pressed}
              aria-describedby={a.disabled ? why : undefined}
              title={a.disabled ? a.reason : undefined}
              disabled={a.disabled}
              onClick={a.onClick}
            >
              {a.label}
            </button>
            {a.disabled && why && (
              <span id={why} className="sr-only">
                {a.reason}
              </span>
            )}
          </Fragment>
        );
      })}
    </div>
  );
}

/**
 * A tRPC list query as the table's state: its rows (`data.data`), loading and error, and what the
 * skeleton says: `<DataTable {...tableState(list, "Loading keys…")} … />`.
 */
export function tableState<T>(
  query: { data?: { data: T[] }; isPending: boolean; error: unknown },
  loadingLabel: string,
  loadingRows?: number,
): Pick<DataTableProps<T>, "rows" | "loading" | "error" | "loadingLabel" | "loadingRows"> {
  return { rows: query.data?.data, loading: query.isPending, error: query.error, loadingLabel, loadingRows };
}
