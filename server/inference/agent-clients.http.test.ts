import { readFileSync } from "node:fs";
import { join } from "node:path";
import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runningEmbeddedUrl } from "../db/embedded-socket";
import type { ErrorBody } from "../test/http";
import { postJson, startInferenceFixture, TRANSPORTS, type InferenceFixture } from "../test/inference";
import { ledgerRows } from "../test/ledger";
import { parseSse } from "../test/upstream";

/**
 * What agent clients call besides /responses (issue 22): Claude Code's own request (a recorded
 * fixture: `system` entries in `messages`, `?beta=true`, `anthropic-beta`, cache_control, its
 * default model name routed by a catalog alias), /messages/count_tokens, GET /models/{id}, and
 * the doubled `/v1` of a base URL that ends in /api/v1.
 */

const FIXTURE = JSON.parse(readFileSync(join(import.meta.dirname, "messages", "fixtures", "claude-code-request.json"), "utf8")) as {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown> & { model: string; messages: Array<{ role: string; content: unknown }> };
};

const price = (usdPerMillion: number) => (usdPerMillion / 1e6).toFixed(12);
const OPUS = {
  slug: "test/opus",
  name: "Opus through the gateway",
  vendor: "test",
  kind: "chat",
  context_length: 200000,
  aliases: [FIXTURE.body.model],
  endpoints: [{ provider: "mock-anthropic", upstream_model: "claude-ok", pricing: { prompt: price(1), completion: price(2) } }],
};
const HIDDEN = { ...OPUS, slug: "test/hidden", aliases: undefined, public: false };

describe.each(TRANSPORTS)("agent clients' other calls (%s transport)", (transport) => {
  let f: InferenceFixture;
  let key: string;

  beforeAll(async () => {
    f = await startInferenceFixture(transport, { extraModels: [OPUS, HIDDEN] });
    ({ key } = await f.newKey());
  });
  afterAll(() => f.close());

  const api = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => {
    const r = await fetch(`${f.base}${path}`, {
      method,
      headers: { authorization: `Bearer ${f.managementKey}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: r.status, body: (await r.json()) as T & ErrorBody };
  };

  describe("Claude Code's recorded request", () => {
    it.each([
      ["/v1/messages?beta=true under the base URL …/api (what Claude Code calls)", `${"/api"}${"/v1/messages?beta=true"}`],
      ["the doubled /api/v1/v1/messages?beta=true", "/api/v1/v1/messages?beta=true"],
    ])("%s: streams the echo; the system entry is folded; the ledger row names the aliased model", async (_l, path) => {
      f.mock.reset();
      const r = await fetch(`${f.server.url}${path}`, {
        method: "POST",
        headers: { ...FIXTURE.headers, "x-api-key": key },
        body: JSON.stringify(FIXTURE.body),
      });
      expect(r.status).toBe(200);
      const events = parseSse(await r.text());
      expect(events.at(-1)?.event).toBe("message_stop");
      const text = events.flatMap((e) => (e.event === "content_block_delta" ? [String((JSON.parse(e.data) as { delta: { text?: string } }).delta.text ?? "")] : [])).join("");
      expect(text.endsWith("say hi")).toBe(true);
      const sent = f.mock.calls.at(-1)?.body as { system: Array<{ text: string }>; messages: Array<{ role: string }>; model: string };
      expect(sent.model).toBe("claude-ok");
      expect(sent.messages.map((m) => m.role)).toEqual(["user"]);
      const systemEntry = FIXTURE.body.messages.find((m) => m.role === "system")?.content;
      expect(sent.system.at(-1)?.text).toBe(systemEntry);
      expect(sent.system.length).toBe((FIXTURE.body.system as unknown[]).length + 1);
      const [row] = await ledgerRows(f.server, [r.headers.get("x-request-id") ?? ""]);
      expect(row).toMatchObject({ model: "test/opus", provider: "mock-anthropic", status: "ok" });
    });

    it("through an OpenAI-format upstream too (the same request, model test/chat)", async () => {
      f.mock.reset();
      const r = await fetch(`${f.server.url}/api/v1/messages?beta=true`, {
        method: "POST",
        headers: { ...FIXTURE.headers, "x-api-key": key },
        body: JSON.stringify({ ...FIXTURE.body, model: "test/chat" }),
      });
      expect(r.status).toBe(200);
      const events = parseSse(await r.text());
      expect(events.at(-1)?.event).toBe("message_stop");
      const sent = f.mock.calls.at(-1)?.body as { messages: Array<{ role: string; content: string }> };
      expect(sent.messages[0]).toMatchObject({ role: "system" });
      expect(sent.messages[0].content).toContain(String(FIXTURE.body.messages.find((m) => m.role === "system")?.content).slice(0, 40));
    });

    it("the Anthropic SDK with baseURL …/api/v1 (the common mistake) reaches /messages", async () => {
      const sdk = new Anthropic({ apiKey: key, baseURL: f.base, maxRetries: 0 });
      const msg = await sdk.messages.create({ model: "claude-opus-4-8", max_tokens: 50, messages: [{ role: "user", content: "doubled path" }] });
      expect(msg.content).toEqual([expect.objectContaining({ type: "text", text: "echo: doubled path" })]);
      expect(msg.model).toBe("test/opus");
    });

    it("an unknown content block type is passed to an Anthropic-format upstream as sent", async () => {
      f.mock.reset();
      const block = { type: "search_result", source: "https://x.test", title: "t", content: [{ type: "text", text: "found" }] };
      const r = await postJson(`${f.base}/messages`, key, { model: "test/claude", max_tokens: 20, messages: [{ role: "user", content: [block, { type: "text", text: "go" }] }] });
      expect(r.status).toBe(200);
      expect((f.mock.calls.at(-1)?.body as { messages: Array<{ content: unknown[] }> }).messages[0].content[0]).toEqual(block);
    });
  });

  describe("POST /messages/count_tokens", () => {
    const body = { model: "test/claude", system: "be brief", messages: [{ role: "user", content: "count these four words" }] };

    it("an Anthropic-format upstream counts (its own endpoint); nothing reaches the ledger", async () => {
      f.mock.reset();
      const r = await postJson<{ input_tokens: number }>(`${f.base}/messages/count_tokens`, key, body);
      expect(r.status).toBe(200);
      // The mock answers 1000 + its word count (2 + 4).
      expect(r.body).toEqual({ input_tokens: 1006 });
      expect(f.mock.calls.at(-1)).toMatchObject({ path: "/v1/messages/count_tokens", body: { model: "claude-ok", system: "be brief" } });
      expect(f.mock.calls.at(-1)?.body).not.toHaveProperty("max_tokens");
      // A later request's row is written, the count's never is.
      const later = await postJson(`${f.base}/messages`, key, { ...body, max_tokens: 10 });
      await ledgerRows(f.server, [later.headers.get("x-request-id") ?? ""]);
      const c = new pg.Client({ connectionString: f.server.env.DATABASE_URL ?? runningEmbeddedUrl(f.server.dataDir) ?? "" });
      await c.connect();
      try {
        const rows = await c.query("SELECT 1 FROM usage_ledger WHERE request_id = $1", [r.headers.get("x-request-id")]);
        expect(rows.rowCount).toBe(0);
      } finally {
        await c.end();
      }
    });

    it("an OpenAI-format upstream: the gateway's estimate (~4 characters a token + 4 a message)", async () => {
      f.mock.reset();
      const r = await postJson<{ input_tokens: number }>(`${f.base}/messages/count_tokens`, key, { ...body, model: "test/chat" });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ input_tokens: Math.ceil(("be brief".length + "count these four words".length) / 4) + 4 });
      expect(f.mock.calls).toHaveLength(0);
    });

    it("the Anthropic SDK's countTokens, x-api-key, the alias, system entries and the doubled path", async () => {
      const sdk = new Anthropic({ apiKey: key, baseURL: f.base, maxRetries: 0 });
      const n = await sdk.messages.countTokens({ model: "claude-opus-4-8", messages: [{ role: "user", content: "two words" }] });
      expect(n.input_tokens).toBe(1002);
      const withSystem = await postJson<{ input_tokens: number }>(`${f.base}/v1/messages/count_tokens`, key, {
        model: "test/claude",
        messages: [{ role: "user", content: "two words" }, { role: "system", content: "three more words" }],
      });
      expect(withSystem.body).toEqual({ input_tokens: 1005 });
    });

    it("refused by a guardrail the same way as /messages", async () => {
      const k = await f.newKey();
      const g = await api<{ data: { id: string } }>("POST", "/guardrails", { name: `count-${k.hash.slice(0, 8)}`, allowed_models: ["test/chat"] });
      await api("POST", `/guardrails/${g.body.data.id}/assignments/keys`, { key_hashes: [k.hash] });
      const count = await postJson<ErrorBody>(`${f.base}/messages/count_tokens`, k.key, body);
      const message = await postJson<ErrorBody>(`${f.base}/messages`, k.key, { ...body, max_tokens: 10 });
      expect(count.status).toBe(403);
      expect(count.body.error).toEqual(message.body.error);
      const filter = await api<{ data: { id: string } }>("POST", "/guardrails", { name: `count-f-${k.hash.slice(0, 8)}`, content_filter_builtins: [{ slug: "email", action: "block" }] });
      const k2 = await f.newKey();
      await api("POST", `/guardrails/${filter.body.data.id}/assignments/keys`, { key_hashes: [k2.hash] });
      const mail = { model: "test/chat", messages: [{ role: "user", content: "write to bob@example.com" }] };
      const c2 = await postJson<ErrorBody>(`${f.base}/messages/count_tokens`, k2.key, mail);
      const m2 = await postJson<ErrorBody>(`${f.base}/messages`, k2.key, { ...mail, max_tokens: 10 });
      expect(c2.status).toBe(403);
      expect(c2.body.error).toEqual(m2.body.error);
    });

    const invalid: Array<[string, unknown, number, string]> = [
      ["no model", { messages: body.messages }, 400, "model"],
      ["no messages", { model: "test/claude" }, 400, "messages"],
      ["only a system message", { model: "test/claude", messages: [{ role: "system", content: "x" }] }, 400, "messages"],
      ["an unknown model", { model: "nobody/nothing", messages: body.messages }, 404, ""],
      ["an embedding model", { model: "test/embed", messages: body.messages }, 400, "model"],
    ];
    it.each(invalid)("%s → %i", async (_l, b, status, field) => {
      const r = await postJson<ErrorBody>(`${f.base}/messages/count_tokens`, key, b);
      expect(r.status).toBe(status);
      if (field) expect((r.body.error.metadata?.issues as Array<{ field: string }>).map((i) => i.field)).toContain(field);
    });

    it("a management key → 401; GET → 405", async () => {
      expect((await postJson(`${f.base}/messages/count_tokens`, f.managementKey, body)).status).toBe(401);
      expect((await fetch(`${f.base}/messages/count_tokens`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(405);
    });
  });

  describe("GET /models/{id}", () => {
    it.each([
      ["the slug, URL-encoded", "test%2Fopus"],
      ["the slug, not encoded", "test/opus"],
      ["an alias", "claude-opus-4-8"],
    ])("%s → the model in OpenRouter's shape", async (_l, id) => {
      const r = await fetch(`${f.base}/models/${id}`, { headers: { authorization: `Bearer ${key}` } });
      expect(r.status).toBe(200);
      const m = (await r.json()) as Record<string, unknown>;
      const listed = ((await (await fetch(`${f.base}/models`, { headers: { authorization: `Bearer ${key}` } })).json()) as { data: Array<{ id: string }> }).data.find((x) => x.id === "test/opus");
      expect(m).toEqual({ ...listed, object: "model", owned_by: "test" });
    });

    it("openai's models.retrieve (it encodes the id) and a management key", async () => {
      const sdk = new OpenAI({ apiKey: key, baseURL: f.base, maxRetries: 0 });
      expect(await sdk.models.retrieve("test/chat")).toMatchObject({ id: "test/chat", object: "model", canonical_slug: "test/chat" });
      const r = await fetch(`${f.base}/models/local%2Fecho`, { headers: { authorization: `Bearer ${f.managementKey}` } });
      expect(r.status).toBe(200);
    });

    it.each([
      ["unknown", "nobody%2Fnothing"],
      ["not public", "test%2Fhidden"],
      ["OpenRouter's endpoints path (not served)", "test/opus/endpoints"],
    ])("%s → 404 in the envelope", async (_l, id) => {
      const r = await fetch(`${f.base}/models/${id}`, { headers: { authorization: `Bearer ${key}` } });
      expect(r.status).toBe(404);
      expect(((await r.json()) as ErrorBody).error).toMatchObject({ code: 404, message: "Resource not found" });
    });

    it("no key → 401; POST → 405", async () => {
      expect((await fetch(`${f.base}/models/test%2Fopus`)).status).toBe(401);
      expect((await fetch(`${f.base}/models/test%2Fopus`, { method: "POST", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: "{}" })).status).toBe(405);
    });
  });
});
