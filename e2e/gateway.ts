import { expect, type APIRequestContext } from "@playwright/test";

/*
 * Real requests through the gateway for the console's Activity and Logs tests, against the e2e
 * catalog (e2e/gateway.e2e.json): `e2e/priced` (a priced model over the local adapter) and
 * `e2e/fallback-N` (first a provider that refuses connections, then the local one).
 */

export interface GatewayKey {
  key: string;
  hash: string;
  name: string;
}

export async function makeKey(api: APIRequestContext, name: string, workspaceId?: string): Promise<GatewayKey> {
  const res = await api.post("/api/v1/keys", { data: { name, ...(workspaceId ? { workspace_id: workspaceId } : {}) } });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { key: string; data: { hash: string } };
  return { key: body.key, hash: body.data.hash, name };
}

/** A guardrail in the workspace (the default one when absent) assigned to the key. */
export async function guard(api: APIRequestContext, key: GatewayKey, name: string, fields: Record<string, unknown>, workspaceId?: string): Promise<void> {
  const ws = workspaceId ?? ((await (await api.get("/api/v1/workspaces?limit=1")).json()) as { data: Array<{ id: string }> }).data[0].id;
  const res = await api.post("/api/v1/guardrails", { data: { name, workspace_id: ws, ...fields } });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = ((await res.json()) as { data: { id: string } }).data;
  expect((await api.post(`/api/v1/guardrails/${id}/assignments/keys`, { data: { key_hashes: [key.hash] } })).status()).toBe(200);
}

/** POST /api/v1/messages with an inference key: the HTTP status, the request id and the body text (a stream read to its end). */
export async function send(request: APIRequestContext, key: GatewayKey, body: Record<string, unknown>) {
  const res = await request.post("/api/v1/messages", {
    headers: { Authorization: `Bearer ${key.key}` },
    data: { model: "e2e/priced", max_tokens: 64, messages: [{ role: "user", content: "Hello from the console tests" }], ...body },
  });
  return { status: res.status(), id: res.headers()["x-request-id"] ?? "", text: await res.text() };
}

/** Until the request's log row is written (the ledger writer flushes a moment after the answer). */
export async function logged(api: APIRequestContext, id: string): Promise<{ total_cost: number }> {
  let out: { total_cost: number } | null = null;
  await expect
    .poll(
      async () => {
        const r = await api.get(`/api/v1/generation?id=${encodeURIComponent(id)}`);
        if (r.status() === 200) out = ((await r.json()) as { data: { total_cost: number } }).data;
        return r.status();
      },
      { timeout: 15_000 },
    )
    .toBe(200);
  return out as unknown as { total_cost: number };
}
