"use client";

import { useState } from "react";
import { formatUsd } from "@/components/keys/format";
import { errorMessage } from "@/components/trpc/errors";
import { trpc } from "@/components/trpc/provider";

const DAYS = 30;

/** One key's usage per UTC day over the last 30 days (from the per-key daily rollup). */
export function KeyUsagePanel() {
  const [workspaceId, setWorkspaceId] = useState<string | null>(null);
  const [hash, setHash] = useState<string | null>(null);
  const workspaces = trpc.workspaces.list.useQuery({ limit: 100 }, { staleTime: 30_000 });
  const keys = trpc.keys.list.useQuery({ include_disabled: true, limit: 100, ...(workspaceId ? { workspace_id: workspaceId } : {}) });
  const keyList = keys.data?.data ?? [];
  const selected = hash && keyList.some((k) => k.hash === hash) ? hash : (keyList[0]?.hash ?? null);
  const usage = trpc.datasets.keyUsageDaily.useQuery({ hash: selected ?? "", days: DAYS }, { enabled: selected !== null });
  const days = usage.data?.data ?? [];
  const totals = days.reduce((t, d) => ({ requests: t.requests + d.requests, usage: t.usage + d.usage, byok: t.byok + d.byok_usage }), { requests: 0, usage: 0, byok: 0 });

  return (
    <section className="panel stack" aria-labelledby="key-usage-title">
      <h2 id="key-usage-title" style={{ margin: 0 }}>
        Usage of a key
      </h2>
      <div className="row">
        <label className="field">
          <span>Workspace</span>
          <select value={workspaceId ?? ""} onChange={(e) => setWorkspaceId(e.target.value || null)}>
            {(workspaces.data?.data ?? []).map((w, i) => (
              <option key={w.id} value={i === 0 ? "" : w.id}>
                {w.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Key</span>
          <select value={selected ?? ""} onChange={(e) => setHash(e.target.value)} disabled={keyList.length === 0}>
            {keyList.map((k) => (
              <option key={k.hash} value={k.hash}>
                {k.name} ({k.label})
              </option>
            ))}
          </select>
        </label>
      </div>
      {keys.data && keyList.length === 0 ? <p className="muted">This workspace has no keys.</p> : null}
      {usage.error ? <p className="error">{errorMessage(usage.error)}</p> : null}
      {days.length > 0 ? (
        <div className="table-scroll">
          <table aria-label="Key usage per day" className="compact">
            <thead>
              <tr>
                <th scope="col">Day (UTC)</th>
                <th scope="col">Requests</th>
                <th scope="col">Usage</th>
                <th scope="col">BYOK usage</th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((d) => (
                <tr key={d.date}>
                  <td className="nowrap">{d.date}</td>
                  <td>{d.requests}</td>
                  <td>{formatUsd(d.usage)}</td>
                  <td>{formatUsd(d.byok_usage)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Last {DAYS} days</th>
                <td>{totals.requests}</td>
                <td>{formatUsd(totals.usage)}</td>
                <td>{formatUsd(totals.byok)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      ) : null}
    </section>
  );
}
