import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import { setAcmeCatalog } from "../../test/acme-catalog";
import { testDb } from "../../test/db";
import { seedOrg } from "../../test/fixtures";

/** The console-only guardrail procedures (form options, pattern test, the guardrail each key follows) through the router on a real database. */
describe("guardrails console procedures", () => {
  let h: DbHandle;
  beforeAll(async () => {
    setAcmeCatalog({ name: "Acme Cloud", zdr: true }, { vendor_a: "Acme", vendor_b: "openai", vendor_c: "google" });
    h = await testDb();
  });
  afterAll(() => h.close());

  it("form options list the catalog's models with their ZDR vendor group, its providers, the vendor names and each builtin's actions", async () => {
    const org = await seedOrg(h.prisma);
    const o = await org.api.guardrails.formOptions();
    expect(o.models).toContainEqual({ slug: "acme/fast", canonical_slug: "acme/fast-2026-01-01", name: "Fast", kind: "chat", vendor_group: "vendor_a" });
    expect(o.models).toContainEqual({ slug: "local/echo", canonical_slug: "local/echo", name: "Echo (local)", kind: "chat", vendor_group: "other" });
    expect(o.providers).toEqual([
      { id: "local", name: "Local", zdr: true },
      { id: "acme", name: "Acme Cloud", zdr: true },
    ]);
    expect(o.vendors).toEqual({ vendor_a: "Acme", vendor_b: "openai", vendor_c: "google" });
    expect(o.builtins.find((b) => b.slug === "email")).toEqual({ slug: "email", label: "[EMAIL]", actions: ["block", "redact"] });
    expect(o.builtins.find((b) => b.slug === "regex-prompt-injection")?.actions).toEqual(["block", "redact", "flag"]);
    expect(o.builtins).toHaveLength(8);
  });

  it.each([
    { pattern: "(?i)project\\s+falcon", sample: "Project  Falcon, project falcon, project eagle", result: { ok: true, match_count: 2, matches: [{ start: 0, end: 15, text: "Project  Falcon" }, { start: 17, end: 31, text: "project falcon" }] } },
    { pattern: "falcon", sample: "nothing here", result: { ok: true, match_count: 0, matches: [] } },
    { pattern: "(a+)+$", sample: "aaaa", result: { ok: false, reason: "unsafe pattern: catastrophic backtracking (exponential) in a backtracking engine" } },
    { pattern: "", sample: "x", result: { ok: false, reason: "pattern must not be empty" } },
  ])("testPattern $pattern → the save-time verdict and the matches", async ({ pattern, sample, result }) => {
    const org = await seedOrg(h.prisma);
    expect(await org.api.guardrails.testPattern({ pattern, sample })).toEqual(result);
  });

  it("testPattern gives a compile error's reason", async () => {
    const org = await seedOrg(h.prisma);
    const r = await org.api.guardrails.testPattern({ pattern: "(unclosed", sample: "" });
    expect(r.ok).toBe(false);
    expect(r.ok === false && r.reason).toMatch(/^pattern does not compile \(RE2 syntax\): /);
  });

  it("keyGuardrails: own guardrail, else the workspace default; unknown and other organizations' hashes left out", async () => {
    const org = await seedOrg(h.prisma);
    const other = await seedOrg(h.prisma);
    const a = (await org.api.keys.create({ name: "a" })).data;
    const b = (await org.api.keys.create({ name: "b" })).data;
    const foreign = (await other.api.keys.create({ name: "x" })).data;
    const g = (await org.api.guardrails.create({ name: "Strict" })).data;
    await org.api.guardrails.assignKeys({ id: g.id, key_hashes: [a.hash] });
    const ws = (await org.api.workspaces.get({ id: "default" })).data;

    const rows = await org.api.guardrails.keyGuardrails({ key_hashes: [a.hash, b.hash, foreign.hash, "nope"] });
    expect(rows).toEqual([
      { key_hash: a.hash, key_name: "a", workspace_id: ws.id, guardrail_id: g.id, guardrail_name: "Strict", source: "key" },
      { key_hash: b.hash, key_name: "b", workspace_id: ws.id, guardrail_id: ws.default_guardrail_id, guardrail_name: "Default guardrail", source: "workspace_default" },
    ]);

    await org.api.guardrails.unassignKeys({ id: g.id, key_hashes: [a.hash] });
    expect((await org.api.guardrails.keyGuardrails({ key_hashes: [a.hash] }))[0]).toMatchObject({ source: "workspace_default", guardrail_name: "Default guardrail" });
  });
});
