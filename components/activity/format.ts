import { formatMoney } from "@/components/format/money";
import type { ChartMetric } from "./activity-url-state";

const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat("en-US");

export const formatCount = (n: number) => whole.format(n);
export const formatCompact = (n: number) => compact.format(n);

/** A metric's value for the chart's axis and tooltip. */
export function formatMetric(metric: ChartMetric, n: number, short = false): string {
  if (metric === "spend") return short && n >= 1000 ? `$${compact.format(n)}` : formatMoney(n);
  return short ? compact.format(n) : whole.format(n);
}

/** A bucket's start as the axis shows it: "14:00" by hour, "Nov 25" by day (UTC). */
export function bucketLabel(iso: string, granularity: "hour" | "day"): string {
  const d = new Date(iso);
  if (granularity === "hour") return `${d.toISOString().slice(11, 13)}:00`;
  return d.toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}

export function bucketTitle(iso: string, granularity: "hour" | "day"): string {
  const d = new Date(iso);
  const day = d.toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });
  return granularity === "hour" ? `${day}, ${d.toISOString().slice(11, 16)} UTC` : `${day} (UTC)`;
}
