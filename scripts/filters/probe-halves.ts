/**
 * Shared by the probe report scripts (r12-small.ts, r15-small.ts, r12-uncased.ts, r14-names.ts,
 * r15-names.ts): a builtin on one half of an own probe, and the person-name reports' printout.
 */
import { BUILTINS, type BuiltinSlug } from "../../server/content-filters/builtins";
import type { Labelled } from "../../server/content-filters/labelled/rng";

export interface HalfScore {
  /** Every row of the half, in order, with whether the builtin found anything in it. */
  rows: Array<{ x: Labelled; hit: boolean }>;
  pos: number;
  neg: number;
  /** Positives found. */
  tp: number;
  /** Negatives found (false positives). */
  fp: number;
}

export function scoreHalf(slug: BuiltinSlug, xs: readonly Labelled[]): HalfScore {
  const detect = BUILTINS[slug].detect;
  const rows = xs.map((x) => ({ x, hit: detect(x.text).length > 0 }));
  const count = (label: 0 | 1, hit?: boolean) => rows.filter((r) => r.x.label === label && (hit === undefined || r.hit === hit)).length;
  return { rows, pos: count(1), neg: count(0), tp: count(1, true), fp: count(0, true) };
}

/**
 * The person-name reports: per half its languages, positives found and false positives; for the half
 * named `verboseHalf` (the one tuned on) also its misses and false positives, with what was found.
 */
export function reportNameHalves(halves: ReadonlyArray<readonly [name: string, xs: Labelled[]]>, verboseHalf: string | null): void {
  const detect = BUILTINS["person-name"].detect;
  const width = Math.max(...halves.map(([name]) => name.length)) + 1;
  const oneLine = (t: string) => t.replace(/\n/g, "⏎");
  for (const [name, xs] of halves) {
    const { rows, pos, neg, tp, fp } = scoreHalf("person-name", xs);
    const langs = new Set(xs.map((x) => x.lang)).size;
    process.stdout.write(`${name.padEnd(width)} ${langs} languages  positives ${tp}/${pos} (${((100 * tp) / pos).toFixed(1)}%)  false positives ${fp}/${neg} (${((100 * fp) / neg).toFixed(1)}%)\n`);
    if (name !== verboseHalf) continue;
    for (const { x, hit } of rows) if (x.label === 1 && !hit) process.stdout.write(`  missed  [${x.lang}] ${oneLine(x.text)}\n`);
    for (const { x, hit } of rows)
      if (x.label === 0 && hit) process.stdout.write(`  false + [${x.lang}] ${oneLine(x.text)}  → ${detect(x.text).map(([a, b]) => x.text.slice(a, b)).join(" | ")}\n`);
  }
}

/** reportNameHalves on a probe split by randomHalves (labelled/rng.ts): sources `${tag}-dev` and `${tag}-held`. */
export function reportRandomHalves(all: readonly Labelled[], tag: string, verbose: boolean): void {
  const half = (h: string) => all.filter((x) => x.source === `${tag}-${h}`);
  reportNameHalves(
    [
      ["dev", half("dev")],
      ["held", half("held")],
    ],
    verbose ? "dev" : null,
  );
}
