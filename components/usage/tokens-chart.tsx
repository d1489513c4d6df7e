"use client";

import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

const COLORS = ["#4f46e5", "#0891b2", "#16a34a", "#ca8a04", "#dc2626", "#9333ea", "#64748b"];

/**
 * Daily tokens per model as stacked areas: the top `series` models over the range, the rest
 * (and each day's `other` row) folded into "other".
 */
export function TokensChart({ rows, series = 6 }: { rows: Array<{ date: string; model_permaslug: string; total_tokens: string }>; series?: number }) {
  const totals = new Map<string, number>();
  for (const r of rows) if (r.model_permaslug !== "other") totals.set(r.model_permaslug, (totals.get(r.model_permaslug) ?? 0) + Number(r.total_tokens));
  const top = [...totals].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, series).map(([m]) => m);
  const keys = [...top, "other"];
  const byDay = new Map<string, Record<string, number | string>>();
  for (const r of rows) {
    const day = byDay.get(r.date) ?? Object.fromEntries([["date", r.date], ...keys.map((k) => [k, 0])]);
    const k = top.includes(r.model_permaslug) ? r.model_permaslug : "other";
    day[k] = Number(day[k]) + Number(r.total_tokens);
    byDay.set(r.date, day);
  }
  const data = [...byDay.values()];
  if (data.length === 0) return null;
  return (
    <figure aria-label="Daily tokens per model chart" style={{ margin: 0, height: 280 }}>
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" />
          <XAxis dataKey="date" tick={{ fontSize: 11 }} />
          <YAxis tick={{ fontSize: 11 }} tickFormatter={(v: number) => Intl.NumberFormat("en", { notation: "compact" }).format(v)} />
          <Tooltip formatter={(v) => Intl.NumberFormat("en").format(Number(v))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {keys.map((k, i) => (
            <Area key={k} type="monotone" dataKey={k} stackId="tokens" stroke={COLORS[i % COLORS.length]} fill={COLORS[i % COLORS.length]} fillOpacity={0.35} isAnimationActive={false} />
          ))}
        </AreaChart>
      </ResponsiveContainer>
    </figure>
  );
}
