/**
 * Round 15: the person-name builtin on the own probe of names without a cue (labelled/pii-r15-names.ts), its
 * development half and its held-out half apart. `--verbose` lists the development half's misses and false
 * positives only (the held-out half is reported as rates).
 *
 *   npx tsx scripts/filters/r15-names.ts [--verbose]
 */
import { ownPiiRound15Names } from "../../server/content-filters/labelled/pii-r15-names";
import { reportNameHalves } from "./probe-halves";

const all = ownPiiRound15Names("person-name");
const half = (h: string) => all.filter((x) => x.source === `person-name:r15-${h}`);
reportNameHalves(
  [
    ["dev", half("dev")],
    ["held", half("held")],
  ],
  process.argv.includes("--verbose") ? "dev" : null,
);
