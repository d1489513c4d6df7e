// Rates of the address builtin on the round-12 own families (labelled/pii-r12-address.ts), the tuning
// side and the held-out side (sources ending in -held) apart.
// Usage: npx tsx scripts/filters/address-r12.ts [--verbose] [--held]   (--held: list the held-out side's misses too)
import { detectAddresses } from "../../server/content-filters/address";
import { ownPiiRound12Address } from "../../server/content-filters/labelled/pii-r12-address";

const verbose = process.argv.includes("--verbose");
const showHeld = process.argv.includes("--held");
const all = ownPiiRound12Address("address");
for (const held of [false, true]) {
  const side = all.filter((x) => x.source.includes("-held") === held);
  const pos = side.filter((x) => x.label === 1);
  const neg = side.filter((x) => x.label === 0);
  const found = pos.filter((x) => detectAddresses(x.text).length > 0);
  const flagged = neg.filter((x) => detectAddresses(x.text).length > 0);
  const countries = new Set(pos.map((x) => x.source.replace(/-held$/, "")));
  console.log(`${held ? "held-out" : "tuning  "}: found ${found.length}/${pos.length} (${countries.size} countries), near misses flagged ${flagged.length}/${neg.length}`);
  if (verbose && (!held || showHeld)) {
    for (const x of pos) if (!found.includes(x)) console.log(`  missed  [${x.source}] ${x.text}`);
    for (const x of flagged) console.log(`  false + [${x.source}] ${x.text}`);
  }
}
