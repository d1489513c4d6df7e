"use client";

import { formatMoney } from "@/components/format/money";
import { DataTable, type Column, type DataTableProps } from "@/components/ui/data-table";
import type { GenerationRecord } from "@/server/services/activity/generations";
import { formatMs, formatShortTime, formatTime, markers, STATUS_LABELS } from "./format";

/** The request log's rows; the time is a button that opens the request's detail (a click anywhere on the row does too). */
type Props = Omit<DataTableProps<GenerationRecord>, "columns" | "rowKey" | "label"> & { workspaceName: (id: string | null) => string; onOpen: (id: string) => void };

export function LogTable({ workspaceName, onOpen, ...table }: Props) {
  const columns: Column<GenerationRecord>[] = [
    {
      id: "time",
      header: "Time (UTC)",
      className: "nowrap",
      cell: (g) => (
        <button
          type="button"
          className="link"
          style={{ padding: 0 }}
          aria-label={`Details of the request at ${formatTime(g.created_at)}`}
          onClick={(e) => {
            e.stopPropagation();
            onOpen(g.id);
          }}
        >
          {formatShortTime(g.created_at)}
        </button>
      ),
    },
    { id: "key", header: "Key", cell: (g) => g.key_name ?? "—" },
    { id: "workspace", header: "Workspace", cell: (g) => workspaceName(g.workspace_id) },
    { id: "user", header: "End user", cell: (g) => g.external_user ?? <span className="muted">—</span> },
    { id: "model", header: "Model", cell: (g) => <code>{g.model}</code> },
    {
      id: "provider",
      header: "Provider",
      cell: (g) => (g.provider_name === "none" ? <span className="muted" title="Refused before any provider was called">—</span> : <code>{g.provider_name}</code>),
    },
    {
      id: "status",
      header: "Status",
      cell: (g) => (
        <div className="row nowrap" style={{ gap: "0.25rem", flexWrap: "nowrap" }}>
          <span className={`badge ${g.status}`}>{STATUS_LABELS[g.status]}</span>
          {g.http_status !== null && g.http_status !== 200 ? <span className="small muted">{g.http_status}</span> : null}
          {markers(g).map((m) => (
            <span key={m.text} className={`badge ${m.tone}`}>
              {m.text}
            </span>
          ))}
        </div>
      ),
    },
    {
      id: "tokens",
      header: "Tokens",
      className: "num",
      cellTitle: (g) => `${g.tokens_prompt} prompt, ${g.tokens_completion} completion`,
      cell: (g) => `${g.tokens_prompt.toLocaleString("en-US")} → ${g.tokens_completion.toLocaleString("en-US")}`,
    },
    { id: "cost", header: "Cost", className: "num", cell: (g) => formatMoney(g.total_cost) },
    { id: "latency", header: "Latency", className: "num", cell: (g) => formatMs(g.generation_time) },
    { id: "ttfb", header: "TTFB", headerContent: <abbr title="Time to first byte">TTFB</abbr>, className: "num", cell: (g) => formatMs(g.latency) },
  ];
  return (
    <DataTable
      {...table}
      label="Requests"
      className="compact log-table"
      columns={columns}
      rowKey={(g) => g.id}
      rowProps={(g) => ({ className: "clickable", onClick: () => onOpen(g.id) })}
    />
  );
}
