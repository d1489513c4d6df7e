import { BUILTINS } from "../../server/content-filters/builtins";
import { ownPiiRound15Small, r15HeldOut } from "../../server/content-filters/labelled/pii-r15-small";
const verbose = process.argv.includes("--verbose");
for (const slug of ["credit-card", "ip-address", "phone", "address"] as const) {
  for (const held of [false, true]) {
    const xs = ownPiiRound15Small(slug).filter((x) => r15HeldOut(x.group) === held);
    const pos = xs.filter((x) => x.label === 1), neg = xs.filter((x) => x.label === 0);
    const hit = (t: string) => BUILTINS[slug].detect(t).length > 0;
    const tp = pos.filter((x) => hit(x.text)).length, fp = neg.filter((x) => hit(x.text)).length;
    console.log(`${slug.padEnd(12)} ${held ? "held-out" : "tune    "} pos ${tp}/${pos.length}  fp ${fp}/${neg.length}`);
    if (verbose && !held) { for (const x of pos) if (!hit(x.text)) console.log("  missed", x.text); for (const x of neg) if (hit(x.text)) console.log("  false+", x.text); }
  }
}
