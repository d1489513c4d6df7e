/**
 * The gateway the client tests talk to: the production server (lean transport) over the mock
 * upstream (server/test/upstream.ts: echoes the last user text, calls a tool when asked about
 * the weather), with the catalog of the HTTP suite plus aliases for the model names the agent
 * CLIs send by default. `tsx e2e/clients/gateway.ts` starts one and prints its URL and a key.
 */
import { startInferenceFixture, type InferenceFixture } from "../../server/test/inference";

const price = (usdPerMillion: number) => (usdPerMillion / 1e6).toFixed(12);

/** Claude Code's default model (and the small one it may use) → the Anthropic-format mock endpoint. */
export const CLAUDE_CODE_MODELS = ["claude-opus-4-8", "claude-sonnet-4-6", "claude-haiku-4-5", "claude-haiku-4-5-20251001"];

export const EXTRA_MODELS = [
  {
    slug: "test/claude-code",
    name: "Claude Code's default model, served by the mock",
    vendor: "test",
    kind: "chat",
    context_length: 200000,
    aliases: CLAUDE_CODE_MODELS,
    endpoints: [{ provider: "mock-anthropic", upstream_model: "claude-ok", pricing: { prompt: price(1), completion: price(2) } }],
  },
];

export async function startGateway(): Promise<InferenceFixture & { key: string }> {
  const f = await startInferenceFixture("lean", { extraModels: EXTRA_MODELS });
  const { key } = await f.newKey({ name: "clients" });
  return { ...f, key };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const g = await startGateway();
  process.stdout.write(`${JSON.stringify({ url: g.server.url, base: g.base, key: g.key, mock: g.mock.url })}\n`);
  process.on("SIGTERM", () => void g.close().then(() => process.exit(0)));
  process.on("SIGINT", () => void g.close().then(() => process.exit(0)));
}
