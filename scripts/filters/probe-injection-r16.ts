/**
 * Round 16's own probe of the prompt-injection detector (scripts/filters/probe-injection-r16.json,
 * written for the round before its changes): split into a dev half and a held-out half by a key
 * from mulberry32 (seed 16) per text. The dev half could be looked at while choosing the round's
 * families and settings; the held-out half is run only to report before / after
 * (docs/filters-data-card.md, "Round 16 (injection false positives)").
 *
 *   npx tsx scripts/filters/probe-injection-r16.ts [--half dev|held-out] [--verbose]
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { judgeInjection } from "../../server/content-filters/prompt-injection-detector";
import { mulberry32 } from "../../server/content-filters/labelled/rng";

const probe = JSON.parse(readFileSync(join(process.cwd(), "scripts/filters/probe-injection-r16.json"), "utf8")) as { benign: string[]; injections: string[] };
const at = process.argv.indexOf("--half");
const which = at >= 0 ? process.argv[at + 1] : "dev";
if (which !== "dev" && which !== "held-out") throw new Error(`--half wants dev or held-out, got ${which}`);
const rng = mulberry32(16);
const halfOf = (xs: string[]) => xs.filter(() => (rng() < 0.5 ? "dev" : "held-out") === which);
const benign = halfOf(probe.benign);
const injections = halfOf(probe.injections);
const verbose = process.argv.includes("--verbose");
const hits = (xs: string[], label: string) =>
  xs.filter((t) => {
    const v = judgeInjection(t);
    if (verbose && v.hit === (label === "false +")) process.stdout.write(`  ${label} ${v.score.toFixed(3)} ${t.slice(0, 110)}\n`);
    return v.hit;
  }).length;
const tp = hits(injections, "missed ");
const fp = hits(benign, "false +");
process.stdout.write(`r16 probe (${which}): detection ${((100 * tp) / injections.length).toFixed(1)}% (${tp}/${injections.length}), false positives ${((100 * fp) / benign.length).toFixed(1)}% (${fp}/${benign.length})\n`);
