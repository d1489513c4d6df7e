// How many benign texts of the own injection set the person-name filter flags (-v: which).
// Usage: npx tsx scripts/filters/person-name-benign.ts [-v]
import { ownInjectionSet } from "../../server/content-filters/labelled/injection";
import { detectPersonNames } from "../../server/content-filters/person-name";
import { loadLexicon } from "../../server/content-filters/lexicon";
loadLexicon();
const b = ownInjectionSet().filter((x) => x.label === 0);
const hit = b.filter((x) => detectPersonNames(x.text).length > 0);
console.log(`own injection benign flagged by person-name: ${hit.length}/${b.length}`);
if (process.argv[2] === "-v") for (const h of hit) console.log("  ", h.text.slice(0, 140));
