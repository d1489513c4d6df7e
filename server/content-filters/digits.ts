/**
 * Digits other than ASCII that numbers are written in: full-width (Japanese, Chinese), Arabic-Indic
 * and Persian; and the full-width or typographic punctuation around them (＋ － （ ） ． ideographic
 * space, hyphens and en dash). Each is one UTF-16 code unit and becomes one: a range found in the
 * result is the same range of the original text.
 */
const NATIVE = /[\uff10-\uff19\u0660-\u0669\u06f0-\u06f9\uff0b\uff0d\uff08\uff09\uff0e\u3000\u2010-\u2013]/g;
const NATIVE_TEST = /[\uff10-\uff19\u0660-\u0669\u06f0-\u06f9\uff0b\uff0d\uff08\uff09\uff0e\u3000\u2010-\u2013]/;

function ascii(c: string): string {
  const x = c.charCodeAt(0);
  if (x >= 0xff10 && x <= 0xff19) return String.fromCharCode(x - 0xfee0);
  if (x >= 0x0660 && x <= 0x0669) return String.fromCharCode(x - 0x0630);
  if (x >= 0x06f0 && x <= 0x06f9) return String.fromCharCode(x - 0x06c0);
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
