"use client";

import { formatMoney } from "@/components/format/money";
import type { GenerationRecord } from "@/server/services/activity/generations";
import { formatMs, formatShortTime, formatTime, markers, STATUS_LABELS } from "./format";

/** The request log's rows; the time is a button that opens the request's detail (a click anywhere on the row does too). */
export function LogTable({ rows, workspaceName, onOpen }: { rows: GenerationRecord[]; workspaceName: (id: string | null) => string; onOpen: (id: string) => void }) {
  return (
    <div className="table-scroll">
      <table className="compact log-table" aria-label="Requests">
        <thead>
          <tr>
            <th scope="col">Time (UTC)</th>
            <th scope="col">Key</th>
            <th scope="col">Workspace</th>
            <th scope="col">End user</th>
            <th scope="col">Model</th>
            <th scope="col">Provider</th>
            <th scope="col">Status</th>
            <th scope="col" className="num">
              Tokens
            </th>
            <th scope="col" className="num">
              Cost
            </th>
            <th scope="col" className="num">
              Latency
            </th>
            <th scope="col" className="num">
              <abbr title="Time to first byte">TTFB</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((g) => (
            <tr key={g.id} className="clickable" onClick={() => onOpen(g.id)}>
              <td className="nowrap">
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
              </td>
              <td>{g.key_name ?? "—"}</td>
              <td>{workspaceName(g.workspace_id)}</td>
              <td>{g.external_user ?? <span className="muted">—</span>}</td>
              <td>
                <code>{g.model}</code>
              </td>
              <td>{g.provider_name === "none" ? <span className="muted" title="Refused before any provider was called">—</span> : <code>{g.provider_name}</code>}</td>
              <td>
                <div className="row nowrap" style={{ gap: "0.25rem", flexWrap: "nowrap" }}>
                  <span className={`badge ${g.status}`}>{STATUS_LABELS[g.status]}</span>
                  {g.http_status !== null && g.http_status !== 200 ? <span className="small muted">{g.http_status}</span> : null}
                  {markers(g).map((m) => (
                    <span key={m.text} className={`badge ${m.tone}`}>
                      {m.text}
                    </span>
                  ))}
                </div>
              </td>
              <td className="num" title={`${g.tokens_prompt} prompt, ${g.tokens_completion} completion`}>
                {g.tokens_prompt.toLocaleString("en-US")} → {g.tokens_completion.toLocaleString("en-US")}
              </td>
              <td className="num">{formatMoney(g.total_cost)}</td>
              <td className="num">{formatMs(g.generation_time)}</td>
              <td className="num">{formatMs(g.latency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
