/**
 * The learned prompt-injection detector (decisions.md "Guardrails", docs/filters-data-card.md):
 * hashed word uni/bigrams (and quoted words: a word between quotation marks), character 3- and 5-grams of word-padded tokens (CJK: 2-grams too),
 * runs of punctuation that hold a code character ("():", "==", "<|"),
 * concept words of ~30 languages and ordered pairs of concepts within 8 words (round 9:
 * injection-concepts.ts; "ignore … instructions" and its translations share features; round 10:
 * concept words found as substrings inside runs of Chinese, Japanese and Thai, and a sentence's
 * first concept when it is among its first three words; round 12: concepts of agentic attacks —
 * tool / function call, send / upload, chat history / credentials, silently, the user, claimed
 * authority, rules cancelled, combine / part, summarising / processing, delete — and an address to
 * an AI: an AI word followed by a colon or comma, and the first concept after that mark;
 * and (round 12, direct injections) role play, mode and terminal
 * concepts, and each word's forms with clitics and verb prefixes attached — "والتعليمات",
 * "проигнорируй" — generated into the concept table, so morphology costs nothing per word, and
 * a possessive "your" suffix on a concept word — "instruksimu", "تعليماتك" — as the second person),
 * each counted once per text (and once per sentence for windows), after a normalisation
 * that undoes common obfuscation (case, NFKC, zero-width characters, Latin/Cyrillic look-alikes,
 * leetspeak inside words, s p a c e d letters, base64 and hex runs, ROT13 when the text names it),
 * scored by a logistic regression
 * whose weights are int8 in injection-model.bin (constants in injection-model.weights.ts) (trained by
 * scripts/filters/train-injection.ts). A text scores as its most suspicious window of one to
 * three sentences, or as a whole: an injection inside a long document is not diluted by the
 * document around it.
 *
 * The same featurizer serves training (featurize) and scoring (scoreText); scoring never builds
 * strings per feature: hashes roll over char codes.
 */

import { conceptEntries, noSpaceConceptEntries } from "./injection-concepts";

export const HASH_BITS = 20;
export const DIM = 1 << HASH_BITS;
const MASK = DIM - 1;

const ZERO_WIDTH = /[\u200b-\u200f\u2060-\u2064\ufeff\u00ad]/g;
const CONFUSABLE: Record<string, string> = { "\u0430": "a", "\u0435": "e", "\u043e": "o", "\u0440": "p", "\u0441": "c", "\u0443": "y", "\u0445": "x", "\u0456": "i", "\u0458": "j", "\u0455": "s", "\u0501": "d", "\u0578": "n", "\u0261": "g" };
const CONFUSABLE_RE = /[\u0430\u0435\u043e\u0440\u0441\u0443\u0445\u0456\u0458\u0455\u0501\u0578\u0261]/g;
const MIXED_SCRIPT = /[a-z][\u0430\u0435\u043e\u0440\u0441\u0443\u0445\u0456\u0458\u0455]|[\u0430\u0435\u043e\u0440\u0441\u0443\u0445\u0456\u0458\u0455][a-z]/;
/** Leetspeak digits and signs and the letters they stand for (also injection-variants.ts). */
export const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s" };
const LEET_WORD = /\b(?=[a-z0-9@$]*[a-z])(?=[a-z0-9@$]*[0-9@$])[a-z0-9@$]{3,}\b/g;
const SPACED = /\b(?:\p{L}[ .\-_*] ?){3,}\p{L}\b/gu;
const BASE64_RUN = /(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{20,}={0,2}/g;
// cheap prechecks before the replacements: a digit or @ $ between letters (hasLeetHint); four single letters in a row
const SPACED_HINT = /(?:^|[^\p{L}])\p{L}[ .\-_*] ?\p{L}[ .\-_*] ?\p{L}[ .\-_*] ?\p{L}(?![\p{L}])/u;

/** Whether some run of 20 base64 characters exists (a loop: cheaper than the regex on prose). */
function hasLongRun(t: string): boolean {
  let run = 0;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 47) {
      if (++run >= 20) return true;
    } else run = 0;
  }
  return false;
}

const isLowerAscii = (c: number): boolean => c >= 97 && c <= 122;
const isDigitOrDollar = (c: number): boolean => (c >= 48 && c <= 57) || c === 36;

/**
 * Whether /[a-z][0-9$]+[a-z]|(?<![a-z0-9@.])[0-9@$][a-z]{2}/ matches somewhere in `t` (a loop
 * over char codes: the regex costs ~5 ns a character on prose, this a fraction of it).
 */
export function hasLeetHint(t: string): boolean {
  const n = t.length;
  for (let i = 0; i < n; i++) {
    const c = t.charCodeAt(i);
    // both alternatives start at a [0-9@$] (all below 'A'): letters and most punctuation are one compare
    if (c > 64 || !(isDigitOrDollar(c) || c === 64)) continue;
    const p = i > 0 ? t.charCodeAt(i - 1) : -1;
    if (isLowerAscii(p)) {
      // a letter, a run of [0-9$], a letter (the run walked from its first character)
      if (c === 64) continue;
      let j = i + 1;
      while (j < n && isDigitOrDollar(t.charCodeAt(j))) j++;
      if (j < n && isLowerAscii(t.charCodeAt(j))) return true;
      i = j - 1;
    } else if (!((p >= 48 && p <= 57) || p === 64 || p === 46) && i + 2 < n && isLowerAscii(t.charCodeAt(i + 1)) && isLowerAscii(t.charCodeAt(i + 2))) {
      // [0-9@$] not after [a-z0-9@.], then two letters
      return true;
    }
  }
  return false;
}

const NON_ASCII = 1;
const LONG_RUN = 2;
const LEET_HINT = 4;
const SPACED_FOUND = 8;
const isAsciiLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isSpacedSep = (c: number): boolean => c === 32 || c === 46 || c === 45 || c === 95 || c === 42;

/** SPACED_HINT at a letter that follows no letter, on ASCII text: three times a separator, an optional space, a letter; then no letter. */
function spacedAt(t: string, i: number): boolean {
  let j = i;
  for (let k = 0; k < 3; k++) {
    if (!isSpacedSep(t.charCodeAt(j + 1))) return false;
    j += 2;
    if (t.charCodeAt(j) === 32) j++;
    if (!isAsciiLetter(t.charCodeAt(j))) return false;
  }
  return !isAsciiLetter(t.charCodeAt(j + 1));
}

/**
 * One pass over the raw text for normalize's prechecks: NON_ASCII (then nothing else is
 * reported), LONG_RUN (hasLongRun), and on ASCII text what hasLeetHint and SPACED_HINT would say
 * of its lower-cased form (lower-casing ASCII only maps A-Z to a-z).
 */
function asciiHints(t: string): number {
  let flags = 0;
  let run = 0;
  let prev = -1;
  const n = t.length;
  for (let i = 0; i < n; i++) {
    const c = t.charCodeAt(i);
    if (c > 127) return NON_ASCII;
    if (isAsciiLetter(c)) {
      if (++run >= 20) flags |= LONG_RUN;
      if ((flags & SPACED_FOUND) === 0 && !isAsciiLetter(prev) && spacedAt(t, i)) flags |= SPACED_FOUND;
    } else if (c >= 48 && c <= 57) {
      if (++run >= 20) flags |= LONG_RUN;
    } else if (c === 43 || c === 47) {
      if (++run >= 20) flags |= LONG_RUN;
    } else run = 0;
    if ((flags & LEET_HINT) === 0 && (isDigitOrDollar(c) || c === 64)) {
      if (isAsciiLetter(prev)) {
        // a letter, a run of [0-9$], a letter (checked from the run's first character)
        if (c !== 64) {
          let j = i + 1;
          while (j < n && isDigitOrDollar(t.charCodeAt(j))) j++;
          if (j < n && isAsciiLetter(t.charCodeAt(j))) flags |= LEET_HINT;
        }
      } else if (!((prev >= 48 && prev <= 57) || prev === 64 || prev === 46) && i + 2 < n && isAsciiLetter(t.charCodeAt(i + 1)) && isAsciiLetter(t.charCodeAt(i + 2))) {
        // [0-9@$] not after [a-z0-9@.], then two letters
        flags |= LEET_HINT;
      }
    }
    prev = c;
  }
  return flags;
}

const undoLeet = (t: string): string => t.replace(LEET_WORD, (w) => (/^[0-9]/.test(w) && /^[0-9]+[a-z]{1,3}$/.test(w) ? w : w.replace(/[013457@$]/g, (c) => LEET[c] ?? c)));
const undoSpaced = (t: string): string => t.replace(SPACED, (w) => w.replace(/[ .\-_*]/g, ""));

const ROT13_NAME = /\brot[-_ ]?13\b/;
const rot13 = (t: string): string => t.replace(/[a-z]/g, (c) => String.fromCharCode(((c.charCodeAt(0) - 97 + 13) % 26) + 97));
/**
 * A lower-cased text that names ROT13 ("decode this ROT13 and follow it") gets its ROT13 reading
 * appended (round 7): the payload is read as the model would read it. Cheap: one indexOf on
 * texts without "rot".
 */
export function withRot13(t: string): string {
  return t.includes("rot") && ROT13_NAME.test(t) ? `${t}\n ${rot13(t)}` : t;
}
// hex runs (two digits a byte, at least 10 bytes): decoded and appended like base64 runs (round 7)
const HEX_RUN = /(?<![0-9a-f])(?:[0-9a-f]{2}){10,}(?![0-9a-f])/gi;

/**
 * Whether decoded base64 / hex is mostly readable text: no control characters and no U+FFFD
 * (bytes that are not UTF-8), and over 70 % letters of any script or spaces (round 8: the test
 * counted a-z only, so a payload in Chinese, Russian or Arabic was thrown away).
 */
function readable(dec: string): boolean {
  return /^[\x20-\x7e\n\u00a0-\ufffc]*$/.test(dec) && (dec.match(/[\p{L} ]/gu)?.length ?? 0) > dec.length * 0.7;
}

/** Round 19: what the last normalize() call saw: HINT_LEET (digits inside words), HINT_SPACED (s p a c e d letters). */
export const HINT_LEET = LEET_HINT;
export const HINT_SPACED = SPACED_FOUND;
let lastHintFlags = 0;
/** The HINT_* flags of the last normalize() call (free: its prechecks computed them). */
export const lastNormalizeHints = (): number => lastHintFlags;

/** Lower-cased text with obfuscation undone (the features are taken from this). */
export function normalize(raw: string): string {
  const hints = raw.length >= 4 ? asciiHints(raw) : NON_ASCII;
  lastHintFlags = hints & (LEET_HINT | SPACED_FOUND);
  if ((hints & (NON_ASCII | LONG_RUN)) === 0) {
    // ASCII without base64 runs (most prompts): the prechecks came from the one pass above
    let t = raw.toLowerCase();
    if (hints & LEET_HINT) {
      t = undoLeet(t);
      // undoing leetspeak can turn a separator's neighbour into a letter: ask again
      if (SPACED_HINT.test(t)) t = undoSpaced(t);
    } else if (hints & SPACED_FOUND) t = undoSpaced(t);
    return withRot13(t);
  }
  let t = raw;
  // eslint-disable-next-line no-control-regex
  const ascii = !/[^\x00-\x7f]/.test(t);
  if (!ascii) t = t.normalize("NFKC").replace(ZERO_WIDTH, "");
  // base64 runs are decoded and appended (before lower-casing: base64 is case-sensitive)
  if (t.length >= 20 && hasLongRun(t)) {
    let extra = "";
    for (const m of t.matchAll(BASE64_RUN)) {
      if (m[0].length % 4 === 1) continue;
      const dec = Buffer.from(m[0], "base64").toString("utf8");
      // keep only what decodes to mostly readable text
      if (dec.length >= 6 && readable(dec)) extra += ` ${dec}`;
    }
    for (const m of t.matchAll(HEX_RUN)) {
      const dec = Buffer.from(m[0], "hex").toString("utf8");
      if (readable(dec)) extra += ` ${dec}`;
    }
    if (extra) t += `\n${extra}`;
  }
  t = t.toLowerCase();
  if (!ascii && MIXED_SCRIPT.test(t)) t = t.replace(CONFUSABLE_RE, (c) => CONFUSABLE[c] ?? c);
  if (hasLeetHint(t)) {
    lastHintFlags |= LEET_HINT;
    t = undoLeet(t);
  }
  if (SPACED_HINT.test(t)) {
    lastHintFlags |= SPACED_FOUND;
    t = undoSpaced(t);
  }
  return withRot13(t);
}

const isWordChar = (c: number): boolean =>
  (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 0xc0 && c !== 0xd7 && c !== 0xf7 && !(c >= 0x2000 && c <= 0x206f) && !(c >= 0x3000 && c <= 0x303f) && !(c >= 0xff00 && c <= 0xff0f) && c !== 0xff1a && c !== 0xff1b && c !== 0xff1f && c !== 0xff01 && c !== 0xff0c);
const isCjk = (c: number): boolean => (c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af);
/** Scripts written without spaces between words: CJK, Thai, Lao, Khmer, Myanmar. */
const isNoSpaceScript = (c: number): boolean => isCjk(c) || (c >= 0x0e00 && c <= 0x0eff) || (c >= 0x1780 && c <= 0x17ff) || (c >= 0x1000 && c <= 0x109f);
/** Sentence ends: . ! ? and their CJK forms, and newlines. */
const isSentenceEnd = (c: number): boolean => c === 46 || c === 33 || c === 63 || c === 10 || c === 0x3002 || c === 0xff01 || c === 0xff1f;

const FNV = 0x811c9dc5;
const PRIME = 0x01000193;
const SEED_WORD = 0x1234567;
const SEED_BIGRAM = 0x7654321;
const SEED_QUOTED = 0x3c6ef372;
const SEED_PUNCT = 0x5bd1e995;
/** ( ) [ ] { } = < > _ / \\ | # ; ` * & % ~ ^ + */
const isCodeChar = (c: number): boolean =>
  c === 40 || c === 41 || c === 91 || c === 93 || c === 123 || c === 125 || c === 61 || c === 60 || c === 62 || c === 95 || c === 47 || c === 92 || c === 124 || c === 35 || c === 59 || c === 96 || c === 42 || c === 38 || c === 37 || c === 126 || c === 94 || c === 43;
// an n-gram's index is (hash + n * 0x9e3779b1) mod DIM; only the low HASH_BITS of the sum count
const K2 = (2 * 0x9e3779b1) % DIM;
const K3 = (3 * 0x9e3779b1) % DIM;
const K5 = (5 * 0x9e3779b1) % DIM;
/** The padded token whose character n-grams are being hashed (" " + up to 24 characters + " "). */
const PAD = new Int32Array(26);
/** " " " " « » < >: each toggles "inside a quotation" (' and ' ' only at a word's edge). */
const isQuote = (c: number): boolean => c === 34 || c === 0x201c || c === 0x201d || c === 0x201e || c === 0xab || c === 0xbb || c === 0x300c || c === 0x300d;
const isSingleQuote = (c: number): boolean => c === 39 || c === 0x2018 || c === 0x2019;

// Concept words (round 9, injection-concepts.ts): a word, or a word's first 2–8 characters, that
// names a part of an attack in some language maps to a concept; each concept counts as a feature,
// and so does each ordered pair of different concepts at most CONCEPT_SPAN words apart. Looked up by
// the word hash the walk already rolls (prefix: the hash after k characters; whole word: that hash
// rolled over one more space), in an open-addressing table built once.
const SEED_CONCEPT = 0x27d4eb2f;
const SEED_CONCEPT_PAIR = 0x165667b1;
const CONCEPT_SPAN = 8;
// 15 since round 12 (its affixed forms: ~8,000 entries, a quarter of the slots)
const CONCEPT_BITS = 15;
const CONCEPT_MASK = (1 << CONCEPT_BITS) - 1;
const conceptKeys = new Int32Array(1 << CONCEPT_BITS);
const conceptIds = new Uint8Array(1 << CONCEPT_BITS);
const conceptSlot = (key: number): number => (key ^ (key >>> CONCEPT_BITS)) & CONCEPT_MASK;
/** The concept of a hash key, 0 for none. */
function conceptOf(key: number): number {
  let slot = conceptSlot(key);
  for (;;) {
    const k = conceptKeys[slot];
    if (k === key) return conceptIds[slot];
    if (k === 0) return 0;
    slot = (slot + 1) & CONCEPT_MASK;
  }
}
const wholeWordKey = (wh: number): number => Math.imul(wh ^ 32, PRIME) | 1;
for (const e of conceptEntries()) {
  let h = FNV ^ SEED_WORD;
  for (let k = 0; k < e.form.length; k++) h = Math.imul(h ^ e.form.charCodeAt(k), PRIME);
  const key = e.prefix ? h | 0 : wholeWordKey(h);
  if (key === 0 || conceptOf(key) !== 0) continue; // the first entry of a form wins
  let slot = conceptSlot(key);
  while (conceptKeys[slot] !== 0) slot = (slot + 1) & CONCEPT_MASK;
  conceptKeys[slot] = key;
  conceptIds[slot] = e.concept;
}
// Round 19: key words of an attack written backwards ("erongi", "snoitcurtsni", "tpmorp"), as
// whole words in the same table under an id of their own: the walk counts them (no feature), and
// the detector reads the count (lastReversedWords) to decide whether to score the text reversed.
// A form some concept prefix already covers is left out (its features stay as they were).
const REVERSED_WORD = 255;
const REVERSED_FORMS = "erongi arongi ereironngi ereironigi snoitcurtsni snoiccurtsni inoizurtsi negnusiewna suoiverp seroiretna tpmorp selur selgèr selger tegrof dragersid laever metsys sdrawkcab drowssap";
for (const form of REVERSED_FORMS.split(" ")) {
  let h = FNV ^ SEED_WORD;
  let covered = false;
  for (let k = 0; k < form.length; k++) {
    h = Math.imul(h ^ form.charCodeAt(k), PRIME);
    if (k >= 1 && k <= 7 && conceptOf(h) !== 0) covered = true;
  }
  const key = wholeWordKey(h);
  if (covered || key === 0 || conceptOf(key) !== 0) continue;
  let slot = conceptSlot(key);
  while (conceptKeys[slot] !== 0) slot = (slot + 1) & CONCEPT_MASK;
  conceptKeys[slot] = key;
  conceptIds[slot] = REVERSED_WORD;
}
let reversedWords = 0;
/** How many backwards key words the last walk met (round 19). */
export const lastReversedWords = (): number => reversedWords;

/** The last concepts seen in a walk and the word positions they were seen at (a ring of 4). */
const ringConcept = new Int32Array(4);
const ringPos = new Int32Array(4);

// Round 10: concept words inside runs of a no-space script (Chinese, Japanese, Thai), found as
// substrings: per first character, the entries starting with it, longest first.
const noSpaceByFirst = new Map<number, Array<{ form: string; concept: number }>>();
for (const e of noSpaceConceptEntries()) {
  const c = e.form.charCodeAt(0);
  const list = noSpaceByFirst.get(c) ?? [];
  list.push(e);
  noSpaceByFirst.set(c, list);
}
for (const list of noSpaceByFirst.values()) list.sort((a, b) => b.form.length - a.form.length);
/** 1 for a BMP character some no-space entry starts with (skips the map on most characters of a run). */
const noSpaceFirst = new Uint8Array(0x10000);
for (const c of noSpaceByFirst.keys()) noSpaceFirst[c] = 1;
/** Characters of a no-space run that count as one word for the concept span (CJK ~2, Thai ~4). */
const runStep = (c: number): number => (c >= 0x0e00 && c <= 0x0eff ? 4 : 2);
// Round 10: a sentence-level feature: the first concept of a sentence when it is among the
// sentence's first LEAD_WORDS words (an imperative or an address: "ignore …", "you are now …",
// "from now on …", "AI, …").
const SEED_LEAD = 0x2545f491;
const LEAD_WORDS = 3;

// Round 12: an address to an AI. An AI concept word ("AI", "assistant", "LLM", "agent", "model" in
// ~30 languages) followed within ADDRESS_GAP words by a colon or comma ("Note to the AI summarising
// reviews: …", "Assistant, …", "IA: …") is a feature of its own, and so is the first concept word
// within ADDRESS_SPAN words after that mark (the addressed imperative's concept: ignore, send, tool,
// reveal, the user …), in the same sentence.
const SEED_ADDRESS = 0x61c88647;
const SEED_ADDRESSED = 0x7f4a7c15;
const ADDRESS_GAP = 4;
const ADDRESS_SPAN = 5;
const AI_CONCEPT = 10;
const NONE = -1000;

// Round 12: a possessive "your" suffix on a concept word (the word is already an instruction,
// a system, a secret …): Indonesian / Malay -mu (not after "e-m": Polish / Czech "systemu" is a
// case ending, Indonesian "sistem-mu" doubles the m), Arabic -ك / -كم, Hebrew final -ך / -כם,
// Persian -یت / -تان, Turkish -ınız / -iniz / -unuz / -ünüz (+ a case ending), Finnish -si,
// Hungarian -d + accusative (-odat, -idat, -edet …). Asked only of words that carry a concept.
const CONCEPT_YOU = 6;
const inArabicScript = (c: number): boolean => c >= 0x0600 && c <= 0x06ff;
const inHebrew = (c: number): boolean => c >= 0x0590 && c <= 0x05ff;
const lower = (c: number): boolean => c >= 97 && c <= 122;
const TURKISH_YOUR = ["\u0131n\u0131z", "iniz", "unuz", "\u00fcn\u00fcz"];
/** Whether the word t[i, j) ends in one of the suffixes above (char codes: no string per word). */
function secondPersonSuffix(t: string, i: number, j: number): boolean {
  const c1 = t.charCodeAt(j - 1);
  const c2 = t.charCodeAt(j - 2);
  const c3 = j - 3 >= i ? t.charCodeAt(j - 3) : 0;
  const c4 = j - 4 >= i ? t.charCodeAt(j - 4) : 0;
  // -mu, not after "e" (mmu is m then mu)
  if (c1 === 117 && c2 === 109) return lower(c3) && c3 !== 101;
  // Finnish -si
  if (c1 === 105 && c2 === 115) return lower(c3) || c3 === 0xe4 || c3 === 0xf6;
  // Hungarian [oeöai]d + at / et / öt / ot
  if (c1 === 116 && (c2 === 97 || c2 === 101 || c2 === 0xf6 || c2 === 111) && c3 === 100) return c4 === 111 || c4 === 101 || c4 === 0xf6 || c4 === 97 || c4 === 105;
  // Arabic -ك / -كم, Persian -یت / -تان
  if (c1 === 0x643) return inArabicScript(c2);
  if (c1 === 0x645 && c2 === 0x643) return inArabicScript(c3);
  if (c1 === 0x62a && c2 === 0x6cc) return inArabicScript(c3);
  if (c1 === 0x646 && c2 === 0x627 && c3 === 0x62a) return inArabicScript(c4);
  // Hebrew final -ך / -כם
  if (c1 === 0x5da) return inHebrew(c2);
  if (c1 === 0x5dd && c2 === 0x5db) return inHebrew(c3);
  // Turkish -ınız / -iniz / -unuz / -ünüz, then up to two letters of a case ending
  for (let end = j; end >= j - 2 && end - 4 >= i; end--) {
    for (let k = 0; k < TURKISH_YOUR.length; k++) if (t.startsWith(TURKISH_YOUR[k], end - 4)) return true;
  }
  return false;
}

/** Walk state of addConcept (module level: a closure in walkFeatures would slow its loop). */
let ringLen = 0;
let sentenceStart = 0;
let leadDone = false;
let aiPos = NONE;
let aiSentence = -1;
let addressPos = NONE;
let addressSentence = -1;
/** A concept at word position pos: its feature, its pairs with the ring's recent concepts, (round 10) the sentence's leading concept and (round 12) the concept addressed to an AI. */
function addConcept(concept: number, pos: number, sentence: number, emit: (index: number, sentence: number) => void): void {
  emit((Math.imul(SEED_CONCEPT ^ concept, PRIME) >>> 0) & MASK, sentence);
  if (concept === AI_CONCEPT) {
    aiPos = pos;
    aiSentence = sentence;
  } else if (addressPos !== NONE && sentence === addressSentence && pos - addressPos <= ADDRESS_SPAN) {
    emit((Math.imul(SEED_ADDRESSED ^ concept, PRIME) >>> 0) & MASK, sentence);
    addressPos = NONE;
  }
  for (let r = 0; r < ringLen; r++) {
    const pc = ringConcept[r];
    if (pc !== concept && pos - ringPos[r] <= CONCEPT_SPAN) emit((Math.imul(Math.imul(SEED_CONCEPT_PAIR ^ pc, PRIME) ^ concept, PRIME) >>> 0) & MASK, sentence);
  }
  // the ring keeps the last four concept words (oldest overwritten)
  if (ringLen < 4) {
    ringConcept[ringLen] = concept;
    ringPos[ringLen++] = pos;
  } else {
    let oldest = 0;
    for (let r = 1; r < 4; r++) if (ringPos[r] < ringPos[oldest]) oldest = r;
    ringConcept[oldest] = concept;
    ringPos[oldest] = pos;
  }
  // sentence level (round 10): the sentence's first concept, when near its start
  if (!leadDone) {
    leadDone = true;
    if (pos - sentenceStart < LEAD_WORDS) emit((Math.imul(SEED_LEAD ^ concept, PRIME) >>> 0) & MASK, sentence);
  }
}

/**
 * Walk the features of a normalised text: emit(index, sentence) per feature, with the index of
 * the sentence it belongs to. Returns the number of sentences.
 */
export function walkFeatures(t: string, emit: (index: number, sentence: number) => void): number {
  let sentence = 0;
  let pHash = 0;
  let pLen = 0;
  let pCode = false;
  let pSentence = 0;
  const flushPunct = (): void => {
    if (pCode) emit((Math.imul(pHash, PRIME) >>> 0) & MASK, pSentence);
    pLen = 0;
    pCode = false;
  };
  let prevWord = -1;
  let sawWordInSentence = false;
  let quoted = false;
  let words = 0;
  ringLen = 0;
  reversedWords = 0;
  sentenceStart = 0;
  leadDone = false;
  aiPos = NONE;
  aiSentence = -1;
  addressPos = NONE;
  addressSentence = -1;
  const n = t.length;
  let i = 0;
  while (i < n) {
    const c = t.charCodeAt(i);
    if (!isWordChar(c)) {
      if (c === 32 || c === 10 || c === 9 || c === 13) {
        if (pLen) flushPunct();
      } else {
        // a run of punctuation with a code character in it ("():", "==", "<|", "###") is a
        // feature of its own: code and markup around quoted words, fake delimiters
        if (pLen === 0) {
          pHash = FNV ^ SEED_PUNCT;
          pSentence = sentence;
        }
        pHash = Math.imul(pHash ^ c, PRIME);
        pLen++;
        if (isCodeChar(c)) pCode = true;
      }
      // round 12: a colon or comma shortly after an AI concept word marks an address to it
      if ((c === 58 || c === 44 || c === 0xff1a || c === 0xff0c || c === 0x3001) && aiSentence === sentence && words - aiPos <= ADDRESS_GAP) {
        addressPos = words;
        addressSentence = sentence;
        emit((Math.imul(SEED_ADDRESS, PRIME) >>> 0) & MASK, sentence);
      }
      if (c === 10) quoted = false;
      else if (isQuote(c)) quoted = !quoted;
      else if (isSingleQuote(c)) {
        // an apostrophe inside a word ("don't") is not a quotation mark
        const before = i > 0 && isWordChar(t.charCodeAt(i - 1));
        const after = i + 1 < n && isWordChar(t.charCodeAt(i + 1));
        if (before !== after) quoted = after;
      }
      if (isSentenceEnd(c) && sawWordInSentence) {
        // "3.5" or "e.g." are not sentence ends: need whitespace (or end) after a period
        const next = i + 1 < n ? t.charCodeAt(i + 1) : 32;
        if (c !== 46 || next === 32 || next === 10 || next === 9) {
          sentence++;
          sawWordInSentence = false;
          prevWord = -1;
          leadDone = false;
        }
      }
      i++;
      continue;
    }
    if (pLen) flushPunct();
    // a token t[i, j): its word hash, and its first 24 characters into PAD (for the n-grams below)
    let j = i;
    let wh = FNV ^ SEED_WORD;
    let concept = 0;
    let noSpace = false;
    while (j < n) {
      const cc = t.charCodeAt(j);
      if (!isWordChar(cc)) break;
      if (cc >= 0x0e00 && !noSpace && isNoSpaceScript(cc)) noSpace = true;
      wh = Math.imul(wh ^ cc, PRIME);
      if (j - i < 24) {
        PAD[j - i + 1] = cc;
        // a prefix of 2–8 characters that names a concept (the longest wins)
        if (j - i >= 1 && j - i <= 7) {
          const c = conceptOf(wh);
          if (c !== 0) concept = c;
        }
      }
      j++;
    }
    const whole = conceptOf(wholeWordKey(wh));
    if (whole !== 0) concept = whole;
    words++;
    if (!sawWordInSentence) sentenceStart = words;
    if (concept === REVERSED_WORD) reversedWords++;
    else if (concept !== 0) {
      addConcept(concept, words, sentence, emit);
      // round 12: "your" written as a suffix of the concept word ("instruksimu", "تعليماتك")
      if (concept !== CONCEPT_YOU && j - i >= 4 && secondPersonSuffix(t, i, j)) addConcept(CONCEPT_YOU, words, sentence, emit);
    }
    if (noSpace) {
      // concept words inside the run: substrings, the longest at a position, skipped over
      const step = runStep(t.charCodeAt(i));
      for (let k = i; k < j; ) {
        const ck = t.charCodeAt(k);
        let matched = 0;
        const list = noSpaceFirst[ck] === 1 ? noSpaceByFirst.get(ck) : undefined;
        if (list !== undefined) {
          for (const e of list) {
            if (e.form.length <= j - k && t.startsWith(e.form, k)) {
              addConcept(e.concept, words + Math.floor((k - i) / step), sentence, emit);
              matched = e.form.length;
              break;
            }
          }
        }
        k += matched || 1;
      }
      words += Math.floor((j - i) / step);
    }
    sawWordInSentence = true;
    wh >>>= 0;
    emit(wh & MASK, sentence);
    // a word inside quotation marks also counts as quoted: an attack quoted for analysis,
    // translation or a test is not addressed to the model
    if (quoted) emit((Math.imul(wh ^ SEED_QUOTED, PRIME) >>> 0) & MASK, sentence);
    if (prevWord >= 0) emit((Math.imul((prevWord ^ SEED_BIGRAM) >>> 0, PRIME) ^ wh) & MASK, sentence);
    prevWord = wh;
    // char 3- and 5-grams of " token " (CJK: also 2-grams), capped at 24 characters of the token:
    // the padded token's codes are read once into PAD, then each start hashes up to 5 of them
    if (j - i > 24 && isNoSpaceScript(PAD[1])) {
      // a run of a script written without spaces (Chinese, Japanese, Thai …) is one token here:
      // its n-grams cover the whole run, not its first 24 characters (round 7)
      longTokenGrams(t, i, j, isCjk(PAD[1]), sentence, emit);
      i = j;
      continue;
    }
    const len = Math.min(j - i, 24);
    PAD[0] = 32;
    PAD[len + 1] = 32;
    const cjk = isCjk(PAD[1]);
    for (let a = 0; a <= len; a++) {
      // characters available from this start: PAD[a .. len + 1]
      const avail = len + 2 - a;
      let h = Math.imul(FNV ^ PAD[a], PRIME);
      if (avail < 2) break;
      h = Math.imul(h ^ PAD[a + 1], PRIME);
      if (cjk) emit(((h & MASK) + K2) & MASK, sentence);
      if (avail < 3) continue;
      h = Math.imul(h ^ PAD[a + 2], PRIME);
      emit(((h & MASK) + K3) & MASK, sentence);
      if (avail < 5) continue;
      h = Math.imul(h ^ PAD[a + 3], PRIME);
      h = Math.imul(h ^ PAD[a + 4], PRIME);
      emit(((h & MASK) + K5) & MASK, sentence);
    }
    i = j;
  }
  if (pLen) flushPunct();
  return sawWordInSentence ? sentence + 1 : sentence;
}

/** The character n-grams of walkFeatures for a long token t[i, j) of a no-space script, over its whole length (padded with spaces). */
function longTokenGrams(t: string, i: number, j: number, cjk: boolean, sentence: number, emit: (index: number, sentence: number) => void): void {
  const len = j - i;
  const at = (k: number): number => (k === 0 || k === len + 1 ? 32 : t.charCodeAt(i + k - 1));
  for (let a = 0; a <= len; a++) {
    const avail = len + 2 - a;
    let h = Math.imul(FNV ^ at(a), PRIME);
    if (avail < 2) break;
    h = Math.imul(h ^ at(a + 1), PRIME);
    if (cjk) emit(((h & MASK) + K2) & MASK, sentence);
    if (avail < 3) continue;
    h = Math.imul(h ^ at(a + 2), PRIME);
    emit(((h & MASK) + K3) & MASK, sentence);
    if (avail < 5) continue;
    h = Math.imul(h ^ at(a + 3), PRIME);
    h = Math.imul(h ^ at(a + 4), PRIME);
    emit(((h & MASK) + K5) & MASK, sentence);
  }
}

// Features count once per text (and once per sentence for windows): repeating a sentence does
// not make a text more suspicious. Generation stamps instead of sets: no allocation per call.
// Text stamp and sentence stamp side by side (one cache line per feature); 16-bit generations
// wrap every 65,535 texts / sentences. Training and texts longer than SMALL_TEXT use this table
// (1 MB, allocated on first use); scoreText on shorter texts uses the per-text table below.
let stamps = new Uint16Array(0);
let textGen = 0;
let sentenceGen = 0;
function nextTextGen(): number {
  if (stamps.length === 0) stamps = new Uint16Array(2 * DIM);
  if (++textGen === 0x10000) {
    for (let i = 0; i < stamps.length; i += 2) stamps[i] = 0;
    textGen = 1;
  }
  return textGen;
}
function nextSentenceGen(): number {
  if (stamps.length === 0) stamps = new Uint16Array(2 * DIM);
  if (++sentenceGen === 0x10000) {
    for (let i = 1; i < stamps.length; i += 2) stamps[i] = 0;
    sentenceGen = 1;
  }
  return sentenceGen;
}

/** Distinct feature indices of a text (training: the whole text as one example). */
export function featurize(raw: string): Uint32Array {
  const out: number[] = [];
  const g = nextTextGen();
  walkFeatures(normalize(raw), (ix) => {
    if (stamps[2 * ix] === g) return;
    stamps[2 * ix] = g;
    out.push(ix);
  });
  return Uint32Array.from(out);
}

/** Feature indices per sentence (training: the windows of benign documents are negatives too). */
export function featurizeSentences(raw: string): Uint32Array[] {
  const per: number[][] = [];
  let current = -1;
  let g = 0;
  walkFeatures(normalize(raw), (ix, s) => {
    if (s !== current) {
      current = s;
      g = nextSentenceGen();
    }
    if (stamps[2 * ix + 1] === g) return;
    stamps[2 * ix + 1] = g;
    (per[s] ??= []).push(ix);
  });
  return per.filter(Boolean).map((xs) => Uint32Array.from(xs));
}

/** A window of fewer features than this is too short to judge on its own (a table row, a heading). */
export const MIN_WINDOW_FEATURES = 40;

export interface InjectionModel {
  /** int8 weights; a weight is q[i] * scale */
  q: Int8Array;
  scale: number;
  bias: number;
  threshold: number;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export interface InjectionScore {
  /** Probability-like score of the most suspicious window (or the whole text), 0..1. */
  score: number;
  /** Sentence span [first, last] of that window (null: the whole text). */
  window: readonly [number, number] | null;
}

// Reused per call (the hot path allocates nothing per feature).
let sums = new Int32Array(64);
let counts = new Uint32Array(64);

function growSentences(s: number): void {
  while (s >= sums.length) {
    const ns = new Int32Array(sums.length * 2);
    ns.set(sums);
    sums = ns;
    const nc = new Uint32Array(counts.length * 2);
    nc.set(counts);
    counts = nc;
  }
}

/**
 * Per-text feature table of scoreText: open addressing keyed by the feature index (a hash
 * already: its low bits are the slot), two slots per character of the text (a 4 KB prompt's
 * distinct features rarely half-fill it: no rehash) and doubled when half full. A 4 KB
 * prompt's features dedupe in a table of tens of KB that stays in cache, where the 1 MB stamp
 * table scattered every feature over a megabyte. A slot is [generation << HASH_BITS | index,
 * last sentence the feature was counted in]; sentences only increase while a text is walked, so
 * "last sentence != this one" is "first time in this sentence". A text is scored the same with
 * either table (the sums are of integers).
 */
const SMALL_TEXT = 16384;
const GEN_LIMIT = 2 ** (32 - HASH_BITS);
// Int32 slots and tags ((gen << HASH_BITS) | index, negative from gen 2^13 on): 32-bit integers
// for V8, where a Uint32 tag above 2^31 would be a double in every comparison
let table = new Int32Array(2 * 1024);
let tableGen = 0;
function nextTableGen(): number {
  if (++tableGen === GEN_LIMIT) {
    table.fill(0);
    tableGen = 1;
  }
  return tableGen;
}

// The per-call state of scoreText, module-level: its feature callback is one long-lived function
// (not a closure per call), so the featurizer's call site stays monomorphic and V8 inlines it.
let sW: Int8Array = new Int8Array(0);
let sTotal = 0;
let sTotalN = 0;
let sMaxSentence = 0;
let sCap = 1024;
let sMask = 1023;
let sGen = 0;
let sTagBase = 0;
let sUsed = 0;

function sInsert(ix: number, last: number): void {
  let slot = ix & sMask;
  while (table[2 * slot] >>> HASH_BITS === sGen) slot = (slot + 1) & sMask;
  table[2 * slot] = sTagBase | ix;
  table[2 * slot + 1] = last;
}

function sGrow(): void {
  const old = table.slice(0, 2 * sCap);
  const oldGen = sGen;
  sCap <<= 1;
  sMask = sCap - 1;
  if (table.length < 2 * sCap) {
    table = new Int32Array(2 * sCap);
    tableGen = 0;
  }
  sGen = nextTableGen();
  sTagBase = sGen << HASH_BITS;
  for (let k = 0; k < old.length; k += 2) if (old[k] >>> HASH_BITS === oldGen) sInsert(old[k] & MASK, old[k + 1]);
}

function scoreFeature(ix: number, s: number): void {
  if (s >= sums.length) growSentences(s);
  if (s > sMaxSentence) sMaxSentence = s;
  const tag = sTagBase | ix;
  let slot = ix & sMask;
  for (;;) {
    const k = table[2 * slot];
    if (k === tag) {
      // seen in this text: count it in this sentence if not yet
      if (table[2 * slot + 1] !== s) {
        table[2 * slot + 1] = s;
        sums[s] += sW[ix];
        counts[s]++;
      }
      return;
    }
    if (k >>> HASH_BITS !== sGen) break;
    slot = (slot + 1) & sMask;
  }
  table[2 * slot] = tag;
  table[2 * slot + 1] = s;
  sums[s] += sW[ix];
  counts[s]++;
  sTotal += sW[ix];
  sTotalN++;
  if (++sUsed * 2 > sCap) sGrow();
}

export function scoreText(model: InjectionModel, raw: string): InjectionScore {
  return scoreNormalized(model, normalize(raw));
}

/** scoreText of a text already normalised (round 19: the detector scores a de-obfuscated variant too). */
export function scoreNormalized(model: InjectionModel, t: string): InjectionScore {
  if (t.length > SMALL_TEXT) return scoreLarge(model, t);
  sW = model.q;
  sTotal = 0;
  sTotalN = 0;
  sMaxSentence = 0;
  let cap = 1024;
  while (cap < 2 * t.length) cap <<= 1;
  if (table.length < 2 * cap) {
    table = new Int32Array(2 * cap);
    tableGen = 0;
  }
  sCap = cap;
  sMask = cap - 1;
  sGen = nextTableGen();
  sTagBase = sGen << HASH_BITS;
  sUsed = 0;
  const sentences = walkFeatures(t, scoreFeature);
  return finish(model, sentences, sTotal, sTotalN, sMaxSentence);
}

/** scoreText through the direct stamp table, whatever the length (the reference of the per-text table's differential test). */
export function scoreTextWithStamps(model: InjectionModel, raw: string): InjectionScore {
  return scoreLarge(model, normalize(raw));
}

/** scoreText on a long text: the direct stamp table (its features could fill any per-text table). */
function scoreLarge(model: InjectionModel, t: string): InjectionScore {
  const w = model.q;
  let total = 0;
  let totalN = 0;
  let maxSentence = 0;
  const tg = nextTextGen();
  let current = -1;
  let sg = 0;
  const sentences = walkFeatures(t, (ix, s) => {
    if (s >= sums.length) growSentences(s);
    if (s > maxSentence) maxSentence = s;
    if (s !== current) {
      current = s;
      sg = nextSentenceGen();
    }
    const at = 2 * ix;
    if (stamps[at + 1] !== sg) {
      stamps[at + 1] = sg;
      sums[s] += w[ix];
      counts[s]++;
    }
    if (stamps[at] !== tg) {
      stamps[at] = tg;
      total += w[ix];
      totalN++;
    }
  });
  return finish(model, sentences, total, totalN, maxSentence);
}

/** The best of the whole text and its windows of one to three sentences; resets the sentence buffers. */
function finish(model: InjectionModel, sentences: number, total: number, totalN: number, maxSentence: number): InjectionScore {
  const scale = model.scale;
  let best = totalN ? model.bias + (scale * total) / Math.sqrt(totalN) : -Infinity;
  let window: [number, number] | null = null;
  if (sentences > 1) {
    for (let a = 0; a < sentences; a++) {
      let s = 0;
      let c = 0;
      for (let b = a; b < Math.min(sentences, a + 3); b++) {
        s += sums[b];
        c += counts[b];
        if (c < MIN_WINDOW_FEATURES) continue;
        const z = model.bias + (scale * s) / Math.sqrt(c);
        if (z > best) {
          best = z;
          window = [a, b];
        }
      }
    }
  }
  // reset the reused buffers
  for (let k = 0; k <= maxSentence && k < sums.length; k++) {
    sums[k] = 0;
    counts[k] = 0;
  }
  return { score: totalN ? sigmoid(best) : 0, window };
}

/**
 * The model from its int8 weights (injection-model.bin, read as they are: no base64 text in the
 * bundled source, which V8 would keep for the process's life) and the constants of
 * injection-model.weights.ts.
 */
export function modelFromBytes(bytes: Uint8Array, scale: number, bias: number, threshold: number): InjectionModel {
  if (bytes.length !== DIM) throw new Error(`injection model: expected ${DIM} weights, got ${bytes.length}`);
  return { q: new Int8Array(bytes.buffer, bytes.byteOffset, DIM).slice(), scale, bias, threshold };
}
