/**
 * Round 12 probe of the small PII builtins (labelled/pii-r12-small.ts): detection and false
 * positives per filter on the development half and the held-out half (r12HeldOut). --verbose prints
 * the development half's misses only; --held-out-verbose the held-out half's too (after tuning).
 *
 *   npx tsx scripts/filters/r12-small.ts [--verbose] [--held-out-verbose]
 */
import { BUILTINS, type BuiltinSlug } from "../../server/content-filters/builtins";
import { ownPiiRound12Small, r12HeldOut } from "../../server/content-filters/labelled/pii-r12-small";
import { scoreHalf } from "./probe-halves";

const verbose = process.argv.includes("--verbose");
const heldVerbose = process.argv.includes("--held-out-verbose");
const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;
for (const slug of ["phone", "ssn", "credit-card", "ip-address"] as BuiltinSlug[]) {
  for (const held of [false, true]) {
    const { rows, pos, neg, tp, fp } = scoreHalf(slug, ownPiiRound12Small(slug).filter((x) => r12HeldOut(x.group) === held));
    if (held ? heldVerbose : verbose)
      for (const { x, hit } of rows) {
        if (x.label === 1 && !hit) console.log(`  missed  [${slug}] ${x.text}`);
        if (x.label === 0 && hit) console.log(`  false + [${slug}] ${x.text}  ${JSON.stringify(BUILTINS[slug].detect(x.text).map(([a, b]) => x.text.slice(a, b)))}`);
      }
    console.log(`${slug.padEnd(12)} ${held ? "held-out" : "dev     "} pos ${String(pos).padStart(3)} det ${pct(tp, pos).padStart(6)}  neg ${String(neg).padStart(3)} FP ${pct(fp, neg).padStart(6)}`);
  }
}
