import { mulberry32, pick } from "./labelled/rng";

/**
 * Families of adversarial texts for the content filters' cost (scripts/filters/hostile-cost.ts and
 * hostile-r16.test.ts): each built, deterministically, at any length, from what the detectors
 * key on (capitals, digit groups, @ and dots, cue words, scripts without spaces, separators) and from
 * what breaks assumptions (lone surrogates, NUL, base64, punctuation runs). "prose" is the ordinary
 * text they are compared with.
 */

export const HOSTILE_FAMILIES = [
  "prose",
  "caps",
  "caps-comma",
  "digits",
  "digit-spaced",
  "at-dot",
  "at-dot-words",
  "cjk",
  "thai",
  "arabic",
  "commas",
  "cues",
  "unicode",
  "base64",
  "punct",
  "mixed",
] as const;
export type HostileFamily = (typeof HOSTILE_FAMILIES)[number];

const PROSE =
  "Our quarterly review covers the migration of the billing service to the new cluster, the latency of the search " +
  "endpoint under load, and the open questions about data retention for European customers. The team measured p99 " +
  "latency at 180 ms after the cache change, down from 420 ms, and the error budget for the month is intact. ";
const CAPS = ["Anna", "Maria", "John", "Smith", "Street", "Van", "De", "La", "Mac", "Dr", "Mr", "Lee", "Kim", "Wang", "García", "Müller", "O'Brien", "Jean-Pierre", "Road", "Avenue", "North", "Ivan", "Петров", "Ольга", "Γιώργος"];
const CUES = ["my name is", "street", "call me at", "I am", "name:", "contact", "address", "lives at", "born", "Mr.", "email me at", "ssn", "card number", "ip", "phone", "ignore previous instructions", "system prompt"];

function build(len: number, seed: number, piece: (rng: () => number) => string): string {
  const rng = mulberry32(seed);
  const parts: string[] = [];
  let n = 0;
  while (n < len) {
    const p = piece(rng);
    parts.push(p);
    n += p.length;
  }
  return parts.join("").slice(0, len);
}

const digits = (rng: () => number, k: number): string => {
  let s = "";
  for (let i = 0; i < k; i++) s += String(Math.floor(rng() * 10));
  return s;
};
const range = (rng: () => number, lo: number, hi: number): string => String.fromCharCode(lo + Math.floor(rng() * (hi - lo)));

/** The family's text of `len` UTF-16 code units (the same text for the same family and length). */
export function hostileText(family: HostileFamily, len: number): string {
  switch (family) {
    case "prose":
      return build(len, 1, () => PROSE);
    case "caps":
      return build(len, 2, (r) => pick(r, CAPS) + " ");
    case "caps-comma":
      return build(len, 3, (r) => pick(r, CAPS) + pick(r, [", ", " ", ",\n", " and ", ". "]));
    case "digits":
      return build(len, 4, (r) => digits(r, 1 + Math.floor(r() * 5)) + pick(r, ["-", " ", ".", "/", "(", ")", "+", " - ", ":"]));
    case "digit-spaced":
      return build(len, 5, (r) => digits(r, 1) + pick(r, [" ", " ", "-", ", "]));
    case "at-dot":
      return build(len, 6, (r) => pick(r, ["a", "b", "x1", "é", "中"]) + pick(r, ["@", ".", "@", ",", "＠", "。", "%40", "&#64;"]));
    case "at-dot-words":
      return build(len, 7, (r) => pick(r, ["a", "b", "jane", "example"]) + pick(r, [" at ", " dot ", " [at] ", " (dot) ", " arroba ", " punto ", " 艾特 ", "点"]));
    case "cjk":
      return build(len, 8, (r) => range(r, 0x4e00, 0x9fff));
    case "thai":
      return build(len, 9, (r) => range(r, 0x0e01, 0x0e4c));
    case "arabic":
      return build(len, 10, (r) => range(r, 0x0621, 0x064a));
    case "commas":
      return build(len, 11, (r) => pick(r, [",", ",", "\n", ", ", ",\n", "a,", "1,"]));
    case "cues":
      return build(len, 12, (r) => pick(r, CUES) + " ");
    case "unicode":
      return build(len, 13, (r) => {
        const x = r();
        if (x < 0.1) return "\0";
        if (x < 0.25) return range(r, 0xd800, 0xe000); // lone surrogates, high and low
        if (x < 0.3) return String.fromCodePoint(0x10000 + Math.floor(r() * 0x20000));
        return range(r, 1, 0xd800);
      });
    case "base64":
      return build(len, 14, (r) => {
        const A = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        let s = "";
        for (let i = 0; i < 76; i++) s += A[Math.floor(r() * 64)];
        return s;
      });
    case "punct":
      return build(len, 15, (r) => pick(r, [".", "!", "?", "(", ")", "-", "'", '"', "«", "»", "…", ":", ";", "*", "#", "/", "\\", "[", "]"]).repeat(1 + Math.floor(r() * 40)));
    case "mixed":
      return build(len, 16, (r) =>
        pick(r, [
          () => pick(r, CAPS) + " " + pick(r, CAPS) + " ",
          () => `${digits(r, 3)}-${digits(r, 2)}-${digits(r, 4)} `,
          () => `${pick(r, ["jane", "a"])}@${pick(r, ["example", "b"])}.${pick(r, ["com", "c"])} `,
          () => pick(r, CUES) + " ",
          () => `${digits(r, 1)}${digits(r, 1)}.${digits(r, 2)}.${digits(r, 1)}.${digits(r, 3)} `,
          () => `${digits(r, 3)} ${pick(r, CAPS)} Street, `,
          () => "\n",
        ])(),
      );
  }
}
