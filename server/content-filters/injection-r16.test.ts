import { describe, expect, it } from "vitest";
import { detectedShare } from "../test/probe-checks";
import { BUILTINS } from "./builtins";
import R16 from "./labelled/injection-phrases-r16.json";
import { ownInjectionSplit } from "./labelled/injection";

/**
 * Round 16 (injection false positives): the own held-out split's rates at the round's bar, and a
 * guard that the training-only near misses of labelled/injection-phrases-r16.json are not copies
 * of held-out texts (docs/filters-data-card.md, "Round 16").
 */
const { heldOut } = ownInjectionSplit();
const detect = BUILTINS["regex-prompt-injection"].detect;
const rate = (xs: Array<{ text: string }>) => detectedShare(detect, xs);

interface Family {
  frames: string[];
  fill: string[];
  fill2?: string[];
}
function composed(): string[] {
  const out: string[] = [];
  for (const byLang of Object.values(R16 as unknown as Record<string, Record<string, Family> | string>)) {
    if (typeof byLang === "string") continue;
    for (const f of Object.values(byLang)) for (const frame of f.frames) for (const x of f.fill) for (const y of f.fill2 ?? [""]) out.push(frame.replace("{x}", x).replace("{y}", y));
  }
  return out;
}
const words = (t: string) => new Set(t.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
function jaccard(a: Set<string>, b: Set<string>): number {
  let i = 0;
  for (const w of a) if (b.has(w)) i++;
  return i / (a.size + b.size - i);
}

describe("prompt-injection round 16", () => {
  it("the own held-out split: injections found at 95 %, benign texts flagged at most 2 %", () => {
    const pos = heldOut.filter((x) => x.label === 1);
    const neg = heldOut.filter((x) => x.label === 0);
    expect(neg.length).toBeGreaterThan(500);
    expect(rate(pos)).toBeGreaterThanOrEqual(0.95);
    expect(rate(neg)).toBeLessThanOrEqual(0.02);
  });

  it("the training-only near misses share under half their words with any held-out text", () => {
    const texts = composed();
    expect(texts.length).toBeGreaterThan(500);
    const held = heldOut.map((x) => words(x.text));
    let worst = 0;
    for (const t of texts) {
      const w = words(t);
      for (const h of held) worst = Math.max(worst, jaccard(w, h));
    }
    expect(worst).toBeLessThan(0.5);
  });
});
