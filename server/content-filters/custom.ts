import { RE2JS } from "re2js";
import { backtrackingVerdict } from "./redos";

/**
 * Custom content-filter patterns (guardrail `content_filters[].pattern`). They run on re2js, a
 * linear-time engine with RE2 semantics, so no pattern can stall a request. At write time a
 * pattern must also be safe for a backtracking engine (clients often reuse the same pattern
 * in their own code): exponential or cubic-and-worse backtracking found by recheck is a 400.
 * That check runs in a worker thread (redos.ts); `checkPattern` is the synchronous part
 * (length, RE2 syntax) that input validation runs, `checkPatternSafe` both.
 */

export const MAX_PATTERN_LENGTH = 1000;

export type PatternCheck = { ok: true; re: RE2JS } | { ok: false; reason: string };

const cache = new Map<string, PatternCheck>();

/** Length and RE2 syntax (synchronous, cheap; the verdict is cached: patterns repeat across guardrails). */
export function checkPattern(pattern: string): PatternCheck {
  const hit = cache.get(pattern);
  if (hit) return hit;
  let verdict: PatternCheck;
  if (pattern.length === 0) verdict = { ok: false, reason: "pattern must not be empty" };
  else if (pattern.length > MAX_PATTERN_LENGTH) verdict = { ok: false, reason: `pattern must be at most ${MAX_PATTERN_LENGTH} characters` };
  else {
    try {
      verdict = { ok: true, re: RE2JS.compile(pattern) };
    } catch (err) {
      const detail = err instanceof Error ? err.message.slice(0, 200) : "invalid pattern";
      verdict = { ok: false, reason: `pattern does not compile (RE2 syntax): ${detail}` };
    }
  }
  if (cache.size > 10_000) cache.clear();
  cache.set(pattern, verdict);
  return verdict;
}

/** The whole write-time check: `checkPattern`, then the backtracking check off the event loop. */
export async function checkPatternSafe(pattern: string): Promise<PatternCheck> {
  const v = checkPattern(pattern);
  if (!v.ok) return v;
  const problem = await backtrackingVerdict(pattern);
  return problem ? { ok: false, reason: problem } : v;
}

const compiled = new Map<string, RE2JS>();

/**
 * Compile a custom pattern for request time: RE2 only (it was checked, ReDoS included, when the
 * guardrail was written; the backtracking check costs seconds on its first use in a process).
 * Throws when it does not compile (the caller refuses the request: fail closed).
 */
export function compilePattern(pattern: string): RE2JS {
  let re = compiled.get(pattern);
  if (!re) {
    if (pattern.length === 0 || pattern.length > MAX_PATTERN_LENGTH) throw new Error(`pattern length ${pattern.length} is out of bounds`);
    re = RE2JS.compile(pattern);
    if (compiled.size > 10_000) compiled.clear();
    compiled.set(pattern, re);
  }
  return re;
}

/**
 * A literal every match of the pattern must contain, to skip the regex on texts without it
 * (re2js runs case-insensitive patterns about 50 times slower than a substring search). Only
 * claimed when certain: no alternation anywhere, no mid-pattern flag group, no \Q; the literal is
 * a run of plain ASCII characters at the top level (outside groups and classes), minus a last
 * character that a quantifier makes optional. `fold`: the pattern starts with an (?i) flag group.
 */
export function requiredLiteral(pattern: string): { literal: string; fold: boolean } | null {
  const flags = /^\(\?([imsU]+)\)/.exec(pattern);
  const body = flags ? pattern.slice(flags[0].length) : pattern;
  if (body.includes("|") || /\(\?[imsU-]*\)/.test(body) || body.includes("\\Q")) return null;
  const runs: string[] = [];
  let run = "";
  let depth = 0;
  let inClass = false;
  const end = (dropLast: boolean) => {
    const r = dropLast ? run.slice(0, -1) : run;
    if (r.length > 0) runs.push(r);
    run = "";
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === "\\") {
      const n = body[i + 1] ?? "";
      i++;
      if (!inClass && depth === 0 && /[!-/:-@[-`{-~]/.test(n)) run += n; // an escaped punctuation character is itself
      else if (!inClass && depth === 0) end(false);
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      continue;
    }
    if (c === "[") {
      end(false);
      inClass = true;
      // a ']' right after '[' or '[^' is a member, not the end
      if (body[i + 1] === "^") i++;
      if (body[i + 1] === "]") i++;
      continue;
    }
    if (c === "(") {
      end(false);
      depth++;
      continue;
    }
    if (c === ")") {
      depth = Math.max(0, depth - 1);
      continue;
    }
    if (depth > 0) continue;
    if (c === "*" || c === "?" || c === "+") {
      end(c !== "+");
      continue;
    }
    if (c === "{") {
      // a repeat {n}, {n,} or {n,m} (whose count is skipped), or a literal brace: either way the run ends here
      end(true);
      const rep = /^\{\d+(?:,\d*)?\}/.exec(body.slice(i));
      if (rep) i += rep[0].length - 1;
      continue;
    }
    if (c === "." || c === "^" || c === "$" || c.charCodeAt(0) > 0x7e || c.charCodeAt(0) < 0x20) {
      end(false);
      continue;
    }
    run += c;
  }
  end(false);
  const literal = runs.reduce((best, r) => (r.length > best.length ? r : best), "");
  if (literal.length < 3) return null;
  const fold = flags?.[1].includes("i") ?? false;
  return { literal: fold ? literal.toLowerCase() : literal, fold };
}

/** Lower case for a case-insensitive literal test; RE2 also folds U+017F (long s) to s, which toLowerCase keeps. */
export function foldForLiteral(text: string): string {
  const lower = text.toLowerCase();
  return lower.includes("\u017f") ? lower.replaceAll("\u017f", "s") : lower;
}

/** Every [start, end) range the compiled pattern matches in text (empty matches skipped). */
export function customRanges(re: RE2JS, text: string): Array<readonly [number, number]> {
  const out: Array<readonly [number, number]> = [];
  const m = re.matcher(text);
  while (m.find()) {
    const start = m.start();
    const end = m.end();
    if (end > start) out.push([start, end]);
  }
  return out;
}
