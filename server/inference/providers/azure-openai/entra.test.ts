import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CloudFixture, startCloudFixture } from "../../../test/cloud-fixture";
import { buildCatalog, type ProviderConfig } from "../../../catalog/catalog";
import { messagesRequest } from "../../messages/schemas";
import { adapterFor } from "..";
import { EntraTokenSource, jwtExpiry } from "./entra";

/** Azure OpenAI with a Microsoft Entra ID token (file or command) instead of an api-key. */

const jwt = (sub: string, expSec: number) =>
  [{ alg: "RS256", typ: "JWT" }, { aud: "https://cognitiveservices.azure.com", sub, exp: expSec }].map((o) => Buffer.from(JSON.stringify(o)).toString("base64url")).join(".") + ".c2ln";

const now0 = Date.now();
const TOKEN_A = jwt("a", Math.floor(now0 / 1000) + 3600);
const TOKEN_B = jwt("b", Math.floor(now0 / 1000) + 7200);

let f: CloudFixture;
const dir = mkdtempSync(join(tmpdir(), "sy-entra-"));
const tokenFile = join(dir, "token");
beforeAll(async () => {
  f = await startCloudFixture({ azureEntraToken: TOKEN_A });
});
afterAll(() => f.close());

function provider(fields: Record<string, unknown>): ProviderConfig {
  const c = buildCatalog(
    {
      providers: [{ id: "az", name: "Az", api: "azure-openai", base_url: f.mocks.azure, ...fields }],
      models: [{ slug: "a/b", name: "B", vendor: "v", kind: "chat", context_length: 10, endpoints: [{ provider: "az", upstream_model: "gpt-4o-deploy", pricing: { prompt: "0", completion: "0" } }] }],
    },
    "t.json",
  );
  return c.providers.get("az") as ProviderConfig;
}

describe("Entra ID tokens for Azure OpenAI", () => {
  it("reads the exp of a JWT", () => {
    expect(jwtExpiry(TOKEN_A)).toBe((Math.floor(now0 / 1000) + 3600) * 1000);
    expect(jwtExpiry("not-a-jwt")).toBeNull();
  });

  it("entra_token_file: the token goes as Bearer (no api-key) and the mock accepts it", async () => {
    writeFileSync(tokenFile, `${TOKEN_A}\n`);
    const c = buildCatalog(
      {
        providers: [{ id: "az", name: "Az", api: "azure-openai", base_url: f.mocks.azure, entra_token_file: tokenFile }],
        models: [{ slug: "a/b", name: "B", vendor: "v", kind: "chat", context_length: 10, endpoints: [{ provider: "az", upstream_model: "gpt-4o-deploy", pricing: { prompt: "0", completion: "0" } }] }],
      },
      "t.json",
    );
    const e = c.endpoints.get("a/b")?.[0];
    if (!e) throw new Error("no endpoint");
    const m = await adapterFor(e.provider).chat(e, messagesRequest.parse({ model: "a/b", max_tokens: 20, messages: [{ role: "user", content: "hi" }] }), new AbortController().signal);
    expect(m.content).toEqual([{ type: "text", text: "echo: hi" }]);
    const call = f.mocks.calls.at(-1);
    expect(call?.headers.authorization).toBe(`Bearer ${TOKEN_A}`);
    expect(call?.headers["api-key"]).toBeUndefined();
  });

  it("the file is read again only when the token is within 5 minutes of its exp", async () => {
    writeFileSync(tokenFile, TOKEN_A);
    let now = now0;
    const s = new EntraTokenSource(provider({ entra_token_file: tokenFile }), () => now);
    expect(await s.token()).toBe(TOKEN_A);
    writeFileSync(tokenFile, TOKEN_B);
    now += 50 * 60_000; // 10 minutes left
    expect(await s.token()).toBe(TOKEN_A);
    now += 6 * 60_000; // 4 minutes left
    expect(await s.token()).toBe(TOKEN_B);
  });

  it("entra_token_command: a raw token or az's JSON; a failing command is a 401 without its output", async () => {
    expect(await new EntraTokenSource(provider({ entra_token_command: `printf '%s' '${TOKEN_B}'` })).token()).toBe(TOKEN_B);
    expect(await new EntraTokenSource(provider({ entra_token_command: `printf '{"accessToken":"${TOKEN_A}","expiresOn":"x"}'` })).token()).toBe(TOKEN_A);
    const failing = new EntraTokenSource(provider({ entra_token_command: "echo secret-output-42; exit 3" }));
    const err = await failing.token().then(
      () => null,
      (x: unknown) => x as Error & { status: number },
    );
    expect(err).toMatchObject({ status: 401, message: "no Entra token: entra_token_command failed" });
  });
});
