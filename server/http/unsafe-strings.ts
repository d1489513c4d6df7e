import { AppError } from "../errors/app-error";

/**
 * Text the gateway must never store or forward: U+0000 (PostgreSQL's text and jsonb refuse it)
 * and lone UTF-16 surrogates (not Unicode; `JSON.parse` makes one of a `\ud800` escape). Raw
 * invalid UTF-8 bytes are not a concern: decoding turns them into U+FFFD.
 *
 * Per string: `includes("\u0000")` (a memchr-like scan) and `isWellFormed()` (native; free on
 * one-byte strings, which cannot hold a surrogate). Measured on Node 20 over JSON-parsed text,
 * this is 10 to 30 times faster than one regex test like /[\u0000\ud800-\udfff]/ (V8 runs a
 * character class at ~2 ns per character on one-byte strings).
 */

export const NUL_MESSAGE = "must not contain NUL (U+0000)";
export const SURROGATE_MESSAGE = "must not contain a lone UTF-16 surrogate";

/** Why a string cannot be kept (NUL, a lone surrogate), or null when it is fine. */
export function stringProblem(s: string): string | null {
  // Short strings (keys, ids, enums): a plain loop beats two builtin calls.
  if (s.length <= 32) {
    let suspect = false;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c === 0) return NUL_MESSAGE;
      if (c >= 0xd800 && c <= 0xdfff) suspect = true;
    }
    if (!suspect) return null;
  } else if (s.includes("\u0000")) return NUL_MESSAGE;
  return s.isWellFormed() ? null : SURROGATE_MESSAGE;
}

export interface UnsafeString {
  /** Dotted path to the value (zod's issue format): `trace.trace_id`, `messages.0.content`. */
  field: string;
  message: string;
}

/** A key as it may be shown back: NUL and lone surrogates replaced by U+FFFD. */
const printable = (k: string | number): string => (typeof k === "number" ? String(k) : k.replace(/\u0000/g, "\ufffd").toWellFormed());

/**
 * The fast pass: true when every string (and key) is fine. Recursive (about five times faster
 * than an explicit stack on a typical body); nesting deeper than 64 levels gives up (false) and
 * leaves the value to the exact walk below, so deep input cannot overflow the stack.
 */
function isClean(v: unknown, depth: number): boolean {
  if (typeof v === "string") return stringProblem(v) === null;
  if (typeof v !== "object" || v === null) return true;
  if (depth > 64) return false;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (!isClean(v[i], depth + 1)) return false;
    return true;
  }
  for (const k in v) {
    if (stringProblem(k) !== null || !isClean((v as Record<string, unknown>)[k], depth + 1)) return false;
  }
  return true;
}

/**
 * The first string (value or object key) in a parsed JSON value that holds NUL or a lone
 * surrogate, with its path; null when there is none. A fast recursive pass first; only when it
 * finds something (or the value is very deep) an exact walk without recursion builds the path.
 */
export function findUnsafeString(root: unknown, prefix: readonly (string | number)[] = []): UnsafeString | null {
  if (isClean(root, 0)) return null;
  return locateUnsafeString(root, prefix);
}

/** The exact walk: breadth-first with an explicit queue; paths are only built for the one reported. */
function locateUnsafeString(root: unknown, prefix: readonly (string | number)[]): UnsafeString | null {
  const at = (path: readonly (string | number)[], message: string): UnsafeString => ({
    field: path.length ? path.map(printable).join(".") : "(body)",
    message,
  });
  if (typeof root === "string") {
    const m = stringProblem(root);
    return m ? at(prefix, m) : null;
  }
  if (typeof root !== "object" || root === null) return null;
  const nodes: object[] = [root];
  const parents: number[] = [-1];
  const keys: Array<string | number> = [""];
  const pathTo = (node: number, last: string | number): Array<string | number> => {
    const path: Array<string | number> = [last];
    for (let i = node; i > 0; i = parents[i]) path.push(keys[i]);
    return [...prefix, ...path.reverse()];
  };
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i];
    if (Array.isArray(node)) {
      for (let j = 0; j < node.length; j++) {
        const v: unknown = node[j];
        if (typeof v === "string") {
          const m = stringProblem(v);
          if (m) return at(pathTo(i, j), m);
        } else if (typeof v === "object" && v !== null) {
          nodes.push(v);
          parents.push(i);
          keys.push(j);
        }
      }
      continue;
    }
    for (const k of Object.keys(node)) {
      const km = stringProblem(k);
      if (km) return at(pathTo(i, k), `key ${km}`);
      const v: unknown = (node as Record<string, unknown>)[k];
      if (typeof v === "string") {
        const m = stringProblem(v);
        if (m) return at(pathTo(i, k), m);
      } else if (typeof v === "object" && v !== null) {
        nodes.push(v);
        parents.push(i);
        keys.push(k);
      }
    }
  }
  return null;
}

/** The 400 for an unsafe string: `Invalid request parameters` naming the field. */
export function unsafeStringError(found: UnsafeString): AppError {
  return new AppError("INVALID_REQUEST", { metadata: { issues: [found] } });
}

/** Throw the 400 when a parsed value holds NUL or a lone surrogate anywhere. */
export function assertSafeStrings(value: unknown, prefix: readonly (string | number)[] = []): void {
  const found = findUnsafeString(value, prefix);
  if (found) throw unsafeStringError(found);
}
