/**
 * Round 18's own probe (labelled/pii-r18-small.ts) for phone, email and ip-address: detection and false
 * positives on the development half and the held-out half, by class. `--verbose` lists the development
 * half's misses and false positives (never the held-out half's); `--held` lists the held-out half's too
 * (for the report only). `--rounds` adds the committed blind rounds (fresh-pii-r4 … r13) for the three filters.
 *
 *   npx tsx scripts/filters/probe-small-r18.ts [--verbose] [--held] [--rounds]
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BUILTINS } from "../../server/content-filters/builtins";
import { ownPiiRound18Small, R18_SLUGS } from "../../server/content-filters/labelled/pii-r18-small";

const verbose = process.argv.includes("--verbose");
const showHeld = process.argv.includes("--held");
const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;
for (const slug of R18_SLUGS) {
  const detect = BUILTINS[slug].detect;
  const hit = (t: string) => detect(t).length > 0;
  const all = ownPiiRound18Small(slug);
  for (const half of ["dev", "held"] as const) {
    const xs = all.filter((x) => x.source.endsWith(`-${half}`));
    const pos = xs.filter((x) => x.label === 1);
    const neg = xs.filter((x) => x.label === 0);
    const missed = pos.filter((x) => !hit(x.text));
    const fp = neg.filter((x) => hit(x.text));
    const langs = new Set(xs.map((x) => x.lang)).size;
    const classes = [...new Set(xs.map((x) => x.cls))];
    process.stdout.write(
      `${slug.padEnd(11)} ${half.padEnd(4)} ${langs} langs  detection ${pos.length - missed.length}/${pos.length} (${pct(pos.length - missed.length, pos.length)})  FPR ${fp.length}/${neg.length} (${pct(fp.length, neg.length)})\n` +
        `            by class (missed, false +): ${classes.map((c) => `${c} ${missed.filter((x) => x.cls === c).length}/${pos.filter((x) => x.cls === c).length}, ${fp.filter((x) => x.cls === c).length}/${neg.filter((x) => x.cls === c).length}`).join("; ")}\n`,
    );
    if ((verbose && half === "dev") || (showHeld && half === "held")) {
      for (const x of missed) process.stdout.write(`  missed  [${x.cls} ${x.lang}] ${x.text.replace(/\n/g, "⏎")}\n`);
      for (const x of fp) process.stdout.write(`  false + [${x.cls} ${x.lang}] ${x.text.replace(/\n/g, "⏎")}  → ${detect(x.text).map(([a, b]) => x.text.slice(a, b)).join(" | ")}\n`);
    }
  }
}
if (process.argv.includes("--rounds")) {
  process.stdout.write("\nblind rounds (fresh-pii-rN.json): detection / FPR\nround  " + R18_SLUGS.map((s) => s.padEnd(22)).join("") + "\n");
  for (let r = 4; r <= 13; r++) {
    const file = JSON.parse(readFileSync(join(process.cwd(), `scripts/filters/fresh-pii-r${r}.json`), "utf8")) as { sets: Record<string, { positives: string[]; negatives: string[] } | undefined> };
    const cells = R18_SLUGS.map((slug) => {
      const s = file.sets[slug];
      if (!s) return "-".padEnd(22);
      const detect = BUILTINS[slug].detect;
      const tp = s.positives.filter((t) => detect(t).length > 0).length;
      const fp = s.negatives.filter((t) => detect(t).length > 0).length;
      return `${pct(tp, s.positives.length)} / ${pct(fp, s.negatives.length)}`.padEnd(22);
    });
    process.stdout.write(`r${r}`.padEnd(7) + cells.join("") + "\n");
  }
}
