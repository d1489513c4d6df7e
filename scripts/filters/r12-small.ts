/**
 * Round 12 probe of the small PII builtins (labelled/pii-r12-small.ts): detection and false
 * positives per filter on the development half and the held-out half (r12HeldOut). --verbose prints
 * the development half's misses only; --held-out-verbose the held-out half's too (after tuning).
 *
 *   npx tsx scripts/filters/r12-small.ts [--verbose] [--held-out-verbose]
 */
import { BUILTINS, type BuiltinSlug } from "../../server/content-filters/builtins";
import { ownPiiRound12Small, r12HeldOut } from "../../server/content-filters/labelled/pii-r12-small";

const verbose = process.argv.includes("--verbose");
const heldVerbose = process.argv.includes("--held-out-verbose");
const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;
for (const slug of ["phone", "ssn", "credit-card", "ip-address"] as BuiltinSlug[]) {
  const detect = BUILTINS[slug].detect;
  for (const held of [false, true]) {
    const xs = ownPiiRound12Small(slug).filter((x) => r12HeldOut(x.group) === held);
    let tp = 0, fp = 0, pos = 0, neg = 0;
    const langs = new Set<string>();
    for (const x of xs) {
      langs.add(x.source.split(":").slice(2).join(":"));
      const hit = detect(x.text).length > 0;
      if (x.label === 1) {
        pos++;
        if (hit) tp++;
        else if (held ? heldVerbose : verbose) console.log(`  missed  [${slug}] ${x.text}`);
      } else {
        neg++;
        if (hit) {
          fp++;
          if (held ? heldVerbose : verbose) console.log(`  false + [${slug}] ${x.text}  ${JSON.stringify(detect(x.text).map(([a, b]) => x.text.slice(a, b)))}`);
        }
      }
    }
    console.log(`${slug.padEnd(12)} ${held ? "held-out" : "dev     "} pos ${String(pos).padStart(3)} det ${pct(tp, pos).padStart(6)}  neg ${String(neg).padStart(3)} FP ${pct(fp, neg).padStart(6)}`);
  }
}
