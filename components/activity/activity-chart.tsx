"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { ActivityResult, Metrics } from "@/server/services/activity/schemas";
import type { ChartMetric } from "./activity-url-state";
import { bucketLabel, bucketTitle, formatMetric } from "./format";

const COLORS = Array.from({ length: 8 }, (_, i) => `var(--chart-${i + 1})`);

/** The stacked parts of a metric when the series is not broken down. */
const PARTS: Record<ChartMetric, Array<{ key: string; name: string; value: (m: Metrics) => number }>> = {
  spend: [
    { key: "spend", name: "Spend", value: (m) => m.spend_usd },
    { key: "byok", name: "BYOK usage", value: (m) => m.byok_usd },
  ],
  requests: [{ key: "requests", name: "Requests", value: (m) => m.requests }],
  tokens: [
    { key: "prompt", name: "Prompt tokens", value: (m) => m.prompt_tokens },
    { key: "completion", name: "Completion tokens", value: (m) => m.completion_tokens },
  ],
  errors: [
    { key: "errors", name: "Errors", value: (m) => m.errors },
    { key: "refused", name: "Refused", value: (m) => m.refused },
  ],
};

const total: Record<ChartMetric, (m: Metrics) => number> = {
  spend: (m) => m.spend_usd,
  requests: (m) => m.requests,
  tokens: (m) => m.prompt_tokens + m.completion_tokens,
  errors: (m) => m.errors + m.refused,
};

/** The series as chart rows (one per bucket) and the bars to stack: the metric's parts, or one per group. */
export function chartData(result: ActivityResult, metric: ChartMetric, grouped: boolean) {
  const rows = new Map<string, Record<string, number | string>>();
  const row = (bucket: string) => {
    let r = rows.get(bucket);
    if (!r) rows.set(bucket, (r = { bucket }));
    return r;
  };
  if (!grouped) {
    for (const p of result.series) {
      const r = row(p.bucket);
      for (const part of PARTS[metric]) r[part.key] = part.value(p);
    }
    const bars = PARTS[metric].filter((part) => part.key !== "byok" || result.totals.byok_usd > 0);
    return { rows: [...rows.values()], bars: bars.map((b) => ({ key: b.key, name: b.name })) };
  }
  // Every bucket of the window gets a row (a grouped series lists only buckets with usage).
  const step = result.granularity === "hour" ? 3_600_000 : 86_400_000;
  for (let t = Date.parse(result.from); t < Date.parse(result.to); t += step) row(new Date(t).toISOString());
  // Bar keys are s0, s1…: group values (model slugs) may hold dots, which recharts reads as paths.
  const bars = new Map<string, { key: string; name: string }>();
  for (const p of result.series) {
    const id = p.group === undefined ? "all" : (p.group ?? "\u0000other");
    let bar = bars.get(id);
    if (!bar) bars.set(id, (bar = { key: `s${bars.size}`, name: p.group === null ? "Everything else" : (p.label ?? p.group ?? "All") }));
    const r = row(p.bucket);
    r[bar.key] = Number(r[bar.key] ?? 0) + total[metric](p);
  }
  const sorted = [...rows.values()].sort((a, b) => (String(a.bucket) < String(b.bucket) ? -1 : 1));
  return { rows: sorted, bars: [...bars.values()] };
}

export function ActivityChart({ result, metric, grouped, label }: { result: ActivityResult; metric: ChartMetric; grouped: boolean; label: string }) {
  const { rows, bars } = chartData(result, metric, grouped);
  return (
    <figure aria-label={label} className="chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis
            dataKey="bucket"
            tick={{ fontSize: 11, fill: "var(--muted)" }}
            tickFormatter={(v: string) => bucketLabel(v, result.granularity)}
            minTickGap={16}
            stroke="var(--border)"
          />
          <YAxis width={56} tick={{ fontSize: 11, fill: "var(--muted)" }} tickFormatter={(v: number) => formatMetric(metric, v, true)} stroke="var(--border)" />
          <Tooltip
            cursor={{ fill: "var(--hover)" }}
            contentStyle={{ background: "var(--panel)", border: "1px solid var(--border)", borderRadius: 6, color: "var(--fg)", fontSize: 13 }}
            labelFormatter={(v) => bucketTitle(String(v), result.granularity)}
            formatter={(v) => formatMetric(metric, Number(v))}
          />
          {bars.length > 1 ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
          {bars.map((b, i) => (
            <Bar key={b.key} dataKey={b.key} name={b.name} stackId="a" fill={COLORS[i % COLORS.length]} isAnimationActive={false} maxBarSize={48} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
