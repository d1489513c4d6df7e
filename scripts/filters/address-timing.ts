/**
 * Time the address builtin on address-timing-inputs.ts: CPU µs per call (process.cpuUsage), the lowest of many short runs,
 * the modules interleaved run by run (a loaded machine disturbs them alike).
 *   npx tsx scripts/filters/address-timing.ts [path of an address.ts ...]
 * (default: this tree's server/content-filters/address.ts; give main's and another tree's to compare)
 */
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { TIMING_INPUTS } from "./address-timing-inputs";

const mods = process.argv.slice(2).length ? process.argv.slice(2) : [resolve(fileURLToPath(new URL(".", import.meta.url)), "../../server/content-filters/address.ts")];
const RUNS = 40;
const N = 100;
async function main() {
  const fns: Array<(s: string) => unknown> = [];
  for (const m of mods) fns.push((await import(pathToFileURL(resolve(m)).href)).detectAddresses);
  const label = (m: string) => resolve(m).replace(/\/server\/content-filters\/address\.ts$/, "").split("/").slice(-1)[0].slice(-12);
  process.stdout.write(`${"input".padEnd(22)} ${mods.map((m) => label(m).padStart(12)).join(" ")}\n`);
  for (const [name, text] of TIMING_INPUTS) {
    const best = fns.map(() => Infinity);
    for (const f of fns) for (let i = 0; i < 300; i++) f(text);
    for (let r = 0; r < RUNS; r++) {
      fns.forEach((f, k) => {
        const t0 = process.cpuUsage();
        for (let i = 0; i < N; i++) f(text);
        const t = process.cpuUsage(t0);
        best[k] = Math.min(best[k], (t.user + t.system) / N);
      });
    }
    process.stdout.write(`${name.padEnd(22)} ${best.map((b) => `${b.toFixed(1).padStart(9)} µs`).join(" ")}\n`);
  }
}
main();
