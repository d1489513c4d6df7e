/**
 * The fuzz suite's engine, shared by the HTTP test (fixed seed, ~2,000 cases) and
 * `npm run fuzz` (long runs): fixtures in a fresh organization, a raw HTTP client, a
 * fingerprint of the database, the property (no 5xx; every 4xx the spec 7 envelope with a JSON
 * content type; nothing written on a 4xx) and a runner that collects every distinct failure
 * with its shrunk counterexample.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import zlib from "node:zlib";
import fc from "fast-check";
import pg from "pg";
import { openDb } from "../../db";
import { runningEmbeddedUrl } from "../../db/embedded-socket";
import { hashKey } from "../../auth/keys";
import { addUser, createOrganization, setWorkspaceHipaa } from "../../services/organizations/organizations";
import { requestArb, type Credentials, type FuzzRequest, type Pools } from "./generators";
import { operationsOf, resolver, type OpenApiDoc, type Operation } from "./operations";

export interface FuzzTarget {
  /** http://127.0.0.1:port */
  baseUrl: string;
  /** The server's embedded data directory (its database is reached over its local socket)… */
  dataDir?: string;
  /** …or its PostgreSQL database. */
  databaseUrl?: string;
}

export interface FuzzContext {
  target: FuzzTarget;
  orgId: string;
  /** Request ids (x-request-id) of inference requests answered 4xx: none may reach the ledger. */
  rejectedInference: string[];
  ops: Operation[];
  doc: OpenApiDoc;
  pools: Pools;
  credentials: Credentials;
  db: pg.Client;
  fingerprint(): Promise<string>;
  agent: http.Agent;
  close(): Promise<void>;
}

// ---------------------------------------------------------------- HTTP

export interface FuzzResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** Set when no HTTP response came back (connection reset, timeout). */
  error?: string;
}

export function send(baseUrl: string, req: FuzzRequest, agent?: http.Agent, timeoutMs = 60_000): Promise<FuzzResponse> {
  const url = new URL(baseUrl);
  // Raw headers (an array) keep duplicates and order; Node then adds no Host header itself.
  const raw: string[] = ["host", url.host];
  for (const [k, v] of req.headers) raw.push(k, v);
  if (req.body !== null) raw.push("content-length", String(req.body.length));
  if (process.env.FUZZ_TRACE) process.stderr.write(`TRACE ${req.method} ${req.path} ${JSON.stringify(req.headers)} ${req.body?.subarray(0, 300).toString() ?? ""}\n`);
  return new Promise((resolve) => {
    let done = false;
    const finish = (r: FuzzResponse) => {
      if (!done) {
        done = true;
        resolve(r);
      }
    };
    let r: http.ClientRequest;
    try {
      r = http.request({ host: url.hostname, port: url.port, method: req.method, path: req.path, headers: raw, agent, maxHeaderSize: 1024 * 1024 }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (d: Buffer) => chunks.push(d));
        res.on("error", (err) => finish({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), error: `response: ${err.message}` }));
        res.on("end", () => {
          let body = Buffer.concat(chunks);
          const enc = String(res.headers["content-encoding"] ?? "").toLowerCase();
          try {
            if (enc === "gzip") body = zlib.gunzipSync(body);
            else if (enc === "br") body = zlib.brotliDecompressSync(body);
            else if (enc === "deflate") body = zlib.inflateSync(body);
          } catch {
            /* leave it: the envelope check will say what is wrong */
          }
          finish({ status: res.statusCode ?? 0, headers: res.headers, body });
        });
      });
    } catch (err) {
      // The client itself refused the request (an invalid header or method): nothing was sent.
      finish({ status: -1, headers: {}, body: Buffer.alloc(0), error: `client refused: ${(err as Error).message}` });
      return;
    }
    r.setTimeout(timeoutMs, () => r.destroy(new Error(`no response in ${timeoutMs} ms`)));
    r.on("error", (err) => finish({ status: 0, headers: {}, body: Buffer.alloc(0), error: err.message }));
    r.end(req.body ?? undefined);
  });
}

async function json<T>(ctx: { target: FuzzTarget; agent?: http.Agent }, method: string, path: string, key: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await send(
    ctx.target.baseUrl,
    {
      op: "setup",
      cls: "setup",
      method,
      path: `/api/v1${path}`,
      headers: [["authorization", `Bearer ${key}`], ...(body === undefined ? [] : ([["content-type", "application/json"]] as Array<[string, string]>))],
      body: body === undefined ? null : Buffer.from(JSON.stringify(body)),
      notes: [],
    },
    ctx.agent,
  );
  return { status: res.status, body: JSON.parse(res.body.toString("utf8") || "null") as T };
}

// ---------------------------------------------------------------- database fingerprint

/**
 * The usage ledger and its rollups are written off the response path (batches every 200 ms), so
 * a successful inference request's rows may land during a later request: they are checked by
 * request id instead (no row for any request answered 4xx, at the end of a run).
 */
const LEDGER_TABLES = new Set([
  "usage_ledger",
  "usage_dead_letters",
  "key_usage_daily",
  "model_usage_daily",
  "usage_daily_totals",
  // the activity rollups, written with each ledger batch
  "usage_hourly",
  "usage_hourly_end_users",
  "usage_hourly_totals",
  "usage_daily_keys",
  "usage_daily_models",
  "usage_daily_end_users",
  "usage_monthly_keys",
  "usage_hourly_keys",
  "key_usage_monthly",
  "key_usage_totals",
  // I/O logging's bodies, written by their own batched writer after the answer
  "generation_io",
]);

/**
 * One statement over every other table of the schema: its row count and an order-independent
 * sum of row hashes. api_keys.last_used_at is left out: authentications mark it and a timer
 * writes it every few seconds, whatever the answer was (bookkeeping, not a write of the request).
 */
async function fingerprintQuery(db: pg.Client): Promise<string> {
  const { rows: all } = await db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE '\\_prisma%' ORDER BY table_name",
  );
  const rows = all.filter((r) => !LEDGER_TABLES.has(r.table_name));
  const parts = rows.map(
    ({ table_name: t }) =>
      `'${t}', (SELECT json_build_array(count(*), coalesce(sum(hashtext((to_jsonb(x) - 'last_used_at')::text)::bigint), 0)) FROM "${t}" x)`,
  );
  return `SELECT json_build_object(${parts.join(", ")})::text AS fp`;
}

// ---------------------------------------------------------------- fixtures

const POOL_CAP = 40;
const remember = <T>(list: T[], v: T) => {
  if (list.includes(v)) return;
  list.push(v);
  if (list.length > POOL_CAP) list.splice(0, list.length - POOL_CAP);
};

/**
 * A fresh organization for the fuzzer (so its writes and the rankings quota are its own), an
 * admin and a member, a second workspace, a HIPAA workspace, inference keys, end users, and a
 * foreign organization whose ids must answer 404.
 */
export async function prepare(target: FuzzTarget): Promise<FuzzContext> {
  const databaseUrl = target.databaseUrl ?? (target.dataDir ? runningEmbeddedUrl(target.dataDir) : null);
  if (!databaseUrl) throw new Error("fuzz: no database to fingerprint (give dataDir of a running embedded server, or databaseUrl)");
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const tag = randomBytes(3).toString("hex");

  const handle = await openDb({ databaseUrl, migrate: false });
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let foreignOrg: Awaited<ReturnType<typeof createOrganization>>;
  const userIds: string[] = [];
  try {
    org = await createOrganization(handle.prisma, { name: `fuzz-${tag}` });
    foreignOrg = await createOrganization(handle.prisma, { name: `fuzz-foreign-${tag}` });
    userIds.push(org.owner_user_id);
    for (const role of ["admin", "member"] as const) userIds.push((await addUser(handle.prisma, { orgId: org.organization_id, email: `fuzz-${role}-${tag}@example.com`, role })).user_id);
  } finally {
    await handle.close();
  }
  const base = { target, agent };
  const mk = org.management_key;
  const ws = await json<{ data: { id: string; slug: string } }>(base, "POST", "/workspaces", mk, { name: "fuzz second", slug: `fuzz-${tag}` });
  const hipaa = await json<{ data: { id: string; slug: string } }>(base, "POST", "/workspaces", mk, { name: "fuzz hipaa", slug: `fuzz-hipaa-${tag}` });
  if (ws.status !== 201 || hipaa.status !== 201) throw new Error(`fuzz setup: workspace create failed: ${JSON.stringify([ws.body, hipaa.body])}`);
  {
    const h = await openDb({ databaseUrl, migrate: false });
    try {
      await setWorkspaceHipaa(h.prisma, { orgId: org.organization_id, workspace: hipaa.body.data.id, on: true });
    } finally {
      await h.close();
    }
  }
  type Created = { key: string; data: { hash: string; id: number } };
  const newKey = async (key: string, body: Record<string, unknown>) => {
    const r = await json<Created>(base, "POST", "/keys", key, body);
    if (r.status !== 201) throw new Error(`fuzz setup: key create failed: ${JSON.stringify(r.body)}`);
    return r.body;
  };
  const added = await json(base, "POST", `/workspaces/${ws.body.data.id}/members/add`, mk, { user_ids: userIds });
  if (added.status !== 200) throw new Error(`fuzz setup: members add failed: ${JSON.stringify(added.body)}`);
  const authKey = await newKey(mk, { name: "fuzz auth" });
  const endUsers = [`fuzz-${tag}`, `fuzz/${tag}`, `é-${tag}-😀`, `.${tag}`];
  for (const u of endUsers) {
    const r = await json(base, "POST", "/end-users", mk, { user: u });
    if (r.status !== 201) throw new Error(`fuzz setup: end user failed: ${JSON.stringify(r.body)}`);
  }
  const poolKeys = [await newKey(mk, { name: "fuzz pool a" }), await newKey(mk, { name: "fuzz pool b", workspace_id: ws.body.data.id, external_user: endUsers[0] }), await newKey(mk, { name: "fuzz pool c", limit: 1, limit_reset: "daily" })];
  const deleted = await newKey(mk, { name: "fuzz deleted" });
  const del = await json(base, "DELETE", `/keys/${deleted.data.hash}`, mk);
  if (del.status !== 200) throw new Error(`fuzz setup: key delete failed: ${JSON.stringify(del.body)}`);
  const foreignKey = await newKey(foreignOrg.management_key, { name: "foreign" });
  // Spare management keys to rename, revoke and delete (when the API has them).
  const spareManagement: string[] = [];
  for (const name of ["fuzz spare a", "fuzz spare b"]) {
    const r = await json<{ data?: { hash?: string } }>(base, "POST", "/management-keys", mk, { name });
    if (r.status === 201 && typeof r.body?.data?.hash === "string") spareManagement.push(r.body.data.hash);
  }

  const docRes = await send(target.baseUrl, { op: "setup", cls: "setup", method: "GET", path: "/api/v1/openapi.json", headers: [], body: null, notes: [] }, agent);
  const doc = JSON.parse(docRes.body.toString("utf8")) as OpenApiDoc;

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const fpSql = await fingerprintQuery(db);
  // Whatever ran before (other test files on the same server) may still be writing off its
  // response path: start once the database has been still for a moment.
  let prevFp = "";
  for (let i = 0; i < 20; i++) {
    const { rows } = await db.query<{ fp: string }>(fpSql);
    if (rows[0].fp === prevFp) break;
    prevFp = rows[0].fp;
    await new Promise((r) => setTimeout(r, 300));
  }
  const pools: Pools = {
    workspaceIds: [org.default_workspace_id, ws.body.data.id],
    workspaceSlugs: [ws.body.data.slug, "default"],
    keyHashes: poolKeys.map((k) => k.data.hash),
    keyIds: [authKey.data.id, ...poolKeys.map((k) => k.data.id)],
    endUsers,
    userIds,
    managementKeyHashes: spareManagement,
    foreign: { workspaceId: foreignOrg.default_workspace_id, keyHash: foreignKey.data.hash, userId: foreignOrg.owner_user_id, managementKeyHash: hashKey(foreignOrg.management_key) },
    hipaaWorkspaceId: hipaa.body.data.id,
  };
  return {
    target,
    orgId: org.organization_id,
    rejectedInference: [],
    doc,
    ops: operationsOf(doc),
    pools,
    credentials: { management: mk, inference: authKey.key, deleted: deleted.key },
    db,
    agent,
    async fingerprint() {
      const { rows } = await db.query<{ fp: string }>(fpSql);
      return rows[0].fp;
    },
    async close() {
      agent.destroy();
      await db.end();
    },
  };
}

// ---------------------------------------------------------------- the property

const MAX_ERROR_BODY = 64 * 1024;
const TOP_LEVEL = new Set(["error", "gateway_metadata", "user_id"]);

const STANDARD_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Issue 12: an unknown method (TRACE, PROPFIND, …) may be 501 Not Implemented — in the envelope like any error. */
export function unknownMethodAnswer(req: FuzzRequest, res: { status: number }): boolean {
  return res.status === 501 && !STANDARD_METHODS.has(req.method);
}

/** What is wrong with one answer (empty: nothing). */
export function problemsOf(req: FuzzRequest, res: FuzzResponse): string[] {
  const out: string[] = [];
  if (res.status === -1) return out; // never sent
  if (res.status === 0) {
    // Past the server's header limit (16 KB) Node answers 431 and closes at once: a client still
    // sending its headers may see the reset before the answer. That is HTTP, not a bug.
    const headerBytes = req.headers.reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
    if (headerBytes > 16 * 1024 && /ECONNRESET|EPIPE|socket hang up/.test(res.error ?? "")) return out;
    return [`no HTTP response (${res.error})`];
  }
  if (res.status >= 500 && !unknownMethodAnswer(req, res)) out.push(`status ${res.status}`);
  if (res.status < 400) return out;
  if (res.status === 405 && !res.headers.allow) out.push("405 without an Allow header");
  if (req.method === "HEAD") return out;
  const ct = String(res.headers["content-type"] ?? "");
  if (!/^application\/json(\s*;|$)/i.test(ct)) out.push(`content-type ${JSON.stringify(ct)}`);
  if (res.body.length > MAX_ERROR_BODY) out.push(`error body of ${res.body.length} bytes`);
  let body: unknown;
  try {
    body = JSON.parse(res.body.toString("utf8"));
  } catch {
    out.push(res.body.length === 0 ? "empty body" : "body is not JSON");
    return out;
  }
  const env = body as { error?: { code?: unknown; message?: unknown; metadata?: unknown } };
  if (typeof body !== "object" || body === null || Array.isArray(body) || typeof env.error !== "object" || env.error === null) {
    out.push("body is not an error envelope");
    return out;
  }
  const extra = Object.keys(body).filter((k) => !TOP_LEVEL.has(k));
  if (extra.length) out.push(`envelope has extra fields ${extra.join(",")}`);
  const e = env.error;
  if (e.code !== res.status) out.push(`error.code ${JSON.stringify(e.code)} != HTTP ${res.status}`);
  if (typeof e.message !== "string" || e.message === "") out.push("error.message not a non-empty string");
  if (!("metadata" in e) || (e.metadata !== null && (typeof e.metadata !== "object" || Array.isArray(e.metadata)))) out.push("error.metadata not an object or null");
  const extraErr = Object.keys(e).filter((k) => !["code", "message", "metadata"].includes(k));
  if (extraErr.length) out.push(`error has extra fields ${extraErr.join(",")}`);
  return out;
}

/**
 * A successful inference request registers its `user` off the response path (first sight):
 * wait for the registration, so that it is not taken for a write of the next request.
 */
async function settle(ctx: FuzzContext, req: FuzzRequest): Promise<void> {
  let user: unknown;
  try {
    user = (JSON.parse(req.body?.toString("utf8") ?? "null") as { user?: unknown } | null)?.user;
  } catch {
    return;
  }
  if (typeof user !== "string") return;
  for (let i = 0; i < 200; i++) {
    const { rowCount } = await ctx.db.query('SELECT 1 FROM end_users WHERE org_id = $1 AND "user" = $2', [ctx.orgId, user]).catch(() => ({ rowCount: 1 }));
    if (rowCount) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Inference requests answered 4xx that were billed anyway (checked once the ledger had time to flush). */
export async function billedRejections(ctx: FuzzContext): Promise<string[]> {
  if (ctx.rejectedInference.length === 0) return [];
  await new Promise((r) => setTimeout(r, 1000));
  const { rows } = await ctx.db.query<{ request_id: string }>(
    // A request refused after authentication is in the request log (status 'refused', cost 0): logged, never billed.
    "SELECT request_id FROM usage_ledger WHERE request_id = ANY($1::text[]) AND (status <> 'refused' OR cost_usd <> 0) UNION SELECT request_id FROM usage_dead_letters WHERE request_id = ANY($1::text[])",
    [ctx.rejectedInference],
  );
  return rows.map((r) => r.request_id);
}

/** Successful creates feed the pools, and deletes drain them, so later cases address real things. */
function learn(ctx: FuzzContext, req: FuzzRequest, res: FuzzResponse): void {
  if (req.method === "DELETE" && res.status === 200 && (req.op === "DELETE /keys/{hash}" || req.op === "DELETE /workspaces/{id}" || req.op === "DELETE /management-keys/{hash}")) {
    let seg = "";
    try {
      seg = decodeURIComponent(req.path.split("?")[0].split("/")[4] ?? "");
    } catch {
      return;
    }
    for (const list of [ctx.pools.keyHashes, ctx.pools.workspaceIds, ctx.pools.workspaceSlugs, ctx.pools.managementKeyHashes]) {
      const i = list.indexOf(seg);
      if (i >= 0) list.splice(i, 1);
    }
    return;
  }
  if (res.status !== 200 && res.status !== 201) return;
  let body: { data?: { id?: unknown; slug?: unknown; hash?: unknown; user?: unknown } };
  try {
    body = JSON.parse(res.body.toString("utf8"));
  } catch {
    return;
  }
  const d = body?.data;
  if (!d || typeof d !== "object") return;
  if (req.op === "POST /workspaces") {
    if (typeof d.id === "string") remember(ctx.pools.workspaceIds, d.id);
    if (typeof d.slug === "string") remember(ctx.pools.workspaceSlugs, d.slug);
  } else if (req.op === "POST /keys") {
    if (typeof d.hash === "string") remember(ctx.pools.keyHashes, d.hash);
    if (typeof d.id === "number") remember(ctx.pools.keyIds, d.id);
  } else if (req.op === "POST /end-users" && typeof d.user === "string") remember(ctx.pools.endUsers, d.user);
  else if (req.op === "POST /management-keys" && typeof d.hash === "string" && d.hash !== hashKey(ctx.credentials.management)) remember(ctx.pools.managementKeyHashes, d.hash);
}

export interface CaseResult {
  status: number;
  problems: string[];
  res: FuzzResponse;
}

const lastFingerprint = new WeakMap<FuzzContext, string>();

/** Send one request and judge it. */
export async function runCase(ctx: FuzzContext, req: FuzzRequest): Promise<CaseResult> {
  // After a 4xx the database is as it was: its fingerprint is the next request's "before".
  const before = lastFingerprint.get(ctx) ?? (await ctx.fingerprint());
  lastFingerprint.delete(ctx);
  const res = await send(ctx.target.baseUrl, req, ctx.agent);
  const problems = problemsOf(req, res);
  if ((res.status >= 400 && res.status < 500) || unknownMethodAnswer(req, res)) {
    const after = await ctx.fingerprint();
    if (after !== before) problems.push(`database changed on a ${res.status}: ${diffFingerprint(before, after)}`);
    else lastFingerprint.set(ctx, after);
    const id = res.headers["x-request-id"];
    if (typeof id === "string") ctx.rejectedInference.push(id);
  } else if (res.status >= 200 && res.status < 300) {
    if (res.headers["x-request-id"]) await settle(ctx, req);
    learn(ctx, req, res);
  }
  return { status: res.status, problems, res };
}

function diffFingerprint(a: string, b: string): string {
  const x = JSON.parse(a) as Record<string, [number, number]>;
  const y = JSON.parse(b) as Record<string, [number, number]>;
  return Object.keys({ ...x, ...y })
    .filter((k) => JSON.stringify(x[k]) !== JSON.stringify(y[k]))
    .map((k) => `${k} rows ${x[k]?.[0]}→${y[k]?.[0]}${x[k]?.[0] === y[k]?.[0] ? " (contents)" : ""}`)
    .join(", ");
}

// ---------------------------------------------------------------- the runner

export interface Failure {
  signature: string;
  problems: string[];
  request: FuzzRequest;
  status: number;
  responseBody: string;
  contentType: string;
  /** Runs (of the whole session) after which it was found. */
  foundAfter: number;
  seed: number;
}

export interface Summary {
  runs: number;
  seeds: number[];
  statuses: Record<string, number>;
  byOperation: Record<string, Record<string, number>>;
  failures: Failure[];
  /** Cases that failed with an already reported signature. */
  repeats: number;
  /** Answers 500 or above, not counting 501 to an unknown method. */
  serverErrors: number;
  /** Every request answered 5xx (method and path, cut short), to tell causes apart: a signature groups by operation. */
  serverErrorRequests: string[];
  ms: number;
}

/**
 * A failure's identity: the kinds of problem and the status, and for a 5xx or a write on a 4xx
 * the operation too (those are an operation's own bugs; a wrong envelope is usually the edge's,
 * whatever the operation). Shrinking keeps the identity, so it may simplify everything else.
 */
export function signatureOf(req: FuzzRequest, status: number, problems: string[]): string {
  const kinds = [...new Set(problems.map((p) => p.replace(/\d+ bytes/, "N bytes").replace(/: .*/, "").replace(/\(.*\)/, "")))].sort();
  const ownBug = status >= 500 || kinds.some((k) => k.startsWith("database changed"));
  return `${ownBug ? `${req.cls} ` : ""}→ ${status}: ${kinds.join("; ")}`;
}

export function requestArbitrary(ctx: FuzzContext, opts: { inferenceHugeWeight?: number } = {}): fc.Arbitrary<FuzzRequest> {
  const resolve = resolver(ctx.doc);
  const build = { pools: () => ctx.pools, credentials: () => ctx.credentials, inferenceHugeWeight: opts.inferenceHugeWeight };
  return fc.oneof(...ctx.ops.map((op) => ({ weight: op.auth === "inference" ? 3 : 1, arbitrary: requestArb(op, resolve, build) })));
}

/**
 * Run `runs` cases from `seed`. A failure is shrunk (at most `shrinkBudget` replays), recorded,
 * and the run goes on with the next seed, its signature now known (repeats are counted, not
 * shrunk again), until the budget of runs is spent.
 */
export async function fuzz(
  ctx: FuzzContext,
  opts: { runs: number; seed: number; shrinkBudget?: number; onProgress?: (done: number, s: Summary) => void; maxFailures?: number },
): Promise<Summary> {
  const started = Date.now();
  const summary: Summary = { runs: 0, seeds: [], statuses: {}, byOperation: {}, failures: [], repeats: 0, serverErrors: 0, serverErrorRequests: [], ms: 0 };
  const known = new Set<string>();
  const arb = requestArbitrary(ctx);
  let seed = opts.seed;
  const budget = opts.shrinkBudget ?? 150;
  while (summary.runs < opts.runs && summary.failures.length < (opts.maxFailures ?? 50)) {
    let target: string | null = null;
    let shrinkRuns = 0;
    let last: { req: FuzzRequest; result: CaseResult } | null = null;
    summary.seeds.push(seed);
    const remaining = opts.runs - summary.runs;
    const property = fc.asyncProperty(arb, async (req) => {
      if (target !== null && ++shrinkRuns > budget) return true;
      const result = await runCase(ctx, req);
      if (target === null) {
        summary.runs++;
        const st = String(result.status);
        summary.statuses[st] = (summary.statuses[st] ?? 0) + 1;
        if (result.status >= 500 && !unknownMethodAnswer(req, result)) {
          summary.serverErrors++;
          if (summary.serverErrorRequests.length < 20_000) {
            const [pathname, query = ""] = req.path.split("?");
            const keys = query ? query.split("&").map((kv) => kv.split("=")[0].slice(0, 40)) : [];
            summary.serverErrorRequests.push(`${req.method} ${pathname.slice(0, 200)} query keys [${keys.join(",")}] ${req.body ? req.body.toString("utf8").slice(0, 200) : ""}`);
          }
        }
        const per = (summary.byOperation[req.op] ??= {});
        per[st] = (per[st] ?? 0) + 1;
        opts.onProgress?.(summary.runs, summary);
      }
      if (result.problems.length === 0) return true;
      const sig = signatureOf(req, result.status, result.problems);
      if (target === null) {
        if (known.has(sig)) {
          summary.repeats++;
          return true;
        }
        target = sig;
      } else if (sig !== target) return true;
      last = { req, result };
      return false;
    });
    const out = await fc.check(property, { numRuns: remaining, seed, endOnFailure: false, verbose: 0 });
    if (!out.failed || target === null || last === null) break;
    const found = last as { req: FuzzRequest; result: CaseResult };
    known.add(target);
    summary.failures.push({
      signature: target,
      problems: found.result.problems,
      request: found.req,
      status: found.result.status,
      responseBody: found.result.res.body.toString("utf8").slice(0, 600),
      contentType: String(found.result.res.headers["content-type"] ?? ""),
      foundAfter: summary.runs,
      seed,
    });
    seed++;
  }
  const billed = await billedRejections(ctx);
  if (billed.length) {
    summary.failures.push({
      signature: "usage recorded for inference requests answered 4xx",
      problems: [`${billed.length} request ids answered 4xx are in the ledger: ${billed.slice(0, 5).join(", ")}`],
      request: { op: "(several)", cls: "(several)", method: "POST", path: "", headers: [], body: null, notes: [] },
      status: 0,
      responseBody: "",
      contentType: "",
      foundAfter: summary.runs,
      seed: opts.seed,
    });
  }
  summary.ms = Date.now() - started;
  return summary;
}

// ---------------------------------------------------------------- reporting

function preview(buf: Buffer | null, max = 400): string {
  if (buf === null) return "(none)";
  const s = buf.toString("utf8");
  const esc = JSON.stringify(s.length > max ? s.slice(0, max) : s);
  return s.length > max ? `${esc}… (${buf.length} bytes)` : esc;
}

export function describeRequest(req: FuzzRequest): string {
  const headers = req.headers.length > 8 ? [...req.headers.slice(0, 6), [`… ${req.headers.length - 6} more`, ""]] : req.headers;
  const path = req.path.length > 300 ? `${req.path.slice(0, 300)}… (${req.path.length} chars)` : req.path;
  return [
    `${req.method} ${path}`,
    ...headers.map(([k, v]) => `  ${k}: ${k === "authorization" ? v.replace(/(sk-[\w-]{10})[\w-]+/, "$1…") : v.length > 80 ? `${v.slice(0, 80)}… (${v.length})` : v}`),
    `  body: ${preview(req.body)}`,
    `  built with: ${req.notes.join("; ") || "(valid request)"}`,
  ].join("\n");
}

export function formatSummary(s: Summary): string {
  const lines = [
    `runs: ${s.runs} in ${(s.ms / 1000).toFixed(1)} s (seeds ${s.seeds.join(", ")})`,
    `statuses: ${Object.entries(s.statuses)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([k, v]) => `${k}×${v}`)
      .join("  ")}`,
    `5xx: ${s.serverErrors} (501 answers to unknown methods not counted)`,
    `distinct failures: ${s.failures.length} (${s.repeats} further cases repeated one of them)`,
  ];
  s.failures.forEach((f, i) => {
    lines.push(
      "",
      `#${i + 1} ${f.signature} [${f.request.op}]`,
      `  problems: ${f.problems.join(" | ")}`,
      `  found after ${f.foundAfter} runs (seed ${f.seed}); shrunk counterexample:`,
      describeRequest(f.request).replace(/^/gm, "  "),
      `  → ${f.status} ${f.contentType} ${JSON.stringify(f.responseBody.slice(0, 300))}`,
    );
  });
  return lines.join("\n");
}
