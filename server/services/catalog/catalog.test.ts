import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The embedded default's key file lands here (generated once, 0600).
const DATA_DIR = mkdtempSync(join(tmpdir(), "sy-catalog-"));
process.env.GATEWAY_DATA_DIR = DATA_DIR;
// On the embedded default the key is generated into the data dir; PostgreSQL needs GATEWAY_SECRET_KEY.
const EMBEDDED = !process.env.DATABASE_URL;
if (EMBEDDED) delete process.env.GATEWAY_SECRET_KEY;
else process.env.GATEWAY_SECRET_KEY ??= "unit-test-catalog-secret-key-0123456789";

const { LiveCatalog, liveCatalog } = await import("../../catalog/live");
const { rotateCatalogSecrets, rotateSecretKey } = await import("../../catalog/rotate");
const { catalogSecretBox, resolveSecretKeys, secretBox, secretKeyFiles } = await import("../../catalog/secrets");
const { buildCatalog, catalog, setCatalog } = await import("../../catalog/catalog");
const { callerWithRole, failureOf, seedOrg } = await import("../../test/fixtures");
const { testDb } = await import("../../test/db");
const { startMockUpstream } = await import("../../test/upstream");
const { setAllowPolicy } = await import("../../net/guarded");

type Handle = Awaited<ReturnType<typeof testDb>>;
type Mock = Awaited<ReturnType<typeof startMockUpstream>>;
type Org = Awaited<ReturnType<typeof seedOrg>>;

const API_KEY = "sk-test-SECRET-a1b2c3d4e5f6";
const HEADER_SECRET = "hdr-SECRET-0f9e8d7c";

let h: Handle;
let mock: Mock;
let org: Org;
let other: Org;

beforeAll(async () => {
  // The mock upstream is on loopback: the operator's allow setting opens it (as for a vLLM on the private network).
  setAllowPolicy({ privateRanges: true, cidrs: [] });
  h = await testDb();
  mock = await startMockUpstream();
  setCatalog(
    buildCatalog(
      {
        providers: [{ id: "opfile", name: "Operator's", api: "openai", base_url: `${mock.url}/v1` }],
        models: [{ slug: "file/model", name: "F", vendor: "file", kind: "chat", context_length: 1000, endpoints: [{ provider: "opfile", upstream_model: "mock-chat", pricing: { prompt: "0.000001", completion: "0.000002" } }] }],
      },
      "gateway.config.json",
    ),
  );
  await liveCatalog().reload(h.prisma);
  org = await seedOrg(h.prisma);
  other = await seedOrg(h.prisma);
});

afterAll(async () => {
  setAllowPolicy(undefined);
  await mock?.close();
  await h?.close();
});

const providerInput = () => ({ id: "acme-up", name: "Acme upstream", api: "openai", base_url: `${mock.url}/v1`, api_key: API_KEY, headers: { "X-Org": HEADER_SECRET } });

describe("catalog providers (REST procedures)", () => {
  it("creates a provider: secrets accepted, never returned, named", async () => {
    const { data } = await org.api.catalog.createProvider(providerInput());
    expect(data).toMatchObject({ id: "acme-up", api: "openai", source: "database", disabled: false, secrets_set: ["api_key", "headers.X-Org"], zdr: false, timeout_ms: 60000 });
    expect(JSON.stringify(data)).not.toContain("SECRET");
    const got = await org.api.catalog.getProvider({ id: "acme-up" });
    expect(JSON.stringify(got)).not.toContain("SECRET");
    const list = await org.api.catalog.listProviders({ offset: 0, limit: 100 });
    expect(list.data.map((p) => [p.id, p.source])).toEqual([
      ["local", "file"],
      ["opfile", "file"],
      ["acme-up", "database"],
    ]);
    expect(JSON.stringify(list)).not.toContain("SECRET");
  });

  it.runIf(EMBEDDED)("generated the embedded key file once, mode 0600", () => {
    const { current } = secretKeyFiles(DATA_DIR);
    expect(statSync(current).mode & 0o777).toBe(0o600);
  });

  it.each([
    ["a file provider's id", () => ({ ...providerInput(), id: "opfile" }), 409, "Provider id 'opfile' is taken by gateway.config.json"],
    ["an existing id", () => providerInput(), 409, "Provider 'acme-up' already exists"],
    ["an {env} secret reference", () => ({ ...providerInput(), id: "x1", secret_access_key: { env: "HOME" } }), 400, "Invalid request parameters"],
    ["a command to run on the gateway's host", () => ({ ...providerInput(), id: "x7", entra_token_command: "cat /etc/passwd" }), 400, "Invalid request parameters"],
    ["a base_url with credentials", () => ({ ...providerInput(), id: "x2", base_url: "http://u:p@example.com/v1" }), 400, "Invalid request parameters"],
    ["an unknown api", () => ({ ...providerInput(), id: "x3", api: "telepathy" }), 400, "Invalid request parameters"],
    ["an unknown field", () => ({ ...providerInput(), id: "x4", colour: "blue" }), 400, "Invalid request parameters"],
    ["a vertex provider whose credentials are not a service-account key", () => ({ id: "x5", name: "V", api: "vertex", project: "p", location: "us-central1", credentials: "{}" }), 400, "Invalid request parameters"],
    ["a bedrock provider without credentials", () => ({ id: "x6", name: "B", api: "bedrock", region: "us-east-1" }), 400, "Invalid request parameters"],
  ])("refuses %s", async (_what, input, status, message) => {
    expect(await failureOf(org.api.catalog.createProvider(input() as never))).toEqual({ status, message });
  });

  it("a cloud kind the file takes is taken here too, its secrets sealed", async () => {
    const { data } = await org.api.catalog.createProvider({ id: "gem", name: "Gemini", api: "gemini", api_key: "AIza-SECRET-gem" } as never);
    expect(data).toMatchObject({ id: "gem", api: "gemini", source: "database", secrets_set: ["api_key"] });
    expect(JSON.stringify(data)).not.toContain("SECRET");
    expect(catalog(org.organization_id).providers.get("gem")?.apiKey).toBe("AIza-SECRET-gem");
    await org.api.catalog.deleteProvider({ id: "gem" });
  });

  it("file entries are read-only, other organizations' are 404, members may not write", async () => {
    expect(await failureOf(org.api.catalog.updateProvider({ id: "opfile", name: "x" }))).toEqual({ status: 403, message: "Entries from gateway.config.json are read-only: change the file (and restart) instead" });
    expect(await failureOf(org.api.catalog.deleteProvider({ id: "opfile" }))).toMatchObject({ status: 403 });
    expect(await failureOf(other.api.catalog.getProvider({ id: "acme-up" }))).toEqual({ status: 404, message: "Provider 'acme-up' not found" });
    expect(await failureOf(other.api.catalog.updateProvider({ id: "acme-up", name: "mine" }))).toMatchObject({ status: 404 });
    const member = await callerWithRole(h.prisma, org.organization_id, "member");
    expect(await failureOf(member.api.catalog.createProvider({ ...providerInput(), id: "m1" }))).toEqual({ status: 403, message: "Only organization owners and admins can change the catalog" });
    // Another organization may use the same id: ids are per organization (and never the file's).
    const { data } = await other.api.catalog.createProvider({ ...providerInput(), api_key: "sk-other-org-key" });
    expect(data.source).toBe("database");
  });

  it("tests the provider and discovers its models, priced from the dataset", async () => {
    const t = await org.api.catalog.testProvider({ id: "acme-up" });
    expect(t.data).toMatchObject({ ok: true, status: 200, reason: null });
    expect(mock.calls).toHaveLength(0); // GET /v1/models is not an API call the mock records
    const d = await org.api.catalog.discoverModels({ id: "acme-up" });
    const gpt = d.data.find((m) => m.upstream_model === "gpt-4o-mini");
    expect(gpt).toMatchObject({ slug: "openai/gpt-4o-mini", vendor: "openai", priced: true, pricing_source: "genai-prices:openai/gpt-4o-mini", imported: false });
    expect(gpt?.pricing?.prompt).toBe("0.00000015");
    expect(d.data.find((m) => m.upstream_model === "mock-chat")?.priced).toBe(false);
  });

  it("a test that fails says why in a stable reason, never the upstream's text", async () => {
    await org.api.catalog.createProvider({ id: "acme-bad", name: "Bad", api: "openai", base_url: `${mock.url}/nowhere`, api_key: "sk-test-x" });
    const t = await org.api.catalog.testProvider({ id: "acme-bad" });
    expect(t.data).toMatchObject({ ok: false, status: 404, reason: "upstream_http_error" });
    expect(await failureOf(org.api.catalog.discoverModels({ id: "acme-bad" }))).toEqual({ status: 502, message: "Provider 'acme-bad' did not list its models" });
  });
});

describe("catalog models (REST procedures) and the live view", () => {
  it("imports a model without pricing: priced from the dataset, served to the organization's keys only", async () => {
    const { data } = await org.api.catalog.createModel({
      slug: "openai/gpt-4o-mini",
      name: "GPT-4o mini",
      vendor: "openai",
      kind: "chat",
      context_length: 128000,
      endpoints: [{ provider: "acme-up", upstream_model: "gpt-4o-mini" }],
    });
    expect(data.source).toBe("database");
    expect(data.endpoints[0]).toMatchObject({
      provider: "acme-up",
      pricing: { prompt: "0.00000015", completion: "0.0000006", input_cache_read: "0.000000075" },
      pricing_source: { prompt: "genai-prices:openai/gpt-4o-mini", completion: "genai-prices:openai/gpt-4o-mini", request: "default" },
      pricing_override: {},
    });
    const view = catalog(org.organization_id);
    const [ep] = view.endpoints.get("openai/gpt-4o-mini") ?? [];
    expect(ep?.provider.apiKey).toBe(API_KEY);
    expect(ep?.provider.origin).toMatchObject({ source: "database", orgId: org.organization_id, workspaceId: null });
    expect(ep?.provider.origin?.dispatcher).toBeDefined();
    // Measured apart from another organization's endpoint of the same provider id and slug.
    expect(ep?.statsKey).toBe(`${org.organization_id}:acme-up/openai/gpt-4o-mini`);
    expect(catalog(other.organization_id).bySlug.has("openai/gpt-4o-mini")).toBe(false);
    expect(catalog().bySlug.has("openai/gpt-4o-mini")).toBe(false);
    expect(catalog(org.organization_id).bySlug.has("file/model")).toBe(true);
    const d = await org.api.catalog.discoverModels({ id: "acme-up" });
    expect(d.data.find((m) => m.upstream_model === "gpt-4o-mini")?.imported).toBe(true);
  });

  it("an explicit price overrides, and says so", async () => {
    const { data } = await org.api.catalog.updateModel({ slug: "openai/gpt-4o-mini", endpoints: [{ provider: "acme-up", upstream_model: "gpt-4o-mini", pricing: { prompt: "0.000001" } }] });
    expect(data.endpoints[0]?.pricing).toMatchObject({ prompt: "0.000001", completion: "0.0000006", input_cache_read: "0.000001" });
    expect(data.endpoints[0]?.pricing_source).toMatchObject({ prompt: "config", completion: "genai-prices:openai/gpt-4o-mini", input_cache_read: "prompt" });
    expect(catalog(org.organization_id).endpoints.get("openai/gpt-4o-mini")?.[0]?.pricing.prompt).toBe(0.000001);
  });

  it.each([
    [
      "a model no source prices",
      { slug: "acme/mystery", name: "M", vendor: "acme", kind: "chat", context_length: 1000, endpoints: [{ provider: "acme-up", upstream_model: "mock-chat" }] },
      400,
      'model "acme/mystery" (upstream "mock-chat") has no prompt or completion price: give "pricing" or use a model the price dataset knows (it is never served free)',
    ],
    ["an unknown provider", { slug: "acme/m2", name: "M", vendor: "acme", kind: "chat", context_length: 1000, endpoints: [{ provider: "nope", upstream_model: "x", pricing: { prompt: "0", completion: "0" } }] }, 400, 'unknown provider "nope"'],
    ["a file model's slug", { slug: "file/model", name: "M", vendor: "file", kind: "chat", context_length: 1000, endpoints: [{ provider: "acme-up", upstream_model: "x", pricing: { prompt: "0", completion: "0" } }] }, 409, null],
    ["another organization's provider", { slug: "acme/m3", name: "M", vendor: "acme", kind: "chat", context_length: 1000, endpoints: [{ provider: "acme-bad2", upstream_model: "x", pricing: { prompt: "0", completion: "0" } }] }, 400, 'unknown provider "acme-bad2"'],
  ])("refuses %s", async (_what, input, status, issue) => {
    try {
      await org.api.catalog.createModel(input as never);
      expect.unreachable();
    } catch (err) {
      const cause = (err as { cause?: { status?: number; metadata?: { issues?: { message: string }[] } } }).cause;
      expect(cause?.status).toBe(status);
      if (issue) expect(cause?.metadata?.issues?.map((i) => i.message)).toContain(issue);
    }
  });

  it("file models are read-only; a provider serving a model cannot be deleted", async () => {
    expect(await failureOf(org.api.catalog.updateModel({ slug: "file/model", name: "x" }))).toMatchObject({ status: 403 });
    expect(await failureOf(org.api.catalog.deleteProvider({ id: "acme-up" }))).toEqual({ status: 409, message: "Provider 'acme-up' serves models of this organization: remove its endpoints first" });
    expect(await failureOf(other.api.catalog.getModel({ slug: "openai/gpt-4o-mini" }))).toEqual({ status: 404, message: "Model 'openai/gpt-4o-mini' not found" });
  });

  it("another instance sees an edit through the database version (the poll path)", async () => {
    const second = new LiveCatalog();
    await second.reload(h.prisma);
    const file = catalog();
    expect(second.view(org.organization_id, file).bySlug.has("openai/gpt-4o-mini")).toBe(true);
    expect(await second.poll(h.prisma)).toBe(false);
    await org.api.catalog.updateModel({ slug: "openai/gpt-4o-mini", disabled: true });
    expect(await second.poll(h.prisma)).toBe(true);
    expect(second.view(org.organization_id, file).bySlug.has("openai/gpt-4o-mini")).toBe(false);
    expect(catalog(org.organization_id).bySlug.has("openai/gpt-4o-mini")).toBe(false);
    const listed = await org.api.catalog.listModels({ offset: 0, limit: 100 });
    expect(listed.data.find((m) => m.slug === "openai/gpt-4o-mini")).toMatchObject({ disabled: true, source: "database" });
    await org.api.catalog.updateModel({ slug: "openai/gpt-4o-mini", disabled: false });
    expect(await second.poll(h.prisma)).toBe(true);
    expect(second.view(org.organization_id, file).bySlug.has("openai/gpt-4o-mini")).toBe(true);
    second.stop();
  });
});

describe("provider secrets at rest", () => {
  /** Every row of every table, as text: what a database dump holds. */
  async function dump(): Promise<string> {
    const tables = await h.prisma.$queryRawUnsafe<{ t: string }[]>(`SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`);
    const parts: string[] = [];
    for (const { t } of tables) {
      const rows = await h.prisma.$queryRawUnsafe<{ r: string }[]>(`SELECT x::text AS r FROM "${t.replace(/"/g, '""')}" x`);
      parts.push(...rows.map((r) => r.r));
    }
    return parts.join("\n");
  }

  it("no secret appears in the database in plain text", async () => {
    const text = await dump();
    expect(text).toContain("acme-up"); // the dump does hold the provider
    expect(text).not.toContain(API_KEY);
    expect(text).not.toContain(HEADER_SECRET);
    expect(text).not.toContain("sk-other-org-key");
  });

  it.runIf(EMBEDDED)("the CLI's rotation on the embedded default: a new key file (0600), the old kept as previous, secrets still served", async () => {
    const files = secretKeyFiles(DATA_DIR);
    const before = readFileSync(files.current, "utf8").trim();
    const r = await rotateSecretKey(h.prisma);
    expect(r).toMatchObject({ rotated: 3, key: "data dir" });
    const after = readFileSync(files.current, "utf8").trim();
    expect(after).not.toBe(before);
    expect(readFileSync(files.previous, "utf8").trim()).toBe(before);
    expect(statSync(files.current).mode & 0o777).toBe(0o600);
    expect(statSync(files.previous).mode & 0o777).toBe(0o600);
    await liveCatalog().reload(h.prisma);
    expect(catalog(org.organization_id).providers.get("acme-up")?.apiKey).toBe(API_KEY);
    expect(await dump()).not.toContain(API_KEY);
  });

  it.runIf(!EMBEDDED)("pg_dump of the PostgreSQL database holds no secret in plain text", async () => {
    const { execFileSync } = await import("node:child_process");
    const [{ db }] = await h.prisma.$queryRawUnsafe<{ db: string }[]>("SELECT current_database() AS db");
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${db}`;
    const out = execFileSync("pg_dump", [url.toString()], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
    expect(out).toContain("catalog_providers");
    expect(out).not.toContain(API_KEY);
    expect(out).not.toContain(HEADER_SECRET);
  });

  it("rotation re-seals every secret under a new key; the old key alone no longer opens them", async () => {
    const keys = resolveSecretKeys();
    if (!keys) throw new Error("no key");
    const current = catalogSecretBox();
    if (!current) throw new Error("no box");
    const next = secretBox("a-brand-new-secret-key-of-at-least-32-characters");
    const r = await rotateCatalogSecrets(h.prisma, current, next);
    expect(r.rotated).toBe(3);
    const rows = await h.prisma.catalogProvider.findMany({ where: { secrets: { not: null } } });
    for (const row of rows) {
      expect(next.isCurrent(row.secrets as string)).toBe(true);
      expect(() => current.open(row.secrets as string, `catalog_providers/${row.org_id}/${row.id}`)).toThrow(/neither GATEWAY_SECRET_KEY/);
    }
    // Still no plain text after rotation.
    const text = await dump();
    expect(text).not.toContain(API_KEY);
  });

  it("a sealed value does not open on another row (bound to its row)", () => {
    const box = secretBox("k".repeat(40));
    const sealed = box.seal("s3cr3t", "catalog_providers/a/b");
    expect(box.open(sealed, "catalog_providers/a/b")).toBe("s3cr3t");
    expect(() => box.open(sealed, "catalog_providers/a/c")).toThrow(/failed authentication/);
  });
});

describe("an organization's provider goes through the guarded outbound client", () => {
  it("refuses a loopback base_url at write time and at connect time unless the operator opened it", async () => {
    await org.api.catalog.createProvider({ id: "acme-late", name: "Late", api: "openai", base_url: `${mock.url}/v1` });
    setAllowPolicy({ privateRanges: false, cidrs: [] });
    try {
      try {
        await org.api.catalog.createProvider({ id: "sneaky", name: "S", api: "openai", base_url: "http://127.0.0.1:9/v1" });
        expect.unreachable();
      } catch (err) {
        const cause = (err as { cause?: { status?: number; metadata?: { issues?: { field: string; message: string }[] } } }).cause;
        expect(cause?.status).toBe(400);
        expect(cause?.metadata?.issues?.[0]?.field).toBe("base_url");
        expect(cause?.metadata?.issues?.[0]?.message).toMatch(/loopback address, which this gateway does not reach/);
      }
      // A provider saved while the setting was open: refused where it connects (a new connection).
      const t = await org.api.catalog.testProvider({ id: "acme-late" });
      expect(t.data).toMatchObject({ ok: false, status: null, reason: "upstream_address_not_allowed" });
      // The file's providers are the operator's: not guarded.
      const f = await org.api.catalog.testProvider({ id: "opfile" });
      expect(f.data).toMatchObject({ ok: true, status: 200 });
    } finally {
      setAllowPolicy({ privateRanges: true, cidrs: [] });
    }
  });
});

describe("file providers' records", () => {
  it("never carry a resolved secret (api_key from the environment, cloud credentials)", async () => {
    const { fileProviderRecord } = await import("./providers");
    const c = buildCatalog({ providers: [{ id: "envkey", name: "E", api: "openai", base_url: "https://example.com/v1", api_key: { env: "CATALOG_TEST_KEY" }, headers: { "X-Secret": "hv-SECRET" } }] }, "t.json", {
      CATALOG_TEST_KEY: "sk-from-env-SECRET",
    });
    const rec = fileProviderRecord(c.providers.get("envkey") as never);
    expect(JSON.stringify(rec)).not.toContain("SECRET");
    expect(rec.secrets_set).toEqual(["api_key", "headers.X-Secret"]);
  });
});
