/** A USD-per-token decimal string as USD per million tokens ("$0.15"). */
export function perMillion(perToken: string): string {
  const n = Number(perToken) * 1e6;
  if (!Number.isFinite(n)) return perToken;
  return `$${Number(n.toPrecision(6)).toString()}`;
}

/** Where a price came from, for people. */
export function sourceLabel(source: string | undefined): string {
  if (!source) return "";
  if (source === "config") return "set here";
  if (source === "prompt") return "prompt price";
  if (source === "default") return "default";
  return source.replace(/^genai-prices:/, "price dataset: ");
}
