/**
 * Equivalence check for speed-only changes to the person-name builtin: runs a reference copy of the detector
 * (person-name.ts + lexicon.ts + name-lexicon.bin copied from the start commit into a directory, e.g.
 *   mkdir -p /tmp/ref && git archive <commit> server/content-filters | tar -x -C /tmp/ref)
 * and this tree's on every text at hand, and reports any text whose ranges differ.
 * Usage: npx tsx scripts/filters/person-name-equiv.ts /tmp/ref/server/content-filters [--verbose]
 * Texts: every labelled PII family (ownPiiSet of every slug), the injection set, every string in
 * scripts/filters/*.json and server/content-filters/labelled/*.json (and .data-filters/ if present), the benchmark
 * prompts and walls, a few edge cases of the gates; each also upper-cased, lower-cased, in title case (every word
 * capitalised), and joined with its neighbour (long-text paths).
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { detectPersonNames } from "../../server/content-filters/person-name";
import { PII_SLUGS, ownPiiSet } from "../../server/content-filters/labelled/pii";
import { ownInjectionSet } from "../../server/content-filters/labelled/injection";

const refDir = process.argv[2];
if (!refDir || !existsSync(path.join(refDir, "person-name.ts"))) {
  console.error("usage: person-name-equiv.ts <dir holding the reference person-name.ts> [--verbose]");
  process.exit(2);
}
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const verbose = process.argv.includes("--verbose");

function strings(v: unknown, acc: string[]): void {
  if (typeof v === "string") acc.push(v);
  else if (Array.isArray(v)) for (const x of v) strings(x, acc);
  else if (v && typeof v === "object") for (const x of Object.values(v)) strings(x, acc);
}
function jsonStrings(dir: string, acc: string[]): number {
  if (!existsSync(dir)) return 0;
  let n = 0;
  for (const f of readdirSync(dir, { recursive: true }) as string[]) {
    if (!f.endsWith(".json") && !f.endsWith(".jsonl")) continue;
    const p = path.join(dir, f);
    const raw = readFileSync(p, "utf8");
    if (f.endsWith(".jsonl")) for (const line of raw.split("\n")) line.trim() && strings(JSON.parse(line), acc);
    else strings(JSON.parse(raw), acc);
    n++;
  }
  return n;
}

async function main() {
  const ref = (await import(path.resolve(refDir, "person-name.ts"))).detectPersonNames as typeof detectPersonNames;
  const base: string[] = [];
  const sources: Record<string, number> = {};
  const add = (label: string, xs: string[]) => {
    sources[label] = xs.length;
    base.push(...xs);
  };
  for (const slug of PII_SLUGS) add(`ownPiiSet(${slug})`, ownPiiSet(slug).map((x) => x.text));
  add("ownInjectionSet", ownInjectionSet().map((x) => x.text));
  for (const dir of ["scripts/filters", "server/content-filters/labelled", ".data-filters"]) {
    const acc: string[] = [];
    const files = jsonStrings(path.resolve(ROOT, dir), acc);
    add(`${dir}/*.json (${files} files)`, acc);
  }
  const letters = "abcdefghijklmnopqrstuvwxyz";
  const walls: string[] = [];
  for (const bytes of [1024, 4096, 16384]) {
    let s = "";
    for (let n = 0; s.length < bytes; n++) s += `${letters[n % 26].toUpperCase()}${letters[n % 26].repeat(3)} `;
    walls.push(s.slice(0, bytes));
  }
  add("walls", walls);
  // edge cases of the round-12 gates (astral capitals, surrogates, Gaelic h-, Bantu prefixes, naiz, hyphens, pairs)
  add("gate edge cases", [
    "\u{10400}\u{10428} \u{10401}\u{10429} said hello", "Ó hÉigeartaigh and Mac an tSaoi", "Dr Ní Bhriain called", "nginguThandiwe Nkosi",
    "Ndiyabulela, ndinguSipho", "Miren Etxeberria naiz", "X naiz", "\u{10400} naiz", "A. J. Fairweather-Lowe", "jean-Pierre and -Marie",
    "Rose Baker called yesterday", "Rose Baker-Smith called", "Hunter Brooks\u00a0asked", "Tell Ruby and Theo", "little Ezra and Noah",
    "SMITH, JOHN", "Author: Smith, John", "by Austen, Jane.", "\udc00A B\ud800", "Ke nna Thabo Mokoena", "Ndini Tendai", "Nire izena Ane",
    "a-B c-D", "gu\u{10400}x", "\u00a0Ó hAodha", "Ana, Maria i Ivan", "Анна, Марія та Олег", "ο Γιώργος και η Μαρία",
  ]);
  const uniq = [...new Set(base)];
  const texts = [...uniq];
  // variants: capitals, lower case, two neighbours joined (longer than 640 characters more often)
  for (let i = 0; i < uniq.length; i++) {
    texts.push(uniq[i].toUpperCase(), uniq[i].toLowerCase(), uniq[i].replace(/(?<![\p{L}\p{M}])\p{Ll}/gu, (c) => c.toUpperCase()));
    if (i + 1 < uniq.length) texts.push(`${uniq[i]}\n\n${uniq[i + 1]}`);
  }
  const all = [...new Set(texts)];
  let diffs = 0;
  let spans = 0;
  for (const t of all) {
    const a = JSON.stringify(ref(t));
    const b = JSON.stringify(detectPersonNames(t));
    spans += (JSON.parse(a) as unknown[]).length;
    if (a !== b) {
      diffs++;
      if (verbose || diffs <= 10) console.log(`DIFF ${JSON.stringify(t.slice(0, 200))}\n  ref  ${a}\n  new  ${b}`);
    }
  }
  for (const [k, v] of Object.entries(sources)) console.log(`${String(v).padStart(7)}  ${k}`);
  console.log(`${uniq.length} distinct texts, ${all.length} with variants compared, ${spans} reference spans, ${diffs} differences`);
  process.exit(diffs === 0 ? 0 : 1);
}
main();
