import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hashKey } from "../auth/keys";
import { openDb, type DbHandle } from "../db";
import { runningEmbeddedUrl } from "../db/embedded-socket";
import { TEST_MANAGEMENT_KEY } from "./http-global-setup";
import { startServer, type RunningServer } from "./server";
import { startMockUpstream, type MockUpstream } from "./upstream";

export type Transport = "lean" | "next";
export const TRANSPORTS: Transport[] = ["lean", "next"];

const price = (usdPerMillion: number) => (usdPerMillion / 1e6).toFixed(12);

/** A chat model of the test catalog: endpoints as [provider, upstream model, prompt USD per million] (completion twice that). */
export function testChatModel(slug: string, endpoints: Array<[string, string, number]>) {
  return {
    slug,
    name: slug,
    vendor: "test",
    kind: "chat",
    context_length: 8192,
    endpoints: endpoints.map(([p, m, usd]) => ({ provider: p, upstream_model: m, pricing: { prompt: price(usd), completion: price(2 * usd) } })),
  };
}

/**
 * A test catalog over one mock upstream: providers `mock-a`, `mock-b`, `mock-c` (OpenAI format)
 * and `mock-anthropic` (Anthropic format), and models whose endpoints' upstream model names
 * switch the mock's behaviour (fail-500, fail-429, timeout, reset, slow-<ms>, ...).
 */
export function testCatalog(mockUrl: string, extraModels: unknown[] = [], extraProviders: unknown[] = []) {
  const provider = (id: string, api: "openai" | "anthropic", timeout_ms = 1500) => ({
    id,
    name: id,
    api,
    base_url: `${mockUrl}/v1`,
    api_key: { env: "MOCK_UPSTREAM_SECRET" },
    timeout_ms,
    zdr: id !== "mock-c",
    data_collection: id === "mock-c" ? "allow" : "deny",
  });
  const embed = (slug: string, endpoints: Array<[string, string, number]>) => ({
    slug,
    name: slug,
    vendor: "test",
    kind: "embedding",
    context_length: 8192,
    endpoints: endpoints.map(([p, m, usd]) => ({ provider: p, upstream_model: m, pricing: { prompt: price(usd), completion: "0" } })),
  });
  return {
    providers: [provider("mock-a", "openai"), provider("mock-b", "openai"), provider("mock-c", "openai"), provider("mock-anthropic", "anthropic"), ...extraProviders],
    models: [
      embed("test/embed", [["mock-a", "embed-ok", 100]]),
      embed("test/embed-500", [["mock-a", "embed-fail-500", 1], ["mock-b", "embed-ok", 100]]),
      embed("test/embed-429", [["mock-a", "embed-fail-429-retry-after-7", 1], ["mock-b", "embed-ok", 100]]),
      embed("test/embed-timeout", [["mock-a", "embed-timeout", 1], ["mock-b", "embed-ok", 100]]),
      embed("test/embed-reset", [["mock-a", "embed-reset", 1], ["mock-b", "embed-ok", 100]]),
      embed("test/embed-400", [["mock-a", "embed-fail-400", 1], ["mock-b", "embed-ok", 100]]),
      embed("test/embed-all-fail", [["mock-a", "embed-fail-502", 1], ["mock-b", "embed-fail-503", 2]]),
      embed("test/embed-slow", [["mock-a", "embed-slow-30", 100]]),
      // Answers after 10 s (sooner if the gateway hangs up): a client can hang up while it works, however loaded the machine.
      embed("test/embed-hang", [["mock-a", "embed-slow-10000", 100]]),
      embed("test/embed-pricey", [["mock-c", "embed-ok", 1_000_000]]),
      testChatModel("test/chat", [["mock-a", "chat-ok", 1]]),
      testChatModel("test/claude", [["mock-anthropic", "claude-ok", 1]]),
      testChatModel("test/chat-500", [["mock-a", "chat-fail-500", 1]]),
      testChatModel("test/chat-429", [["mock-a", "chat-fail-429", 1]]),
      testChatModel("test/chat-timeout", [["mock-a", "chat-timeout", 1]]),
      testChatModel("test/claude-refuse", [["mock-anthropic", "claude-refuse", 1]]),
      testChatModel("test/chat-stream-fail", [["mock-a", "chat-stream-fail-after-4", 1]]),
      testChatModel("test/claude-stream-fail", [["mock-anthropic", "claude-stream-fail-after-4", 1]]),
      testChatModel("test/chat-slow-stream", [["mock-a", "chat-chunk-delay-40", 1]]),
      testChatModel("test/claude-slow-stream", [["mock-anthropic", "claude-chunk-delay-40", 1]]),
      testChatModel("test/chat-two", [["mock-a", "chat-ok", 1], ["mock-b", "chat-ok", 1]]),
      ...extraModels,
    ],
  };
}

export interface InferenceFixture {
  server: RunningServer;
  mock: MockUpstream;
  base: string;
  managementKey: string;
  /** A fresh inference key (plaintext and hash). */
  newKey(body?: Record<string, unknown>): Promise<{ key: string; hash: string; id: number }>;
  close(): Promise<void>;
}

export async function startInferenceFixture(
  transport: Transport,
  opts: { extraModels?: unknown[]; extraProviders?: unknown[]; env?: Record<string, string> } = {},
): Promise<InferenceFixture> {
  const mock = await startMockUpstream({ quiet: true });
  const dir = mkdtempSync(join(tmpdir(), "switchyard-cat-"));
  const config = join(dir, "gateway.config.json");
  writeFileSync(config, JSON.stringify(testCatalog(mock.url, opts.extraModels, opts.extraProviders)));
  const server = await startServer({
    transport,
    env: { GATEWAY_CONFIG: config, GATEWAY_MANAGEMENT_KEY: TEST_MANAGEMENT_KEY, MOCK_UPSTREAM_SECRET: "upstream-secret-do-not-leak", ...opts.env },
  });
  const base = `${server.url}/api/v1`;
  return {
    server,
    mock,
    base,
    managementKey: TEST_MANAGEMENT_KEY,
    async newKey(body = {}) {
      const r = await fetch(`${base}/keys`, {
        method: "POST",
        headers: { authorization: `Bearer ${TEST_MANAGEMENT_KEY}`, "content-type": "application/json" },
        body: JSON.stringify({ name: "inference-test", ...body }),
      });
      const j = (await r.json()) as { key: string; data: { hash: string; id: number } };
      if (r.status !== 201) throw new Error(`key create failed: ${JSON.stringify(j)}`);
      return { key: j.key, hash: j.data.hash, id: j.data.id };
    },
    async close() {
      await server.stop();
      await mock.close();
    },
  };
}

/** POST JSON with a Bearer key; returns status, parsed body and headers. */
export async function postJson<T = unknown>(url: string, key: string | null, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* keep text */
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/**
 * A direct connection to a fixture server's database (its embedded socket, or DATABASE_URL),
 * with the fixture's organization and default workspace: the organization of its management key
 * (on PostgreSQL the database is shared with every other suite, so "the first default
 * workspace" could be anyone's).
 */
export async function openFixtureDb(f: InferenceFixture): Promise<{ h: DbHandle; orgId: string; defaultWs: string }> {
  const url = runningEmbeddedUrl(f.server.dataDir) ?? process.env.DATABASE_URL;
  if (!url) throw new Error("no database to connect to");
  const h = await openDb({ databaseUrl: url, migrate: false });
  const ws = await h.prisma.workspace.findFirstOrThrow({ where: { is_default: true, organization: { api_keys: { some: { hash: hashKey(f.managementKey) } } } } });
  return { h, orgId: ws.org_id, defaultWs: ws.id };
}
