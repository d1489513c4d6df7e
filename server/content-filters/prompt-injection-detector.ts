import { readFileSync } from "node:fs";
import { lastNormalizeHints, lastReversedWords, modelFromBytes, normalize, scoreNormalized, type InjectionModel } from "./injection-model";
import { mentionWithoutQuotes, pastedMaterialWithoutAddress, withoutLimitsQuestion, withoutRetraction } from "./injection-calibration";
import { deobfuscatedVariant } from "./injection-variants";
import { INJECTION_MODEL } from "./injection-model.weights";
import { filterDataPath } from "./lexicon";
import { PROMPT_INJECTION_PATTERNS } from "./prompt-injection";

/**
 * The `regex-prompt-injection` builtin (the slug is the spec's): the learned detector
 * (injection-model.ts) decides; the maintained pattern set is a second signal that lowers the
 * bar for a text the model already finds suspicious (a pattern alone over-matches benign text
 * that quotes or discusses an attack), and only when it matches outside quotation marks. Loaded once, when this module is first imported.
 */

const loadStart = performance.now();
export const MODEL: InjectionModel = modelFromBytes(readFileSync(filterDataPath(INJECTION_MODEL.file)), INJECTION_MODEL.scale, INJECTION_MODEL.bias, INJECTION_MODEL.threshold);
/** Milliseconds the weights took to read (reported by the eval script). */
export const MODEL_LOAD_MS = performance.now() - loadStart;

// One alternation of the whole set: a single pass over the text.
const PI_SET = new RegExp(PROMPT_INJECTION_PATTERNS.map((p) => `(?:${p.source})`).join("|"), "gi");
/** With a pattern match, the model's score needs only this fraction of its threshold. */
export const REGEX_ASSIST = 0.6;
/**
 * Round 19: with a match of a `strong` pattern (multilingual extraction and claimed authority, an
 * AI addressed inside a data field), only this fraction: the model scores those languages and
 * pasted formats low, and the patterns are specific enough not to need it to agree much.
 */
export const STRONG_ASSIST = 0.2;
export const STRONG_SET = new RegExp(PROMPT_INJECTION_PATTERNS.filter((p) => p.strong).map((p) => `(?:${p.source})`).join("|"), "gi");
/**
 * Round 22: with a match of a `certain` pattern (two specific parts together: hidden instructions and
 * a request to write them out in languages the model barely knows, the words before the user's first
 * message, the chat sent to a URL unbeknown to the user, a persona without rules), only this fraction.
 */
export const CERTAIN_ASSIST = 0.02;
const CERTAIN_SET = new RegExp(PROMPT_INJECTION_PATTERNS.filter((p) => p.certain).map((p) => `(?:${p.source})`).join("|"), "gi");
/** Round 22: strong patterns that count inside quotation marks too (a note to AI readers inside a quoted abstract). */
const QUOTED_STRONG_SET = new RegExp(PROMPT_INJECTION_PATTERNS.filter((p) => p.strong && p.quoted).map((p) => `(?:${p.source})`).join("|"), "i");

/** " \u201c \u201d \u201e \u00ab \u00bb \u300c \u300d toggle "inside a quotation"; ' \u2018 \u2019 only at a word's edge (as the featurizer). */
const isQuote = (c: number): boolean => c === 34 || c === 0x201c || c === 0x201d || c === 0x201e || c === 0xab || c === 0xbb || c === 0x300c || c === 0x300d;
const isSingleQuote = (c: number): boolean => c === 39 || c === 0x2018 || c === 0x2019;
const isWordCode = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c >= 0xc0;

/** Whether `at` lies inside a quotation that opened on its line. */
function insideQuotes(text: string, at: number): boolean {
  let start = text.lastIndexOf("\n", at - 1) + 1;
  let quoted = false;
  for (; start < at; start++) {
    const c = text.charCodeAt(start);
    if (isQuote(c)) quoted = !quoted;
    else if (isSingleQuote(c)) {
      const before = start > 0 && isWordCode(text.charCodeAt(start - 1));
      const after = start + 1 < text.length && isWordCode(text.charCodeAt(start + 1));
      if (before !== after) quoted = after;
    }
  }
  return quoted;
}

/**
 * Whether a pattern matches outside quotation marks: an attack quoted for a regex, a test, a
 * translation or an article is discussed, not addressed to the model, so it does not assist.
 */
export function unquotedPatternMatch(text: string, set: RegExp = PI_SET): boolean {
  set.lastIndex = 0;
  for (let m = set.exec(text); m; m = set.exec(text)) {
    if (m[0].length === 0) set.lastIndex++;
    else if (!insideQuotes(text, m.index)) return true;
  }
  return false;
}

/**
 * The pattern assist: a pattern outside quotation marks in the text as written, or else in the
 * text with its obfuscation undone as the model reads it (round 8: zero-width characters inside
 * words, leetspeak, s p a c e d letters, decoded base64 / hex hid an attack from the patterns).
 * Only asked for texts the model already finds suspicious, so the second pass is rare.
 */
export function patternAssist(text: string): boolean {
  if (unquotedPatternMatch(text)) return true;
  const t = normalize(text);
  return t !== text.toLowerCase() && unquotedPatternMatch(t);
}

export interface InjectionVerdict {
  score: number;
  hit: boolean;
  /** [start, end) of the flagged part: the most suspicious window's sentences, or the whole text. */
  range: readonly [number, number] | null;
}

/** Character offsets of the sentences as the featurizer counts them (ends at . ! ? newline and CJK stops). */
function sentenceRange(text: string, first: number, last: number): readonly [number, number] | null {
  const re = /[.!?](?=\s|$)|[\n\u3002\uff01\uff1f]/g;
  const starts = [0];
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const after = m.index + m[0].length;
    // a boundary counts only after some word character since the previous one (as the featurizer)
    if (/[\p{L}\p{N}]/u.test(text.slice(starts[starts.length - 1], m.index))) starts.push(after);
  }
  if (last + 1 >= starts.length && first >= starts.length) return null;
  const s = starts[Math.min(first, starts.length - 1)];
  const e = last + 1 < starts.length ? starts[last + 1] : text.length;
  let a = s;
  while (a < e && /\s/.test(text[a])) a++;
  return e > a ? [a, e] : null;
}

const isWordStart = (c: number): boolean => isWordCode(c) && c !== 0xd7 && c !== 0xf7 && !(c >= 0x2000 && c <= 0x206f) && !(c >= 0x3000 && c <= 0x303f) && !(c >= 0xff00 && c <= 0xff0f);
/**
 * [start, end) of sentences first..last as the featurizer counts them (ends at . ! ? before
 * whitespace, newlines and CJK stops, each after some word character): a char loop that stops at
 * the end of sentence `last` (round 19: the strong patterns are looked for there only).
 */
function sentenceSpan(text: string, first: number, last: number): readonly [number, number] {
  let sentence = 0;
  let start = 0;
  let sawWord = false;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 0x3002 || c === 0xff01 || c === 0xff1f || ((c === 46 || c === 33 || c === 63) && (i + 1 === n || text.charCodeAt(i + 1) <= 32))) {
      if (!sawWord) continue;
      if (sentence === last) return [start, i + 1];
      sentence++;
      sawWord = false;
      if (sentence === first) start = i + 1;
    } else if (!sawWord && isWordStart(c)) sawWord = true;
  }
  return [start, n];
}

/** The most suspicious window and a sentence either side. */
function windowSpan(text: string, window: readonly [number, number]): string {
  const [a, b] = sentenceSpan(text, Math.max(0, window[0] - 1), window[1] + 1);
  return a === 0 && b === text.length ? text : text.slice(a, b);
}

/**
 * A strong pattern outside quotation marks in the most suspicious window and a sentence either
 * side (the whole text when the model scored it as a whole): a text scoring in the strong band
 * pays for a scan of a few sentences, not of all of it.
 */
function strongAssist(text: string, window: readonly [number, number] | null, certainOnly = false): boolean {
  const span = window === null ? text : windowSpan(text, window);
  if (certainOnly) return unquotedPatternMatch(span, CERTAIN_SET);
  return unquotedPatternMatch(span, STRONG_SET) || QUOTED_STRONG_SET.test(span);
}

/**
 * Round 21: whether a flagged text is benign material not addressed to the model — a phrase asked
 * about as a phrase whose quotations blanked score under the threshold, a chat message whose
 * retraction of the user's own earlier message removed scores under it, or pasted notes / a
 * changelog / code with a TODO comment that names no AI and matches no pattern outside quotations.
 */
function unaddressed(text: string, window: readonly [number, number] | null, model: InjectionModel): boolean {
  const blanked = mentionWithoutQuotes(text);
  if (blanked !== null) return !unquotedPatternMatch(text) && scoreNormalized(model, normalize(blanked)).score < model.threshold;
  const rest = withoutRetraction(text);
  // round 22: the retraction itself may match an override pattern ("ignore my earlier message"): the patterns are read in the rest
  if (rest !== null && !unquotedPatternMatch(rest) && scoreNormalized(model, normalize(rest)).score < model.threshold) return true;
  const noLimits = withoutLimitsQuestion(text);
  if (noLimits !== null && !unquotedPatternMatch(text) && !strongAssist(text, window) && scoreNormalized(model, normalize(noLimits)).score < model.threshold) return true;
  return pastedMaterialWithoutAddress(text, rest !== null) && !patternAssist(rest ?? text) && !strongAssist(text, window);
}

export function judgeInjection(text: string, model: InjectionModel = MODEL): InjectionVerdict {
  if (text.length < 6) return { score: 0, hit: false, range: null };
  const t = normalize(text);
  const hints = lastNormalizeHints();
  const first = scoreNormalized(model, t);
  let { score, window } = first;
  let hit = score >= model.threshold || (score >= model.threshold * REGEX_ASSIST && patternAssist(text)) || (score >= model.threshold * STRONG_ASSIST && strongAssist(text, window)) || (score >= model.threshold * CERTAIN_ASSIST && score < model.threshold * STRONG_ASSIST && strongAssist(text, window, true));
  if (hit && unaddressed(text, window, model)) {
    // round 21: benign material the model flagged on its own (injection-calibration.ts); the score
    // reported is held just under the threshold
    return { score: Math.min(score, model.threshold * 0.99), hit: false, range: null };
  }
  if (!hit) {
    // round 19: a de-obfuscated reading (leetspeak, s.p.a.c.e.d letters, hy-phen-ated syllables,
    // 'quoted' + 'parts', backwards text), scored only when a cheap gate fires; its hit flags the whole text
    const v = deobfuscatedVariant(text, hints, lastReversedWords());
    if (v === null) return { score, hit, range: null };
    const second = scoreNormalized(model, normalize(v));
    hit = second.score >= model.threshold || (second.score >= model.threshold * REGEX_ASSIST && patternAssist(v));
    if (!hit) return { score: Math.max(score, second.score), hit, range: null };
    return { score: Math.max(score, second.score), hit, range: [0, text.length] };
  }
  const range = window ? (sentenceRange(text, window[0], window[1]) ?? [0, text.length]) : ([0, text.length] as const);
  return { score, hit, range };
}
