import { randomBytes } from "node:crypto";
import { OpenRouter } from "@openrouter/sdk";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { restClient } from "../http";
import { runAdmin } from "../server";

/*
 * The official OpenRouter SDK, unchanged, pointed at the running gateway (serverURL only): every
 * SDK method whose endpoint the gateway serves must resolve, parsed by the SDK's own response
 * schemas, with the values the gateway stored. Guardrails and their assignments are covered in
 * server/routers/guardrails/guardrails.sdk.http.test.ts; docs/sdk-compatibility.md lists every
 * method group.
 */

const uniq = () => randomBytes(4).toString("hex");
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function admin(args: string[]) {
  const r = runAdmin(args, inject("serverEnv"));
  expect(r.status, r.stderr).toBe(0);
  return r.json as Record<string, string>;
}

const sdkFor = (apiKey: string) => new OpenRouter({ apiKey, serverURL: `${inject("baseUrl")}/api/v1` });

describe("@openrouter/sdk against the gateway", () => {
  let org: Record<string, string>;
  let mgmt: OpenRouter;

  beforeAll(() => {
    org = admin(["org", "create", "--name", `sdk-${uniq()}`]);
    mgmt = sdkFor(org.management_key);
  });

  it("apiKeys: create (with external.user), get, list, update, delete", async () => {
    const user = `sdk-user-${uniq()}`;
    const created = await mgmt.apiKeys.create({
      requestBody: { name: "From the SDK", limit: 7.5, limitReset: "weekly", includeByokInLimit: true, expiresAt: new Date("2099-01-01T00:00:00Z"), external: { user } },
    });
    expect(created.key).toMatch(/^sk-sy-v1-[0-9a-f]{64}$/);
    const k = created.data;
    expect(k).toMatchObject({
      name: "From the SDK",
      limit: 7.5,
      limitRemaining: 7.5,
      limitReset: "weekly",
      includeByokInLimit: true,
      expiresAt: new Date("2099-01-01T00:00:00Z"),
      externalUser: user,
      workspaceId: org.default_workspace_id,
      creatorUserId: org.owner_user_id,
      disabled: false,
      usage: 0,
      byokUsage: 0,
    });
    expect(k.hash).toMatch(/^[0-9a-f]{64}$/);
    // the end user is registered just as with external_user
    const reg = await restClient(org.management_key)<{ data: { user: string; is_active: boolean } }>("GET", `/end-users/${encodeURIComponent(user)}`);
    expect(reg.status).toBe(200);
    expect(reg.body.data).toMatchObject({ user, is_active: true });

    expect((await mgmt.apiKeys.get({ hash: k.hash })).data).toEqual(k);

    const second = (await mgmt.apiKeys.create({ requestBody: { name: "Second" } })).data;
    expect(second).toMatchObject({ externalUser: null, limit: null, limitReset: null, expiresAt: null });

    const updated = await mgmt.apiKeys.update({ hash: second.hash, requestBody: { name: "Second, renamed", disabled: true, limit: 3, limitReset: "daily" } });
    expect(updated.data).toMatchObject({ hash: second.hash, name: "Second, renamed", disabled: true, limit: 3, limitRemaining: 3, limitReset: "daily" });

    const enabledOnly = await mgmt.apiKeys.list();
    expect(enabledOnly.data.map((x) => x.hash)).toEqual([k.hash]);
    const all = await mgmt.apiKeys.list({ includeDisabled: true, workspaceId: org.default_workspace_id });
    expect(all.data.map((x) => x.hash)).toEqual([k.hash, second.hash]);
    expect((await mgmt.apiKeys.list({ includeDisabled: true, offset: 1 })).data.map((x) => x.hash)).toEqual([second.hash]);

    expect(await mgmt.apiKeys.delete({ hash: second.hash })).toEqual({ deleted: true });
    await expect(mgmt.apiKeys.get({ hash: second.hash })).rejects.toMatchObject({ statusCode: 404 });
  });

  it("apiKeys.getCurrentKeyMetadata: an inference key and a management key, with honest values", async () => {
    const created = await mgmt.apiKeys.create({ requestBody: { name: "Current", limit: 2, limitReset: "monthly" } });
    const mine = await sdkFor(created.key).apiKeys.getCurrentKeyMetadata();
    const expectedRateLimit = {
      interval: "1m",
      requests: -1,
      note: "No request rate limit applies to this key's inference (requests -1). GET /datasets/rankings-daily allows 30 requests per minute per key and 500 per day per organization.",
    };
    expect(mine.data).toEqual({
      label: created.data.label,
      limit: 2,
      limitRemaining: 2,
      limitReset: "monthly",
      includeByokInLimit: false,
      usage: 0,
      usageDaily: 0,
      usageWeekly: 0,
      usageMonthly: 0,
      byokUsage: 0,
      byokUsageDaily: 0,
      byokUsageWeekly: 0,
      byokUsageMonthly: 0,
      expiresAt: null,
      creatorUserId: org.owner_user_id,
      workspaceId: org.default_workspace_id,
      organizationId: org.organization_id,
      isManagementKey: false,
      isProvisioningKey: false,
      isFreeTier: false,
      rateLimit: expectedRateLimit,
      freeModelDailyRequests: { limit: 0, remaining: 0, used: 0 },
      allowedDataRegions: ["global"],
    });

    const me = await mgmt.apiKeys.getCurrentKeyMetadata();
    expect(me.data).toMatchObject({
      isManagementKey: true,
      isProvisioningKey: true,
      isFreeTier: false,
      workspaceId: null,
      organizationId: org.organization_id,
      creatorUserId: org.owner_user_id,
      limit: null,
      rateLimit: expectedRateLimit,
    });
  });

  it("workspaces: create, get, list, update, members (list, add, remove), delete", async () => {
    const slug = `sdk-${uniq()}`;
    const created = await mgmt.workspaces.create({
      // disabledServerTools: the gateway runs no server tools, so it is ignored
      createWorkspaceRequest: { name: "SDK team", slug, description: "made by the SDK", defaultTextModel: "local/echo", ioLoggingSamplingRate: 0.5, disabledServerTools: ["openrouter:bash"] },
    });
    const ws = created.data;
    expect(ws).toMatchObject({
      name: "SDK team",
      slug,
      description: "made by the SDK",
      defaultTextModel: "local/echo",
      defaultImageModel: null,
      ioLoggingSamplingRate: 0.5,
      createdBy: org.owner_user_id,
      updatedAt: null,
      isObservabilityIoLoggingEnabled: false,
    });
    expect(ws.defaultGuardrailId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await mgmt.workspaces.get({ id: slug })).data).toEqual(ws);
    expect((await mgmt.workspaces.get({ id: ws.id })).data).toEqual(ws);

    const updated = await mgmt.workspaces.update({ id: ws.id, updateWorkspaceRequest: { name: "SDK team, renamed", defaultProviderSort: "price", isDataDiscountLoggingEnabled: true } });
    expect(updated.data).toMatchObject({ id: ws.id, name: "SDK team, renamed", defaultProviderSort: "price", isDataDiscountLoggingEnabled: true, slug });
    expect(updated.data.updatedAt).not.toBeNull();

    const page = await mgmt.workspaces.list({ limit: 50 });
    expect(page.result.totalCount).toBe(2);
    expect(page.result.data.map((w) => w.id).sort()).toEqual([org.default_workspace_id, ws.id].sort());
    const second = await mgmt.workspaces.list({ offset: 1, limit: 1 });
    expect(second.result.data).toHaveLength(1);

    const member = admin(["user", "add", "--org", org.organization_id, "--email", `m-${uniq()}@example.com`, "--role", "member"]);
    const added = await mgmt.workspaces.bulkAddMembers({ id: ws.id, bulkAddWorkspaceMembersRequest: { userIds: [member.user_id, org.owner_user_id] } });
    expect(added.addedCount).toBe(2);
    expect(added.data.map((m) => [m.userId, m.role, m.workspaceId]).sort()).toEqual(
      [[member.user_id, "member", ws.id], [org.owner_user_id, "owner", ws.id]].sort(),
    );
    const members = await mgmt.workspaces.listMembers({ id: ws.id });
    expect(members.result.totalCount).toBe(2);
    expect(members.result.data.map((m) => m.userId).sort()).toEqual([member.user_id, org.owner_user_id].sort());
    expect(await mgmt.workspaces.bulkRemoveMembers({ id: ws.id, bulkRemoveWorkspaceMembersRequest: { userIds: [member.user_id] } })).toEqual({ removedCount: 1 });
    expect((await mgmt.workspaces.listMembers({ id: ws.id })).result.data.map((m) => m.userId)).toEqual([org.owner_user_id]);

    expect(await mgmt.workspaces.delete({ id: ws.id })).toEqual({ deleted: true });
    await expect(mgmt.workspaces.get({ id: ws.id })).rejects.toMatchObject({ statusCode: 404 });
  });

  it("embeddings: generate and listModels; the rankings dataset counts the tokens", async () => {
    const key = (await mgmt.apiKeys.create({ requestBody: { name: "Embeddings" } })).key;
    const sdk = sdkFor(key);

    const page = await sdk.embeddings.listModels();
    const models = page.result;
    expect(models.totalCount).toBe(models.data.length);
    expect(models.links).toEqual({ next: null });
    const hash = models.data.find((m) => m.id === "local/hash-embed");
    expect(hash).toMatchObject({
      canonicalSlug: "local/hash-embed",
      name: "Hash embeddings (local)",
      pricing: { prompt: "0", completion: "0" },
      architecture: { outputModalities: ["embeddings"] },
    });
    const firstOnly = await sdk.embeddings.listModels({ limit: 1 });
    expect(firstOnly.result.data).toHaveLength(1);
    expect(firstOnly.result.totalCount).toBe(models.totalCount);
    expect(firstOnly.result.links.next).toBe(models.totalCount > 1 ? "/api/v1/embeddings/models?offset=1&limit=1" : null);

    const today = isoDay(Date.now());
    const tokensToday = async () =>
      BigInt((await sdk.datasets.getRankingsDaily({ startDate: today, endDate: today })).data.find((r) => r.modelPermaslug === "local/hash-embed")?.totalTokens ?? "0");
    const before = await tokensToday();

    const res = await sdk.embeddings.generate({ requestBody: { model: "local/hash-embed", input: ["first text", "second text"], dimensions: 32 } });
    if (typeof res === "string") throw new Error(`expected JSON, got text: ${res}`);
    expect(res.model).toBe("local/hash-embed");
    expect(res.data.map((d) => d.index)).toEqual([0, 1]);
    for (const d of res.data) {
      expect(Array.isArray(d.embedding) && d.embedding.length).toBe(32);
    }
    expect(res.data[0].embedding).not.toEqual(res.data[1].embedding);
    const used = res.usage?.totalTokens ?? 0;
    expect(used).toBeGreaterThan(0);
    expect(res.usage?.promptTokens).toBe(used);

    // the ledger is flushed every 200 ms; the rollup follows in the same statement
    let after = before;
    for (let i = 0; i < 25 && after < before + BigInt(used); i++) {
      await new Promise((r) => setTimeout(r, 200));
      after = await tokensToday();
    }
    expect(after - before).toBe(BigInt(used));

    const ranking = await sdk.datasets.getRankingsDaily({ startDate: "2024-06-01", endDate: isoDay(Date.now() - DAY_MS) });
    expect(ranking.meta).toMatchObject({ startDate: "2025-01-01", endDate: isoDay(Date.now() - DAY_MS), version: "v1" });
    expect(Date.parse(ranking.meta.asOf)).not.toBeNaN();
  });

  it("methods of groups the gateway does not serve fail with a 404 (docs/sdk-compatibility.md)", async () => {
    const notServed: Array<[string, () => Promise<unknown>]> = [
      ["workspaces.listBudgets", () => mgmt.workspaces.listBudgets({ workspaceRef: org.default_workspace_id })],
      ["credits.getCredits", () => mgmt.credits.getCredits()],
      ["providers.list", () => mgmt.providers.list()],
      ["organization.listMembers", () => mgmt.organization.listMembers()],
      ["presets.list", () => mgmt.presets.list()],
      ["byok.list", () => mgmt.byok.list()],
    ];
    for (const [label, call] of notServed) {
      await expect(call(), label).rejects.toMatchObject({ statusCode: 404 });
    }
  });

  it("errors reach the SDK as its typed errors with the gateway's status and message", async () => {
    await expect(mgmt.apiKeys.get({ hash: "0".repeat(64) })).rejects.toMatchObject({ statusCode: 404 });
    const inference = sdkFor((await mgmt.apiKeys.create({ requestBody: { name: "Not management" } })).key);
    await expect(inference.apiKeys.list()).rejects.toMatchObject({ statusCode: 401 });
    await expect(mgmt.apiKeys.create({ requestBody: { name: "Mismatch", external: { user: "  padded" } } })).rejects.toMatchObject({ statusCode: 400 });
    await expect(sdkFor(`sk-sy-v1-${"0".repeat(64)}`).apiKeys.getCurrentKeyMetadata()).rejects.toMatchObject({ statusCode: 401 });
  });
});
