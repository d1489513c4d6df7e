/**
 * Dollars to the precision that matters: whole cents from $1 up ($1,234.50), and below $1 three
 * significant digits with at least two decimals ($0.50, $0.123, $0.0004, $0.000123), so that a
 * limit or a price of a fraction of a cent never reads as $0.00. Zero is $0.00. Amounts are
 * stored with 10 decimals: smaller non-zero amounts show as <$0.0000000001.
 */
const cents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const SMALLEST_USD = 1e-10;

export function formatMoney(n: number): string {
  if (!Number.isFinite(n)) return "—";
  const abs = Math.abs(n);
  if (abs === 0) return cents.format(0);
  if (abs >= 1) return cents.format(n);
  if (abs < SMALLEST_USD) return `${n < 0 ? "-" : ""}<$0.0000000001`;
  // decimals for three significant digits: 0.0004 → 6 (then trailing zeros dropped down to 2)
  const decimals = Math.min(10, Math.max(2, 2 - Math.floor(Math.log10(abs))));
  const text = new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 2,
    maximumFractionDigits: decimals,
  }).format(n);
  return text;
}
