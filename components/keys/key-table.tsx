"use client";

import { Fragment, useState } from "react";
import type { KeyRecord } from "@/server/services/keys/schemas";
import type { KeySort } from "@/server/services/keys/search-schemas";
import { formatDate, formatDateParts, formatUsd, keyStatus, RESET_LABELS } from "./format";

/** A date in a narrow cell: day over time, the full date and time on hover. */
function When({ iso }: { iso: string }) {
  const parts = formatDateParts(iso);
  if (!parts) return <>{iso}</>;
  return (
    <time dateTime={iso} title={formatDate(iso)}>
      <span className="nowrap">{parts.day}</span> <span className="nowrap muted small">{parts.time}</span>
    </time>
  );
}

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

/** A column header that sorts the list (server side); aria-sort tells which and how. */
function SortHeader({ label, by, sort, order, onSort }: { label: string; by: KeySort; sort: KeySort; order: "asc" | "desc"; onSort: (s: KeySort) => void }) {
  const active = sort === by;
  return (
    <th scope="col" aria-sort={active ? (order === "asc" ? "ascending" : "descending") : "none"}>
      <button type="button" className="link sort" onClick={() => onSort(by)} title={`Sort by ${label.toLowerCase()}`}>
        {label}
        <span aria-hidden="true">{active ? (order === "asc" ? " ▲" : " ▼") : ""}</span>
      </button>
    </th>
  );
}

/** The table's columns: select, name, workspace, guardrail, limit, remaining, usage, status, last used, created, actions. */
const COLUMNS = 11;

const STATUS_LABELS = { enabled: "Enabled", disabled: "Disabled", expired: "Expired" } as const;

export function KeyTable({
  keys,
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
}: {
  keys: KeyRecord[];
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
}) {
  const now = Date.now();
  const selectable = keys.filter((k) => !k.disabled);
  const allSelected = selectable.length > 0 && selectable.every((k) => selected.has(k.hash));
  const h = { sort, order, onSort };
  // Rows opened to their details (label, usage per period, BYOK, expiry, hash).
  const [open, setOpen] = useState<Set<string>>(new Set());
  const toggleOpen = (hash: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(hash)) next.add(hash);
      return next;
    });
  return (
    <div className="table-scroll">
      <table aria-label="API keys" className="compact">
        <thead>
          <tr>
            <th scope="col">
              <input
                type="checkbox"
                aria-label="Select all enabled keys on this page"
                checked={allSelected}
                disabled={selectable.length === 0}
                onChange={(e) => onSelectPage(e.target.checked)}
              />
            </th>
            <SortHeader label="Name" by="name" {...h} />
            <th scope="col">Workspace</th>
            <th scope="col">Guardrail</th>
            <th scope="col">Limit / reset</th>
            <SortHeader label="Remaining" by="limit_remaining" {...h} />
            <SortHeader label="Usage" by="usage" {...h} />
            <th scope="col">Status</th>
            <SortHeader label="Last used" by="last_used" {...h} />
            <SortHeader label="Created" by="created" {...h} />
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((k) => {
            const status = keyStatus(k, now);
            return (
              <Fragment key={k.hash}>
              <tr>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Select ${k.name}`}
                    checked={selected.has(k.hash)}
                    disabled={k.disabled}
                    title={k.disabled ? "Already disabled" : undefined}
                    onChange={(e) => onSelect(k, e.target.checked)}
                  />
                </td>
                <td>
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
                  {k.expires_at && status !== "expired" && (
                    <div className="muted small">
                      Expires <When iso={k.expires_at} />
                    </div>
                  )}
                </td>
                <td>{workspaceName(k.workspace_id)}</td>
                <td>
                  <GuardrailCell g={guardrailOf(k.hash)} />
                </td>
                <td className="nowrap">
                  {k.limit === null ? (
                    <span className="muted">No limit</span>
                  ) : (
                    <>
                      {formatUsd(k.limit)}
                      <div className="muted small">{k.limit_reset ? RESET_LABELS[k.limit_reset] : "Never resets"}</div>
                    </>
                  )}
                </td>
                <td className="nowrap">{k.limit_remaining === null ? <span className="muted">—</span> : formatUsd(k.limit_remaining)}</td>
                <td className="nowrap" title="All-time usage (open the row for day, week and month)">
                  {formatUsd(k.usage)}
                </td>
                <td>
                  <span className={`badge ${status}`}>{STATUS_LABELS[status]}</span>
                </td>
                <td>{k.last_used_at ? <When iso={k.last_used_at} /> : <span className="muted">Never</span>}</td>
                <td>
                  <When iso={k.created_at} />
                </td>
                <td>
                  <div className="actions">
                    <button type="button" className="link" aria-label={`Edit ${k.name}`} onClick={() => onEdit(k)}>
                      Edit
                    </button>
                    <button type="button" className="link" aria-label={`Move ${k.name}`} onClick={() => onMove(k)}>
                      Move
                    </button>
                    <button
                      type="button"
                      className="link"
                      aria-label={`${k.disabled ? "Enable" : "Disable"} ${k.name}`}
                      disabled={togglingHash === k.hash}
                      onClick={() => onToggle(k)}
                    >
                      {k.disabled ? "Enable" : "Disable"}
                    </button>
                    <button type="button" className="link danger" aria-label={`Delete ${k.name}`} onClick={() => onDelete(k)}>
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
              {open.has(k.hash) ? (
                <tr className="row-detail" id={`key-detail-${k.hash}`}>
                  <td />
                  <td colSpan={COLUMNS - 1}>
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
                  </td>
                </tr>
              ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
