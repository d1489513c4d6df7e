import { describe, expect, it } from "vitest";
import type { Labelled } from "../content-filters/labelled/rng";

/**
 * The checks every round's probe test makes (test support, imported by *.test.ts only): the probe's size per
 * label, its classes and languages, each text in one half only; and, for a detector judged on the probe
 * itself, its detection and false-positive rates on each half. Rates, never examples.
 */
type Row = Labelled & { cls?: string };

export interface ProbeShape {
  positives: number;
  negatives: number;
  /** exactly this many classes */
  classes?: number;
  /** at least this many classes */
  minClasses?: number;
  /** at least this many languages */
  languages?: number;
  /** the halves' tag (`r21`: sources ending `r21-dev` / `r21-held`): no text in both */
  halves?: string;
}

export function expectProbeShape(all: readonly Row[], want: ProbeShape): void {
  expect(all.filter((x) => x.label === 1).length).toBeGreaterThanOrEqual(want.positives);
  expect(all.filter((x) => x.label === 0).length).toBeGreaterThanOrEqual(want.negatives);
  const classes = new Set(all.map((x) => x.cls)).size;
  if (want.classes !== undefined) expect(classes).toBe(want.classes);
  if (want.minClasses !== undefined) expect(classes).toBeGreaterThanOrEqual(want.minClasses);
  if (want.languages !== undefined) expect(new Set(all.map((x) => x.lang)).size).toBeGreaterThanOrEqual(want.languages);
  if (want.halves !== undefined) {
    const dev = new Set(all.filter((x) => x.source.endsWith(`${want.halves}-dev`)).map((x) => x.text));
    expect(all.filter((x) => x.source.endsWith(`${want.halves}-held`)).some((x) => dev.has(x.text))).toBe(false);
  }
}

/** The share of `xs` in which `detect` finds anything. */
export function detectedShare(detect: (text: string) => readonly unknown[], xs: ReadonlyArray<{ text: string }>): number {
  return xs.filter((x) => detect(x.text).length > 0).length / xs.length;
}

export interface HalfBar {
  recall: number;
  fpr: number;
}

/**
 * One test per half (sources ending `-dev` / `-held`): detection of the positives at least `recall`, of the
 * negatives at most `fpr`; `more` adds a half's own checks (a class's own bar).
 */
export function describeHalves(
  title: string,
  all: readonly Row[],
  detect: (text: string) => readonly unknown[],
  bars: { dev: HalfBar; held: HalfBar },
  more?: (half: readonly Row[], which: "dev" | "held") => void,
): void {
  describe(title, () => {
    for (const which of ["dev", "held"] as const) {
      it(`${which} half: detection and false-positive rate at the round's bars`, () => {
        const xs = all.filter((x) => x.source.endsWith(`-${which}`));
        expect(detectedShare(detect, xs.filter((x) => x.label === 1))).toBeGreaterThanOrEqual(bars[which].recall);
        expect(detectedShare(detect, xs.filter((x) => x.label === 0))).toBeLessThanOrEqual(bars[which].fpr);
        more?.(xs, which);
      });
    }
  });
}
