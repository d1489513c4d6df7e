import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import { applyMigrations, pgliteExecutor } from "../../db/migrate";
import { failureOf, seedOrg } from "../../test/fixtures";
import { setAcmeCatalog } from "../../test/acme-catalog";
import { testDb } from "../../test/db";
import { publish } from "../../redis";
import { GUARDRAILS_CHANNEL, resolveGuardrailsForKey, subscribeGuardrailsChanged } from "./resolve";

type Org = Awaited<ReturnType<typeof seedOrg>>;

/** Guardrail records, assignments and the resolver through the router (createCaller) on a real database. */
describe("guardrails service", () => {
  let h: DbHandle;
  beforeAll(async () => {
    setAcmeCatalog();
    h = await testDb();
  });
  afterAll(() => h.close());

  const newKey = async (org: Org, body: Record<string, unknown> = {}) =>
    (await org.api.keys.create({ name: `k-${Math.random()}`, ...body })).data;

  it("models by slug or canonical_slug (stored as given), providers by catalog id; unknown ones are 400 naming each", async () => {
    const org = await seedOrg(h.prisma);
    const g = (await org.api.guardrails.create({ name: "G", allowed_models: ["acme/fast", "acme/fast-2026-01-01", "acme/fast"], ignored_providers: ["local"] })).data;
    expect(g.allowed_models).toEqual(["acme/fast", "acme/fast-2026-01-01"]);
    expect(g.ignored_providers).toEqual(["local"]);
    const bad = org.api.guardrails.create({ name: "G", allowed_models: ["acme/fast", "acme/slow"], allowed_providers: ["nope"] });
    await expect(bad).rejects.toMatchObject({
      cause: {
        status: 400,
        message: "Invalid request parameters",
        metadata: {
          issues: [
            { field: "allowed_models.1", message: "unknown model 'acme/slow'" },
            { field: "allowed_providers.0", message: "unknown provider 'nope'" },
          ],
        },
      },
    });
  });

  it("new organizations and workspaces get a default guardrail with no rules, in the same transaction", async () => {
    const org = await seedOrg(h.prisma);
    const ws = (await org.api.workspaces.get({ id: "default" })).data;
    expect(ws.default_guardrail_id).toMatch(/^[0-9a-f-]{36}$/);
    const g = (await org.api.guardrails.get({ id: ws.default_guardrail_id ?? "" })).data;
    expect(g).toMatchObject({ workspace_id: ws.id, name: "Default guardrail", allowed_models: null, limit_usd: null, content_filters: null });
    const team = (await org.api.workspaces.create({ name: "Team", slug: "team" })).data;
    const tg = await h.prisma.guardrail.findUniqueOrThrow({ where: { id: team.default_guardrail_id ?? "" } });
    expect(tg.workspace_id).toBe(team.id);
    // the database itself refuses to delete a default (NO ACTION foreign key), whatever the service checks
    await expect(h.prisma.guardrail.deleteMany({ where: { id: team.default_guardrail_id ?? "" } })).rejects.toThrow();
    // a duplicate slug rolls the whole creation back: no orphan guardrail
    const before = await h.prisma.guardrail.count({ where: { org_id: org.organization_id } });
    expect((await failureOf(org.api.workspaces.create({ name: "Team", slug: "team" })))?.status).toBe(409);
    expect(await h.prisma.guardrail.count({ where: { org_id: org.organization_id } })).toBe(before);
    // deleting the workspace takes its guardrails (default included) with it
    expect(await org.api.workspaces.delete({ id: "team" })).toEqual({ deleted: true });
    expect(await h.prisma.guardrail.count({ where: { workspace_id: team.id } })).toBe(0);
  });

  it("resolver: workspace default, then the key's own, plus the creator's member guardrail; one query", async () => {
    const org = await seedOrg(h.prisma);
    const ws = (await org.api.workspaces.get({ id: "default" })).data;
    const key = await newKey(org);
    let got = await resolveGuardrailsForKey({ db: h.prisma, keyId: key.id });
    expect(got).toEqual([
      expect.objectContaining({ id: ws.default_guardrail_id, source: "workspace_default", budget_entity: { kind: "key", key_id: key.id, key_hash: key.hash } }),
    ]);

    const own = (await org.api.guardrails.create({
      name: "Own",
      allowed_models: ["acme/fast"],
      enforce_zdr: true,
      enforce_zdr_other: false,
      limit_usd: 2.5,
      reset_interval: "weekly",
      include_byok_in_budgets: true,
      content_filter_builtins: [{ slug: "email", action: "redact" }, { slug: "regex-prompt-injection", action: "flag" }],
      content_filters: [{ pattern: "secret-\\d+", action: "block" }],
    })).data;
    await org.api.guardrails.assignKeys({ id: own.id, key_hashes: [key.hash] });
    const member = (await org.api.guardrails.create({ name: "Member", ignored_providers: ["acme"] })).data;
    await org.api.guardrails.assignMembers({ id: member.id, member_user_ids: [org.owner_user_id] });

    got = await resolveGuardrailsForKey({ db: h.prisma, keyId: key.id });
    expect(got).toEqual([
      {
        id: own.id,
        source: "key",
        budget_entity: { kind: "key", key_id: key.id, key_hash: key.hash },
        allowed_models: ["acme/fast"],
        ignored_models: null,
        allowed_providers: null,
        ignored_providers: null,
        enforce_zdr_vendor_a: true,
        enforce_zdr_vendor_b: true,
        enforce_zdr_vendor_c: true,
        enforce_zdr_other: false,
        limit_usd: 2.5,
        reset_interval: "weekly",
        include_byok_in_budgets: true,
        content_filter_builtins: [
          { slug: "email", action: "redact", label: "[EMAIL]" },
          { slug: "regex-prompt-injection", action: "flag", scan_scope: "user_only", label: "[PROMPT_INJECTION]" },
        ],
        content_filters: [{ pattern: "secret-\\d+", action: "block", label: null }],
        updated_at: own.updated_at,
      },
      expect.objectContaining({ id: member.id, source: "member", budget_entity: { kind: "member", user_id: org.owner_user_id }, ignored_providers: ["acme"] }),
    ]);

    // a key moved to another workspace keeps its own guardrail (spec 4.5 rule 3)
    const team = (await org.api.workspaces.create({ name: "T", slug: "t" })).data;
    await org.api.workspaces.addMembers({ id: "t", user_ids: [org.owner_user_id] });
    await org.api.keys.update({ hash: key.hash, workspace_id: team.id });
    got = await resolveGuardrailsForKey({ db: h.prisma, keyId: key.id });
    expect(got.map((p) => [p.id, p.source])).toEqual([[own.id, "key"], [member.id, "member"]]);

    // unassigned, it follows its new workspace's default; a member unassigned applies no more
    await org.api.guardrails.unassignKeys({ id: own.id, key_hashes: [key.hash] });
    await org.api.guardrails.unassignMembers({ id: member.id, member_user_ids: [org.owner_user_id] });
    got = await resolveGuardrailsForKey({ db: h.prisma, keyId: key.id });
    expect(got.map((p) => [p.id, p.source])).toEqual([[team.default_guardrail_id, "workspace_default"]]);

    // pointing the workspace at another of its guardrails moves every key without its own
    const other = (await org.api.guardrails.create({ name: "Other", workspace_id: team.id })).data;
    await org.api.workspaces.update({ id: "t", default_guardrail_id: other.id });
    got = await resolveGuardrailsForKey({ db: h.prisma, keyId: key.id });
    expect(got.map((p) => [p.id, p.source])).toEqual([[other.id, "workspace_default"]]);

    // the same guardrail as key and member guardrail: two budgets (the key's and the member's)
    await org.api.guardrails.assignKeys({ id: other.id, key_hashes: [key.hash] });
    await org.api.guardrails.assignMembers({ id: other.id, member_user_ids: [org.owner_user_id] });
    got = await resolveGuardrailsForKey({ db: h.prisma, keyId: key.id });
    expect(got.map((p) => [p.id, p.source, p.budget_entity.kind])).toEqual([[other.id, "key", "key"], [other.id, "member", "member"]]);
    expect(await resolveGuardrailsForKey({ db: h.prisma, keyId: 987_654_321 })).toEqual([]);
  });

  it("a member guardrail applies to keys that member created, not to other members' keys", async () => {
    const org = await seedOrg(h.prisma);
    const admin = await h.prisma.user.create({ data: { org_id: org.organization_id, email: "a@example.com", role: "admin" } });
    const mine = await newKey(org);
    const theirs = await newKey(org, { creator_user_id: admin.id });
    const g = (await org.api.guardrails.create({ name: "M" })).data;
    await org.api.guardrails.assignMembers({ id: g.id, member_user_ids: [admin.id] });
    expect((await resolveGuardrailsForKey({ db: h.prisma, keyId: theirs.id })).map((p) => p.source)).toEqual(["workspace_default", "member"]);
    expect((await resolveGuardrailsForKey({ db: h.prisma, keyId: mine.id })).map((p) => p.source)).toEqual(["workspace_default"]);
  });

  it("every guardrail, assignment and workspace-default change announces the organization", async () => {
    const org = await seedOrg(h.prisma);
    const seen: string[] = [];
    const stop = subscribeGuardrailsChanged((orgId) => seen.push(orgId));
    try {
      const key = await newKey(org);
      const g = (await org.api.guardrails.create({ name: "X" })).data;
      await org.api.guardrails.update({ id: g.id, name: "Y" });
      await org.api.guardrails.assignKeys({ id: g.id, key_hashes: [key.hash] });
      await org.api.guardrails.assignKeys({ id: g.id, key_hashes: [key.hash] }); // no change: no announcement
      await org.api.guardrails.unassignKeys({ id: g.id, key_hashes: [key.hash] });
      await org.api.guardrails.assignMembers({ id: g.id, member_user_ids: [org.owner_user_id] });
      await org.api.guardrails.unassignMembers({ id: g.id, member_user_ids: [org.owner_user_id] });
      await org.api.workspaces.update({ id: "default", default_guardrail_id: g.id });
      const team = (await org.api.workspaces.create({ name: "T", slug: "t" })).data;
      await org.api.workspaces.addMembers({ id: "t", user_ids: [org.owner_user_id] });
      await org.api.keys.update({ hash: key.hash, workspace_id: team.id }); // a move changes the default the key follows
      await org.api.keys.update({ hash: key.hash, name: "renamed" }); // nothing about guardrails: no announcement
      const ws = await h.prisma.workspace.findFirstOrThrow({ where: { org_id: org.organization_id, is_default: true } });
      const old = await h.prisma.guardrail.findFirstOrThrow({ where: { org_id: org.organization_id, workspace_id: ws.id, name: "Default guardrail" } });
      expect(ws.default_guardrail_id).toBe(g.id);
      await org.api.guardrails.delete({ id: old.id });
      // With REDIS_URL the channel is shared with every other test process: count this organization's only.
      expect(seen.filter((o) => o === org.organization_id).length).toBe(9);
    } finally {
      stop();
    }
  });

  it.runIf(process.env.REDIS_URL)("with Redis: another instance's change reaches the subscribers here; our own is not delivered twice", async () => {
    const seen: string[] = [];
    const stop = subscribeGuardrailsChanged((orgId) => seen.push(orgId));
    try {
      const org = await seedOrg(h.prisma);
      const elsewhere = `org-from-elsewhere-${randomUUID()}`;
      await org.api.guardrails.create({ name: "Mine" }); // local delivery, then our own echo (ignored)
      await publish(GUARDRAILS_CHANNEL, `another-instance ${elsewhere}`);
      for (let i = 0; i < 200 && !seen.includes(elsewhere); i++) await new Promise((r) => setTimeout(r, 25));
      // The channel is shared with every other test process on this Redis: only these two organizations are ours.
      expect(seen.filter((o) => o === org.organization_id || o === elsewhere)).toEqual([org.organization_id, elsewhere]);
    } finally {
      stop();
    }
  });
});

describe("guardrails migration", () => {
  const dir = mkdtempSync(join(tmpdir(), "sy-guardrail-mig-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // A PGlite of its own, booted from nothing (no template) and migrated twice: ~5 s quiet, over 30 s on a loaded 2-core machine.
  it("gives every existing workspace a default guardrail with no rules", { timeout: 180_000 }, async () => {
    const src = resolve(import.meta.dirname, "..", "..", "..", "prisma", "migrations");
    const names = readdirSync(src).filter((d) => /^\d{14}_/.test(d)).sort();
    const target = names.find((n) => n.endsWith("_guardrails"));
    expect(target).toBeDefined();
    for (const n of names.filter((n) => n < (target ?? ""))) cpSync(join(src, n), join(dir, n), { recursive: true });
    const db = new PGlite();
    try {
      const exec = pgliteExecutor(db);
      await applyMigrations(exec, dir);
      await db.exec(`
        INSERT INTO organizations (id, name) VALUES ('00000000-0000-4000-8000-000000000001', 'O');
        INSERT INTO workspaces (id, org_id, name, slug, created_by, is_default) VALUES
          ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001', 'A', 'a', 'u', true),
          ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-000000000001', 'B', 'b', 'u', false);`);
      cpSync(join(src, target ?? ""), join(dir, target ?? ""), { recursive: true });
      expect(await applyMigrations(exec, dir)).toEqual([target]);
      const rows = await db.query<{ slug: string; gid: string | null; ws: string; allowed_models: unknown; limit_usd: unknown }>(
        `SELECT w.slug, g.id AS gid, g.workspace_id AS ws, g.allowed_models, g.limit_usd
         FROM workspaces w LEFT JOIN guardrails g ON g.id = w.default_guardrail_id ORDER BY w.slug`,
      );
      expect(rows.rows.map((r) => [r.slug, r.ws, r.allowed_models, r.limit_usd])).toEqual([
        ["a", "00000000-0000-4000-8000-0000000000a1", null, null],
        ["b", "00000000-0000-4000-8000-0000000000b1", null, null],
      ]);
      expect(rows.rows.every((r) => r.gid)).toBe(true);
    } finally {
      await db.close();
    }
  });
});
