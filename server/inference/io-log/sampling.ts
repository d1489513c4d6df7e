/**
 * Whether I/O logging keeps a request at `rate` (0..1): deterministic per request id (FNV-1a
 * 32-bit hash of the id, read as a fraction of 2^32), so a retried lookup or a second instance
 * decides the same, and a rate of 0.25 keeps about a quarter of all ids.
 */
export function ioSampled(requestId: string, rate: number): boolean {
  if (rate >= 1) return true;
  if (rate <= 0) return false;
  let h = 0x811c9dc5;
  for (let i = 0; i < requestId.length; i++) {
    h ^= requestId.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 0x1_0000_0000 < rate;
}
