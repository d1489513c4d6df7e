/**
 * Texts whose person-name verdict differs between this checkout and another copy of the detector
 * (e.g. main's, extracted with `git show main:server/content-filters/person-name.ts > /tmp/pn-base.ts`
 * next to a lexicon): on the own injection set's texts (benign and attacks: realistic prompts with
 * few names) and the fresh sets r4–r9. A check for new false positives on text no rule was written for.
 *
 *   npx tsx scripts/filters/person-name-diff.ts <path to the other person-name.ts>
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { ownInjectionSet } from "../../server/content-filters/labelled/injection";
import { detectPersonNames } from "../../server/content-filters/person-name";

async function main() {
  const other = (await import(resolve(process.argv[2]))) as { detectPersonNames: typeof detectPersonNames };
  const texts = ownInjectionSet().map((x) => x.text);
  for (const r of ["r4", "r5", "r6", "r7", "r8", "r9"]) {
    const s = JSON.parse(readFileSync(join(process.cwd(), `scripts/filters/fresh-pii-${r}.json`), "utf8")) as { sets: Record<string, { positives: string[]; negatives: string[] }> };
    for (const [slug, v] of Object.entries(s.sets)) if (slug !== "person-name") texts.push(...v.positives, ...v.negatives);
  }
  let gained = 0;
  let lost = 0;
  for (const t of texts) {
    const a = detectPersonNames(t);
    const b = other.detectPersonNames(t);
    if ((a.length > 0) === (b.length > 0)) continue;
    if (a.length > 0) gained++;
    else lost++;
    process.stdout.write(`${a.length > 0 ? "+" : "-"} ${a.map(([x, y]) => `«${t.slice(x, y)}»`).join(" ")}${b.map(([x, y]) => `«${t.slice(x, y)}»`).join(" ")}  ${t.slice(0, 110).replace(/\n/g, " ")}\n`);
  }
  process.stdout.write(`${texts.length} texts: flagged here only ${gained}, there only ${lost}\n`);
}
void main();
