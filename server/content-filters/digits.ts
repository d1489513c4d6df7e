/**
 * Digits other than ASCII that numbers are written in: full-width (Japanese, Chinese), Arabic-Indic
 * and Persian; and the full-width or typographic punctuation around them (＋ － （ ） ． ideographic
 * space, hyphens and en dash). Each is one UTF-16 code unit and becomes one: a range found in the
 * result is the same range of the original text.
 */
const NATIVE = /[\uff10-\uff19\u0660-\u0669\u06f0-\u06f9\uff0b\uff0d\uff08\uff09\uff0e\u3000\u2010-\u2013]/g;
const NATIVE_TEST = /[\uff10-\uff19\u0660-\u0669\u06f0-\u06f9\uff0b\uff0d\uff08\uff09\uff0e\u3000\u2010-\u2013]/;

/** The zeros of the digit systems read here: full-width, Thai, Devanagari, Persian, Arabic-Indic. */
const DIGIT_ZEROS = [0xff10, 0x0e50, 0x0966, 0x06f0, 0x0660];

/** One native digit or punctuation mark as ASCII (a digit of any system in DIGIT_ZEROS). */
function ascii(c: string): string {
  const x = c.charCodeAt(0);
  for (const zero of DIGIT_ZEROS) if (x >= zero && x <= zero + 9) return String.fromCharCode(48 + x - zero);
  switch (x) {
    case 0xff0b:
      return "+";
    case 0xff08:
      return "(";
    case 0xff09:
      return ")";
    case 0xff0e:
      return ".";
    case 0x3000:
      return " ";
    default:
      return "-";
  }
}

/** The text with native digits and full-width punctuation as ASCII (the same text when it has none). */
export function asciiDigits(text: string): string {
  return NATIVE_TEST.test(text) ? text.replace(NATIVE, ascii) : text;
}

/** Digits of every system in DIGIT_ZEROS (Thai and Devanagari included), no punctuation. */
export const OTHER_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u0e50-\u0e59\uff10-\uff19]/;
const OTHER_DIGITS_G = new RegExp(OTHER_DIGITS.source, "g");

/** The text with the digits of every system in DIGIT_ZEROS as ASCII digits, punctuation left as it is (the address layouts' reading). */
export function asciiOtherDigits(text: string): string {
  return text.replace(OTHER_DIGITS_G, ascii);
}
