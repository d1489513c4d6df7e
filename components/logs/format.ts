import type { GenerationRecord } from "@/server/services/activity/generations";

export const formatMs = (ms: number | null) => (ms === null ? "—" : ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);

/** Full time (UTC) for the detail: 2026-11-25 11:00:43. */
export function formatTime(iso: string): string {
  const d = new Date(iso);
  return `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 19)}`;
}

/** Short time (UTC) for the table: Nov 25 11:00:43. */
export function formatShortTime(iso: string): string {
  const d = new Date(iso);
  return `${d.toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" })} ${d.toISOString().slice(11, 19)}`;
}

export const STATUS_LABELS: Record<GenerationRecord["status"], string> = { ok: "OK", error: "Error", aborted: "Aborted", refused: "Refused" };

/** What happened besides the status: fallbacks, guardrail refusal, redactions, flags. */
export function markers(g: GenerationRecord): Array<{ text: string; tone: "warn" | "info" | "refused" }> {
  const out: Array<{ text: string; tone: "warn" | "info" | "refused" }> = [];
  if (g.attempts.length > 1) out.push({ text: `Fallback ×${g.attempts.length - 1}`, tone: "info" });
  if (g.guardrail?.refused) out.push({ text: "Guardrail", tone: "refused" });
  const redacted = Object.values(g.guardrail?.redactions ?? {}).reduce((a, b) => a + b, 0);
  if (redacted > 0) out.push({ text: "Redacted", tone: "warn" });
  const flagged = Object.values(g.guardrail?.flags ?? {}).reduce((a, b) => a + b, 0);
  if (flagged > 0) out.push({ text: "Flagged", tone: "warn" });
  return out;
}

/** A body kept by I/O logging: JSON pretty-printed, text as it is. */
export function bodyText(v: unknown): string {
  if (typeof v === "string") {
    try {
      return JSON.stringify(JSON.parse(v), null, 2);
    } catch {
      return v;
    }
  }
  return JSON.stringify(v, null, 2);
}
