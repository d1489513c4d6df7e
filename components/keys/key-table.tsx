"use client";

import { useState } from "react";
import { DataTable, RowActions, type Column, type DataTableProps } from "@/components/ui/data-table";
import { useRole } from "@/components/console/use-role";
import { When } from "./when";
import type { KeyRecord } from "@/server/services/keys/schemas";
import type { KeySort } from "@/server/services/keys/search-schemas";
import { formatDate, formatUsd, keyStatus, RESET_LABELS } from "./format";

/** The guardrail a key follows: its own, else its workspace's default. */
export interface KeyGuardrail {
  source: "key" | "workspace_default" | null;
  name: string | null;
}

function GuardrailCell({ g }: { g: KeyGuardrail | undefined }) {
  if (!g) return <span className="muted">…</span>;
  if (!g.source || !g.name) return <span className="muted">None</span>;
  return g.source === "key" ? <span>{g.name}</span> : <span className="muted">default: {g.name}</span>;
}

const STATUS_LABELS = { enabled: "Enabled", disabled: "Disabled", expired: "Expired" } as const;

type Props = Omit<DataTableProps<KeyRecord>, "columns" | "rowKey" | "actions" | "label" | "sort" | "expanded" | "expandedId"> & {
  workspaceName: (id: string | null) => string;
  /** undefined while loading */
  guardrailOf: (hash: string) => KeyGuardrail | undefined;
  /** The key whose enable/disable request is in flight. */
  togglingHash: string | null;
  sort: KeySort;
  order: "asc" | "desc";
  onSort: (s: KeySort) => void;
  selected: Map<string, KeyRecord>;
  onSelect: (k: KeyRecord, on: boolean) => void;
  onSelectPage: (on: boolean) => void;
  onEdit: (k: KeyRecord) => void;
  onMove: (k: KeyRecord) => void;
  onToggle: (k: KeyRecord) => void;
  onDelete: (k: KeyRecord) => void;
};

/** The keys: select, name, workspace, guardrail, limit, remaining, usage, status, last used, created, actions; a row opens to its details. */
export function KeyTable({
  workspaceName,
  guardrailOf,
  togglingHash,
  sort,
  order,
  onSort,
  selected,
  onSelect,
  onSelectPage,
  onEdit,
  onMove,
  onToggle,
  onDelete,
  ...table
}: Props) {
  const now = Date.now();
  const keys = table.rows ?? [];
  // A member changes only the keys they created (the server answers the others 403).
  const { me, canManage } = useRole();
  const othersKey = (k: KeyRecord) => !canManage && !!me.data && k.creator_user_id !== me.data.user_id;
  const NOT_YOURS = "Only owners and admins change keys created by another user";
  const selectable = keys.filter((k) => !k.disabled);
  const allSelected = selectable.length > 0 && selectable.every((k) => selected.has(k.hash));
  // Rows opened to their details (label, usage per period, BYOK, expiry, hash).
  const [open, setOpen] = useState<Set<string>>(new Set());
  const toggleOpen = (hash: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(hash)) next.add(hash);
      return next;
    });

  const columns: Column<KeyRecord>[] = [
    {
      id: "select",
      header: "Select all enabled keys on this page",
      headerContent: (
        <input
          type="checkbox"
          aria-label="Select all enabled keys on this page"
          checked={allSelected}
          disabled={selectable.length === 0}
          onChange={(e) => onSelectPage(e.target.checked)}
        />
      ),
      cell: (k) => (
        <input
          type="checkbox"
          aria-label={`Select ${k.name}`}
          checked={selected.has(k.hash)}
          disabled={k.disabled}
          title={k.disabled ? "Already disabled" : undefined}
          onChange={(e) => onSelect(k, e.target.checked)}
        />
      ),
    },
    {
      id: "name",
      header: "Name",
      sortKey: "name",
      cell: (k) => (
        <>
          <button
            type="button"
            className="link disclosure"
            aria-expanded={open.has(k.hash)}
            aria-controls={`key-detail-${k.hash}`}
            title={open.has(k.hash) ? "Hide the details" : "Show label, usage by period, BYOK and expiry"}
            onClick={() => toggleOpen(k.hash)}
          >
            <span aria-hidden="true">{open.has(k.hash) ? "▾ " : "▸ "}</span>
            <strong>{k.name}</strong>
          </button>
          {k.expires_at && keyStatus(k, now) !== "expired" && (
            <div className="muted small">
              Expires <When iso={k.expires_at} />
            </div>
          )}
        </>
      ),
    },
    { id: "workspace", header: "Workspace", cell: (k) => workspaceName(k.workspace_id) },
    { id: "guardrail", header: "Guardrail", cell: (k) => <GuardrailCell g={guardrailOf(k.hash)} /> },
    {
      id: "limit",
      header: "Limit / reset",
      className: "nowrap",
      cell: (k) =>
        k.limit === null ? (
          <span className="muted">No limit</span>
        ) : (
          <>
            {formatUsd(k.limit)}
            <div className="muted small">{k.limit_reset ? RESET_LABELS[k.limit_reset] : "Never resets"}</div>
          </>
        ),
    },
    {
      id: "remaining",
      header: "Remaining",
      sortKey: "limit_remaining",
      className: "nowrap",
      cell: (k) => (k.limit_remaining === null ? <span className="muted">—</span> : formatUsd(k.limit_remaining)),
    },
    {
      id: "usage",
      header: "Usage",
      sortKey: "usage",
      className: "nowrap",
      cellTitle: () => "All-time usage (open the row for day, week and month)",
      cell: (k) => formatUsd(k.usage),
    },
    {
      id: "status",
      header: "Status",
      cell: (k) => {
        const status = keyStatus(k, now);
        return <span className={`badge ${status}`}>{STATUS_LABELS[status]}</span>;
      },
    },
    { id: "last-used", header: "Last used", sortKey: "last_used", cell: (k) => (k.last_used_at ? <When iso={k.last_used_at} /> : <span className="muted">Never</span>) },
    { id: "created", header: "Created", sortKey: "created", cell: (k) => <When iso={k.created_at} /> },
  ];

  return (
    <DataTable
      {...table}
      label="API keys"
      className="compact"
      columns={columns}
      rowKey={(k) => k.hash}
      sort={{ by: sort, order, onSort: (by) => onSort(by as KeySort) }}
      actions={(k) => (
          <RowActions
            id={k.hash}
            className="actions"
            actions={[
              { label: "Edit", name: `Edit ${k.name}`, onClick: () => onEdit(k), disabled: othersKey(k), reason: NOT_YOURS },
              { label: "Move", name: `Move ${k.name}`, onClick: () => onMove(k), disabled: othersKey(k), reason: NOT_YOURS },
              {
                label: k.disabled ? "Enable" : "Disable",
                name: `${k.disabled ? "Enable" : "Disable"} ${k.name}`,
                disabled: togglingHash === k.hash || othersKey(k),
                reason: othersKey(k) ? NOT_YOURS : undefined,
                onClick: () => onToggle(k),
              },
              { label: "Delete", name: `Delete ${k.name}`, danger: true, onClick: () => onDelete(k), disabled: othersKey(k), reason: NOT_YOURS },
            ]}
          />
      )}
      expandedId={(k) => `key-detail-${k.hash}`}
      expanded={(k) =>
        open.has(k.hash) ? (
          <dl className="detail-grid" aria-label={`Details of ${k.name}`}>
            <div>
              <dt>Label</dt>
              <dd>
                <code>{k.label}</code>
              </dd>
            </div>
            <div>
              <dt>Usage</dt>
              <dd>
                {formatUsd(k.usage_daily)} today · {formatUsd(k.usage_weekly)} this week · {formatUsd(k.usage_monthly)} this month · {formatUsd(k.usage)} in total
              </dd>
            </div>
            <div>
              <dt>BYOK</dt>
              <dd>
                {k.include_byok_in_limit ? "Counts against the limit" : "Does not count against the limit"}
                {k.byok_usage > 0 ? ` · ${formatUsd(k.byok_usage)} used` : ""}
              </dd>
            </div>
            <div>
              <dt>Expires</dt>
              <dd>{k.expires_at ? formatDate(k.expires_at) : "Never"}</dd>
            </div>
            <div>
              <dt>Hash</dt>
              <dd>
                <code className="small">{k.hash}</code>
              </dd>
            </div>
          </dl>
        ) : null
      }
    />
  );
}
