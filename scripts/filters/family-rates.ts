// Rates of the PII builtins on the own families of one round, both sides together, by family.
// Usage: npx tsx scripts/filters/family-rates.ts [r5] [--verbose]
import { BUILTINS } from "../../server/content-filters/builtins";
import { PII_SLUGS, ownPiiSet } from "../../server/content-filters/labelled/pii";

const round = process.argv.find((a) => /^r\d+$/.test(a)) ?? "r5";
const verbose = process.argv.includes("--verbose");
for (const slug of PII_SLUGS) {
  const fam = ownPiiSet(slug).filter((x) => x.source.includes(`:${round}-`));
  if (fam.length === 0) continue;
  const detect = BUILTINS[slug].detect;
  const bySource = new Map<string, { pos: number; found: number; neg: number; flagged: number }>();
  for (const x of fam) {
    const r = bySource.get(x.source) ?? { pos: 0, found: 0, neg: 0, flagged: 0 };
    const hit = detect(x.text).length > 0;
    if (x.label === 1) {
      r.pos++;
      if (hit) r.found++;
      else if (verbose) console.log(`  missed  ${x.text}`);
    } else {
      r.neg++;
      if (hit) {
        r.flagged++;
        if (verbose) console.log(`  false + ${x.text}`);
      }
    }
    bySource.set(x.source, r);
  }
  const t = [...bySource.values()].reduce((a, r) => ({ pos: a.pos + r.pos, found: a.found + r.found, neg: a.neg + r.neg, flagged: a.flagged + r.flagged }), { pos: 0, found: 0, neg: 0, flagged: 0 });
  console.log(`${slug}: found ${t.found}/${t.pos}, near misses flagged ${t.flagged}/${t.neg}`);
  for (const [s, r] of bySource) console.log(`  ${s.padEnd(40)} ${r.pos ? `${r.found}/${r.pos}` : ""}${r.neg ? ` neg ${r.flagged}/${r.neg}` : ""}`);
}
