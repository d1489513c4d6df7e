import { ownInjectionRound19 } from "../../server/content-filters/labelled/injection-r19";
import { judgeInjection } from "../../server/content-filters/prompt-injection-detector";
const all = ownInjectionRound19();
const verbose = process.argv.includes("-v");
for (const half of ["dev", "held"]) {
  for (const cls of ["obfuscated", "indirect", "extraction"]) {
    const xs = all.filter((x) => x.source.endsWith(half) && x.cls === cls);
    const pos = xs.filter((x) => x.label === 1), neg = xs.filter((x) => x.label === 0);
    const tp = pos.filter((x) => judgeInjection(x.text).hit).length, fp = neg.filter((x) => judgeInjection(x.text).hit).length;
    console.log(half, cls, `recall ${tp}/${pos.length}`, `fp ${fp}/${neg.length}`);
    if (verbose && half === "dev") for (const x of xs) { const v = judgeInjection(x.text); if (v.hit !== (x.label === 1)) console.log("   ", x.label, v.score.toFixed(3), x.text.slice(0, 100).replace(/\n/g, " ")); }
  }
}
