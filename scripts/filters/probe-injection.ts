/**
 * Round 12's own probe of the prompt-injection detector (scripts/filters/probe-injection-r12.json):
 * written before any change of that round, in 20 languages, split in two halves. The tune half
 * could be looked at while writing features and families; the held-out half is run only to report
 * before / after (docs/filters-data-card.md, "Round 12 (injection)").
 *
 *   npx tsx scripts/filters/probe-injection.ts [--half tune|held-out] [--verbose]
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { judgeInjection } from "../../server/content-filters/prompt-injection-detector";

interface Item {
  lang: string;
  text: string;
}
type Half = { injections: Item[]; benign: Item[] };
const probe = JSON.parse(readFileSync(join(process.cwd(), "scripts/filters/probe-injection-r12.json"), "utf8")) as { tune: Half; heldOut: Half };
const at = process.argv.indexOf("--half");
const which = at >= 0 ? process.argv[at + 1] : "tune";
if (which !== "tune" && which !== "held-out") throw new Error(`--half wants tune or held-out, got ${which}`);
const half = which === "tune" ? probe.tune : probe.heldOut;
const verbose = process.argv.includes("--verbose");
const hits = (xs: Item[], label: string) =>
  xs.filter((x) => {
    const v = judgeInjection(x.text);
    if (verbose && v.hit === (label === "false +")) process.stdout.write(`  ${label} ${v.score.toFixed(3)} [${x.lang}] ${x.text.slice(0, 110).replace(/\n/g, " ")}\n`);
    return v.hit;
  }).length;
const tp = hits(half.injections, "missed ");
const fp = hits(half.benign, "false +");
const pct = (a: number, b: number) => ((100 * a) / b).toFixed(1);
process.stdout.write(`probe r12 (${which}): detection ${pct(tp, half.injections.length)}% (${tp}/${half.injections.length}), false positives ${pct(fp, half.benign.length)}% (${fp}/${half.benign.length})\n`);
