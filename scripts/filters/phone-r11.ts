/**
 * Round 11 (issue 23): the phone detector on the every-country family (labelled/pii-r11-phone.ts),
 * by source, on the development countries; `--held-out` for the held-out countries (looked at once,
 * at the end), `--verbose` to list the misses and false positives, `--rounds` for the r4–r10 sets.
 *
 *   npx tsx scripts/filters/phone-r11.ts [--held-out] [--verbose] [--rounds]
 */
import { detectPhones } from "../../server/content-filters/phone";
import { ownPiiSet } from "../../server/content-filters/labelled/pii";
import { ownPiiRound11Phone } from "../../server/content-filters/labelled/pii-r11-phone";
import { isHeldOut, type Labelled } from "../../server/content-filters/labelled/rng";

const heldOut = process.argv.includes("--held-out");
const verbose = process.argv.includes("--verbose");
function report(title: string, xs: Labelled[], key: (x: Labelled) => string): void {
  const rows = new Map<string, { pos: number; tp: number; neg: number; fp: number }>();
  const all = { pos: 0, tp: 0, neg: 0, fp: 0 };
  for (const x of xs) {
    const hit = detectPhones(x.text).length > 0;
    const r = rows.get(key(x)) ?? { pos: 0, tp: 0, neg: 0, fp: 0 };
    rows.set(key(x), r);
    for (const t of [r, all]) {
      if (x.label === 1) (t.pos++, hit && t.tp++);
      else (t.neg++, hit && t.fp++);
    }
    if (verbose && (x.label === 1) !== hit) process.stdout.write(`  ${x.label ? "missed " : "false +"} ${x.group} ${x.source}: ${x.text}\n`);
  }
  const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : "n/a");
  process.stdout.write(`\n${title}\n`);
  for (const [k, r] of [...rows].sort()) process.stdout.write(`${k.padEnd(40)} recall ${pct(r.tp, r.pos).padStart(6)} (${r.tp}/${r.pos})  FPR ${pct(r.fp, r.neg).padStart(6)} (${r.fp}/${r.neg})\n`);
  process.stdout.write(`${"all".padEnd(40)} recall ${pct(all.tp, all.pos).padStart(6)} (${all.tp}/${all.pos})  FPR ${pct(all.fp, all.neg).padStart(6)} (${all.fp}/${all.neg})\n`);
}
const r11 = ownPiiRound11Phone("phone").filter((x) => isHeldOut(x.group) === heldOut);
const regions = new Set(r11.map((x) => x.group));
report(`r11 every-country family, ${heldOut ? "held-out" : "development"} countries (${regions.size})`, r11, (x) => x.source.replace(/-(?:cue|bare)$/, "").replace(/^phone:r11-(?:fixed|mobile)-/, "phone:r11-"));
if (process.argv.includes("--rounds")) {
  const own = ownPiiSet("phone").filter((x) => !x.source.startsWith("phone:r11"));
  report("r4–r10 sets (all splits)", own, (x) => (x.label ? "positives" : "negatives"));
}
