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
    out.push({ name: slug, action, label: def.label, userOnly, detect: def.detect, ...(def.scored ? { scored: def.scored } : {}) });
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
 * Scan every slot. Throws if a filter throws (the caller refuses the request: fail closed).
 */
export function scanTexts(set: FilterSet, slots: readonly TextSlot[]): ScanResult {
  const result: ScanResult = { blockedBy: null, texts: [], redactions: {}, flags: {}, scores: {} };
  if (set.length === 0) {
    result.texts = slots.map((s) => s.text);
    return result;
  }
  for (const slot of slots) {
    const hits: Array<{ range: Range; label: string }> = [];
    for (const f of set) {
      if (f.userOnly && slot.origin !== "user") continue;
      let found: readonly Range[];
      if (f.scored) {
        const r = f.scored(slot.text);
        found = r.ranges;
        if (found.length > 0) result.scores[f.name] = Math.max(result.scores[f.name] ?? 0, Math.round(r.score * 1000) / 1000);
      } else found = f.detect(slot.text);
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
