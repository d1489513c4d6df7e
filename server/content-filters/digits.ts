/**
 * Digits other than ASCII that numbers are written in: the decimal digits of every script
 * (Unicode Nd: Arabic-Indic, Persian, Devanagari, Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu,
 * Kannada, Malayalam, Sinhala, Thai, Lao, Tibetan, Myanmar, Khmer, Mongolian, full-width, N'Ko,
 * Balinese, Javanese… and those outside the BMP: Adlam, Osmanya, mathematical digits…); and the
 * full-width or typographic punctuation around them (＋ － （ ） ． ／ ： ideographic space, hyphens
 * and en dash, the Arabic decimal and thousands separators ٫ ٬). A BMP character is one UTF-16 code
 * unit and becomes one; a digit outside the BMP (two code units) becomes one, and
 * `onAsciiDigits` maps the ranges found back onto the original text.
 */
import type { Range } from "./spans";

const PUNCT = "\uff0b\uff0d\uff08\uff09\uff0e\uff0f\uff1a\u3000\u2010-\u2013\u066b\u066c";
const NATIVE = new RegExp(`[^\\P{Nd}0-9]|[${PUNCT}]`, "gu");
const NATIVE_TEST = new RegExp(NATIVE.source, "u");
/**
 * A quick test without the u flag: the BMP's decimal digits other than ASCII (Unicode 17), the
 * punctuation, and the lead surrogates of the planes that hold digits (Adlam, Osmanya, mathematical
 * digits…; then NATIVE_TEST decides). None is in Latin-1: V8 answers it at once for a one-byte
 * string, the common case. digits.test.ts checks that it holds every BMP Nd character.
 */
const QUICK = new RegExp(
  "[\u0660-\u0669\u06f0-\u06f9\u07c0-\u07c9\u0966-\u096f\u09e6-\u09ef\u0a66-\u0a6f\u0ae6-\u0aef\u0b66-\u0b6f\u0be6-\u0bef\u0c66-\u0c6f\u0ce6-\u0cef\u0d66-\u0d6f" +
    "\u0de6-\u0def\u0e50-\u0e59\u0ed0-\u0ed9\u0f20-\u0f29\u1040-\u1049\u1090-\u1099\u17e0-\u17e9\u1810-\u1819\u1946-\u194f\u19d0-\u19d9\u1a80-\u1a89\u1a90-\u1a99" +
    "\u1b50-\u1b59\u1bb0-\u1bb9\u1c40-\u1c49\u1c50-\u1c59\ua620-\ua629\ua8d0-\ua8d9\ua900-\ua909\ua9d0-\ua9d9\ua9f0-\ua9f9\uaa50-\uaa59\uabf0-\uabf9\uff10-\uff19" +
    `${PUNCT}\ud801\ud803-\ud807\ud818\ud81a\ud81b\ud833\ud835\ud838-\ud83a\ud83e]`,
);

/** The value of a decimal digit of any script: Nd digits come in runs of ten from 0 to 9 (Unicode's stability policy), so the count of Nd code points before it in its run, modulo 10. */
const VALUE = new Map<number, string>();
const ND = /^\p{Nd}$/u;
function digitValue(cp: number): string {
  let v = VALUE.get(cp);
  if (v === undefined) {
    let k = 0;
    while (k < 100 && ND.test(String.fromCodePoint(cp - k - 1))) k++;
    v = String(k % 10);
    VALUE.set(cp, v);
  }
  return v;
}

/** One native digit or punctuation mark as ASCII. */
function ascii(c: string): string {
  const x = c.codePointAt(0)!;
  switch (x) {
    case 0xff0b:
      return "+";
    case 0xff08:
      return "(";
    case 0xff09:
      return ")";
    case 0xff0e:
    case 0x066b:
      return ".";
    case 0x066c:
      return ",";
    case 0xff0f:
      return "/";
    case 0xff1a:
      return ":";
    case 0x3000:
      return " ";
    case 0xff0d:
    case 0x2010:
    case 0x2011:
    case 0x2012:
    case 0x2013:
      return "-";
    default:
      return digitValue(x);
  }
}

/** Whether the text has a digit of another script or punctuation read here. */
export function hasNativeDigits(text: string): boolean {
  return QUICK.test(text) && NATIVE_TEST.test(text);
}

/** The text with native digits and full-width punctuation as ASCII (the same text when it has none). A digit outside the BMP shortens the text: use onAsciiDigits for ranges. */
export function asciiDigits(text: string): string {
  return hasNativeDigits(text) ? text.replace(NATIVE, ascii) : text;
}

/**
 * A detector run on the text with ASCII digits, its ranges those of the original text: the same
 * ranges when every replaced character was one code unit (the BMP), mapped back otherwise.
 */
export function onAsciiDigits<R extends Range>(text: string, detect: (t: string) => R[]): Range[] {
  if (!hasNativeDigits(text)) return detect(text);
  const t = text.replace(NATIVE, ascii);
  if (t.length === text.length) return detect(t);
  // where each code unit of t starts in the original, and the original's length at the end
  const at: number[] = [];
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    at.push(i);
    // (an astral digit became one code unit; any other astral character is still two)
    if (cp > 0xffff && !ND.test(String.fromCodePoint(cp))) at.push(i + 1);
    i += cp > 0xffff ? 2 : 1;
  }
  at.push(text.length);
  return detect(t).map(([a, b]) => [at[a], at[b]] as const);
}

/** Digits of Arabic-Indic, Persian, Devanagari, Thai and full-width, no punctuation (the address layouts' reading). */
export const OTHER_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u0e50-\u0e59\uff10-\uff19]/;
const OTHER_DIGITS_G = new RegExp(OTHER_DIGITS.source, "g");

/** The text with the digits of OTHER_DIGITS as ASCII digits, punctuation left as it is (the address layouts' reading). */
export function asciiOtherDigits(text: string): string {
  return text.replace(OTHER_DIGITS_G, (c) => digitValue(c.charCodeAt(0)));
}
