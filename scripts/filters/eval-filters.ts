/**
 * `npm run eval:filters`: precision, recall and false-positive rate of every builtin content
 * filter on the project's held-out split (never trained on, never tuned against), and the
 * latency per KB. The prompt-injection figures include the public data's held-out side when
 * .data-filters/ was prepared (scripts/filters/prepare-injection-data.ts), else the project's
 * own generated set only.
 *
 *   npm run eval:filters [-- --side=train|validation|held-out] [-- --verbose]
 */
import { BUILTINS, BUILTIN_SLUGS, type BuiltinSlug } from "../../server/content-filters/builtins";
import { compileFilterSet, scanTexts } from "../../server/content-filters/scan";
import { PII_SLUGS, ownPiiSet } from "../../server/content-filters/labelled/pii";
import { isHeldOut, type Labelled } from "../../server/content-filters/labelled/rng";
import { MODEL_LOAD_MS } from "../../server/content-filters/prompt-injection-detector";
import { loadInjectionData, sideOf, type Side } from "./injection-data";
import { EVAL_PROMPT } from "./timing-prompts";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}`))?.split("=")[1] ?? (process.argv.includes(`--${name}`) ? "" : undefined);
const side = (arg("side") ?? "held-out") as Side;
const verbose = arg("verbose") !== undefined;

interface Row {
  filter: string;
  n: number;
  pos: number;
  tp: number;
  fp: number;
}
function measure(filter: string, slug: BuiltinSlug, xs: Labelled[]): Row {
  const detect = BUILTINS[slug].detect;
  let tp = 0;
  let fp = 0;
  const missed: string[] = [];
  const wrong: string[] = [];
  for (const x of xs) {
    const hit = detect(x.text).length > 0;
    if (x.label === 1 && hit) tp++;
    if (x.label === 1 && !hit) missed.push(`${x.source}: ${x.text.slice(0, 120).replace(/\n/g, " ")}`);
    if (x.label === 0 && hit) {
      fp++;
      wrong.push(`${x.source}: ${x.text.slice(0, 120).replace(/\n/g, " ")}`);
    }
  }
  if (verbose) {
    for (const m of missed.slice(0, 40)) process.stdout.write(`  missed  [${filter}] ${m}\n`);
    for (const m of wrong.slice(0, 40)) process.stdout.write(`  false + [${filter}] ${m}\n`);
  }
  return { filter, n: xs.length, pos: xs.filter((x) => x.label === 1).length, tp, fp };
}

const rows: Row[] = [];
// --- latency: each builtin, and all together, on a 4 KB prompt of prose with a little PII
// (timing-prompts.ts: the same prompt for the timing scripts). Measured first and printed last: measured after the
// evaluation, the same prompt took 2-7x longer (person-name 0.59 vs 0.19 ms, address 1.14 vs 0.15 ms, 2026-11-27);
// with node --no-regexp-tier-up it did not, so V8 had left some of the filters' regular expressions in its regexp
// interpreter. Neither the PII sets alone nor the injection set alone brings it about, and the gateway's 4 KB row
// (bench/profile-guardrail.ts) did not change with that flag: these are the figures of a process like the gateway's.
const latency: string[] = [];
const prompt = EVAL_PROMPT;
const kb = Buffer.byteLength(prompt) / 1024;
function p50(f: () => void, n = 400): number {
  for (let i = 0; i < 50; i++) f();
  const ts: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = process.hrtime.bigint();
    f();
    ts.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return ts.sort((a, b) => a - b)[Math.floor(n / 2)];
}
latency.push(`\nlatency on a ${kb.toFixed(1)} KB prompt (p50; per KB in brackets)\n`);
for (const slug of BUILTIN_SLUGS) {
  const ms = p50(() => BUILTINS[slug].detect(prompt));
  latency.push(`${slug.padEnd(26)} ${ms.toFixed(4)} ms (${(ms / kb).toFixed(4)} ms/KB)\n`);
}
const set = compileFilterSet(
  BUILTIN_SLUGS.map((slug) => ({ slug, action: slug === "regex-prompt-injection" ? ("flag" as const) : ("redact" as const) })),
  [],
);
const all = p50(() => scanTexts(set, [{ origin: "user", text: prompt }]));
latency.push(`${"all builtins (scanTexts)".padEnd(26)} ${all.toFixed(4)} ms (${(all / kb).toFixed(4)} ms/KB)\n`);

const { all: inj, hasPublic } = loadInjectionData({ requirePublic: false });
const injSide = inj.filter((x) => sideOf(x) === side);
rows.push(measure("regex-prompt-injection", "regex-prompt-injection", injSide));
if (hasPublic) {
  rows.push(measure("  public data only", "regex-prompt-injection", injSide.filter((x) => !x.source.startsWith("own:"))));
  rows.push(measure("  own set only", "regex-prompt-injection", injSide.filter((x) => x.source.startsWith("own:"))));
}
for (const slug of PII_SLUGS) {
  const xs = ownPiiSet(slug).filter((x) => (side === "held-out" ? isHeldOut(x.group) : !isHeldOut(x.group)));
  rows.push(measure(slug, slug, xs));
}

const pct = (a: number, b: number) => (b === 0 ? "   n/a" : `${((100 * a) / b).toFixed(1).padStart(5)}%`);
process.stdout.write(`\ncontent filters on the ${side} split${hasPublic ? "" : " (own set only: .data-filters/ not prepared)"}\n`);
process.stdout.write(`${"filter".padEnd(26)} ${"texts".padStart(6)} ${"pos".padStart(5)} ${"precision".padStart(9)} ${"recall".padStart(7)} ${"FPR".padStart(7)}\n`);
for (const r of rows) {
  const neg = r.n - r.pos;
  process.stdout.write(`${r.filter.padEnd(26)} ${String(r.n).padStart(6)} ${String(r.pos).padStart(5)} ${pct(r.tp, r.tp + r.fp).padStart(9)} ${pct(r.tp, r.pos).padStart(7)} ${pct(r.fp, neg).padStart(7)}\n`);
}

process.stdout.write(latency.join(""));
const mem = process.memoryUsage();
process.stdout.write(`\nprompt-injection model decoded in ${MODEL_LOAD_MS.toFixed(1)} ms; process RSS ${(mem.rss / 1048576).toFixed(0)} MB, heap ${(mem.heapUsed / 1048576).toFixed(0)} MB\n`);
