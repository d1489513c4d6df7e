/**
 * Round 12: the person-name builtin on the own uncased-script family (labelled/pii-r12-names-uncased.ts),
 * its tuning half and its held-out half apart. `--verbose` lists the tuning half's misses and false
 * positives only (the held-out half is reported as rates).
 *
 *   npx tsx scripts/filters/r12-uncased.ts [--verbose]
 */
import { round12Halves } from "../../server/content-filters/labelled/pii-r12-names-uncased";
import { reportNameHalves } from "./probe-halves";

const { tune, held } = round12Halves();
reportNameHalves(
  [
    ["tune", tune],
    ["held-out", held],
  ],
  process.argv.includes("--verbose") ? "tune" : null,
);
