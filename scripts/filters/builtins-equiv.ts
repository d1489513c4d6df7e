/**
 * Equivalence of every builtin content filter and the prompt-injection judge with a base commit's
 * (a speed change must not change any output): the base's server/content-filters is taken with
 * `git archive` into a temp dir (node_modules linked beside it) and imported next to this tree's;
 * both run on every text found here, and the ranges of each builtin and the judge's score and range
 * are compared. Texts: every own* set of every generator in server/content-filters/labelled (for every
 * PII slug), every string of scripts/filters/*.json, labelled/*.json and .data-filters/ (the public
 * injection set: link /work/main/.data-filters here), the 4 KB bench prompt; and for each text up to
 * 5,000 characters its upper- and lower-case forms and the text joined with its neighbour.
 *
 *   npx tsx scripts/filters/builtins-equiv.ts [--base <commit>] [--sample N] [--no-variants]
 */
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { BUILTIN_SLUGS, BUILTINS } from "../../server/content-filters/builtins";
import { judgeInjection } from "../../server/content-filters/prompt-injection-detector";

const root = resolve(fileURLToPath(new URL(".", import.meta.url)), "../..");
const arg = (k: string, d: string) => {
  const i = process.argv.indexOf(k);
  return i > 0 ? process.argv[i + 1] : d;
};
const base = execSync(`git -C ${root} rev-parse ${arg("--base", "main")}`).toString().trim();
const sample = Number(arg("--sample", "0"));
const variants = !process.argv.includes("--no-variants");

function walk(v: unknown, out: string[]): void {
  if (typeof v === "string") out.push(v);
  else if (Array.isArray(v)) for (const x of v) walk(x, out);
  else if (v && typeof v === "object") for (const x of Object.values(v)) walk(x, out);
}
function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) out.push(...jsonFiles(p));
    else if (/\.(json|jsonl)$/.test(f)) out.push(p);
  }
  return out;
}

interface Detectors {
  builtins: typeof BUILTINS;
  judge: typeof judgeInjection;
}
/** Everything a text yields, as one string per builtin and one for the judge. */
function outputs(d: Detectors, t: string): string[] {
  const out = BUILTIN_SLUGS.map((slug) => JSON.stringify(d.builtins[slug].detect(t)));
  const v = d.judge(t);
  out.push(JSON.stringify([v.score, v.range ?? null]));
  return out;
}

async function main() {
  const dir = join(tmpdir(), `builtins-equiv-${base.slice(0, 12)}`);
  if (!existsSync(join(dir, "server/content-filters/builtins.ts"))) {
    mkdirSync(dir, { recursive: true });
    execSync(`git -C ${root} archive ${base} server/content-filters | tar -x -C ${dir}`);
  }
  if (!existsSync(join(dir, "node_modules"))) symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
  const ref: Detectors = {
    builtins: (await import(pathToFileURL(join(dir, "server/content-filters/builtins.ts")).href)).BUILTINS,
    judge: (await import(pathToFileURL(join(dir, "server/content-filters/prompt-injection-detector.ts")).href)).judgeInjection,
  };
  const ours: Detectors = { builtins: BUILTINS, judge: judgeInjection };

  // --- texts
  const sources = new Map<string, string[]>();
  const add = (src: string, xs: string[]) => sources.set(src, xs.filter((x) => x.length > 0));
  const labelledDir = join(root, "server/content-filters/labelled");
  for (const f of readdirSync(labelledDir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
    const mod: Record<string, unknown> = await import(pathToFileURL(join(labelledDir, f)).href);
    for (const [name, fn] of Object.entries(mod)) {
      if (typeof fn !== "function" || !/^own/.test(name) || /Split$/.test(name)) continue;
      const xs: string[] = [];
      for (const slug of fn.length === 0 ? [undefined] : BUILTIN_SLUGS) {
        try {
          walk(((fn as (s?: string) => Array<{ text: string }>)(slug) ?? []).map((l) => l.text), xs);
        } catch {
          /* a set for another slug only */
        }
      }
      add(`labelled/${f}:${name}`, xs);
    }
  }
  for (const p of [...jsonFiles(join(root, "scripts/filters")), ...jsonFiles(labelledDir), ...jsonFiles(join(root, ".data-filters"))]) {
    const xs: string[] = [];
    if (p.endsWith(".jsonl")) for (const line of readFileSync(p, "utf8").split("\n")) line && walk(JSON.parse(line), xs);
    else walk(JSON.parse(readFileSync(p, "utf8")), xs);
    add(p.slice(root.length + 1), xs);
  }
  const paragraph =
    "Our quarterly review covers the migration of the billing service to the new cluster, the latency of the search " +
    "endpoint under load, and the open questions about data retention for European customers. The team measured p99 " +
    "latency at 180 ms after the cache change, down from 420 ms, and the error budget for the month is intact. ";
  add("bench prompt", [`Please summarise the following notes. Contact me at jane.doe@example.com or +1 415-555-0132.\n\n${paragraph.repeat(12)}\nThe vendor invoice was paid with card 4111 1111 1111 1111 from 10.0.0.12. Thanks, Robert Smith`]);

  // --- variants
  const seen = new Set<string>();
  const texts: string[] = [];
  const push = (t: string) => {
    if (!seen.has(t)) {
      seen.add(t);
      texts.push(t);
    }
  };
  let originals = 0;
  for (const xs of sources.values()) {
    for (let i = 0; i < xs.length; i++) {
      const t = xs[i];
      if (seen.has(t)) continue;
      originals++;
      push(t);
      if (!variants || t.length > 5000) continue;
      push(t.toUpperCase());
      push(t.toLowerCase());
      push(`${t}\n\n${xs[(i + 1) % xs.length]}`);
    }
  }
  const run = sample > 0 ? texts.filter((_, i) => i % Math.max(1, Math.floor(texts.length / sample)) === 0) : texts;

  // --- compare
  const names = [...BUILTIN_SLUGS, "judgeInjection (score, range)"];
  const diffs = new Array<number>(names.length).fill(0);
  const found = new Array<number>(names.length).fill(0);
  let textsWithDiff = 0;
  for (const t of run) {
    const a = outputs(ref, t);
    const b = outputs(ours, t);
    let differs = false;
    for (let k = 0; k < names.length; k++) {
      if (a[k] !== "[]" && !a[k].startsWith("[0,")) found[k]++;
      if (a[k] !== b[k]) {
        diffs[k]++;
        differs = true;
        if (textsWithDiff < 20) process.stdout.write(`DIFF ${names[k]} ${JSON.stringify(t.slice(0, 200))}\n  base ${a[k]}\n  ours ${b[k]}\n`);
      }
    }
    if (differs) textsWithDiff++;
  }
  process.stdout.write(`sources: ${sources.size} (${[...sources.values()].reduce((a, x) => a + x.length, 0)} strings, ${originals} distinct)\n`);
  process.stdout.write(`texts compared${variants ? " (with variants)" : ""}${sample > 0 ? ` (a sample of ${texts.length})` : ""}: ${run.length}\n`);
  for (let k = 0; k < names.length; k++) process.stdout.write(`  ${names[k].padEnd(30)} base found on ${String(found[k]).padStart(6)}; differences ${diffs[k]}\n`);
  process.stdout.write(`texts with any difference from base ${base.slice(0, 7)}: ${textsWithDiff}\n`);
  process.exitCode = textsWithDiff === 0 ? 0 : 1;
}
main();
