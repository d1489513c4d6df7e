/**
 * Round 14: the person-name builtin on the own probe of names without a cue (labelled/pii-r14-names.ts), its
 * development half and its held-out half apart. `--verbose` lists the development half's misses and false
 * positives only (the held-out half is reported as rates).
 *
 *   npx tsx scripts/filters/r14-names.ts [--verbose]
 */
import { ownPiiRound14Names } from "../../server/content-filters/labelled/pii-r14-names";
import { reportRandomHalves } from "./probe-halves";

reportRandomHalves(ownPiiRound14Names("person-name"), "person-name:r14", process.argv.includes("--verbose"));
