/**
 * Hostile-text cost of the builtin content filters: families of adversarial inputs built at several sizes,
 * each builtin's detect (and the injection judge) timed on each, reported as µs per KB (CPU, process.cpuUsage).
 * Flags a builtin × family that is super-linear (µs per KB at the largest size > 2× that at the smallest) or
 * costs more than 20× that builtin's ordinary-prose µs per KB.
 *   npx tsx scripts/filters/hostile-cost.ts [--sizes 16,128,1024] [--only person-name,address] [--families caps,digits]
 *     [--raw]   time the detectors as exported (builtins.ts BUILTINS[slug].detect), the default
 *     [--scan]  time them through scan.ts's scanTexts (the bounded path the gateway runs: windows, CPU budget)
 *     [--no-budget] with --scan: without the budget (the windows' own cost; nothing refused)
 * A call that takes more than --skip seconds (default 5) skips the larger sizes of that builtin × family.
 * The families are exported (HOSTILE_FAMILIES) for the unit test.
 */
import { BUILTINS, BUILTIN_SLUGS, type BuiltinSlug } from "../../server/content-filters/builtins";
import { compileFilterSet, ScanBudgetError, scanTexts } from "../../server/content-filters/scan";
import { judgeInjection } from "../../server/content-filters/prompt-injection-detector";
import { HOSTILE_FAMILIES, hostileText } from "../../server/content-filters/hostile-families";

const arg = (name: string): string | null => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? null) : null;
};
const sizes = (arg("sizes") ?? "16,128,1024").split(",").map((s) => Number(s) * 1024);
const only = arg("only")?.split(",") ?? null;
const famOnly = arg("families")?.split(",") ?? null;
const skipS = Number(arg("skip") ?? 5);
const viaScan = process.argv.includes("--scan");
// --no-budget: through scanTexts without its CPU budget (the windows' cost, never a refusal)
const budget = process.argv.includes("--no-budget") ? { baseMs: 1e12, msPerKb: 0 } : undefined;

type Runner = { name: string; run: (t: string) => unknown };
const runners: Runner[] = [];
for (const slug of BUILTIN_SLUGS) {
  if (slug === "regex-prompt-injection") continue;
  if (only && !only.includes(slug)) continue;
  if (viaScan) {
    const set = compileFilterSet([{ slug, action: "redact" }], []);
    runners.push({ name: slug, run: (t) => scanTexts(set, [{ origin: "user", text: t }], budget) });
  } else runners.push({ name: slug, run: BUILTINS[slug as BuiltinSlug].detect });
}
if (!only || only.includes("injection")) {
  if (viaScan) {
    const set = compileFilterSet([{ slug: "regex-prompt-injection", action: "flag" }], []);
    runners.push({ name: "injection", run: (t) => scanTexts(set, [{ origin: "user", text: t }], budget) });
  } else runners.push({ name: "injection", run: judgeInjection });
}

/** Texts a scan refused for running past its budget (scan.ts ScanBudgetError), by runner and family. */
const refused = new Set<string>();
let current = "";
function cpuUs(f: () => unknown): number {
  const t0 = process.cpuUsage();
  try {
    f();
  } catch (err) {
    if (!(err instanceof ScanBudgetError)) throw err;
    refused.add(current);
  }
  const t = process.cpuUsage(t0);
  return t.user + t.system;
}

/** µs per KB: the lowest of a few runs (two when a run is slow). */
function measure(run: (t: string) => unknown, text: string): number {
  const kb = text.length / 1024;
  let best = cpuUs(() => run(text));
  // (at least one more run: a first call may pay a one-time cost, libphonenumber's metadata of a country, a JIT tier)
  const reps = best < 20_000 ? 5 : best < 200_000 ? 2 : 1;
  for (let i = 0; i < reps; i++) best = Math.min(best, cpuUs(() => run(text)));
  return best / kb;
}

const families = HOSTILE_FAMILIES.filter((f) => !famOnly || famOnly.includes(f) || f === "prose");
const table: Record<string, Record<string, Array<number | null>>> = {};
for (const r of runners) {
  table[r.name] = {};
  cpuUs(() => r.run("warm up: Jane Doe, jane@example.com, +1 415 555 0100, 10.0.0.1, 12 Main Street"));
  for (const fam of families) {
    const row: Array<number | null> = [];
    let skip = false;
    for (const size of sizes) {
      if (skip) {
        row.push(null);
        continue;
      }
      const text = hostileText(fam, size);
      current = `${r.name} ${fam} ${size / 1024} KB`;
      const v = measure(r.run, text);
      row.push(v);
      if ((v * text.length) / 1024 > skipS * 1e6) skip = true;
    }
    table[r.name][fam] = row;
    const cells = row.map((v) => (v === null ? "skipped" : v.toFixed(1))).join(" / ");
    process.stdout.write(`${r.name.padEnd(12)} ${fam.padEnd(14)} ${cells}\n`);
  }
}

console.log(`\nµs per KB at ${sizes.map((s) => `${s / 1024} KB`).join(" / ")}${viaScan ? " (through scanTexts)" : ""}; flags: SUPER = largest size > 2× smallest per KB, HOT = > 20× ordinary prose per KB`);
const head = ["family".padEnd(14), ...runners.map((r) => r.name.slice(0, 11).padStart(11))].join(" ");
for (let si = 0; si < sizes.length; si++) {
  console.log(`\n${sizes[si] / 1024} KB\n${head}`);
  for (const fam of families) {
    const cells = runners.map((r) => {
      const v = table[r.name][fam][si];
      return v === null ? "skip".padStart(11) : v.toFixed(1).padStart(11);
    });
    console.log(`${fam.padEnd(14)} ${cells.join(" ")}`);
  }
}
const flags: string[] = [];
for (const r of runners) {
  const prose = Math.max(...table[r.name].prose.filter((v): v is number => v !== null));
  for (const fam of families) {
    const row = table[r.name][fam];
    const known = row.filter((v): v is number => v !== null);
    const first = known[0];
    const last = known[known.length - 1];
    const skipped = row.some((v) => v === null);
    const why: string[] = [];
    if (skipped) why.push("SKIPPED (too slow)");
    if (known.length > 1 && last > 2 * first && last > 5) why.push(`SUPER ${first.toFixed(1)} → ${last.toFixed(1)} µs/KB`);
    if (Math.max(...known) > 20 * Math.max(prose, 1)) why.push(`HOT ${Math.max(...known).toFixed(0)} vs prose ${prose.toFixed(1)} µs/KB`);
    if (why.length) flags.push(`${r.name.padEnd(12)} ${fam.padEnd(14)} ${why.join("; ")}`);
  }
}
console.log(`\nflagged:\n${flags.join("\n") || "(none)"}`);
if (viaScan) console.log(`\nrefused by the scan budget (ScanBudgetError; µs per KB is the time to refusal):\n${[...refused].join("\n") || "(none)"}`);
