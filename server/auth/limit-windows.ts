/**
 * UTC calendar windows for spending limits (spec 2.2, 8): a day starts at 00:00 UTC, a week on
 * Monday 00:00 UTC, a month on the 1st. Pure functions of the clock the caller passes in.
 */
export const LIMIT_RESETS = ["daily", "weekly", "monthly"] as const;
export type LimitReset = (typeof LIMIT_RESETS)[number];

const DAY_MS = 86_400_000;

export function dayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function weekStart(now: Date): Date {
  const d = dayStart(now);
  const sinceMonday = (d.getUTCDay() + 6) % 7; // Sunday (0) is 6 days after Monday
  return new Date(d.getTime() - sinceMonday * DAY_MS);
}

export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Start of the current window; null means all time (no reset). */
export function windowStart(reset: LimitReset | null, now: Date): Date | null {
  switch (reset) {
    case "daily":
      return dayStart(now);
    case "weekly":
      return weekStart(now);
    case "monthly":
      return monthStart(now);
    default:
      return null;
  }
}

/** When the current window ends (the next reset); null for no reset. */
export function nextReset(reset: LimitReset | null, now: Date): Date | null {
  switch (reset) {
    case "daily":
      return new Date(dayStart(now).getTime() + DAY_MS);
    case "weekly":
      return new Date(weekStart(now).getTime() + 7 * DAY_MS);
    case "monthly":
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    default:
      return null;
  }
}

/** A stable name for the current window, e.g. `daily:2026-11-22`, `all`. */
export function windowId(reset: LimitReset | null, now: Date): string {
  const start = windowStart(reset, now);
  return start ? `${reset}:${isoDay(start)}` : "all";
}

export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function asLimitReset(v: string | null): LimitReset | null {
  return LIMIT_RESETS.find((r) => r === v) ?? null;
}
