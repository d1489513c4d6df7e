/**
 * Equivalence check for the hostile-text round 16 (speed-only changes to the builtins, and the windowed scan):
 *  1. every builtin of a reference tree (e.g. mkdir -p /tmp/ref && git archive <commit> server/content-filters | tar -x -C /tmp/ref,
 *     with node_modules linked beside it) against this tree's, on every text at hand: the labelled PII families
 *     (ownPiiSet of every slug), the injection set, every string of scripts/filters/*.json (fresh-pii-r*, fresh-check-r*, probes)
 *     and server/content-filters/labelled/*.json; each also joined with its neighbour;
 *  2. this tree's builtins read whole against read in windows (scan.ts) on long documents made by joining those texts
 *     (64 KB each): differences there are the windows' doing (a cue or a context beyond WINDOW_LEAD / WINDOW_TAIL).
 * Usage: npx tsx scripts/filters/hostile-equiv.ts /tmp/ref/server/content-filters [--docs N] [--windows-only]
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BUILTINS, BUILTIN_SLUGS, type BuiltinSlug } from "../../server/content-filters/builtins";
import { PII_SLUGS, ownPiiSet } from "../../server/content-filters/labelled/pii";
import { ownInjectionSet } from "../../server/content-filters/labelled/injection";
import { compileFilterSet, scanTexts, type CompiledFilter } from "../../server/content-filters/scan";

const refDir = process.argv[2];
if (!refDir || !existsSync(path.join(refDir, "builtins.ts"))) {
  console.error("usage: hostile-equiv.ts <dir holding the reference builtins.ts> [--docs N]");
  process.exit(2);
}
const docsArg = process.argv.indexOf("--docs");
const nDocs = docsArg > 0 ? Number(process.argv[docsArg + 1]) : 40;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function strings(v: unknown, acc: string[]): void {
  if (typeof v === "string") acc.push(v);
  else if (Array.isArray(v)) for (const x of v) strings(x, acc);
  else if (v && typeof v === "object") for (const x of Object.values(v)) strings(x, acc);
}
function jsonStrings(dir: string, acc: string[]): number {
  let n = 0;
  for (const f of readdirSync(dir)) {
    if (!f.endsWith(".json")) continue;
    strings(JSON.parse(readFileSync(path.join(dir, f), "utf8")), acc);
    n++;
  }
  return n;
}

async function main() {
  const ref = (await import(path.resolve(refDir, "builtins.ts"))).BUILTINS as typeof BUILTINS;
  const base: string[] = [];
  const sources: Record<string, number> = {};
  const add = (label: string, xs: string[]) => {
    sources[label] = xs.length;
    base.push(...xs);
  };
  for (const slug of PII_SLUGS) add(`ownPiiSet(${slug})`, ownPiiSet(slug).map((x) => x.text));
  add("ownInjectionSet", ownInjectionSet().map((x) => x.text));
  for (const dir of ["scripts/filters", "server/content-filters/labelled"]) {
    const acc: string[] = [];
    const files = jsonStrings(path.resolve(ROOT, dir), acc);
    add(`${dir}/*.json (${files} files)`, acc);
  }
  const uniq = [...new Set(base)];
  const texts = [...uniq];
  for (let i = 0; i + 1 < uniq.length; i++) texts.push(`${uniq[i]}\n\n${uniq[i + 1]}`);
  const all = [...new Set(texts)];
  for (const [k, v] of Object.entries(sources)) console.log(`${String(v).padStart(7)}  ${k}`);
  console.log(`${uniq.length} distinct texts, ${all.length} with neighbours joined`);

  // 1. reference vs this tree, detector by detector
  let total = 0;
  for (const slug of process.argv.includes("--windows-only") ? [] : BUILTIN_SLUGS) {
    let diffs = 0;
    let spans = 0;
    for (const t of all) {
      const a = JSON.stringify(ref[slug as BuiltinSlug].detect(t));
      const b = JSON.stringify(BUILTINS[slug].detect(t));
      spans += (JSON.parse(a) as unknown[]).length;
      if (a !== b) {
        diffs++;
        if (diffs <= 5) console.log(`DIFF ${slug} ${JSON.stringify(t.slice(0, 160))}\n  ref ${a}\n  new ${b}`);
      }
    }
    total += diffs;
    console.log(`ref vs new  ${slug.padEnd(24)} ${all.length} texts, ${spans} reference spans, ${diffs} differences`);
  }

  // 2. whole vs windowed on long documents
  let docDiffs = 0;
  for (const slug of BUILTIN_SLUGS) {
    const set = compileFilterSet([{ slug, action: slug === "regex-prompt-injection" ? "flag" : "redact" }], []);
    const whole = set.map((f): CompiledFilter => ({ ...f, windowed: false }));
    let diffs = 0;
    let fewer = 0;
    let spans = 0;
    let i = 0;
    for (let d = 0; d < nDocs; d++) {
      let doc = "";
      while (doc.length < 64 * 1024) doc += uniq[i++ % uniq.length] + "\n\n";
      const a = scanTexts(whole, [{ origin: "user", text: doc }], { baseMs: 1e9, msPerKb: 0 });
      const b = scanTexts(set, [{ origin: "user", text: doc }], { baseMs: 1e9, msPerKb: 0 });
      spans += Object.values(a.redactions).reduce((x, y) => x + y, 0) + Object.values(a.flags).reduce((x, y) => x + y, 0);
      const count = (r: typeof a) => Object.values(r.redactions).reduce((x, y) => x + y, 0) + Object.values(r.flags).reduce((x, y) => x + y, 0);
      if (count(b) < count(a)) fewer++;
      if (a.texts[0] !== b.texts[0] || JSON.stringify(a.flags) !== JSON.stringify(b.flags)) {
        diffs++;
        if (diffs <= 3) console.log(`DOC DIFF ${slug} doc ${d}: whole ${JSON.stringify({ ...a.redactions, ...a.flags })} windowed ${JSON.stringify({ ...b.redactions, ...b.flags })}`);
      }
    }
    docDiffs += diffs;
    console.log(`whole vs windows ${slug.padEnd(24)} ${nDocs} documents of 64 KB, ${spans} places (whole), ${diffs} documents differ, ${fewer} with fewer places in windows`);
  }
  console.log(`\n${total} differences between the reference and this tree; ${docDiffs} long documents read differently in windows`);
  process.exit(total === 0 ? 0 : 1);
}
main();
