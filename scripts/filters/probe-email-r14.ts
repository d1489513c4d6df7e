/**
 * Round 14 email probe (labelled/pii-r14-email.ts): found / flagged per half.
 *   npx tsx scripts/filters/probe-email-r14.ts [--side tune|held] [--verbose]
 * (--verbose prints the tuning half's misses and false positives only; the held-out half's
 * texts are never printed.)
 */
import { BUILTINS } from "../../server/content-filters/builtins";
import { ownPiiRound14Email, r14HeldOut } from "../../server/content-filters/labelled/pii-r14-email";

const verbose = process.argv.includes("--verbose");
const detect = BUILTINS.email.detect;
for (const held of [false, true]) {
  const xs = ownPiiRound14Email("email").filter((x) => r14HeldOut(x.group) === held);
  const pos = xs.filter((x) => x.label === 1);
  const neg = xs.filter((x) => x.label === 0);
  let tp = 0;
  let fp = 0;
  for (const x of pos) {
    if (detect(x.text).length > 0) tp++;
    else if (verbose && !held) console.log(`  missed  ${JSON.stringify(x.text)}`);
  }
  for (const x of neg) {
    if (detect(x.text).length === 0) continue;
    fp++;
    if (verbose && !held) console.log(`  false + ${JSON.stringify(x.text)} ${JSON.stringify(detect(x.text).map(([a, b]) => x.text.slice(a, b)))}`);
  }
  const langs = new Set(xs.map((x) => x.lang)).size;
  console.log(`${held ? "held-out" : "tuning  "}: ${tp}/${pos.length} found (${((100 * tp) / pos.length).toFixed(1)} %), ${fp}/${neg.length} flagged (${((100 * fp) / neg.length).toFixed(1)} %), ${langs} languages`);
}
