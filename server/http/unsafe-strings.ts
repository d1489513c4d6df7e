import { AppError } from "../errors/app-error";

/**
 * Text the gateway must never store or forward: U+0000 (PostgreSQL's text and jsonb refuse it)
 * and lone UTF-16 surrogates (not Unicode; `JSON.parse` makes one of a `\ud800` escape). Raw
 * invalid UTF-8 bytes are not a concern: decoding turns them into U+FFFD.
 *
 * One fast test per string (a single regex scan); only a string that matches is looked at
 * closely (a surrogate pair is fine).
 */
const SUSPECT = /[\u0000\ud800-\udfff]/;

export const NUL_MESSAGE = "must not contain NUL (U+0000)";
export const SURROGATE_MESSAGE = "must not contain a lone UTF-16 surrogate";

/** Why a string cannot be kept (NUL, a lone surrogate), or null when it is fine. */
export function stringProblem(s: string): string | null {
  if (!SUSPECT.test(s)) return null;
  if (s.includes("\u0000")) return NUL_MESSAGE;
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
 * The first string (value or object key) in a parsed JSON value that holds NUL or a lone
 * surrogate, with its path; null when there is none. One pass, without recursion (a deeply
 * nested body cannot overflow the stack); paths are only built for the one that is reported.
 */
export function findUnsafeString(root: unknown, prefix: readonly (string | number)[] = []): UnsafeString | null {
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
          if (SUSPECT.test(v)) {
            const m = stringProblem(v);
            if (m) return at(pathTo(i, j), m);
          }
        } else if (typeof v === "object" && v !== null) {
          nodes.push(v);
          parents.push(i);
          keys.push(j);
        }
      }
      continue;
    }
    for (const k of Object.keys(node)) {
      if (SUSPECT.test(k)) {
        const m = stringProblem(k);
        if (m) return at(pathTo(i, k), `key ${m}`);
      }
      const v: unknown = (node as Record<string, unknown>)[k];
      if (typeof v === "string") {
        if (SUSPECT.test(v)) {
          const m = stringProblem(v);
          if (m) return at(pathTo(i, k), m);
        }
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
