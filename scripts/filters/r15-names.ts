/**
 * Round 15: the person-name builtin on the own probe of names without a cue (labelled/pii-r15-names.ts), its
 * development half and its held-out half apart. `--verbose` lists the development half's misses and false
 * positives only (the held-out half is reported as rates).
 *
 *   npx tsx scripts/filters/r15-names.ts [--verbose]
 */
import { ownPiiRound15Names } from "../../server/content-filters/labelled/pii-r15-names";
import { reportRandomHalves } from "./probe-halves";

reportRandomHalves(ownPiiRound15Names("person-name"), "person-name:r15", process.argv.includes("--verbose"));
