/** Injection counts only, per side of the project's own split (a quick check between changes): detected / positives, flagged / negatives. */
import { BUILTINS } from "../../server/content-filters/builtins";
import { loadInjectionData, sideOf, type Side } from "./injection-data";

const side = (process.argv.find((a) => a.startsWith("--side="))?.slice(7) ?? "validation") as Side;
const detect = BUILTINS["regex-prompt-injection"].detect;
const xs = loadInjectionData({ requirePublic: false }).all.filter((x) => sideOf(x) === side);
let tp = 0, p = 0, fp = 0, n = 0;
for (const x of xs) {
  const hit = detect(x.text).length > 0;
  if (x.label === 1) { p++; tp += hit ? 1 : 0; } else { n++; fp += hit ? 1 : 0; }
}
process.stdout.write(`${side}: detected ${tp}/${p}, false positives ${fp}/${n}\n`);
