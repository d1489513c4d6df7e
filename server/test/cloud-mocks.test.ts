import { createSign, generateKeyPairSync } from "node:crypto";
import { readFileSync } from "node:fs";
import { AwsV4Signer } from "aws4fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BEDROCK_ARN, BEDROCK_MODEL, type CloudFixture, SECRETS, startCloudFixture } from "./cloud-fixture";

/**
 * The mocks refuse what the real services refuse: a wrong SigV4 signature (including the
 * classic single-encoded path of a model id with `:`), a wrong api-key or api-version, a JWT
 * assertion signed with another key, an expired one, an unknown access token, a wrong
 * x-goog-api-key. Without these, the adapter tests would prove nothing about authentication.
 */

let f: CloudFixture;
beforeAll(async () => {
  f = await startCloudFixture();
});
afterAll(() => f.close());

const CONVERSE = JSON.stringify({ messages: [{ role: "user", content: [{ text: "hi" }] }] });

async function signed(url: string, body: string, o: { secret?: string; singleEncode?: boolean; datetime?: string; token?: string | null } = {}) {
  const signer = new AwsV4Signer({
    method: "POST",
    url,
    body,
    headers: { "content-type": "application/json" },
    accessKeyId: SECRETS.aws.accessKeyId,
    secretAccessKey: o.secret ?? SECRETS.aws.secretAccessKey,
    sessionToken: o.token === null ? undefined : (o.token ?? SECRETS.aws.sessionToken),
    service: "bedrock",
    region: "us-east-1",
    singleEncode: o.singleEncode,
    datetime: o.datetime,
  });
  const s = await signer.sign();
  return fetch(s.url, { method: "POST", headers: s.headers, body });
}

describe("bedrock mock: SigV4", () => {
  const url = (model: string) => `${f.mocks.bedrock}/model/${encodeURIComponent(model)}/converse`;

  it("accepts a correct signature for a model id with ':' and for an ARN", async () => {
    for (const model of [BEDROCK_MODEL, BEDROCK_ARN]) expect((await signed(url(model), CONVERSE)).status).toBe(200);
  });

  const refusals: Array<[string, () => Promise<Response>, number, string]> = [
    ["a wrong secret", () => signed(url(BEDROCK_MODEL), CONVERSE, { secret: "not-the-secret" }), 403, "InvalidSignatureException"],
    ["a path signed single-encoded (the classic ':' bug)", () => signed(url(BEDROCK_MODEL), CONVERSE, { singleEncode: true }), 403, "InvalidSignatureException"],
    [
      "a body changed after signing",
      async () => {
        const s = await new AwsV4Signer({ method: "POST", url: url(BEDROCK_MODEL), body: CONVERSE, headers: { "content-type": "application/json" }, accessKeyId: SECRETS.aws.accessKeyId, secretAccessKey: SECRETS.aws.secretAccessKey, sessionToken: SECRETS.aws.sessionToken, service: "bedrock", region: "us-east-1" }).sign();
        return fetch(s.url, { method: "POST", headers: s.headers, body: CONVERSE.replace("hi", "ho") });
      },
      403,
      "InvalidSignatureException",
    ],
    ["an old signature", () => signed(url(BEDROCK_MODEL), CONVERSE, { datetime: "20200101T000000Z" }), 403, "InvalidSignatureException"],
    ["no session token", () => signed(url(BEDROCK_MODEL), CONVERSE, { token: null }), 403, "UnrecognizedClientException"],
    ["no signature at all", () => fetch(url(BEDROCK_MODEL), { method: "POST", body: CONVERSE }), 403, "IncompleteSignatureException"],
    ["a wrong Bedrock API key", () => fetch(url(BEDROCK_MODEL), { method: "POST", body: CONVERSE, headers: { authorization: "Bearer nope" } }), 403, "UnrecognizedClientException"],
  ];
  it.each(refusals)("refuses %s", async (_label, send, status, type) => {
    const r = await send();
    expect(r.status).toBe(status);
    expect(r.headers.get("x-amzn-errortype")).toMatch(new RegExp(`^${type}:`));
    expect(((await r.json()) as { message: string }).message).toEqual(expect.any(String));
  });
});

describe("azure mock", () => {
  const chat = (path: string, key: string) =>
    fetch(`${f.mocks.azure}${path}`, { method: "POST", headers: { "api-key": key, "content-type": "application/json" }, body: JSON.stringify({ messages: [{ role: "user", content: "hi" }] }) });
  it.each([
    ["the right key and version", "/openai/deployments/d/chat/completions?api-version=2024-10-21", SECRETS.azureKey, 200],
    ["a wrong key", "/openai/deployments/d/chat/completions?api-version=2024-10-21", "nope", 401],
    ["no api-version", "/openai/deployments/d/chat/completions", SECRETS.azureKey, 404],
    ["an unknown api-version", "/openai/deployments/d/chat/completions?api-version=1999-01-01", SECRETS.azureKey, 400],
    ["an api-version on a v1 path", "/openai/v1/chat/completions?api-version=2024-10-21", SECRETS.azureKey, 400],
    ["a path without /openai", "/deployments/d/chat/completions?api-version=2024-10-21", SECRETS.azureKey, 404],
  ])("%s → %i", async (_l, path, key, status) => {
    expect((await chat(path, key)).status).toBe(status);
  });
});

describe("vertex mock: token endpoint and Bearer tokens", () => {
  const sa = () => JSON.parse(readFileSync(f.credentialsFile, "utf8")) as { private_key: string; client_email: string; token_uri: string };
  function jwt(key: string, claims: Record<string, unknown>): string {
    const b = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
    const unsigned = `${b({ alg: "RS256", typ: "JWT" })}.${b(claims)}`;
    return `${unsigned}.${createSign("RSA-SHA256").update(unsigned).sign(key).toString("base64url")}`;
  }
  const exchange = (assertion: string) =>
    fetch(f.mocks.tokenUri, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion }).toString() });
  const now = () => Math.floor(Date.now() / 1000);
  const claims = () => ({ iss: sa().client_email, aud: sa().token_uri, scope: "https://www.googleapis.com/auth/cloud-platform", iat: now(), exp: now() + 3600 });

  it("issues a token for a well-signed assertion, and Vertex accepts only issued tokens", async () => {
    const r = await exchange(jwt(sa().private_key, claims()));
    expect(r.status).toBe(200);
    const { access_token, expires_in } = (await r.json()) as { access_token: string; expires_in: number };
    expect(expires_in).toBeGreaterThan(0);
    const call = (token: string) =>
      fetch(`${f.mocks.vertex}/v1/projects/p/locations/global/publishers/google/models/gemini-2.5-flash:generateContent`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ contents: [{ role: "user", parts: [{ text: "hi" }] }] }),
      });
    expect((await call(access_token)).status).toBe(200);
    const refused = await call("ya29.made-up");
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: { code: 401, status: "UNAUTHENTICATED" } });
  });

  const other = generateKeyPairSync("rsa", { modulusLength: 2048, privateKeyEncoding: { type: "pkcs8", format: "pem" }, publicKeyEncoding: { type: "spki", format: "pem" } });
  it.each([
    ["signed with another key", () => jwt(other.privateKey, claims()), "Invalid JWT Signature."],
    ["expired", () => jwt(sa().private_key, { ...claims(), iat: now() - 7200, exp: now() - 3600 }), "Invalid JWT: Token must be a short-lived token"],
    ["for another audience", () => jwt(sa().private_key, { ...claims(), aud: "https://example.com/token" }), "Invalid audience"],
    ["from another account", () => jwt(sa().private_key, { ...claims(), iss: "someone@else.iam.gserviceaccount.com" }), "Invalid issuer"],
    ["not a JWT", () => "abc", "malformed JWT"],
  ])("refuses an assertion %s (400 invalid_grant)", async (_l, make, why) => {
    const r = await exchange(make());
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ error: "invalid_grant", error_description: expect.stringContaining(why) });
  });
});

describe("gemini mock", () => {
  it("refuses a wrong x-goog-api-key the way Google does (400, API_KEY_INVALID)", async () => {
    const send = (key: string) =>
      fetch(`${f.mocks.gemini}/v1beta/models/gemini-2.5-flash:generateContent`, {
        method: "POST",
        headers: { "x-goog-api-key": key, "content-type": "application/json" },
        body: JSON.stringify({ contents: [{ role: "user", parts: [{ text: "hi" }] }] }),
      });
    expect((await send(SECRETS.geminiKey)).status).toBe(200);
    const r = await send("AIza-wrong");
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ error: { code: 400, status: "INVALID_ARGUMENT", details: [{ reason: "API_KEY_INVALID" }] } });
  });

  it("sends stream events separated by CRLF pairs", async () => {
    const r = await fetch(`${f.mocks.gemini}/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse`, {
      method: "POST",
      headers: { "x-goog-api-key": SECRETS.geminiKey, "content-type": "application/json" },
      body: JSON.stringify({ contents: [{ role: "user", parts: [{ text: "a b" }] }] }),
    });
    const text = await r.text();
    expect(text).toMatch(/^data: \{.*\}\r\n\r\ndata: /s);
    expect(text.includes("}\n\n")).toBe(false);
  });
});
