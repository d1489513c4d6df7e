import type { RE2JS } from "re2js";
import { BUILTINS, type BuiltinSlug, type FilterAction, type Range } from "./builtins";
import { compilePattern, customRanges, foldForLiteral, requiredLiteral } from "./custom";

/**
 * Scanning a request's texts with the content filters of the guardrails that apply
 * (decisions.md "Guardrails"). Pure: the inference service lists the texts the upstream would
 * see (with who wrote them), this decides block / redact / flag, and hands back the rewritten
 * texts. On one text, block wins over redact, redact over flag.
 */

export interface BuiltinFilter {
  slug: BuiltinSlug;
  action: FilterAction;
  scan_scope?: "user_only" | "all_messages" | null;
}
export interface CustomFilter {
  pattern: string;
  action: FilterAction;
  label?: string | null;
}

export interface CompiledFilter {
  /** What a refusal, a redaction count or a flag names: the builtin slug, or `custom:<label or #n>`. */
  name: string;
  action: FilterAction;
  label: string;
  /** Reads only texts the user wrote (the prompt-injection filter's default scope). */
  userOnly: boolean;
  detect(text: string): readonly Range[];
  /** Set for scored detectors: ranges and score in one pass (the score goes to the request log). */
  scored?(text: string): { ranges: readonly Range[]; score: number };
  /** Read long texts in windows (the builtins; custom patterns run on RE2, linear, and may match across any length). */
  windowed?: boolean;
}

export type FilterSet = readonly CompiledFilter[];

/** Where a text comes from: `user` is what the caller's user wrote (user turns, tool results, embeddings inputs). */
export type TextOrigin = "user" | "other";
export interface TextSlot {
  origin: TextOrigin;
  text: string;
}

export interface ScanResult {
  /** The first blocking filter that matched; the request must be refused. */
  blockedBy: string | null;
  /** Texts after redaction, in slot order (the same strings when nothing was redacted). */
  texts: string[];
  redactions: Record<string, number>;
  flags: Record<string, number>;
  /** Scored filters that matched: the highest score per filter (0..1), for the request log. */
  scores: Record<string, number>;
}

const ACTION_RANK: Record<FilterAction, number> = { block: 3, redact: 2, flag: 1 };

/**
 * One filter set from the filters of several guardrails. A builtin named twice keeps its
 * strongest action (and the widest scope); custom patterns are compiled once, on RE2 only (they
 * were checked, ReDoS included, at write time: a pattern that no longer compiles throws here, and
 * the request is refused), with a required-literal prefilter where one is certain.
 */
export function compileFilterSet(builtins: readonly BuiltinFilter[], customs: readonly CustomFilter[]): FilterSet {
  const bySlug = new Map<BuiltinSlug, { action: FilterAction; userOnly: boolean }>();
  for (const b of builtins) {
    const def = BUILTINS[b.slug];
    const userOnly = def.scoped && (b.scan_scope ?? "user_only") === "user_only";
    const prev = bySlug.get(b.slug);
    if (!prev) bySlug.set(b.slug, { action: b.action, userOnly });
    else bySlug.set(b.slug, { action: ACTION_RANK[b.action] > ACTION_RANK[prev.action] ? b.action : prev.action, userOnly: prev.userOnly && userOnly });
  }
  const out: CompiledFilter[] = [];
  for (const [slug, { action, userOnly }] of bySlug) {
    const def = BUILTINS[slug];
    out.push({ name: slug, action, label: def.label, userOnly, windowed: true, detect: def.detect, ...(def.scored ? { scored: def.scored } : {}) });
  }
  // the last text folded, shared by the case-insensitive prefilters of one slot
  let lastText: string | null = null;
  let lastFolded = "";
  const folded = (t: string): string => {
    if (t !== lastText) {
      lastText = t;
      lastFolded = foldForLiteral(t);
    }
    return lastFolded;
  };
  customs.forEach((c, i) => {
    let re: RE2JS;
    try {
      re = compilePattern(c.pattern);
    } catch (err) {
      throw new Error(`custom content filter #${i + 1} cannot run: ${err instanceof Error ? err.message.slice(0, 200) : "invalid pattern"}`);
    }
    const need = requiredLiteral(c.pattern);
    const absent = need === null ? null : need.fold ? (t: string) => !folded(t).includes(need.literal) : (t: string) => !t.includes(need.literal);
    out.push({
      name: c.label ? `custom:${c.label}` : `custom:#${i + 1}`,
      action: c.action,
      label: c.label ?? "[REDACTED]",
      userOnly: false,
      detect: (t) => (absent?.(t) ? [] : customRanges(re, t)),
    });
  });
  return out;
}

function redact(text: string, hits: Array<{ range: Range; label: string }>): string {
  hits.sort((a, b) => a.range[0] - b.range[0] || b.range[1] - a.range[1]);
  let out = "";
  let pos = 0;
  for (const { range, label } of hits) {
    if (range[1] <= pos) continue; // inside a range already replaced
    out += text.slice(pos, Math.max(pos, range[0]));
    if (range[0] >= pos) out += label;
    pos = range[1];
  }
  return out + text.slice(pos);
}

/** How many separate places the ranges cover (a detector's patterns may overlap on one match). */
function distinct(found: readonly Range[]): number {
  if (found.length < 2) return found.length;
  const sorted = [...found].sort((a, b) => a[0] - b[0]);
  let n = 0;
  let end = -1;
  for (const [s, e] of sorted) {
    if (s >= end) n++;
    end = Math.max(end, e);
  }
  return n;
}

/**
 * Long texts are read in windows (hostile-text round 16, docs/filters-data-card.md "Cost"): a detector's work on
 * a window is bounded by the window's length, so a crafted text costs at most linear time in its length, whatever
 * a detector does within a window. Window k owns the offsets [cut_k, cut_k+1) (cuts every WINDOW_ZONE characters)
 * and reads WINDOW_LEAD characters before them (a cue word, an id word, a street word before a match) and
 * WINDOW_TAIL after (a match that starts in the zone and runs on, and the context after it); a detector's range
 * counts in the window whose zone holds its start, so a match across a cut is found whole once, and no text
 * is skipped: padding before or after an item changes which window reads it, never whether one does.
 * A text no longer than one window (WINDOW_ZONE + WINDOW_LEAD + WINDOW_TAIL) is read whole, as before.
 */
export const WINDOW_ZONE = 16 * 1024;
export const WINDOW_LEAD = 512;
export const WINDOW_TAIL = 1024;
const ONE_WINDOW = WINDOW_ZONE + WINDOW_LEAD + WINDOW_TAIL;

/**
 * The CPU budget of one request's scan (all slots and filters; the process's CPU time, not the wall clock: a
 * machine loaded by other processes must not refuse ordinary text, and the scan holds the event loop all along):
 * SCAN_BUDGET_BASE_MS plus SCAN_BUDGET_MS_PER_KB per KiB of text scanned, so at the 1 MiB scan cap
 * (CONTENT_FILTER_SCAN_LIMIT) at most ~3 s. Ordinary prose costs ~0.15 ms per KiB with every builtin; the base
 * covers a first call's warm-up. A scan still running past its budget stops at the next check (every CHECK_EVERY
 * characters read; a window is at most ~17.5 KiB, a few hundred ms for the costliest family) with ScanBudgetError:
 * the request is refused with the scan cap's 413 (enforce.ts, reason content_filter_scan_limit: fail closed),
 * never forwarded with part of its text unread.
 */
export const SCAN_BUDGET_BASE_MS = 1000;
export const SCAN_BUDGET_MS_PER_KB = 2;

export class ScanBudgetError extends Error {
  constructor(readonly filter: string, readonly chars: number, readonly budgetMs: number) {
    super(`content filter ${filter} ran past the scan budget (${budgetMs.toFixed(0)} ms for ${chars} characters)`);
    this.name = "ScanBudgetError";
  }
}

/** The window starts: [from, zoneStart, zoneEnd, to) per window, surrogate pairs kept whole at every edge. */
export function windowsOf(length: number, text?: string): Array<readonly [number, number, number, number]> {
  if (length <= ONE_WINDOW) return [[0, 0, length, length]];
  const cuts: number[] = [];
  for (let c = 0; c < length; c += WINDOW_ZONE) cuts.push(c);
  // the last zone absorbs a short remainder (at most WINDOW_TAIL characters past its cut + WINDOW_ZONE)
  if (cuts.length > 1 && length - cuts[cuts.length - 1] <= WINDOW_TAIL) cuts.pop();
  // never cut between a high and a low surrogate
  const fix = (i: number): number => {
    if (!text || i <= 0 || i >= length) return i;
    const c = text.charCodeAt(i);
    return c >= 0xdc00 && c <= 0xdfff && (text.charCodeAt(i - 1) & 0xfc00) === 0xd800 ? i - 1 : i;
  };
  const out: Array<readonly [number, number, number, number]> = [];
  for (let k = 0; k < cuts.length; k++) {
    const zs = fix(cuts[k]);
    const ze = k + 1 < cuts.length ? fix(cuts[k + 1]) : length;
    out.push([fix(Math.max(0, zs - WINDOW_LEAD)), zs, ze, ze >= length ? length : fix(Math.min(length, ze + WINDOW_TAIL))]);
  }
  return out;
}

interface Deadline {
  /** process.cpuUsage() at the first check (null before: the first CHECK_EVERY characters are not counted). */
  start: NodeJS.CpuUsage | null;
  /** Characters read (by every filter, window by window) since the last check. */
  pending: number;
  chars: number;
  budgetMs: number;
}
/**
 * The budget is checked after every CHECK_EVERY characters read (a filter's window or whole text counts its
 * length): process.cpuUsage() is a system call (~16 µs on a sandboxed machine), so a 4 KiB prompt under every
 * builtin and a few custom patterns never reads it. What is read before the first check is not counted: at most
 * CHECK_EVERY characters plus one window (~0.8 s of the costliest family, names in capitals, all in one filter).
 */
const CHECK_EVERY = 64 * 1024;
function overBudget(deadline: Deadline, read: number): boolean {
  deadline.pending += read;
  if (deadline.pending < CHECK_EVERY) return false;
  deadline.pending = 0;
  if (!deadline.start) {
    deadline.start = process.cpuUsage();
    return false;
  }
  const u = process.cpuUsage(deadline.start);
  return (u.user + u.system) / 1000 > deadline.budgetMs;
}

const isRanges = (r: { ranges: readonly Range[]; score: number } | readonly Range[]): r is readonly Range[] => Array.isArray(r);

/** One filter over one text, window by window when the text is long; checks the deadline after each window. */
function check(f: CompiledFilter, deadline: Deadline, read: number): void {
  if (overBudget(deadline, read)) throw new ScanBudgetError(f.name, deadline.chars, deadline.budgetMs);
}
function runFilter(f: CompiledFilter, text: string, deadline: Deadline): { ranges: readonly Range[]; score: number } | readonly Range[] {
  if (!f.windowed || text.length <= ONE_WINDOW) {
    const r = f.scored ? f.scored(text) : f.detect(text);
    check(f, deadline, text.length);
    return r;
  }
  const ranges: Range[] = [];
  let score = 0;
  for (const [from, zs, ze, to] of windowsOf(text.length, text)) {
    const part = text.slice(from, to);
    const r = f.scored ? f.scored(part) : { ranges: f.detect(part), score: 0 };
    check(f, deadline, part.length);
    score = Math.max(score, r.score);
    for (const [a, b] of r.ranges) {
      const s = from + a;
      // a scored detector's range (a window of sentences, or the whole window) is kept wherever it starts
      if (f.scored || (s >= zs && s < ze)) ranges.push([s, from + b]);
    }
  }
  return { ranges, score };
}

/**
 * Scan every slot. Throws if a filter throws, or runs past the scan budget (ScanBudgetError); the caller refuses
 * the request: fail closed. `budget` replaces SCAN_BUDGET_BASE_MS / SCAN_BUDGET_MS_PER_KB (tests).
 */
export function scanTexts(set: FilterSet, slots: readonly TextSlot[], budget?: { baseMs: number; msPerKb: number }): ScanResult {
  const result: ScanResult = { blockedBy: null, texts: [], redactions: {}, flags: {}, scores: {} };
  if (set.length === 0) {
    result.texts = slots.map((s) => s.text);
    return result;
  }
  let chars = 0;
  for (const slot of slots) chars += slot.text.length;
  const budgetMs = (budget?.baseMs ?? SCAN_BUDGET_BASE_MS) + ((budget?.msPerKb ?? SCAN_BUDGET_MS_PER_KB) * chars) / 1024;
  const deadline: Deadline = { start: null, pending: 0, chars, budgetMs };
  for (const slot of slots) {
    const hits: Array<{ range: Range; label: string }> = [];
    for (const f of set) {
      if (f.userOnly && slot.origin !== "user") continue;
      const r = runFilter(f, slot.text, deadline);
      // (an unscored filter's result is its ranges; a scored one's, ranges and score)
      const found = isRanges(r) ? r : r.ranges;
      if (f.scored && found.length > 0 && !isRanges(r)) result.scores[f.name] = Math.max(result.scores[f.name] ?? 0, Math.round(r.score * 1000) / 1000);
      if (found.length === 0) continue;
      if (f.action === "block") {
        result.blockedBy ??= f.name;
      } else if (f.action === "redact") {
        result.redactions[f.name] = (result.redactions[f.name] ?? 0) + distinct(found);
        for (const range of found) hits.push({ range, label: f.label });
      } else {
        result.flags[f.name] = (result.flags[f.name] ?? 0) + distinct(found);
      }
    }
    result.texts.push(hits.length ? redact(slot.text, hits) : slot.text);
  }
  return result;
}
