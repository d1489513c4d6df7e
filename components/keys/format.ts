import { formatMoney } from "@/components/format/money";
import type { KeyRecord } from "@/server/services/keys/schemas";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateFormat.format(d);
}

const dayThisYear = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric" });
const dayOtherYear = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const timeOfDay = new Intl.DateTimeFormat(undefined, { timeStyle: "short" });

/** For table cells: the day (year only when not this one) and the time, separately. */
export function formatDateParts(iso: string): { day: string; time: string } | null {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  const day = d.getFullYear() === new Date().getFullYear() ? dayThisYear.format(d) : dayOtherYear.format(d);
  return { day, time: timeOfDay.format(d) };
}

/** Dollars to the precision that matters ($0.0004, not $0.00): the console's one money format. */
export const formatUsd = formatMoney;

export type KeyStatus = "enabled" | "disabled" | "expired";

/** Disabled wins over expired: re-enabling an expired key would not make it usable. */
export function keyStatus(k: Pick<KeyRecord, "disabled" | "expires_at">, now: number = Date.now()): KeyStatus {
  if (k.disabled) return "disabled";
  if (k.expires_at && new Date(k.expires_at).getTime() <= now) return "expired";
  return "enabled";
}

export const RESET_LABELS = { daily: "Daily", weekly: "Weekly", monthly: "Monthly" } as const;
