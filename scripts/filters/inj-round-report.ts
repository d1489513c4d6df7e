/**
 * An injection round's own probe (rounds 21 and 22): per half and class, detection / false positives; --verbose lists
 * the dev half's (or --half=held's) misses and false positives with scores.
 *
 *   npx tsx scripts/filters/inj-round-report.ts --round 21|22 [--verbose] [--half=dev|held]
 */
import { judgeInjection } from "../../server/content-filters/prompt-injection-detector";
import { ownInjectionRound21 } from "../../server/content-filters/labelled/injection-r21";
import { ownInjectionRound22 } from "../../server/content-filters/labelled/injection-r22";

const PROBES = { "21": ownInjectionRound21, "22": ownInjectionRound22 } as const;
const r = process.argv.indexOf("--round");
const round = r > 0 ? process.argv[r + 1] : undefined;
if (round !== "21" && round !== "22") throw new Error(`--round takes 21 or 22, not ${round}`);
const all = PROBES[round]();
const verbose = process.argv.includes("--verbose");
const half = process.argv.find((a) => a.startsWith("--half="))?.slice(7) ?? "dev";
for (const h of ["dev", "held"]) {
  const xs = all.filter((x) => x.source.endsWith(`-${h}`));
  const byCls = new Map<string, [number, number]>();
  let tp = 0, p = 0, fp = 0, n = 0;
  for (const x of xs) {
    const hit = judgeInjection(x.text).hit;
    const c = byCls.get(x.cls) ?? [0, 0];
    c[0] += hit ? 1 : 0; c[1]++; byCls.set(x.cls, c);
    if (x.label === 1) { p++; tp += hit ? 1 : 0; } else { n++; fp += hit ? 1 : 0; }
  }
  console.log(`${h}: detection ${tp}/${p} (${((100 * tp) / p).toFixed(1)}%)  false positives ${fp}/${n} (${((100 * fp) / n).toFixed(1)}%)  ` + [...byCls].map(([k, [a, b]]) => `${k} ${a}/${b}`).join("  "));
}
if (verbose) for (const x of all.filter((x) => x.source.endsWith(`-${half}`))) {
  const v = judgeInjection(x.text);
  if (v.hit !== (x.label === 1)) console.log(`${x.label ? "missed " : "false +"} ${v.score.toFixed(3)} [${x.cls}/${x.lang}] ${x.text.replace(/\n/g, "⏎").slice(0, 150)}`);
}
