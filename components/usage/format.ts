const DAY_MS = 86_400_000;

export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The last `days` completed UTC days, as the dataset's start_date / end_date. */
export function completedDays(days: number, now = Date.now()): { start_date: string; end_date: string } {
  const yesterday = Math.floor(now / DAY_MS) * DAY_MS - DAY_MS;
  return { start_date: isoDay(yesterday - (days - 1) * DAY_MS), end_date: isoDay(yesterday) };
}

/** A token count (a decimal string that may exceed 2^53), grouped for reading. */
export function formatTokens(total: bigint | string): string {
  return BigInt(total).toLocaleString("en-US");
}

/** `part` of `whole` as a percentage with one decimal, exact for big integers. */
export function formatShare(part: bigint, whole: bigint): string {
  if (whole === 0n) return "—";
  const tenths = (part * 1000n + whole / 2n) / whole;
  return `${tenths / 10n}.${tenths % 10n}%`;
}
