"use client";

import { DataTable, RowActions, type Column, type DataTableProps } from "@/components/ui/data-table";
import type { EndUserRecord } from "@/server/services/end-users/schemas";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function When({ iso }: { iso: string }) {
  const d = new Date(iso);
  return <time dateTime={iso}>{Number.isNaN(d.getTime()) ? iso : dateFormat.format(d)}</time>;
}

const COLUMNS: Column<EndUserRecord>[] = [
  // Shown verbatim: whitespace inside the string is part of it.
  { id: "user", header: "Tracking string", cell: (u) => <code style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }}>{u.user}</code> },
  { id: "status", header: "Status", cell: (u) => <span className={`badge ${u.is_active ? "enabled" : "disabled"}`}>{u.is_active ? "Active" : "Inactive"}</span> },
  { id: "registered", header: "Registered", className: "nowrap", cell: (u) => <When iso={u.created_at} /> },
  { id: "changed", header: "Last change", className: "nowrap", cell: (u) => <When iso={u.updated_at} /> },
];

type Props = Omit<DataTableProps<EndUserRecord>, "columns" | "rowKey" | "actions" | "label"> & {
  /** The registration whose deactivate/reactivate request is in flight. */
  togglingUser: string | null;
  onToggle: (u: EndUserRecord) => void;
};

export function EndUserTable({ togglingUser, onToggle, ...table }: Props) {
  return (
    <DataTable
      {...table}
      label="End users"
      columns={COLUMNS}
      rowKey={(u) => u.user}
      actions={(u) => (
        <RowActions
          id={u.user}
          actions={[
            {
              label: u.is_active ? "Deactivate" : "Reactivate",
              name: `${u.is_active ? "Deactivate" : "Reactivate"} ${u.user}`,
              danger: u.is_active,
              disabled: togglingUser === u.user,
              onClick: () => onToggle(u),
            },
          ]}
        />
      )}
    />
  );
}
