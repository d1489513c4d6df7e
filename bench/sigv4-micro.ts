/**
 * Issue 24: SigV4 on the Bedrock path, in CPU µs and bytes per request: the gateway's signer
 * (server/inference/providers/bedrock/sigv4.ts) and the bench mock's verifier
 * (server/test/cloud-mocks.ts verifySigV4, which runs in the bench process on the timed path of
 * bench/cloud-adapters.ts), on a Converse request of bench/cloud-adapters.ts's size.
 *
 *   npx tsx bench/sigv4-micro.ts [--iterations N]
 */
import type { IncomingHttpHeaders } from "node:http";
import { signV4 } from "../server/inference/providers/bedrock/sigv4";
import { verifySigV4 } from "../server/test/cloud-mocks";
import { ensureGcExposed, measure, report } from "./micro";

function main() {
  const i = process.argv.indexOf("--iterations");
  const iterations = i > 0 ? Number(process.argv[i + 1]) : 20_000;
  const creds = { accessKeyId: "AKIDEXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY" };
  const url = `http://127.0.0.1:4566/model/${encodeURIComponent("anthropic.claude-3-5-sonnet-20241022-v2:0")}/converse`;
  const body = JSON.stringify({ messages: [{ role: "user", content: [{ text: "hello bench" }] }], inferenceConfig: { maxTokens: 16 } });
  const sign = () =>
    signV4({ method: "POST", url, headers: { "content-type": "application/json", accept: "application/json" }, body, credentials: creds, region: "us-east-1", service: "bedrock" });
  const signed = sign();
  const u = new URL(url);
  const received: IncomingHttpHeaders = { host: u.host, ...signed };
  const raw = Buffer.from(body);
  const verify = () => verifySigV4({ method: "POST", path: `${u.pathname}${u.search}`, headers: received }, raw, { ...creds, region: "us-east-1", service: "bedrock" });
  if (verify() !== null) throw new Error("the mock rejects the signer's signature");
  const wrong: IncomingHttpHeaders = { ...received, authorization: String(received.authorization).replace(/Signature=(.)/, (_, c: string) => `Signature=${c === "0" ? "1" : "0"}`) };
  if (verifySigV4({ method: "POST", path: `${u.pathname}${u.search}`, headers: wrong }, raw, { ...creds, region: "us-east-1", service: "bedrock" }) === null) throw new Error("the mock accepts a wrong signature");
  const o = { iterations };
  report([measure("gateway: signV4 (Converse request)", sign, o), measure("mock: verifySigV4", verify, o)]);
}

if (!ensureGcExposed()) main();
