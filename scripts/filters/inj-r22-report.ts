/** Round 22 probe report: per half and class, detection / false positives; --verbose lists the dev half's misses and false positives with scores. */
import { judgeInjection } from "../../server/content-filters/prompt-injection-detector";
import { ownInjectionRound22 } from "../../server/content-filters/labelled/injection-r22";

const all = ownInjectionRound22();
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
