import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import { testDb } from "../../test/db";
import { callerWithRole, seedOrg } from "../../test/fixtures";
import { createCaller } from "../../trpc/root";
import type { UsageEntry } from "../../observability/usage-entry";
import { writeUsageBatch } from "../usage/usage-batch";

const NOW = new Date("2026-11-25T10:30:00.000Z");

describe("refusals by reason, the log's refusal filter, and spend by member", () => {
  let h: DbHandle;
  let api: ReturnType<typeof createCaller>;
  let adminId: string;
  let ownerId: string;

  beforeAll(async () => {
    h = await testDb();
    const org = await seedOrg(h.prisma);
    const other = await seedOrg(h.prisma);
    ownerId = org.owner_user_id;
    api = createCaller({ db: h.prisma, now: () => NOW, auth: { type: "bearer", header: `Bearer ${org.management_key}` } });
    const admin = await callerWithRole(h.prisma, org.organization_id, "admin");
    adminId = admin.user.user_id;
    const ownerKey = (await org.api.keys.create({ name: "owner's" })).data;
    const adminKey = (await admin.api.keys.create({ name: "admin's" })).data;
    const otherKey = (await other.api.keys.create({ name: "elsewhere" })).data;
    const at = new Date(NOW.getTime() - 3_600_000);
    const row = (keyId: number, orgId: string, workspaceId: string, cost: number, refusal?: [number, string | null]): UsageEntry => ({
      requestId: randomUUID(),
      orgId,
      keyId,
      workspaceId,
      endUser: null,
      model: "m/one",
      provider: refusal ? "none" : "prov",
      promptTokens: refusal ? 0 : 10,
      completionTokens: refusal ? 0 : 5,
      costUsd: cost,
      isByok: false,
      latencyMs: 5,
      attempts: refusal ? 0 : 1,
      status: refusal ? "refused" : "ok",
      httpStatus: refusal ? refusal[0] : 200,
      error: refusal ? { code: refusal[0], message: "m", reason: refusal[1] } : null,
      createdAt: at,
    });
    const ws = org.default_workspace_id;
    await writeUsageBatch(h.prisma, [
      row(ownerKey.id, org.organization_id, ws, 0.01),
      row(ownerKey.id, org.organization_id, ws, 0.01),
      row(ownerKey.id, org.organization_id, ws, 0.01),
      row(ownerKey.id, org.organization_id, ws, 0, [402, null]),
      row(ownerKey.id, org.organization_id, ws, 0, [402, null]),
      row(ownerKey.id, org.organization_id, ws, 0, [403, "guardrail_budget"]),
      row(adminKey.id, org.organization_id, ws, 0.5),
      row(adminKey.id, org.organization_id, ws, 0, [403, "model_not_allowed"]),
      // a 400's reason is free text (the validation issue): the status tells the kind
      row(adminKey.id, org.organization_id, ws, 0, [400, "Malformed JSON body"]),
      row(adminKey.id, org.organization_id, ws, 0, [403, "content_filter"]),
      row(otherKey.id, other.organization_id, other.default_workspace_id, 0, [402, null]),
    ]);
  });
  afterAll(() => h?.close());

  it("counts the organization's refusals by reason, most frequent first", async () => {
    const { data } = await api.activity.refusals({ range: "24h" });
    expect(data.total).toBe(6);
    expect(data.reasons).toEqual([
      { reason: "key_limit", label: "Key spending limit (402)", count: 2 },
      { reason: "content_filter", label: "Blocked by a content filter (403)", count: 1 },
      { reason: "guardrail_budget", label: "Guardrail budget (403)", count: 1 },
      { reason: "invalid_request", label: "Invalid request (400)", count: 1 },
      { reason: "model_not_allowed", label: "Model not allowed by a guardrail (403)", count: 1 },
    ]);
  });

  it("the request log filters by refusal reason", async () => {
    const limit = await api.activity.generations({ refusal: "key_limit" });
    expect(limit.data.map((g) => [g.status, g.http_status])).toEqual([
      ["refused", 402],
      ["refused", 402],
    ]);
    expect((await api.activity.generations({ refusal: "invalid_request" })).data).toHaveLength(1);
    expect((await api.activity.generations({ refusal: "zdr_required" })).data).toHaveLength(0);
    await expect(api.activity.generations({ refusal: "nope" as "other" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("sums spend by the member who created each key", async () => {
    const { data } = await api.activity.members({ range: "24h" });
    expect(data.items.map((i) => [i.user_id, i.keys, i.spend_usd, i.requests, i.refused])).toEqual([
      [adminId, 1, 0.5, 4, 3],
      [ownerId, 1, 0.03, 6, 3],
    ]);
  });
});
