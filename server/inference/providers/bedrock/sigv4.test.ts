import { AwsV4Signer } from "aws4fetch";
import { describe, expect, it } from "vitest";
import { verifySigV4 } from "../../../test/cloud-mocks";
import { signV4 } from "./sigv4";

/**
 * The gateway's SigV4 signer against two references: aws4fetch (a maintained signer, same
 * inputs, same fixed time → the same Authorization header) and the mock's verifier written from
 * AWS's documentation (the official SDK passes that verifier in e2e/cloud-sdks).
 */

const CREDS = { accessKeyId: "AKIDEXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY" };
const NOW = new Date("2026-11-26T08:30:00.000Z");
const BODY = JSON.stringify({ messages: [{ role: "user", content: [{ text: "héllo" }] }] });
const base = "https://bedrock-runtime.us-east-1.amazonaws.com";

const cases: Array<[string, string, string | undefined]> = [
  ["a model id with ':'", `${base}/model/${encodeURIComponent("anthropic.claude-3-5-sonnet-20241022-v2:0")}/converse`, undefined],
  ["an inference-profile ARN", `${base}/model/${encodeURIComponent("arn:aws:bedrock:us-east-1:123456789012:inference-profile/us.anthropic.claude-3-7-sonnet-20250219-v1:0")}/converse-stream`, "session-token-1"],
  ["a local endpoint with a port and a query", "http://127.0.0.1:4566/model/amazon.titan-embed-text-v2%3A0/invoke?b=2&a=1&a=0", undefined],
];

describe("SigV4", () => {
  it.each(cases)("%s: the same signature as aws4fetch, accepted by the documented verifier", async (_l, url, sessionToken) => {
    const headers = { "content-type": "application/json", accept: "application/json" };
    const mine = signV4({ method: "POST", url, headers, body: BODY, credentials: { ...CREDS, sessionToken }, region: "us-east-1", service: "bedrock", now: NOW });
    const ref = await new AwsV4Signer({ method: "POST", url, headers, body: BODY, ...CREDS, sessionToken, service: "bedrock", region: "us-east-1", datetime: "20261126T083000Z", allHeaders: true }).sign();
    expect(mine.authorization).toBe(ref.headers.get("authorization"));
    expect(mine["x-amz-date"]).toBe("20261126T083000Z");
    if (sessionToken) expect(mine["x-amz-security-token"]).toBe(sessionToken);
    const u = new URL(url);
    const received = { ...mine, host: u.host };
    expect(verifySigV4({ method: "POST", path: `${u.pathname}${u.search}`, headers: received }, Buffer.from(BODY), { ...CREDS, sessionToken, region: "us-east-1", service: "bedrock" }, NOW.getTime())).toBeNull();
    // Any change is refused: the body, the region, the secret.
    expect(verifySigV4({ method: "POST", path: `${u.pathname}${u.search}`, headers: received }, Buffer.from(`${BODY} `), { ...CREDS, sessionToken, region: "us-east-1", service: "bedrock" }, NOW.getTime())).toMatchObject({ type: "InvalidSignatureException" });
    expect(verifySigV4({ method: "POST", path: `${u.pathname}${u.search}`, headers: received }, Buffer.from(BODY), { ...CREDS, sessionToken, region: "eu-west-1", service: "bedrock" }, NOW.getTime())).not.toBeNull();
    expect(verifySigV4({ method: "POST", path: `${u.pathname}${u.search}`, headers: received }, Buffer.from(BODY), { ...CREDS, secretAccessKey: "x", sessionToken, region: "us-east-1", service: "bedrock" }, NOW.getTime())).toMatchObject({ type: "InvalidSignatureException" });
  });
});
