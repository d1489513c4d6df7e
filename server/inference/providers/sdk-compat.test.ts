import http from "node:http";
import type { AddressInfo } from "node:net";
import Anthropic from "@anthropic-ai/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockUpstream, type MockUpstream } from "../../test/upstream";
import { buildCatalog, type Catalog } from "../../catalog/catalog";
import { encodeSse, messagesRequest } from "../messages/schemas";
import { adapterFor } from ".";

/** The official Anthropic SDK reads what the adapters produce (JSON and SSE via encodeSse), unchanged. */

let mock: MockUpstream;
let server: http.Server;
let client: Anthropic;
let cat: Catalog;

beforeAll(async () => {
  mock = await startMockUpstream();
  const provider = (id: string, api: "openai" | "anthropic") => ({ id, name: id, api, base_url: `${mock.url}/v1`, api_key: "k" });
  const model = (slug: string, p: string) => ({ slug, name: slug, vendor: "t", kind: "chat", context_length: 1000, endpoints: [{ provider: p, upstream_model: "up", pricing: { prompt: "0", completion: "0" } }] });
  cat = buildCatalog({ providers: [provider("oa", "openai"), provider("an", "anthropic")], models: [model("test/oa", "oa"), model("test/an", "an")] }, "test");
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      void (async () => {
        const body = messagesRequest.parse(JSON.parse(Buffer.concat(chunks).toString("utf8")));
        const ep = cat.endpoints.get(body.model ?? "")?.[0];
        if (!ep) throw new Error("unknown model");
        const adapter = adapterFor(ep.provider);
        if (!body.stream) {
          res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(await adapter.chat(ep, body, new AbortController().signal)));
          return;
        }
        const events = await adapter.chatStream(ep, body, new AbortController().signal);
        res.writeHead(200, { "content-type": "text/event-stream" });
        for await (const ev of events) res.write(encodeSse(ev));
        res.end();
      })().catch((err: unknown) => res.writeHead(500).end(String(err)));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  client = new Anthropic({ apiKey: "x", baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, maxRetries: 0 });
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await mock.close();
});

const WEATHER = { name: "get_weather", input_schema: { type: "object" as const, properties: { location: { type: "string" } } } };

describe.each(["test/oa", "test/an", "local/echo"])("official SDK over %s", (model) => {
  it("messages.create", async () => {
    const msg = await client.messages.create({ model, max_tokens: 50, messages: [{ role: "user", content: "hello sdk" }] });
    expect(msg).toMatchObject({ type: "message", role: "assistant", model, stop_reason: "end_turn", content: [{ type: "text", text: expect.stringContaining("hello sdk") }] });
  });

  it("messages.stream → finalMessage", async () => {
    const stream = client.messages.stream({ model, max_tokens: 50, messages: [{ role: "user", content: "stream me please" }] });
    let text = "";
    stream.on("text", (t) => (text += t));
    const final = await stream.finalMessage();
    expect(text).toContain("stream me please");
    expect(final).toMatchObject({ model, stop_reason: "end_turn", content: [{ type: "text", text }] });
    expect(final.usage.output_tokens).toBeGreaterThan(0);
  });

});

// Over the two upstream kinds only: local/echo echoes text and never calls a tool, so its variant
// of this test could not run and was skipped every time (removed rather than kept as a skip).
describe.each(["test/oa", "test/an"])("official SDK tool streaming over %s", (model) => {
  it("streamed tool input accumulates into the tool_use block", async () => {
    const final = await client.messages.stream({ model, max_tokens: 50, tools: [WEATHER], messages: [{ role: "user", content: "weather in Rome?" }] }).finalMessage();
    expect(final.stop_reason).toBe("tool_use");
    expect(final.content).toEqual([expect.objectContaining({ type: "tool_use", name: "get_weather", input: { location: "Paris, France" } })]);
  });
});
