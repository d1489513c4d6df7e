import { describe, expect, it } from "vitest";
import { BUILTIN_SLUGS, type Range } from "./builtins";
import { HOSTILE_FAMILIES, hostileText } from "./hostile-families";
import { compileFilterSet, ScanBudgetError, scanTexts, WINDOW_LEAD, WINDOW_TAIL, WINDOW_ZONE, windowsOf, type CompiledFilter } from "./scan";

/**
 * Hostile-text round 16: every builtin on every hostile family (hostile-families.ts) at 256 KB, through the
 * gateway's path (scanTexts: windows and the scan budget). Each must return or refuse with ScanBudgetError (fail
 * closed); the bound is the test timeout, not a timing assertion (a shared machine's timings vary).
 */
const SIZE = 256 * 1024;

describe.each(BUILTIN_SLUGS.map((s) => [s]))("builtin %s on hostile text", (slug) => {
  it(
    `returns or refuses on every family at ${SIZE / 1024} KB`,
    () => {
      const set = compileFilterSet([{ slug, action: slug === "regex-prompt-injection" ? "flag" : "redact" }], []);
      let refused = 0;
      for (const fam of HOSTILE_FAMILIES) {
        const text = hostileText(fam, SIZE);
        expect(text.length).toBe(SIZE);
        try {
          const r = scanTexts(set, [{ origin: "user", text }]);
          expect(r.texts).toHaveLength(1);
        } catch (err) {
          expect(err).toBeInstanceOf(ScanBudgetError);
          refused++;
        }
      }
      expect(refused).toBeLessThanOrEqual(HOSTILE_FAMILIES.length);
    },
    180_000,
  );
});

describe("windows of a long text", () => {
  it("cover every offset once by zones, and read whole any text up to one window", () => {
    const short = WINDOW_ZONE + WINDOW_LEAD + WINDOW_TAIL;
    expect(windowsOf(short)).toEqual([[0, 0, short, short]]);
    for (const len of [short + 1, 3 * WINDOW_ZONE, 3 * WINDOW_ZONE + WINDOW_TAIL, 3 * WINDOW_ZONE + WINDOW_TAIL + 1, 1024 * 1024]) {
      const w = windowsOf(len);
      expect(w[0][1]).toBe(0);
      expect(w[w.length - 1][2]).toBe(len);
      for (let k = 1; k < w.length; k++) expect(w[k][1]).toBe(w[k - 1][2]);
      for (const [from, zs, ze, to] of w) {
        expect(from).toBe(Math.max(0, zs - WINDOW_LEAD));
        expect(to).toBe(ze === len ? len : Math.min(len, ze + WINDOW_TAIL));
      }
    }
  });

  it("never cut a surrogate pair", () => {
    const text = "\u{1F600}".repeat(40_000);
    for (const [from, zs, ze, to] of windowsOf(text.length, text)) for (const i of [from, zs, ze, to]) expect(i % 2).toBe(0);
  });

  it("find an item across every cut once, and one padded far into the text (padding does not hide it)", () => {
    const set = compileFilterSet([{ slug: "email", action: "redact" }, { slug: "ssn", action: "redact" }], []);
    const pad = hostileText("prose", 200 * 1024);
    const items = ["jane.doe@example.com", "SSN 123-45-6789"];
    // an item starting a few characters before, at and after each cut
    let text = "";
    const placed: number[] = [];
    for (const [, zs] of windowsOf(pad.length + 4096)) {
      for (const d of [-12, -3, 0, 5]) {
        const at = zs + d;
        if (at <= text.length + 40) continue;
        text += pad.slice(text.length, at - 1) + " ";
        placed.push(text.length);
        text += items[placed.length % 2] + " ";
      }
    }
    text += pad.slice(text.length);
    const r = scanTexts(set, [{ origin: "user", text }]);
    expect((r.redactions.email ?? 0) + (r.redactions.ssn ?? 0)).toBe(placed.length);
    expect(r.texts[0]).not.toContain("@example.com");
    expect(r.texts[0]).not.toContain("123-45-6789");
  });

  it("give the same ranges as the whole text on long prose with items", () => {
    const set = compileFilterSet(BUILTIN_SLUGS.filter((s) => s !== "regex-prompt-injection").map((slug) => ({ slug, action: "redact" as const })), []);
    const items = ["Please email jane.doe@example.com", "call +1 415-555-0132", "card 4111 1111 1111 1111", "from 10.0.0.12", "Regards, Robert Smith"];
    let text = "";
    for (let i = 0; text.length < 60 * 1024; i++) text += hostileText("prose", 700 + ((i * 37) % 300)) + items[i % items.length] + ". ";
    const windowed = scanTexts(set, [{ origin: "user", text }]).texts[0];
    const whole = scanTexts(
      set.map((f): CompiledFilter => ({ ...f, windowed: false })),
      [{ origin: "user", text }],
    ).texts[0];
    expect(windowed).toBe(whole);
  });
});

describe("the scan budget", () => {
  it("refuses (ScanBudgetError) a scan that runs past it, and passes one within it", () => {
    const slow: CompiledFilter = {
      name: "slow",
      action: "block",
      label: "[X]",
      userOnly: false,
      windowed: true,
      detect(text: string): Range[] {
        const t0 = process.cpuUsage();
        for (let u = process.cpuUsage(t0); (u.user + u.system) / 1000 < 3; u = process.cpuUsage(t0));
        return text.includes("needle") ? [[0, 1]] : [];
      },
    };
    const text = "x".repeat(200 * 1024); // 13 windows: the budget is read after the eighth (every 64 KiB read)
    expect(() => scanTexts([slow], [{ origin: "user", text }], { baseMs: 5, msPerKb: 0 })).toThrow(ScanBudgetError);
    expect(scanTexts([slow], [{ origin: "user", text }], { baseMs: 5_000, msPerKb: 0 }).blockedBy).toBeNull();
  });
});
