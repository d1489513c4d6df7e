import { describe, expect, it } from "vitest";
import { combineGuardrails, EMPTY_POLICY } from "./combine";
import { compilePolicy, NO_GUARDRAILS } from "./policy-cache";
import { guardrailPolicy } from "../../test/guardrail-policy";

const g = guardrailPolicy;

describe("combineGuardrails", () => {
  it("no guardrails, or guardrails without rules (a fresh workspace default), combine to the shared empty policy", () => {
    expect(combineGuardrails([])).toBe(EMPTY_POLICY);
    expect(combineGuardrails([g({ source: "workspace_default" }), g({ id: "m", source: "member" })])).toBe(EMPTY_POLICY);
    expect(combineGuardrails([g({ ignored_models: [], ignored_providers: [] })])).toBe(EMPTY_POLICY);
    expect(compilePolicy([g({})])).toBe(NO_GUARDRAILS);
  });

  it("allowed lists intersect (one set per guardrail, lower case); null places no restriction, [] allows nothing", () => {
    const c = combineGuardrails([g({ allowed_models: ["A/X", "a/y"], allowed_providers: ["P1"] }), g({ id: "m", allowed_models: ["a/y", "a/z"], allowed_providers: null })]);
    expect(c.routing?.allowedModels.map((s) => [...s].sort())).toEqual([["a/x", "a/y"], ["a/y", "a/z"]]);
    expect(c.routing?.allowedProviders.map((s) => [...s])).toEqual([["p1"]]);
    const none = combineGuardrails([g({ allowed_providers: [] })]);
    expect(none.routing?.allowedProviders.map((s) => s.size)).toEqual([0]);
  });

  it("ignored lists unite; a ZDR requirement holds if any guardrail requires it", () => {
    const c = combineGuardrails([
      g({ ignored_models: ["a/x"], ignored_providers: ["p1"], enforce_zdr_vendor_a: true, enforce_zdr_other: false }),
      g({ id: "m", ignored_models: ["b/y"], ignored_providers: ["P2"], enforce_zdr_vendor_b: false, enforce_zdr_other: true }),
    ]);
    expect([...(c.routing?.ignoredModels ?? [])].sort()).toEqual(["a/x", "b/y"]);
    expect([...(c.routing?.ignoredProviders ?? [])].sort()).toEqual(["p1", "p2"]);
    expect(c.routing?.zdr).toEqual({ vendor_a: true, vendor_b: false, vendor_c: false, other: true });
  });

  it("budgets stay independent, one per guardrail with a limit, each with its own entity, window and BYOK rule", () => {
    const c = combineGuardrails([
      g({ id: "k", limit_usd: 5, reset_interval: "daily" }),
      g({ id: "m", source: "member", budget_entity: { kind: "member", user_id: "u1" }, limit_usd: 50, include_byok_in_budgets: true }),
      g({ id: "none", source: "workspace_default" }),
    ]);
    expect(c.routing).toBeNull();
    expect(c.budgets).toEqual([
      { guardrailId: "k", entity: { kind: "key", key_id: 1, key_hash: "h1" }, limitUsd: 5, reset: "daily", includeByok: false },
      { guardrailId: "m", entity: { kind: "member", user_id: "u1" }, limitUsd: 50, reset: "monthly", includeByok: true },
    ]);
  });

  it("content filters unite; the compiled set keeps a builtin's strongest action and de-duplicates identical custom patterns", () => {
    const p = compilePolicy([
      g({ content_filter_builtins: [{ slug: "email", action: "redact", label: "[EMAIL]" }], content_filters: [{ pattern: "orion", action: "flag" }] }),
      g({ id: "m", content_filter_builtins: [{ slug: "email", action: "block", label: "[EMAIL]" }], content_filters: [{ pattern: "orion", action: "flag" }, { pattern: "vega", action: "redact", label: "[STAR]" }] }),
    ]);
    expect(p.filterError).toBeNull();
    expect(p.filters?.map((f) => [f.name, f.action])).toEqual([
      ["email", "block"],
      ["custom:#1", "flag"],
      ["custom:[STAR]", "redact"],
    ]);
  });

  it("a custom pattern that cannot compile leaves the policy refusing (fail closed), not ignoring the filter", () => {
    const p = compilePolicy([g({ content_filters: [{ pattern: "(unclosed", action: "redact" }] })]);
    expect(p.filters).toBeNull();
    expect(p.filterError?.message).toMatch(/custom content filter #1 cannot run/);
  });

  it("a reload whose filters did not change keeps the compiled set (and its error); a change of filters, or of an action, compiles anew", () => {
    const rules = { content_filter_builtins: [{ slug: "email" as const, action: "redact" as const, label: "[EMAIL]" }], content_filters: [{ pattern: "orion", action: "flag" as const }] };
    const first = compilePolicy([g(rules)]);
    const again = compilePolicy([g({ ...rules, limit_usd: 5 })], first);
    expect(again.filters).toBe(first.filters);
    expect(again.policy.budgets).toHaveLength(1);
    const changed = compilePolicy([g({ ...rules, content_filters: [{ pattern: "orion", action: "block" }] })], first);
    expect(changed.filters).not.toBe(first.filters);
    expect(changed.filters?.map((f) => f.action)).toEqual(["redact", "block"]);
    const broken = compilePolicy([g({ content_filters: [{ pattern: "(unclosed", action: "redact" }] })]);
    expect(compilePolicy([g({ content_filters: [{ pattern: "(unclosed", action: "redact" }] })], broken).filterError).toBe(broken.filterError);
    expect(compilePolicy([g({})], first)).toBe(NO_GUARDRAILS);
  });
});
