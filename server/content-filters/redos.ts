import { AppError } from "../errors/app-error";

/**
 * The write-time ReDoS check of custom patterns (recheck), off the event loop (issue 21 item 5):
 * recheck's asynchronous `check` (its "auto" backend: the native agent process that ships with
 * it for linux-x64, macOS and Windows, else a Java agent, else its own worker thread; never the
 * main thread), one check at a time per process (a concurrency limit), at most `queued` more
 * waiting (beyond: 503), each with a time budget (recheck's own timeout) and a hard deadline (the
 * check is cancelled: the agent told, a worker terminated). "Unknown" (recheck could not decide in its budget)
 * and a missed deadline are rejections with the reason: a pattern is accepted only when recheck
 * says it is safe. Saving a pattern never stalls other requests: the main thread only waits.
 */
export interface RedosLimits {
  /** recheck's own analysis budget. */
  budgetMs: number;
  /** The worker is stopped after this long whatever recheck does. */
  deadlineMs: number;
  /** Checks running at once (recheck's worker pool is one thread). */
  concurrent: number;
  /** Checks waiting for their turn; more -> 503. */
  queued: number;
}

// A simple pattern decides in milliseconds; the budget is wall time, and a first check starts
// recheck's agent process: 3 s / 6 s refused ordinary patterns as "could not decide" on a loaded host.
export const DEFAULT_REDOS_LIMITS: Readonly<RedosLimits> = { budgetMs: 5_000, deadlineMs: 10_000, concurrent: 1, queued: 16 };

const REDOS_LIMITS: RedosLimits = { ...DEFAULT_REDOS_LIMITS };

/** Change the limits (tests); the verdict cache is emptied. */
export function configureRedos(limits: Partial<RedosLimits>): void {
  Object.assign(REDOS_LIMITS, DEFAULT_REDOS_LIMITS, limits);
  verdicts.clear();
}

let running = 0;
const waiting: Array<() => void> = [];

/** Run `fn` in one of the `concurrent` slots, waiting in a bounded queue. */
async function inSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= REDOS_LIMITS.concurrent) {
    if (waiting.length >= REDOS_LIMITS.queued) {
      throw new AppError("SERVICE_UNAVAILABLE", {
        message: "Too many pattern checks at once; retry shortly",
        metadata: { reason: "pattern_check_busy" },
        headers: { "retry-after": "2" },
      });
    }
    // The slot is handed over by the finishing check (running is not decremented in between).
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running++;
  try {
    return await fn();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** Verdicts already known: null = safe, else the rejection's reason. "Undecided" is not kept (it may be load). */
const verdicts = new Map<string, string | null>();

const UNDECIDED = "unsafe pattern: the backtracking check could not decide within its time budget; simplify the pattern";

/** RE2's leading inline flags `(?i)`, `(?s)`, `(?m)`, `(?is)` as JavaScript flags, for the backtracking check. */
function asJavaScript(pattern: string): { source: string; flags: string } {
  const m = /^\(\?([ims]+)\)/.exec(pattern);
  return m ? { source: pattern.slice(m[0].length), flags: m[1] } : { source: pattern, flags: "" };
}

/**
 * Whether a backtracking engine could stall on the pattern: null when recheck proves it safe,
 * else the reason ("unsafe pattern: ..."). RE2-only syntax (not a JavaScript RegExp) can only ever
 * run on a linear-time engine: safe.
 */
export async function backtrackingVerdict(pattern: string): Promise<string | null> {
  const known = verdicts.get(pattern);
  if (known !== undefined) return known;
  const { source, flags } = asJavaScript(pattern);
  try {
    new RegExp(source, flags);
  } catch {
    return null;
  }
  // recheck (~8 MB of the heap: its 2.8 MB bundle and its worker's source) loads with the first
  // check, a custom pattern's write, not with the server (docs/performance.md, issue 26).
  const { check } = await import("recheck");
  const { verdict, final } = await inSlot(async () => {
    const signal = AbortSignal.timeout(REDOS_LIMITS.deadlineMs);
    try {
      const d = await check(source, flags, { timeout: REDOS_LIMITS.budgetMs, signal });
      if (d.status === "safe") return { verdict: null, final: true };
      if (d.status === "unknown") return { verdict: UNDECIDED, final: false };
      const c = d.complexity;
      if (c.type === "exponential") return { verdict: "unsafe pattern: catastrophic backtracking (exponential) in a backtracking engine", final: true };
      if (c.type === "polynomial" && c.degree >= 3) return { verdict: `unsafe pattern: catastrophic backtracking (polynomial, degree ${c.degree}) in a backtracking engine`, final: true };
      // Quadratic at worst: accepted (the request-time engine is linear anyway).
      return { verdict: null, final: true };
    } catch {
      return { verdict: UNDECIDED, final: false };
    }
  });
  if (final) {
    if (verdicts.size > 10_000) verdicts.clear();
    verdicts.set(pattern, verdict);
  }
  return verdict;
}
