import { HINT_LEET, HINT_SPACED, LEET } from "./injection-model";

/**
 * Round 19 (docs/filters-data-card.md): obfuscations that normalize() does not undo, or undoes in a
 * way that loses the words — leetspeak with one- and two-character tokens ("4ll", "m3") and 1 for l
 * ("ru13s"), letters separated by dots or spaces with wider gaps between the words
 * ("I.G.N.O.R.E  Y.O.U.R", which normalize() runs together into one word), syllables split by
 * hyphens ("ig-nore prev-ious in-struc-tions"), quoted parts joined with + ("'ign' + 'ore'"), and
 * text written backwards with a cue to read it so ("…snoitcurtsni suoiverp lla erongi").
 *
 * deobfuscatedVariant() returns a second reading of the text for the detector to score too (it
 * keeps the higher score), or null — the usual case — when no cheap gate fires. The gates read
 * the flags normalize() and the featurizer's walk computed anyway and a few indexOf loops, so a
 * text without these tricks pays well under a microsecond per KB for them.
 */

const isLetter = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 0xdf && c <= 0x24f && c !== 0xf7);

/** Letter-hyphen-letter occurrences (found by indexOf: hyphens are rare in prose), capped at `cap`. */
export function intraWordHyphens(t: string, cap: number): number {
  let n = 0;
  for (let i = t.indexOf("-", 1); i > 0 && i < t.length - 1; i = t.indexOf("-", i + 1)) {
    if (isLetter(t.charCodeAt(i - 1)) && isLetter(t.charCodeAt(i + 1)) && ++n >= cap) return n;
  }
  return n;
}

// a cue to read backwards, in a few languages
const REVERSE_CUE = /backwards?|reverse|rückwärts|umgekehrt|à l'envers|a l'envers|al revés|al reves|de trás para frente|invertit|achterstevoren|задом наперёд|наоборот|倒着|反过来|逆から|逆さ/;

// a token of letters and leet digits with at least one of each (or a lone 4 / 3: "a", Italian "e")
const LEET_TOKEN = /(?<![\p{L}\p{N}])(?=[\p{L}0-9@$]*\p{L})(?=[\p{L}0-9@$]*[0-9@$])[\p{L}0-9@$]{2,}(?![\p{L}\p{N}])/gu;
const deLeetToken = (w: string): string => w.replace(/[0134579@$]/g, (c, at: number) => (c === "1" && at > 0 && w[at - 1] === "u" ? "l" : (LEET[c] ?? c)));

// single letters joined by the same separator (". - _ *" or one space): "i.g.n.o.r.e", "f-o-r-g-e-t", "i g n o r e"
// (two letters suffice with a dot or a hyphen: "a.s"; a space needs three)
const SPACED_RUN = /(?<!\p{L})\p{L}([.\-_*]|[ ](?! ))(?:\p{L}\1)*\p{L}(?!\p{L})\.?/gu;
const joinSpaced = (w: string): string => (w.length < 5 && w[1] === " " ? w : w.replace(/[ .\-_*]/g, ""));
// quoted parts joined by +, and variables of quoted parts assigned one after another
const CONCAT_JOIN = /(['"`])\s*\+\s*\1|(['"`])\s*[;,]\s*[a-z_]\w{0,8}\s*=\s*\2/g;

const isNameCode = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isQuoteCode = (c: number): boolean => c === 39 || c === 34 || c === 96;
/** The first character code at or after i (step +1) or at or before i (step -1) that is not a space. */
function skipSpaces(t: string, i: number, step: number): number {
  while (i >= 0 && i < t.length && t.charCodeAt(i) === 32) i += step;
  return i >= 0 && i < t.length ? t.charCodeAt(i) : -1;
}
/** Whether a + joins two quoted parts ("'ign' + 'ore'"), or a quoted part is assigned right after another ("'ign'; b = 'ore'"): indexOf over + and =, no regex. */
export function quotedJoin(t: string): boolean {
  for (let i = t.indexOf("+"); i >= 0; i = t.indexOf("+", i + 1)) if (isQuoteCode(skipSpaces(t, i - 1, -1)) && isQuoteCode(skipSpaces(t, i + 1, 1))) return true;
  for (let i = t.indexOf("="); i >= 0; i = t.indexOf("=", i + 1)) {
    if (!isQuoteCode(skipSpaces(t, i + 1, 1))) continue;
    // back over spaces, a short name, spaces, then ";" or "," after a quote
    let j = i - 1;
    while (j >= 0 && t.charCodeAt(j) === 32) j--;
    const end = j;
    while (j >= 0 && isNameCode(t.charCodeAt(j)) && end - j < 9) j--;
    if (j === end) continue;
    while (j >= 0 && t.charCodeAt(j) === 32) j--;
    if (j >= 1 && (t[j] === ";" || t[j] === ",") && isQuoteCode(skipSpaces(t, j - 1, -1))) return true;
  }
  return false;
}

/**
 * A de-obfuscated reading of `raw` (lower case), or null when none of the tricks above is likely.
 * `hints`: normalize()'s HINT_* flags for raw; `reversedWords`: the backwards key words the
 * featurizer's walk of raw met (injection-model.ts, lastReversedWords).
 */
export function deobfuscatedVariant(raw: string, hints: number, reversedWords: number): string | null {
  // the reading so far: the lower-cased text, with each trick undone below applied on top of the ones before
  let v: string | null = null;
  const reading = (): string => (v ??= raw.toLowerCase());
  // leetspeak: several tokens mixing letters and digits, a fifth of the words or more
  if (hints & HINT_LEET) {
    const t = reading();
    const m = t.match(LEET_TOKEN);
    if (m !== null && m.length >= 3 && m.length * 5 >= t.split(/\s+/).length) {
      v = t.replace(LEET_TOKEN, deLeetToken).replace(/(?<![\p{L}\p{N}.,])[34](?![\p{L}\p{N}.,])/gu, (c) => (c === "4" ? "a" : "e"));
    }
  }
  // letters separated by dots, hyphens or single spaces (words by wider gaps)
  if (hints & HINT_SPACED) {
    const t = reading();
    const joined = t.replace(SPACED_RUN, joinSpaced);
    if (joined !== t) v = joined.replace(/ {2,}/g, " ");
  }
  // syllables split by hyphens: at least three, one per ~60 characters
  const hy = intraWordHyphens(raw, 1 << 30);
  if (hy >= 3 && hy * 60 >= raw.length) v = reading().replace(/(?<=\p{L})-(?=\p{L})/gu, "");
  // quoted parts joined with +
  if (quotedJoin(raw)) {
    // the joined string's quotes dropped too: the payload is addressed, not quoted
    const t = reading();
    const joined = t.replace(CONCAT_JOIN, "");
    if (joined !== t) v = joined.replace(/['"`]/g, " ");
  }
  // backwards text: a reversed key word, and a cue to read backwards or a second reversed key word
  if (reversedWords > 0) {
    const t = reading();
    if (reversedWords >= 2 || REVERSE_CUE.test(t)) v = `${t}\n${[...t].reverse().join("")}`;
  }
  return v !== null && v !== raw.toLowerCase() ? v : null;
}
