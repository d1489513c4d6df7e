import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CloudMocks, startCloudMocks } from "./cloud-mocks";

/**
 * The four cloud mocks with their secrets, and a catalog over them: one provider per kind (plus
 * a Bedrock API-key provider and one provider per kind with a wrong secret), chat models with
 * upstream names that exercise the classic bugs (Bedrock ids with `:` and ARNs, Vertex `@`
 * versions), embedding models, and fallback pairs whose first endpoint throttles.
 */

export const SECRETS = {
  azureKey: "azure-key-0123456789abcdef-secret",
  aws: { accessKeyId: "AKIDEXAMPLE0MOCK", secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY", sessionToken: "FwoGZXIvYXdzEMOCKsessiontoken", region: "us-east-1", apiKey: "ABSKbedrock-api-key-mock-secret" },
  geminiKey: "AIzaSyMOCK-gemini-key-secret-0123",
};

export const BEDROCK_MODEL = "anthropic.claude-3-5-sonnet-20241022-v2:0";
export const BEDROCK_ARN = "arn:aws:bedrock:us-east-1:123456789012:inference-profile/us.anthropic.claude-3-7-sonnet-20250219-v1:0";

export interface CloudFixture {
  mocks: CloudMocks;
  /** The service-account key file (JSON). */
  credentialsFile: string;
  /** A service-account key file signed with another private key (the token endpoint refuses it). */
  wrongCredentialsFile: string;
  /** Environment holding the secrets the catalog names. */
  env: Record<string, string>;
  catalog: { providers: unknown[]; models: unknown[] };
  close(): Promise<void>;
}

const price = (usdPerMillion: number) => (usdPerMillion / 1e6).toFixed(12);

function serviceAccount(privateKey: string, tokenUri: string) {
  return {
    type: "service_account",
    project_id: "switchyard-test",
    private_key_id: "0123456789abcdef0123456789abcdef01234567",
    private_key: privateKey,
    client_email: "gateway@switchyard-test.iam.gserviceaccount.com",
    client_id: "100000000000000000001",
    token_uri: tokenUri,
  };
}

export async function startCloudFixture(opts: { tokenLifetimeSec?: number; azureEntraToken?: string } = {}): Promise<CloudFixture> {
  const pair = generateKeyPairSync("rsa", { modulusLength: 2048, publicKeyEncoding: { type: "spki", format: "pem" }, privateKeyEncoding: { type: "pkcs8", format: "pem" } });
  const other = generateKeyPairSync("rsa", { modulusLength: 2048, publicKeyEncoding: { type: "spki", format: "pem" }, privateKeyEncoding: { type: "pkcs8", format: "pem" } });
  const clientEmail = "gateway@switchyard-test.iam.gserviceaccount.com";
  const mocks = await startCloudMocks({
    azureKey: SECRETS.azureKey,
    azureEntraToken: opts.azureEntraToken,
    aws: SECRETS.aws,
    vertex: { publicKeyPem: pair.publicKey, clientEmail, tokenLifetimeSec: opts.tokenLifetimeSec },
    geminiKey: SECRETS.geminiKey,
  });
  const dir = mkdtempSync(join(tmpdir(), "switchyard-cloud-"));
  const credentialsFile = join(dir, "sa.json");
  const wrongCredentialsFile = join(dir, "sa-wrong.json");
  writeFileSync(credentialsFile, JSON.stringify(serviceAccount(pair.privateKey, mocks.tokenUri)));
  writeFileSync(wrongCredentialsFile, JSON.stringify(serviceAccount(other.privateKey, mocks.tokenUri)));
  const env = {
    AZURE_OPENAI_KEY: SECRETS.azureKey,
    AWS_ACCESS_KEY_ID_T: SECRETS.aws.accessKeyId,
    AWS_SECRET_ACCESS_KEY_T: SECRETS.aws.secretAccessKey,
    AWS_SESSION_TOKEN_T: SECRETS.aws.sessionToken,
    BEDROCK_API_KEY_T: SECRETS.aws.apiKey,
    GEMINI_API_KEY_T: SECRETS.geminiKey,
    WRONG_SECRET: "wrong-secret-do-not-leak-42",
  };
  const base = { zdr: true, data_collection: "deny", timeout_ms: 5000 };
  /** A Bedrock provider signed with SigV4 access keys; the secret's env var picks a good or a wrong one. */
  const bedrockSigV4 = (id: string, name: string, secretEnv: string) => ({
    id,
    name,
    api: "bedrock",
    region: "us-east-1",
    base_url: mocks.bedrock,
    access_key_id: { env: "AWS_ACCESS_KEY_ID_T" },
    secret_access_key: { env: secretEnv },
    session_token: { env: "AWS_SESSION_TOKEN_T" },
    ...base,
  });
  const providers = [
    { id: "azure", name: "Azure OpenAI", api: "azure-openai", base_url: mocks.azure, api_key: { env: "AZURE_OPENAI_KEY" }, api_version: "2024-10-21", ...base },
    { id: "azure-v1", name: "Azure OpenAI (v1)", api: "azure-openai", base_url: mocks.azure, api_key: { env: "AZURE_OPENAI_KEY" }, api_version: "v1", ...base },
    bedrockSigV4("bedrock", "AWS Bedrock", "AWS_SECRET_ACCESS_KEY_T"),
    { id: "bedrock-key", name: "AWS Bedrock (API key)", api: "bedrock", region: "us-east-1", base_url: mocks.bedrock, api_key: { env: "BEDROCK_API_KEY_T" }, ...base },
    { id: "vertex", name: "Google Vertex AI", api: "vertex", project: "switchyard-test", location: "us-east5", base_url: mocks.vertex, credentials: { file: credentialsFile }, ...base },
    { id: "gemini", name: "Google AI Studio", api: "gemini", base_url: mocks.gemini, api_key: { env: "GEMINI_API_KEY_T" }, ...base },
    // Wrong secrets: each mock refuses them.
    { id: "azure-bad", name: "Azure (bad key)", api: "azure-openai", base_url: mocks.azure, api_key: { env: "WRONG_SECRET" }, ...base },
    bedrockSigV4("bedrock-bad", "Bedrock (bad secret)", "WRONG_SECRET"),
    { id: "vertex-bad", name: "Vertex (bad key)", api: "vertex", project: "switchyard-test", location: "us-east5", base_url: mocks.vertex, credentials: { file: wrongCredentialsFile }, ...base },
    { id: "gemini-bad", name: "Gemini (bad key)", api: "gemini", base_url: mocks.gemini, api_key: { env: "WRONG_SECRET" }, ...base },
  ];
  const chat = (slug: string, endpoints: Array<[string, string, number]>) => ({
    slug,
    name: slug,
    vendor: "test",
    kind: "chat",
    context_length: 100_000,
    endpoints: endpoints.map(([provider, upstream_model, usd]) => ({ provider, upstream_model, pricing: { prompt: price(usd), completion: price(2 * usd) } })),
  });
  const embed = (slug: string, provider: string, upstream_model: string) => ({
    slug,
    name: slug,
    vendor: "test",
    kind: "embedding",
    context_length: 8192,
    endpoints: [{ provider, upstream_model, pricing: { prompt: price(1), completion: "0" } }],
  });
  const models = [
    chat("cloud/azure", [["azure", "gpt-4o-deploy", 1]]),
    chat("cloud/azure-v1", [["azure-v1", "gpt-4o-deploy", 1]]),
    chat("cloud/bedrock", [["bedrock", BEDROCK_MODEL, 1]]),
    chat("cloud/bedrock-arn", [["bedrock", BEDROCK_ARN, 1]]),
    chat("cloud/bedrock-key", [["bedrock-key", BEDROCK_MODEL, 1]]),
    chat("cloud/vertex-gemini", [["vertex", "gemini-2.5-flash", 1]]),
    chat("cloud/vertex-gemini3", [["vertex", "gemini-3-pro-preview", 1]]),
    chat("cloud/vertex-claude", [["vertex", "claude-sonnet-4@20250514", 1]]),
    chat("cloud/gemini", [["gemini", "gemini-2.5-flash", 1]]),
    chat("cloud/gemini3", [["gemini", "gemini-3-pro-preview", 1]]),
    // A 429 on the cheaper first endpoint falls back to the next one (a model per format and
    // mode: a failed endpoint is skipped for a while after its failure).
    ...["", "-stream"].flatMap((sfx) => [
      chat(`cloud/azure-429${sfx}`, [["azure", "fail-429", 1], ["gemini", "gemini-2.5-flash", 100]]),
      chat(`cloud/bedrock-429${sfx}`, [["bedrock", "fail-429", 1], ["azure", "gpt-4o-deploy", 100]]),
      chat(`cloud/vertex-429${sfx}`, [["vertex", "gemini-fail-429", 1], ["bedrock", BEDROCK_MODEL, 100]]),
      chat(`cloud/vertex-claude-429${sfx}`, [["vertex", "claude-fail-429", 1], ["gemini", "gemini-2.5-flash", 100]]),
      chat(`cloud/gemini-429${sfx}`, [["gemini", "gemini-fail-429", 1], ["vertex", "gemini-2.5-flash", 100]]),
      chat(`cloud/bedrock-500${sfx}`, [["bedrock", "fail-500", 1], ["gemini", "gemini-2.5-flash", 100]]),
    ]),
    // A throttlingException as the first frame of a 200 stream still falls back.
    chat("cloud/bedrock-stream-throttle", [["bedrock", "stream-throttle", 1], ["gemini", "gemini-2.5-flash", 100]]),
    // Streams that fail after their first byte.
    chat("cloud/azure-break", [["azure", "stream-break", 1]]),
    chat("cloud/bedrock-break", [["bedrock", "stream-break", 1]]),
    chat("cloud/vertex-break", [["vertex", "gemini-stream-break", 1]]),
    chat("cloud/vertex-claude-break", [["vertex", "claude-stream-break", 1]]),
    chat("cloud/gemini-break", [["gemini", "gemini-stream-break", 1]]),
    // Wrong secrets.
    chat("cloud/azure-bad", [["azure-bad", "gpt-4o-deploy", 1]]),
    chat("cloud/bedrock-bad", [["bedrock-bad", BEDROCK_MODEL, 1]]),
    chat("cloud/vertex-bad", [["vertex-bad", "gemini-2.5-flash", 1]]),
    chat("cloud/gemini-bad", [["gemini-bad", "gemini-2.5-flash", 1]]),
    embed("cloud/azure-embed", "azure", "text-embedding-3-small"),
    embed("cloud/titan-embed", "bedrock", "amazon.titan-embed-text-v2:0"),
    embed("cloud/cohere-embed", "bedrock", "cohere.embed-english-v3"),
    embed("cloud/gemini-embed", "gemini", "gemini-embedding-001"),
  ];
  return {
    mocks,
    credentialsFile,
    wrongCredentialsFile,
    env,
    catalog: { providers, models },
    close: () => mocks.close(),
  };
}
