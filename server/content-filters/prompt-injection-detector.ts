import { decodeModel, scoreText, type InjectionModel } from "./injection-model";
import { INJECTION_MODEL } from "./injection-model.weights";
import { PROMPT_INJECTION_PATTERNS } from "./prompt-injection";

/**
 * The `regex-prompt-injection` builtin (the slug is the spec's): the learned detector
 * (injection-model.ts) decides; the maintained pattern set is a second signal that lowers the
 * bar for a text the model already finds suspicious (a pattern alone over-matches benign text
 * that quotes or discusses an attack). Loaded once, when this module is first imported.
 */

const loadStart = performance.now();
export const MODEL: InjectionModel = decodeModel(INJECTION_MODEL.weights, INJECTION_MODEL.scale, INJECTION_MODEL.bias, INJECTION_MODEL.threshold);
/** Milliseconds the weights took to decode (reported by the eval script). */
export const MODEL_LOAD_MS = performance.now() - loadStart;

// One alternation of the whole set: a single pass over the text.
const PI_SET = new RegExp(PROMPT_INJECTION_PATTERNS.map((p) => `(?:${p.source})`).join("|"), "i");
/** With a pattern match, the model's score needs only this fraction of its threshold. */
export const REGEX_ASSIST = 0.6;

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

export function judgeInjection(text: string, model: InjectionModel = MODEL): InjectionVerdict {
  if (text.length < 6) return { score: 0, hit: false, range: null };
  const { score, window } = scoreText(model, text);
  const hit = score >= model.threshold || (score >= model.threshold * REGEX_ASSIST && PI_SET.test(text));
  if (!hit) return { score, hit, range: null };
  const range = window ? (sentenceRange(text, window[0], window[1]) ?? [0, text.length]) : ([0, text.length] as const);
  return { score, hit, range };
}
