"use client";

import { PageHeader } from "@/components/ui/page-header";
import Link from "next/link";
import { useState } from "react";
import { formatMoney } from "@/components/format/money";
import { errorMessage } from "@/components/trpc/errors";
import { trpc } from "@/components/trpc/provider";
import { EmptyState } from "@/components/ui/states";
import { notifyError, notifySuccess } from "@/components/ui/toast";
import { RankingsPanel } from "@/components/usage/rankings-panel";
import type { Dimension } from "@/server/services/activity/schemas";
import { ActivityChart } from "./activity-chart";
import { MembersTable, RefusalsPanel } from "./breakdowns";
import { activityQuery, customDays, METRICS, RANGES, useActivityUrlState, type ActivityUrl, type ChartMetric } from "./activity-url-state";
import { formatCount } from "./format";
import { FilterSelect, topChoices, workspaceChoices } from "./filter-select";
import { TopTable } from "./top-table";

const RANGE_LABELS: Record<(typeof RANGES)[number], string> = { "24h": "24 h", "7d": "7 d", "30d": "30 d", custom: "Custom" };
const METRIC_LABELS: Record<ChartMetric, string> = { spend: "Spend", requests: "Requests", tokens: "Tokens", errors: "Errors" };
const GROUP_LABELS: Record<Dimension, string> = { key: "Key", model: "Model", provider: "Provider", end_user: "End user", workspace: "Workspace" };

/** Each filterable dimension: its URL parameter, and its label in filters and top tables. */
const FILTERS = [
  { dim: "key", param: "key", label: "Key", all: "All keys", title: "Top keys" },
  { dim: "model", param: "model", label: "Model", all: "All models", title: "Top models" },
  { dim: "provider", param: "provider", label: "Provider", all: "All providers", title: "Top providers" },
  { dim: "end_user", param: "user", label: "End user", all: "All end users", title: "Top end users" },
] as const satisfies ReadonlyArray<{ dim: Dimension; param: keyof ActivityUrl; label: string; all: string; title: string }>;

const EMPTY_TOP: Record<Dimension, string> = {
  key: "No key made a request in this range.",
  model: "No model was asked for in this range.",
  provider: "No provider answered in this range.",
  end_user: "No request named an end user (the request's user field) in this range.",
  workspace: "No workspace had requests in this range.",
};

/** The top-N of one dimension, with every filter but its own (so its list also offers the other choices). */
function useTop(url: ActivityUrl, dim: Dimension, param: keyof ActivityUrl) {
  const q = activityQuery({ ...url, [param]: "" });
  return trpc.activity.top.useQuery({ ...q, dimension: dim, limit: 50 }, { placeholderData: (prev) => prev, staleTime: 15_000 });
}

export function ActivityPage() {
  const [url, setUrl] = useActivityUrlState();
  const utils = trpc.useUtils();
  const [exporting, setExporting] = useState(false);
  const query = activityQuery(url);
  const grouped = url.group !== "none";
  const activity = trpc.activity.get.useQuery(
    { ...query, ...(grouped ? { group_by: url.group as Dimension, groups: 8 } : {}) },
    { placeholderData: (prev) => prev, staleTime: 15_000 },
  );
  const workspaces = trpc.workspaces.list.useQuery({ limit: 100 }, { staleTime: 30_000 });
  const tops = {
    key: useTop(url, "key", "key"),
    model: useTop(url, "model", "model"),
    provider: useTop(url, "provider", "provider"),
    end_user: useTop(url, "end_user", "user"),
    workspace: useTop(url, "workspace", "ws"),
  };
  const totals = activity.data?.data.totals;
  const filtered = Boolean(url.ws || url.key || url.model || url.provider || url.user);
  const custom = customDays(url);
  const wsName = (id: string) => workspaces.data?.data.find((w) => w.id === id)?.name ?? "Unknown workspace";
  const scopeText = url.ws ? `Workspace ${wsName(url.ws)}` : "The whole organization";

  async function exportCsv() {
    setExporting(true);
    try {
      const csv = await utils.activity.exportCsv.fetch({ ...query, ...(grouped ? { group_by: url.group as Dimension, groups: 8 } : {}) });
      const link = document.createElement("a");
      link.href = URL.createObjectURL(new Blob([csv], { type: "text/csv" }));
      link.download = `activity-${url.range === "custom" ? `${custom.from}-${custom.to}` : url.range}.csv`;
      link.click();
      URL.revokeObjectURL(link.href);
      notifySuccess(`Exported ${csv.trimEnd().split("\r\n").length - 1} rows as CSV.`);
    } catch (e) {
      notifyError(e, "Could not export the CSV");
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="stack">
      <PageHeader
        title="Activity"
        action={
          <div className="row">
            <button type="button" onClick={exportCsv} disabled={exporting || !activity.data}>
              {exporting ? "Exporting…" : "Export CSV"}
            </button>
            <Link href="/logs">Request log →</Link>
          </div>
        }
      >
        Spend, requests, tokens and errors over time, today included (UTC). The same numbers over REST: <code>GET /api/v1/activity</code>,{" "}
        <code>/activity/top</code>, <code>/activity/refusals</code>, <code>/activity/members</code> and <code>/activity/export</code> (CSV) with a management key.
      </PageHeader>

      <section className="panel stack" aria-label="Range and filters">
        <div className="row">
          <div role="group" aria-label="Range" className="segmented">
            {RANGES.map((r) => (
              <button key={r} type="button" aria-pressed={url.range === r} onClick={() => void setUrl({ range: r === "7d" ? null : r, by: null })}>
                {RANGE_LABELS[r]}
              </button>
            ))}
          </div>
          {url.range === "custom" ? (
            <>
              <label className="field inline">
                <span>From</span>
                <input type="date" value={custom.from} max={custom.to} onChange={(e) => void setUrl({ from: e.target.value || null })} />
              </label>
              <label className="field inline">
                <span>To</span>
                <input type="date" value={custom.to} min={custom.from} onChange={(e) => void setUrl({ to: e.target.value || null })} />
              </label>
            </>
          ) : null}
          <label className="field inline">
            <span>By</span>
            <select value={url.by} onChange={(e) => void setUrl({ by: e.target.value === "auto" ? null : (e.target.value as "hour" | "day") })}>
              <option value="auto">{url.range === "24h" ? "Hour (auto)" : "Day (auto)"}</option>
              <option value="hour">Hour</option>
              <option value="day">Day</option>
            </select>
          </label>
        </div>
        <div role="group" aria-label="Filters" className="filter-grid">
          <FilterSelect label="Workspace" all="All workspaces" value={url.ws} choices={workspaceChoices(workspaces.data?.data)} onChange={(v) => void setUrl({ ws: v })} />
          {FILTERS.map((f) => (
            <FilterSelect
              key={f.dim}
              label={f.label}
              all={f.all}
              value={url[f.param]}
              choices={topChoices(tops[f.dim].data?.data.items, f.dim)}
              onChange={(v) => void setUrl({ [f.param]: v })}
            />
          ))}
        </div>
        {filtered ? (
          <div className="row">
            <span className="muted small">{scopeText}, filtered.</span>
            <button type="button" className="link" onClick={() => void setUrl({ ws: null, key: null, model: null, provider: null, user: null })}>
              Clear filters
            </button>
          </div>
        ) : null}
      </section>

      {activity.isError ? (
        <p role="alert" className="error">
          {errorMessage(activity.error)}
        </p>
      ) : null}

      <section aria-label="Totals" className="cards">
        <Card label="Spend" value={totals ? formatMoney(totals.spend_usd) : undefined} note={totals && totals.byok_usd > 0 ? `+ ${formatMoney(totals.byok_usd)} BYOK` : undefined} />
        <Card label="Requests" value={totals ? formatCount(totals.requests) : undefined} />
        <Card
          label="Tokens"
          value={totals ? formatCount(totals.prompt_tokens + totals.completion_tokens) : undefined}
          note={totals ? `${formatCount(totals.prompt_tokens)} prompt · ${formatCount(totals.completion_tokens)} completion` : undefined}
        />
        <Card
          label="Errors"
          value={totals ? formatCount(totals.errors + totals.refused) : undefined}
          note={totals ? `${formatCount(totals.errors)} upstream · ${formatCount(totals.refused)} refused` : undefined}
        />
      </section>

      <section className="panel stack" aria-labelledby="chart-title">
        <div className="spread">
          <h2 id="chart-title" style={{ margin: 0 }}>
            {METRIC_LABELS[url.metric]} by {activity.data?.data.granularity ?? (url.range === "24h" ? "hour" : "day")}
          </h2>
          <div className="row">
            <div role="group" aria-label="Metric" className="segmented">
              {METRICS.map((m) => (
                <button key={m} type="button" aria-pressed={url.metric === m} onClick={() => void setUrl({ metric: m === "spend" ? null : m })}>
                  {METRIC_LABELS[m]}
                </button>
              ))}
            </div>
            <label className="field inline">
              <span>Break down by</span>
              <select value={url.group} onChange={(e) => void setUrl({ group: e.target.value === "none" ? null : (e.target.value as Dimension) })}>
                <option value="none">Nothing</option>
                {(Object.keys(GROUP_LABELS) as Dimension[]).map((d) => (
                  <option key={d} value={d}>
                    {GROUP_LABELS[d]}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </div>
        {!activity.data ? (
          <div className="skeleton chart" aria-busy="true">
            <div className="sr-only">Loading the chart</div>
          </div>
        ) : totals && totals.requests === 0 ? (
          <EmptyState
            title={filtered ? "No requests match these filters" : "No requests in this range"}
            action={
              filtered ? (
                <button type="button" onClick={() => void setUrl({ ws: null, key: null, model: null, provider: null, user: null })}>
                  Clear filters
                </button>
              ) : (
                <Link href="/keys">Create a key</Link>
              )
            }
          >
            {filtered
              ? "Widen the range or clear a filter."
              : "Send a request with an inference key (POST /api/v1/chat/completions or /messages) and it shows here within seconds. On a fresh install, npx switchyard-admin demo fills 30 days of priced usage."}
          </EmptyState>
        ) : (
          <ActivityChart result={activity.data.data} metric={url.metric} grouped={grouped} label={`${METRIC_LABELS[url.metric]} over time chart`} />
        )}
      </section>

      <div className="tops">
        {FILTERS.map((f) => (
          <TopTable
            key={f.dim}
            title={f.title}
            items={tops[f.dim].data?.data.items}
            selected={url[f.param]}
            onPick={(g) => void setUrl({ [f.param]: g || null })}
            empty={EMPTY_TOP[f.dim]}
            mono={f.dim === "model" || f.dim === "provider"}
            noneLabel={f.dim === "provider" ? "No provider (refused)" : undefined}
          />
        ))}
        {!url.ws ? (
          <TopTable title="Top workspaces" items={tops.workspace.data?.data.items} selected={url.ws} onPick={(g) => void setUrl({ ws: g || null })} empty={EMPTY_TOP.workspace} />
        ) : null}
        <MembersTable query={query} />
        <RefusalsPanel query={query} />
      </div>

      <RankingsPanel />
    </div>
  );
}

function Card({ label, value, note }: { label: string; value: string | undefined; note?: string }) {
  return (
    <div className="panel card">
      <div className="card-label">{label}</div>
      <div className="card-value">{value ?? <span className="skeleton-inline" aria-label={`Loading ${label.toLowerCase()}`} />}</div>
      {note ? <div className="muted small">{note}</div> : null}
    </div>
  );
}
