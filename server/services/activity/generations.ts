import { z } from "zod";
import { Prisma } from "../../../generated/prisma/client.ts";
import type { Caller } from "../../auth/authenticate";
import type { Db } from "../../db";
import { AppError } from "../../errors/app-error";
import { routeExplainSchema } from "../../observability/usage-entry";
import { isoDate } from "../input";
import { keptBodies, keptBodiesOf } from "../io-log/read";
import { roleOf } from "../organizations/roles";
import { findWorkspace } from "../workspaces/shared";
import { REFUSAL_REASON_SQL } from "./breakdowns";
import { REFUSAL_REASONS } from "./refusal-reasons";

/*
 * The request log: one ledger row per answered request (billed or refused), read back as
 * "generations" in OpenRouter's shape (GET /generation?id=: {data: {id, model, provider_name,
 * total_cost, tokens_prompt, tokens_completion, latency, generation_time, created_at, ...}}),
 * plus what this gateway records: status, HTTP status, attempts, guardrail outcome, route explain.
 */

export const GENERATION_STATUSES = ["ok", "error", "aborted", "refused"] as const;

const attempt = z.object({
  provider: z.string(),
  endpoint: z.string(),
  status: z.number().int().nullable().meta({ description: "The upstream's HTTP status; null for a timeout or a broken connection." }),
  reason: z.string().nullable().meta({ description: "Why this attempt did not answer (null: it answered)." }),
  latency_ms: z.number(),
});

export const generationRecord = z.object({
  id: z.string().meta({ description: "The request id (X-Request-Id)." }),
  created_at: z.string(),
  model: z.string(),
  provider_name: z.string().meta({ description: "The provider that answered (`none` when no upstream was called)." }),
  total_cost: z.number().meta({ description: "USD; 0 for a refused request." }),
  usage: z.number().meta({ description: "Same as total_cost (OpenRouter's field)." }),
  is_byok: z.boolean(),
  tokens_prompt: z.number().int(),
  tokens_completion: z.number().int(),
  latency: z.number().nullable().meta({ description: "Time to the first byte of the answer, ms (OpenRouter: latency)." }),
  generation_time: z.number().nullable().meta({ description: "Whole request, ms." }),
  cancelled: z.boolean().meta({ description: "The client hung up before the end." }),
  status: z.enum(GENERATION_STATUSES).meta({ description: "ok | error (upstream or mid-stream failure) | aborted | refused (answered before any upstream call; never billed)." }),
  http_status: z.number().int().nullable(),
  key_hash: z.string().nullable(),
  key_name: z.string().nullable(),
  workspace_id: z.string().nullable(),
  external_user: z.string().nullable().meta({ description: "The request's `user` (end user)." }),
  session_id: z.string().nullable(),
  attempts: z.array(attempt).meta({ description: "Every upstream attempt in order: more than one means fallbacks." }),
  guardrail: z
    .object({
      flags: z.record(z.string(), z.number()),
      redactions: z.record(z.string(), z.number()),
      refused: z.object({ reason: z.string(), message: z.string() }).nullable(),
      scores: z
        .record(z.string(), z.number())
        .optional()
        .meta({ description: "Scored content filters that matched (regex-prompt-injection: the detector's score, 0..1)." }),
    })
    .nullable()
    .meta({ description: "What guardrails did: content-filter flags and redactions (counts per filter), or the refusal." }),
  explain: routeExplainSchema
    .nullable()
    .meta({ description: "Route explain: the endpoints routing considered and those it (or a guardrail) left out, and why." }),
  error: z.object({ code: z.number().int(), message: z.string(), reason: z.string().nullable() }).nullable(),
  parent_request_id: z.string().nullable().meta({ description: "Server-tool loop: the request (X-Request-Id) this step belongs to; null outside a loop." }),
  step: z.number().int().nullable().meta({ description: "Server-tool loop: the step (1, 2, ...); null outside a loop." }),
});
export type GenerationRecord = z.infer<typeof generationRecord>;

/** One request as GET /generation?id= shows it: the record, plus its bodies when I/O logging kept them. */
export const generationDetail = generationRecord.extend(keptBodies.shape);
export type GenerationDetail = z.infer<typeof generationDetail>;

export const getGenerationInput = z.object({ id: z.string().min(1).max(256).meta({ description: "The request id." }) });

export const listGenerationsInput = z.object({
  workspace_id: z.string().min(1).optional().meta({ description: "Only this workspace (id or slug)." }),
  key_hash: z.string().regex(/^[0-9a-f]{64}$/, "must be a key hash (64 hex digits)").optional(),
  model: z.string().min(1).max(256).optional(),
  provider: z.string().min(1).max(256).optional(),
  status: z.enum(GENERATION_STATUSES).optional(),
  refusal: z.enum(REFUSAL_REASONS).optional().meta({ description: "Only requests refused for this reason (implies status refused)." }),
  end_user: z.string().min(1).max(256).optional(),
  from: isoDate.optional().meta({ description: "Requests at or after this time." }),
  to: isoDate.optional().meta({ description: "Requests before this time." }),
  cursor: z.string().max(200).optional().meta({ description: "`next_cursor` of the previous page." }),
  limit: z.number().int().min(1).max(100).default(50).meta({ description: "Page size, 1 to 100." }),
});
export type ListGenerationsInput = z.infer<typeof listGenerationsInput>;

export const generationsPage = z.object({
  data: z.array(generationRecord),
  next_cursor: z.string().nullable().meta({ description: "Pass as `cursor` for the next (older) page; null on the last page." }),
});

interface LedgerRow {
  id: bigint;
  request_id: string;
  key_id: number;
  workspace_id: string | null;
  end_user: string | null;
  model: string;
  provider: string;
  prompt_tokens: number;
  completion_tokens: number;
  cost: number;
  is_byok: boolean;
  latency_ms: number | null;
  ttfb_ms: number | null;
  status: string;
  http_status: number | null;
  session_id: string | null;
  attempt_log: unknown;
  explain: unknown;
  error: unknown;
  guardrail: unknown;
  parent_request_id: string | null;
  step: number | null;
  created_at: Date;
}

const COLUMNS = Prisma.raw(`id, request_id, key_id, workspace_id::text AS workspace_id, end_user, model, provider, prompt_tokens,
  completion_tokens, cost_usd::float8 AS cost, is_byok, latency_ms, ttfb_ms, status, http_status, session_id, attempt_log, explain,
  error, guardrail, parent_request_id, step, created_at`);

function toRecord(r: LedgerRow, key: { hash: string; name: string } | undefined): GenerationRecord {
  const g = r.guardrail as {
    flags?: Record<string, number>;
    redactions?: Record<string, number>;
    refused?: { reason: string; message: string } | null;
    scores?: Record<string, number>;
  } | null;
  const status = (GENERATION_STATUSES as readonly string[]).includes(r.status) ? (r.status as GenerationRecord["status"]) : "error";
  return {
    id: r.request_id,
    created_at: r.created_at.toISOString(),
    model: r.model,
    provider_name: r.provider,
    total_cost: Number(r.cost),
    usage: Number(r.cost),
    is_byok: r.is_byok,
    tokens_prompt: r.prompt_tokens,
    tokens_completion: r.completion_tokens,
    latency: r.ttfb_ms,
    generation_time: r.latency_ms,
    cancelled: r.status === "aborted",
    status,
    http_status: r.http_status,
    key_hash: key?.hash ?? null,
    key_name: key?.name ?? null,
    workspace_id: r.workspace_id,
    external_user: r.end_user,
    session_id: r.session_id,
    attempts: Array.isArray(r.attempt_log) ? (r.attempt_log as GenerationRecord["attempts"]) : [],
    guardrail: g ? { flags: g.flags ?? {}, redactions: g.redactions ?? {}, refused: g.refused ?? null, ...(g.scores ? { scores: g.scores } : {}) } : null,
    explain: (r.explain as GenerationRecord["explain"]) ?? null,
    error: (r.error as GenerationRecord["error"]) ?? null,
    parent_request_id: r.parent_request_id,
    step: r.step,
  };
}

async function withKeys(db: Db, rows: LedgerRow[]): Promise<GenerationRecord[]> {
  const ids = [...new Set(rows.map((r) => r.key_id))];
  const keys = ids.length ? await db.apiKey.findMany({ where: { id: { in: ids } }, select: { id: true, hash: true, name: true } }) : [];
  const byId = new Map(keys.map((k) => [k.id, k]));
  return rows.map((r) => toRecord(r, byId.get(r.key_id)));
}

/** An inference key sees its own requests only; a management key the organization's. */
function callerScope(caller: Caller): Prisma.Sql {
  return caller.kind === "inference" ? Prisma.sql`org_id = ${caller.orgId}::uuid AND key_id = ${caller.keyId}` : Prisma.sql`org_id = ${caller.orgId}::uuid`;
}

/** GET /generation?id=: one request of the log (404 when unknown, of another organization, or of another key for an inference key). */
export async function getGeneration(opts: { db: Db; caller: Caller; id: string }): Promise<GenerationDetail> {
  const [rows, bodies] = await Promise.all([
    opts.db.$queryRaw<LedgerRow[]>`SELECT ${COLUMNS} FROM usage_ledger WHERE request_id = ${opts.id} AND ${callerScope(opts.caller)}`,
    keptBodiesOf(opts.db, opts.caller.orgId, opts.id),
  ]);
  if (rows.length === 0) throw new AppError("NOT_FOUND", { message: "No generation with this id (the log is written a moment after the answer)" });
  const shown = Object.keys(bodies).length > 0 && (await mayReadBodies(opts.db, opts.caller, rows[0].key_id)) ? bodies : {};
  return { ...(await withKeys(opts.db, rows))[0], ...shown };
}

/**
 * I/O bodies are read by owners and admins, and by a member only for requests of keys that member
 * created (docs/decisions.md, "Roles"); an inference key reads its own requests only anyway.
 */
async function mayReadBodies(db: Db, caller: Caller, keyId: number): Promise<boolean> {
  if (caller.kind === "inference") return true;
  const role = await roleOf(db, caller);
  if (role === "owner" || role === "admin") return true;
  const key = await db.apiKey.findFirst({ where: { id: keyId, org_id: caller.orgId }, select: { creator_user_id: true } });
  return key !== null && key.creator_user_id === caller.userId;
}

function encodeCursor(r: LedgerRow): string {
  return Buffer.from(`${r.created_at.getTime()}:${r.id}`).toString("base64url");
}

function decodeCursor(c: string): { at: Date; id: bigint } {
  const m = /^(\d{1,15}):(\d{1,19})$/.exec(Buffer.from(c, "base64url").toString("utf8"));
  if (!m) throw new AppError("INVALID_REQUEST", { metadata: { issues: [{ field: "cursor", message: "is not a cursor this API returned" }] } });
  return { at: new Date(Number(m[1])), id: BigInt(m[2]) };
}

/** The request log, newest first, with keyset (cursor) pagination: stable while new requests arrive. */
export async function listGenerations(opts: { db: Db; caller: Caller; input: ListGenerationsInput }) {
  const { db, caller, input } = opts;
  const conds: Prisma.Sql[] = [callerScope(caller)];
  if (input.workspace_id) conds.push(Prisma.sql`workspace_id = ${(await findWorkspace(db, caller.orgId, input.workspace_id)).id}::uuid`);
  if (input.key_hash) {
    const key = await db.apiKey.findFirst({ where: { hash: input.key_hash, org_id: caller.orgId }, select: { id: true } });
    if (!key) throw new AppError("NOT_FOUND", { message: "No key with this hash in the organization" });
    conds.push(Prisma.sql`key_id = ${key.id}`);
  }
  if (input.model) conds.push(Prisma.sql`model = ${input.model}`);
  if (input.provider) conds.push(Prisma.sql`provider = ${input.provider}`);
  if (input.status) conds.push(Prisma.sql`status = ${input.status}`);
  if (input.refusal) conds.push(Prisma.sql`status = 'refused' AND ${REFUSAL_REASON_SQL} = ${input.refusal}`);
  if (input.end_user) conds.push(Prisma.sql`end_user = ${input.end_user}`);
  if (input.from) conds.push(Prisma.sql`created_at >= ${new Date(input.from)}`);
  if (input.to) conds.push(Prisma.sql`created_at < ${new Date(input.to)}`);
  if (input.cursor) {
    const c = decodeCursor(input.cursor);
    conds.push(Prisma.sql`(created_at, id) < (${c.at}, ${c.id})`);
  }
  const rows = await db.$queryRaw<LedgerRow[]>`
    SELECT ${COLUMNS} FROM usage_ledger WHERE ${Prisma.join(conds, " AND ")}
    ORDER BY created_at DESC, id DESC LIMIT ${input.limit + 1}`;
  const page = rows.slice(0, input.limit);
  return { data: await withKeys(db, page), next_cursor: rows.length > input.limit ? encodeCursor(page[page.length - 1]) : null };
}
