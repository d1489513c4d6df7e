/**
 * Round 16's own probe (labelled/pii-r16-small.ts): detection and false positives per filter on
 * its tuned half and its held-out half. `--verbose` lists the tuned half's misses and false
 * positives (never the held-out half's); `--held` lists the held-out half's too (for the report only).
 *
 *   npx tsx scripts/filters/r16-small.ts [--verbose] [--held]
 */
import { BUILTINS } from "../../server/content-filters/builtins";
import { ownPiiRound16Small, r16HeldOut } from "../../server/content-filters/labelled/pii-r16-small";

const verbose = process.argv.includes("--verbose");
const showHeld = process.argv.includes("--held");
for (const slug of ["credit-card", "ip-address", "phone", "address"] as const) {
  for (const held of [false, true]) {
    const xs = ownPiiRound16Small(slug).filter((x) => r16HeldOut(x.group) === held);
    const pos = xs.filter((x) => x.label === 1);
    const neg = xs.filter((x) => x.label === 0);
    const hit = (t: string) => BUILTINS[slug].detect(t).length > 0;
    const tp = pos.filter((x) => hit(x.text)).length;
    const fp = neg.filter((x) => hit(x.text)).length;
    console.log(`${slug.padEnd(12)} ${held ? "held-out" : "tune    "} pos ${tp}/${pos.length}  fp ${fp}/${neg.length}`);
    if ((verbose && !held) || (showHeld && held)) {
      for (const x of pos) if (!hit(x.text)) console.log("  missed", JSON.stringify(x.text));
      for (const x of neg) if (hit(x.text)) console.log("  false+", JSON.stringify(x.text));
    }
  }
}
