import { randomBytes } from "node:crypto";
import { OpenRouter } from "@openrouter/sdk";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { restClient } from "../../test/http";
import { runAdmin } from "../../test/server";

const uniq = () => randomBytes(4).toString("hex");

/** The official OpenRouter SDK (a client written for that ecosystem) against the running gateway, unchanged. */
describe("guardrails through @openrouter/sdk", () => {
  let org: Record<string, string>;
  let sdk: OpenRouter;
  let keyHash: string;

  beforeAll(async () => {
    const r = runAdmin(["org", "create", "--name", `guardrails-sdk-${uniq()}`], inject("serverEnv"));
    expect(r.status, r.stderr).toBe(0);
    org = r.json as Record<string, string>;
    sdk = new OpenRouter({ apiKey: org.management_key, serverURL: `${inject("baseUrl")}/api/v1` });
    const key = await restClient(org.management_key)<{ data: { hash: string } }>("POST", "/keys", { name: "sdk-key" });
    expect(key.status).toBe(201);
    keyHash = key.body.data.hash;
  });

  it("lists, creates, gets, updates and deletes guardrails; the records parse", async () => {
    const given = {
      name: "From the SDK",
      description: "made by @openrouter/sdk",
      allowedModels: ["local/echo"],
      allowedProviders: ["local"],
      limitUsd: 5,
      resetInterval: "weekly" as const,
      includeByokInBudgets: true,
      enforceZdr: true,
    };
    const created = await sdk.guardrails.create({
      createGuardrailRequest: {
        ...given,
        contentFilterBuiltins: [{ slug: "email", action: "redact" }],
        contentFilters: [{ pattern: "secret-[0-9]+", action: "block", label: "[SECRET]" }],
      },
    });
    const g = created.data;
    expect(g).toMatchObject({
      ...given,
      workspaceId: org.default_workspace_id,
      enforceZdrOther: true,
      allowedDataRegions: null,
      contentFilterBuiltins: [{ slug: "email", action: "redact", label: "[EMAIL]" }],
      contentFilters: [{ pattern: "secret-[0-9]+", action: "block", label: "[SECRET]" }],
    });
    expect((await sdk.guardrails.get({ id: g.id })).data).toEqual(g);

    const updated = await sdk.guardrails.update({ id: g.id, updateGuardrailRequest: { name: "Renamed", limitUsd: null, contentFilters: null } });
    expect(updated.data).toMatchObject({ id: g.id, name: "Renamed", limitUsd: null, contentFilters: null, allowedModels: ["local/echo"], resetInterval: "weekly" });

    const page = await sdk.guardrails.list({ limit: 100 });
    expect(page.result.totalCount).toBe(2); // the default workspace's default guardrail and this one
    expect(page.result.data.map((x) => x.id)).toContain(g.id);
    const inWorkspace = await sdk.guardrails.list({ workspaceId: org.default_workspace_id, offset: 1, limit: 1 });
    expect(inWorkspace.result.data.map((x) => x.id)).toEqual([g.id]);

    expect(await sdk.guardrails.delete({ id: g.id })).toEqual({ deleted: true });
    await expect(sdk.guardrails.get({ id: g.id })).rejects.toMatchObject({ statusCode: 404 });
  });

  it("manages key and member assignments; the assignment lists parse", async () => {
    const g = (await sdk.guardrails.create({ createGuardrailRequest: { name: "Assignments" } })).data;
    expect(await sdk.guardrails.bulkAssignKeys({ id: g.id, bulkAssignKeysRequest: { keyHashes: [keyHash] } })).toEqual({ assignedCount: 1 });
    expect(await sdk.guardrails.bulkAssignMembers({ id: g.id, bulkAssignMembersRequest: { memberUserIds: [org.owner_user_id] } })).toEqual({ assignedCount: 1 });

    const keys = await sdk.guardrails.listGuardrailKeyAssignments({ id: g.id });
    expect(keys.result).toMatchObject({ totalCount: 1, data: [{ keyHash, keyName: "sdk-key", guardrailId: g.id, assignedBy: org.owner_user_id }] });
    const members = await sdk.guardrails.listGuardrailMemberAssignments({ id: g.id });
    expect(members.result).toMatchObject({ totalCount: 1, data: [{ userId: org.owner_user_id, organizationId: org.organization_id, guardrailId: g.id }] });
    expect((await sdk.guardrails.listKeyAssignments()).result.data.map((a) => a.keyHash)).toEqual([keyHash]);
    expect((await sdk.guardrails.listMemberAssignments()).result.data.map((a) => a.userId)).toEqual([org.owner_user_id]);

    expect(await sdk.guardrails.bulkUnassignKeys({ id: g.id, bulkUnassignKeysRequest: { keyHashes: [keyHash] } })).toEqual({ unassignedCount: 1 });
    expect(await sdk.guardrails.bulkUnassignMembers({ id: g.id, bulkUnassignMembersRequest: { memberUserIds: [org.owner_user_id] } })).toEqual({ unassignedCount: 1 });
    expect((await sdk.guardrails.listKeyAssignments()).result.totalCount).toBe(0);
  });
});
