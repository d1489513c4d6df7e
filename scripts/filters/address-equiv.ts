/**
 * Equivalence of the address detector with a base commit's (a speed change must not change any
 * output): runs this tree's detectAddresses, the base commit's (git archive of server/content-filters
 * into a temp dir) and main's (/work/main, for information) on every text found here: the labelled
 * families (every own* set of server/content-filters/labelled for every PII slug, the injection set),
 * every string of scripts/filters/*.json and labelled/*.json (fresh-pii, fresh-check, probes, injection
 * phrases), .data-filters/ if present, the timing inputs; and on variants of each (upper and lower
 * case, NFD, letters that fold or lower-case oddly, inside English prose with an accented name, in a
 * row with its neighbour). Prints the counts and every difference from the base.
 *
 *   npx tsx scripts/filters/address-equiv.ts [--base <commit>] [--main <path of address.ts>]
 */
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { detectAddresses } from "../../server/content-filters/address";
import { TIMING_INPUTS } from "./address-timing-inputs";

const root = resolve(fileURLToPath(new URL(".", import.meta.url)), "../..");
const arg = (k: string, d: string) => {
  const i = process.argv.indexOf(k);
  return i > 0 ? process.argv[i + 1] : d;
};
const base = execSync(`git -C ${root} rev-parse ${arg("--base", "a4319c8")}`).toString().trim();
const mainPath = arg("--main", "/work/main/server/content-filters/address.ts");

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

async function main() {
  const dir = join(tmpdir(), `address-equiv-${base.slice(0, 12)}`);
  if (!existsSync(join(dir, "server/content-filters/address.ts"))) {
    mkdirSync(dir, { recursive: true });
    execSync(`git -C ${root} archive ${base} server/content-filters | tar -x -C ${dir}`);
  }
  const baseDetect: typeof detectAddresses = (await import(pathToFileURL(join(dir, "server/content-filters/address.ts")).href)).detectAddresses;
  const mainDetect: typeof detectAddresses | undefined = existsSync(mainPath) ? (await import(pathToFileURL(mainPath).href)).detectAddresses : undefined;

  // --- texts
  const sources = new Map<string, string[]>();
  const add = (src: string, xs: string[]) => sources.set(src, xs.filter((x) => x.length > 0));
  const slugs = ["email", "phone", "ssn", "credit-card", "ip-address", "person-name", "address"];
  const labelledDir = join(root, "server/content-filters/labelled");
  for (const f of readdirSync(labelledDir).filter((f) => f.endsWith(".ts"))) {
    const mod = await import(pathToFileURL(join(labelledDir, f)).href);
    for (const [name, fn] of Object.entries(mod)) {
      if (typeof fn !== "function" || !/^own/.test(name) || /Split$/.test(name)) continue;
      const xs: string[] = [];
      for (const slug of fn.length === 0 ? [undefined] : slugs) {
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
  add("timing inputs", TIMING_INPUTS.map(([, t]) => t));

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
      if (t.length > 5000) continue;
      push(t.toUpperCase());
      push(t.toLowerCase());
      push(t.normalize("NFD"));
      push(t.replace(/k/g, "\u212a").replace(/I/g, "\u0130").replace(/s(?= |$)/g, "\u03a3"));
      push(`Maria Fernández asked, on 12 May: ${t}\nThanks, 3 items. ${t.slice(0, Math.floor(t.length / 2))}`);
      push(`${t}, ${xs[(i + 1) % xs.length]}`);
    }
  }

  // --- compare
  let diffBase = 0;
  let diffMain = 0;
  let withRanges = 0;
  const key = (r: Array<readonly [number, number]>) => JSON.stringify(r);
  for (const t of texts) {
    const ours = key(detectAddresses(t));
    const theirs = key(baseDetect(t));
    if (ours !== "[]") withRanges++;
    if (ours !== theirs) {
      diffBase++;
      if (diffBase <= 20) process.stdout.write(`DIFF ${JSON.stringify(t.slice(0, 200))}\n  ours ${ours}\n  base ${theirs}\n`);
    }
    if (mainDetect && key(mainDetect(t)) !== theirs) diffMain++;
  }
  process.stdout.write(`sources: ${sources.size} (${[...sources.values()].reduce((a, x) => a + x.length, 0)} strings, ${originals} distinct)\n`);
  process.stdout.write(`texts compared (with variants): ${texts.length}; with an address found: ${withRanges}\n`);
  process.stdout.write(`differences from base ${base.slice(0, 7)}: ${diffBase}\n`);
  if (mainDetect) process.stdout.write(`(for information: main differs from base on ${diffMain})\n`);
  process.exitCode = diffBase === 0 ? 0 : 1;
}
main();
