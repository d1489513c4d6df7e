"use client";

import { PageHeader } from "@/components/ui/page-header";
import { tableState } from "@/components/ui/data-table";
import Link from "next/link";
import { useState } from "react";
import { errorMessage } from "@/components/trpc/errors";
import { trpc } from "@/components/trpc/provider";
import { KeysetPager } from "@/components/ui/pager";
import { EmptyState } from "@/components/ui/states";
import type { Dimension } from "@/server/services/activity/schemas";
import { FilterSelect, topChoices, workspaceChoices } from "@/components/activity/filter-select";
import { LogDetail } from "./log-detail";
import { LogTable } from "./log-table";
import { logsQuery, SINCE, SINCE_LABELS, STATUSES, useLogsUrlState, type LogsUrl } from "./logs-url-state";
import { STATUS_LABELS } from "./format";
import { REFUSAL_LABELS, REFUSAL_REASONS } from "@/server/services/activity/refusal-reasons";

const FILTERS = [
  { dim: "key", param: "key", label: "Key", all: "All keys" },
  { dim: "model", param: "model", label: "Model", all: "All models" },
  { dim: "provider", param: "provider", label: "Provider", all: "All providers" },
  { dim: "end_user", param: "user", label: "End user", all: "All end users" },
] as const satisfies ReadonlyArray<{ dim: Dimension; param: keyof LogsUrl; label: string; all: string }>;

/** The choices of a filter: the dimension's values with requests over the period (the analytics' top list). */
function useChoices(url: LogsUrl, dim: Dimension) {
  const range = url.since === "1h" || url.since === "24h" ? "24h" : url.since === "7d" ? "7d" : "30d";
  return trpc.activity.top.useQuery(
    { range, dimension: dim, limit: 100, order_by: "requests", ...(url.ws ? { workspace_id: url.ws } : {}) },
    { staleTime: 30_000, placeholderData: (prev) => prev },
  );
}

export function LogsPage() {
  const [url, setUrl] = useLogsUrlState();
  // Cursors of the newer pages, for "Newer" (the API pages towards older requests only).
  const [newer, setNewer] = useState<string[]>([]);
  const list = trpc.activity.generations.useQuery(logsQuery(url), { placeholderData: (prev) => prev, staleTime: 5_000 });
  const workspaces = trpc.workspaces.list.useQuery({ limit: 100 }, { staleTime: 30_000 });
  const choices = { key: useChoices(url, "key"), model: useChoices(url, "model"), provider: useChoices(url, "provider"), end_user: useChoices(url, "end_user") };
  const workspaceName = (id: string | null) => (id ? (workspaces.data?.data.find((w) => w.id === id)?.name ?? "Unknown workspace") : "—");
  const rows = list.data?.data ?? [];
  const filtered = Boolean(url.ws || url.key || url.model || url.provider || url.status || url.refusal || url.user || url.since !== "7d");

  /** A filter changed: back to the newest page. */
  const filter = (patch: Partial<Record<keyof LogsUrl, string | null>>) => {
    setNewer([]);
    void setUrl({ ...patch, cursor: null } as Parameters<typeof setUrl>[0]);
  };
  const clear = () => filter({ since: null, ws: null, key: null, model: null, provider: null, status: null, refusal: null, user: null });

  return (
    <div className="stack">
      <PageHeader
        title="Logs"
        action={
          <div className="row">
            <button type="button" onClick={() => void list.refetch()} disabled={list.isFetching}>
              {list.isFetching ? "Refreshing…" : "Refresh"}
            </button>
            <Link href="/activity">Activity →</Link>
          </div>
        }
      >
        Every request the gateway answered, refused ones included, newest first. Open one for its fallback attempts, guardrail outcome and route explain.
        Over REST: <code>GET /api/v1/generations</code> and <code>GET /api/v1/generation?id=</code>.
      </PageHeader>

      <section className="panel stack" aria-label="Filters">
        <div role="group" aria-label="Filters" className="filter-grid">
          <label className="field">
            <span>Time</span>
            <select value={url.since} onChange={(e) => filter({ since: e.target.value === "7d" ? null : e.target.value })}>
              {SINCE.map((s) => (
                <option key={s} value={s}>
                  {SINCE_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>Status</span>
            <select value={url.status} onChange={(e) => filter({ status: e.target.value || null, ...(e.target.value !== "refused" ? { refusal: null } : {}) })}>
              <option value="">Any status</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>Refusal reason</span>
            <select value={url.refusal} onChange={(e) => filter({ refusal: e.target.value || null, ...(e.target.value ? { status: "refused" } : {}) })}>
              <option value="">Any reason</option>
              {REFUSAL_REASONS.map((r) => (
                <option key={r} value={r}>
                  {REFUSAL_LABELS[r]}
                </option>
              ))}
            </select>
          </label>
          <FilterSelect label="Workspace" all="All workspaces" value={url.ws} choices={workspaceChoices(workspaces.data?.data)} onChange={(v) => filter({ ws: v })} />
          {FILTERS.map((f) => (
            <FilterSelect
              key={f.dim}
              label={f.label}
              all={f.all}
              value={url[f.param]}
              choices={topChoices(choices[f.dim].data?.data.items, f.dim)}
              onChange={(v) => filter({ [f.param]: v })}
            />
          ))}
        </div>
        {filtered ? (
          <div className="row">
            <button type="button" className="link" onClick={clear}>
              Clear filters
            </button>
          </div>
        ) : null}
      </section>

      <LogTable
        {...tableState(list, "Loading requests", 8)}
        empty={
          <EmptyState
            title={url.cursor ? "No older requests" : filtered ? "No requests match these filters" : "No requests yet"}
            action={
              url.cursor || filtered ? (
                <button type="button" onClick={clear}>
                  {url.cursor ? "Back to the newest" : "Clear filters"}
                </button>
              ) : (
                <Link href="/keys">Create a key</Link>
              )
            }
          >
            {filtered
              ? "Widen the time or clear a filter."
              : "Send a request with an inference key (POST /api/v1/chat/completions or /messages): it shows here a moment after its answer."}
          </EmptyState>
        }
        footer={
          <KeysetPager
            summary={`${rows.length} ${rows.length === 1 ? "request" : "requests"} on this page${newer.length > 0 || url.cursor ? ` (page ${newer.length + 1})` : ""}`}
            onNewer={
              url.cursor
                ? () => {
                    const prev = newer.slice(0, -1);
                    const cursor = newer.length > 0 ? newer[newer.length - 1] : "";
                    setNewer(prev);
                    void setUrl({ cursor: cursor || null });
                  }
                : null
            }
            onOlder={
              list.data?.next_cursor
                ? () => {
                    setNewer([...newer, url.cursor]);
                    void setUrl({ cursor: list.data?.next_cursor ?? null });
                  }
                : null
            }
          />
        }
        workspaceName={workspaceName}
        onOpen={(id) => void setUrl({ id })}
      />

      <LogDetail id={url.id} row={rows.find((r) => r.id === url.id)} workspaceName={workspaceName} onClose={() => void setUrl({ id: null })} />
    </div>
  );
}
