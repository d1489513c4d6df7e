"use client";

import { DataTable } from "@/components/ui/data-table";
import { useState } from "react";
import { errorMessage } from "@/components/trpc/errors";
import { trpc } from "@/components/trpc/provider";
import { completedDays, formatShare, formatTokens } from "./format";
import { TokensChart } from "./tokens-chart";

const RANGES = [7, 30, 90] as const;

/** Models over the range: tokens summed over its days (`other` kept apart), most first. */
function summarize(rows: Array<{ model_permaslug: string; total_tokens: string }>) {
  const byModel = new Map<string, { total: bigint; days: number }>();
  let all = 0n;
  for (const r of rows) {
    const t = BigInt(r.total_tokens);
    all += t;
    const m = byModel.get(r.model_permaslug) ?? { total: 0n, days: 0 };
    m.total += t;
    m.days += 1;
    byModel.set(r.model_permaslug, m);
  }
  const models = [...byModel].filter(([slug]) => slug !== "other").sort(([a, x], [b, y]) => (x.total === y.total ? (a < b ? -1 : 1) : x.total > y.total ? -1 : 1));
  return { models, other: byModel.get("other")?.total ?? 0n, all };
}

/** The public rankings dataset (GET /datasets/rankings-daily): a chart of daily tokens per model, and the range as a table. */
export function RankingsPanel() {
  const [days, setDays] = useState<(typeof RANGES)[number]>(30);
  const range = completedDays(days);
  const q = trpc.datasets.rankingsDaily.useQuery(range, { staleTime: 60_000 });
  const { models, other, all } = summarize(q.data?.data ?? []);

  return (
    <section className="panel stack" aria-labelledby="rankings-title">
      <div className="spread">
        <h2 id="rankings-title" style={{ margin: 0 }}>
          Daily tokens per model
        </h2>
        <label className="field" style={{ margin: 0 }}>
          <span className="sr-only">Range</span>
          <select value={days} onChange={(e) => setDays(Number(e.target.value) as (typeof RANGES)[number])}>
            {RANGES.map((n) => (
              <option key={n} value={n}>
                Last {n} days
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="muted small" style={{ margin: 0 }}>
        Public models over every organization of this gateway, {range.start_date} to {range.end_date} (UTC). Each day lists its top 50; the rest
        is summed as “other”.
      </p>
      {q.error ? <p className="error">{errorMessage(q.error)}</p> : null}
      {q.isLoading ? <p className="muted">Loading…</p> : null}
      {q.data && models.length === 0 ? <p className="muted">No usage of public models in this range.</p> : null}
      {models.length > 0 ? <TokensChart rows={q.data?.data ?? []} /> : null}
      {models.length > 0 ? (
        <DataTable
          label="Tokens per model"
          className="compact"
          scrollRegion
          columns={[
            { id: "rank", header: "#", cell: (r) => r.rank ?? "" },
            { id: "model", header: "Model", cell: (r) => (r.slug === null ? <span className="muted">other</span> : <code>{r.slug}</code>) },
            { id: "tokens", header: "Tokens", className: "nowrap", cell: (r) => formatTokens(r.total) },
            { id: "share", header: "Share", cell: (r) => formatShare(r.total, all) },
            { id: "days", header: "Days in the top 50", cell: (r) => r.days ?? "" },
          ]}
          rows={[
            ...models.map(([slug, m], i) => ({ rank: i + 1, slug, total: m.total, days: m.days })),
            ...(other > 0n ? [{ rank: null, slug: null, total: other, days: null }] : []),
          ]}
          rowKey={(r) => r.slug ?? "other"}
        />
      ) : null}
      {q.data ? <p className="muted small">{q.data.meta.attribution}</p> : null}
    </section>
  );
}
