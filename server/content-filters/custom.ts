import { RE2JS } from "re2js";
import { checkSync } from "recheck";

/**
 * Custom content-filter patterns (guardrail `content_filters[].pattern`). They run on re2js, a
 * linear-time engine with RE2 semantics, so no pattern can stall a request. At write time a
 * pattern must also be safe for a backtracking engine (clients often reuse the same pattern
 * in their own code): exponential or cubic-and-worse backtracking found by recheck is a 400.
 */

export const MAX_PATTERN_LENGTH = 1000;

export type PatternCheck = { ok: true; re: RE2JS } | { ok: false; reason: string };

/** RE2's leading inline flags `(?i)`, `(?s)`, `(?m)`, `(?is)` as JavaScript flags, for the backtracking check. */
function asJavaScript(pattern: string): { source: string; flags: string } {
  const m = /^\(\?([ims]+)\)/.exec(pattern);
  return m ? { source: pattern.slice(m[0].length), flags: m[1] } : { source: pattern, flags: "" };
}

function backtrackingProblem(pattern: string): string | null {
  const { source, flags } = asJavaScript(pattern);
  try {
    new RegExp(source, flags);
  } catch {
    // RE2-only syntax: it can only ever run on a linear-time engine.
    return null;
  }
  const diagnostics = checkSync(source, flags, { timeout: 2000 });
  if (diagnostics.status !== "vulnerable") return null;
  const c = diagnostics.complexity;
  if (c.type === "exponential") return "catastrophic backtracking (exponential) in a backtracking engine";
  if (c.type === "polynomial" && c.degree >= 3) return `catastrophic backtracking (polynomial, degree ${c.degree}) in a backtracking engine`;
  return null;
}

const cache = new Map<string, PatternCheck>();

/** Compile and check a custom pattern; the verdict is cached (patterns repeat across guardrails). */
export function checkPattern(pattern: string): PatternCheck {
  const hit = cache.get(pattern);
  if (hit) return hit;
  let verdict: PatternCheck;
  if (pattern.length === 0) verdict = { ok: false, reason: "pattern must not be empty" };
  else if (pattern.length > MAX_PATTERN_LENGTH) verdict = { ok: false, reason: `pattern must be at most ${MAX_PATTERN_LENGTH} characters` };
  else {
    try {
      const re = RE2JS.compile(pattern);
      const problem = backtrackingProblem(pattern);
      verdict = problem ? { ok: false, reason: `unsafe pattern: ${problem}` } : { ok: true, re };
    } catch (err) {
      const detail = err instanceof Error ? err.message.slice(0, 200) : "invalid pattern";
      verdict = { ok: false, reason: `pattern does not compile (RE2 syntax): ${detail}` };
    }
  }
  if (cache.size > 10_000) cache.clear();
  cache.set(pattern, verdict);
  return verdict;
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
