/**
 * Round 15 probe of the small PII builtins (labelled/pii-r15-small.ts): positives found and false
 * positives per filter on the tuning half and the held-out half (r15HeldOut). --verbose prints the
 * tuning half's misses and false positives.
 *
 *   npx tsx scripts/filters/r15-small.ts [--verbose]
 */
import { ownPiiRound15Small, r15HeldOut } from "../../server/content-filters/labelled/pii-r15-small";
import { scoreHalf } from "./probe-halves";

const verbose = process.argv.includes("--verbose");
for (const slug of ["credit-card", "ip-address", "phone", "address"] as const) {
  for (const held of [false, true]) {
    const { rows, pos, neg, tp, fp } = scoreHalf(slug, ownPiiRound15Small(slug).filter((x) => r15HeldOut(x.group) === held));
    console.log(`${slug.padEnd(12)} ${held ? "held-out" : "tune    "} pos ${tp}/${pos}  fp ${fp}/${neg}`);
    if (verbose && !held) {
      for (const { x, hit } of rows) if (x.label === 1 && !hit) console.log("  missed", x.text);
      for (const { x, hit } of rows) if (x.label === 0 && hit) console.log("  false+", x.text);
    }
  }
}
