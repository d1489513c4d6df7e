/**
 * Timing of the person-name builtin on the benchmark's inputs (min over rounds of the mean CPU time per call; the
 * copies alternate round by round).
 * Usage: npx tsx scripts/filters/person-name-timing.ts [dir-with-content-filters ...]
 * (default: this tree; pass e.g. /tmp/orig/server/content-filters to compare with another copy)
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

// the 4 KB prompt and the wall of bench/filters-micro.ts (copied: importing it runs the bench)
const MICRO_PARAGRAPH =
  "Our quarterly review covers the migration of the billing service to the new cluster, the latency of the search " +
  "endpoint under load, and the open questions about data retention for European customers. The team measured p99 " +
  "latency at 180 ms after the cache change, down from 420 ms, and the error budget for the month is intact. ";
const PROMPT = (() => {
  let s = "Please summarise the following notes for the steering committee. Contact me at jane.doe@example.com or +1 415-555-0132 if anything is unclear.\n\n";
  const tail = "\nThe vendor invoice was paid with card 4111 1111 1111 1111 from 10.0.0.12. Thanks, Robert Smith";
  while (s.length + MICRO_PARAGRAPH.length + tail.length <= 4096) s += MICRO_PARAGRAPH;
  s += tail;
  return s + " ".repeat(Math.max(0, 4096 - s.length));
})();
function capitalisedWall(bytes: number): string {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  let s = "";
  for (let n = 0; s.length < bytes; n++) s += `${letters[n % 26].toUpperCase()}${letters[n % 26].repeat(3)} `;
  return s.slice(0, bytes);
}
// the latency prompt of scripts/filters/eval-filters.ts
const PARAGRAPH =
  "Our quarterly review covers the migration of the billing service to the new cluster, the latency of the search endpoint under load, " +
  "and the open questions about data retention for European customers. The team measured p99 latency at 180 ms after the cache change. ";
const EVAL_PROMPT = (() => {
  let p = "Please summarise the notes below for Maria Fernández. Reach me at jane.doe@example.com or +1 415-555-0132.\n\n";
  const tail = "\nShip the samples to Friedrichstraße 43, 10969 Berlin. The card 4111 1111 1111 1111 was charged from 10.0.0.12. Thanks, Robert Smith";
  while (p.length + PARAGRAPH.length + tail.length <= 4096) p += PARAGRAPH;
  return p + tail;
})();
const INPUTS: Array<[string, string]> = [
  ["micro 4KB prompt", PROMPT],
  ["micro 4KB w/o Robert Smith", PROMPT.replace("Thanks, Robert Smith", "Thanks.              ")],
  ["eval 4KB prompt", EVAL_PROMPT],
  ["eval 4KB w/o Robert Smith", EVAL_PROMPT.replace("Thanks, Robert Smith", "Thanks.")],
  ["1KB cap wall", capitalisedWall(1024)],
  ["16KB cap wall", capitalisedWall(16384)],
];

const ROUNDS = Number(process.env.ROUNDS ?? 15);
async function main() {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) dirs.push(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../server/content-filters"));
  const fns = await Promise.all(dirs.map(async (d) => (await import(path.resolve(d, "person-name.ts"))).detectPersonNames as (t: string) => unknown));
  for (const [label, text] of INPUTS) {
    const iters = Math.max(10, Math.round(800_000 / text.length));
    const best = fns.map(() => Infinity);
    for (const f of fns) for (let i = 0; i < iters; i++) f(text);
    // rounds alternate between the copies so that noise from the other processes hits both alike
    for (let r = 0; r < ROUNDS; r++)
      fns.forEach((f, k) => {
        // (CPU time of this process, not wall time: the other processes on the machine preempt it)
        const c0 = process.cpuUsage();
        for (let i = 0; i < iters; i++) f(text);
        const c = process.cpuUsage(c0);
        best[k] = Math.min(best[k], (c.user + c.system) / iters);
      });
    console.log(label.padEnd(30), best.map((b) => b.toFixed(1).padStart(8)).join(" "), " µs");
  }
}
main();
