/**
 * Timing of the person-name builtin on the benchmark's inputs (min over rounds of the mean CPU time per call; the
 * copies alternate round by round).
 * Usage: npx tsx scripts/filters/person-name-timing.ts [dir-with-content-filters ...]
 * (default: this tree; pass e.g. /tmp/orig/server/content-filters to compare with another copy)
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

import { EVAL_PROMPT, MICRO_PROMPT as PROMPT, capitalisedWall } from "./timing-prompts";

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
