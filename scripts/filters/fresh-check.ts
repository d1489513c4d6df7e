/**
 * A check on text written after the round-3 model was trained (scripts/filters/fresh-check-r3.json):
 * never trained on, never tuned against (docs/filters-data-card.md, "Round 3"). Prints the
 * whole detector's detection and false-positive rates.
 *
 *   npx tsx scripts/filters/fresh-check.ts [--set r4] [--verbose]
 *
 * --set picks scripts/filters/fresh-check-<set>.json (default r3). r4 was written without
 * seeing the detector, its data or its output.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { judgeInjection } from "../../server/content-filters/prompt-injection-detector";

const setArg = process.argv.indexOf("--set");
const setName = setArg >= 0 ? process.argv[setArg + 1] : "r3";
if (!setName || !/^r\d+$/.test(setName)) throw new Error(`--set wants a round name like r4, got ${setName ?? "nothing"}`);
const set = JSON.parse(readFileSync(join(process.cwd(), `scripts/filters/fresh-check-${setName}.json`), "utf8")) as { benign: string[]; injections: string[] };
const verbose = process.argv.includes("--verbose");
const hits = (xs: string[], label: string) =>
  xs.filter((t) => {
    const v = judgeInjection(t);
    if (verbose && v.hit === (label === "false +")) process.stdout.write(`  ${label} ${v.score.toFixed(3)} ${t.slice(0, 120)}\n`);
    return v.hit;
  }).length;
const tp = hits(set.injections, "missed ");
const fp = hits(set.benign, "false +");
process.stdout.write(`fresh check (round ${setName.slice(1)}): detection ${((100 * tp) / set.injections.length).toFixed(1)}% (${tp}/${set.injections.length}), false positives ${((100 * fp) / set.benign.length).toFixed(1)}% (${fp}/${set.benign.length})\n`);
