/**
 * `npm run admin -- demo`: fill a fresh install with a demo that shows money.
 *
 * - A priced catalog: writes GATEWAY_CONFIG (default ./gateway.config.json) when that file does
 *   not exist, with three `demo/*` chat models served by the built-in local adapter through two
 *   providers (`demo-east`, `demo-west`), priced like real models (the gateway must be restarted
 *   to load it). An existing catalog file is never touched.
 * - In the first organization (created if there is none): workspaces "Data Science"
 *   (`demo-data-science`) and "Customer Support" (`demo-support`), six inference keys (four with
 *   limits), twelve end users, a guardrail on the support keys that shows every outcome (a model
 *   it does not allow, e-mail redaction, prompt-injection flags, a blocked pattern, a weekly
 *   budget), and a management key for the demo.
 * - 30 days of usage up to now: ledger rows through the ledger's own batch statement (so every
 *   rollup, spend window and ranking sees them as real usage), with a diurnal and weekly curve,
 *   fallbacks and a few upstream errors. The story is one the gateway could have written itself:
 *   requests are played in time order against the keys' limits and the guardrail's budget with the
 *   gateway's own rules (a request is refused when its worst case does not fit what remains) and
 *   messages; refusals are only the kinds the gateway produces (402 key limit; 403 model not
 *   allowed, content filter, guardrail budget), never billed; each key's last use is its last row.
 *
 * Refuses a second run (exit 1) when the organization already has a demo workspace.
 */
import { randomUUID } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Db } from "../server/db";
import { AppError } from "../server/errors/app-error";
import { buildCatalog, catalog, setCatalog } from "../server/catalog/catalog";
import { GUARDRAIL_REFUSAL_MESSAGES } from "../server/inference/routing";
import { guardrailBudgetRefusal } from "../server/services/spend/guardrail-budget";
import { overLimit } from "../server/services/spend/budget";
import { windowId, type LimitReset } from "../server/auth/limit-windows";
import { createManagementKey, createOrganization } from "../server/services/organizations/organizations";
import type { UsageEntry } from "../server/observability/usage-entry";
import { writeUsageBatch } from "../server/services/usage/usage-batch";
import { createCaller } from "../server/trpc/root";
import { datasetPrices } from "../server/catalog/prices";

const HOUR = 3_600_000;
const DAYS = 30;

/**
 * The demo's models are priced like real models of each class (a frontier model, a small fast one,
 * a reasoning one): their prices (USD per million tokens: prompt, completion) come from the price
 * dataset the catalog uses, so the demo moves with it.
 */
const PRICED_LIKE = [
  { slug: "demo/frontier-large", name: "Frontier Large (demo)", vendor: "anthropic", model: "claude-sonnet-4-5" },
  { slug: "demo/fast-small", name: "Fast Small (demo)", vendor: "openai", model: "gpt-4o-mini" },
  { slug: "demo/reasoner", name: "Reasoner (demo)", vendor: "openai", model: "o4-mini" },
] as const;

export const DEMO_MODELS = PRICED_LIKE.map((m) => {
  const p = datasetPrices({ vendor: m.vendor, upstreamModel: m.model, slug: `${m.vendor}/${m.model}`, api: m.vendor });
  if (!p?.prompt || !p.completion) throw new Error(`the price dataset has no prompt and completion price for ${m.vendor}/${m.model}`);
  return { slug: m.slug, name: m.name, pricedLike: p.source, prompt: Number(p.prompt) * 1e6, completion: Number(p.completion) * 1e6 };
});
const PROVIDERS = ["demo-east", "demo-west"] as const;

const perToken = (perMillion: number) => (perMillion / 1e6).toFixed(12);

/** The demo catalog: priced models over the local adapter (no network, no secrets). */
export function demoCatalog() {
  return {
    providers: PROVIDERS.map((id) => ({ id, name: id === "demo-east" ? "Demo East" : "Demo West", api: "local", zdr: true, data_collection: "deny" })),
    models: DEMO_MODELS.map((m) => ({
      slug: m.slug,
      name: m.name,
      description: `A demo model priced like ${m.pricedLike.slice("genai-prices:".length)} (answers like local/echo). Written by \`npx switchyard-admin demo\`.`,
      vendor: "demo",
      kind: "chat",
      context_length: 200_000,
      endpoints: PROVIDERS.map((p, i) => ({
        provider: p,
        upstream_model: "echo",
        pricing: { prompt: perToken(m.prompt * (i === 0 ? 1 : 1.1)), completion: perToken(m.completion * (i === 0 ? 1 : 1.1)) },
      })),
    })),
  };
}

/** A deterministic pseudo-random sequence, so two demos look alike. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

interface DemoKey {
  name: string;
  workspace: "default" | "science" | "support";
  limit?: number;
  limit_reset?: LimitReset;
  /** Share of the traffic. */
  weight: number;
  /** Model mix (index into DEMO_MODELS → weight). */
  models: [number, number, number];
  /** max_tokens its client sends (the reservation's worst case). */
  maxTokens: number;
  /** Under the support guardrail. */
  guarded?: boolean;
}

const KEYS: DemoKey[] = [
  { name: "Production backend", workspace: "default", limit: 400, limit_reset: "monthly", weight: 0.32, models: [0.3, 0.6, 0.1], maxTokens: 4096 },
  { name: "Staging", workspace: "default", limit: 0.25, limit_reset: "daily", weight: 0.06, models: [0.3, 0.7, 0], maxTokens: 4096 },
  { name: "Research notebooks", workspace: "science", limit: 250, limit_reset: "monthly", weight: 0.2, models: [0.4, 0.1, 0.5], maxTokens: 8192 },
  { name: "Eval harness", workspace: "science", weight: 0.12, models: [0.5, 0.2, 0.3], maxTokens: 4096 },
  { name: "Support bot", workspace: "support", weight: 0.24, models: [0.01, 0.99, 0], maxTokens: 1024, guarded: true },
  { name: "Support triage", workspace: "support", limit: 0.02, limit_reset: "daily", weight: 0.06, models: [0, 1, 0], maxTokens: 512, guarded: true },
];

/** The support guardrail: what it allows, filters and budgets (each key's own spend). */
const GUARD = {
  allowedModels: ["demo/fast-small", "demo/reasoner"],
  limitUsd: 0.5,
  reset: "weekly" as const,
  blockLabel: "Internal roadmap",
};

const END_USERS = Array.from({ length: 12 }, (_, i) => `customer-${String(i + 1).padStart(3, "0")}`);

export interface DemoResult {
  organization_id: string;
  management_key: string;
  catalog: { path: string; written: boolean };
  workspaces: Array<{ id: string; slug: string }>;
  keys: Array<{ name: string; hash: string; key: string; workspace_id: string; limit: number | null }>;
  end_users: number;
  guardrail_id: string;
  ledger_rows: number;
  refused_rows: number;
  spend_usd: number;
}

const DEMO_SLUGS = ["demo-data-science", "demo-support"] as const;

export async function runDemo(db: Db, opts: { now?: Date; configPath?: string } = {}): Promise<DemoResult> {
  const now = opts.now ?? new Date();
  let org = await db.organization.findFirst({ orderBy: { created_at: "asc" } });
  if (!org) {
    const created = await createOrganization(db, { name: "Default" });
    org = await db.organization.findUniqueOrThrow({ where: { id: created.organization_id } });
  }
  // `demo-research` is the slug older demos used.
  const taken = await db.workspace.findFirst({ where: { org_id: org.id, slug: { in: [...DEMO_SLUGS, "demo-research"] } } });
  if (taken) {
    throw new AppError("CONFLICT", {
      message: `The demo was already loaded into organization ${org.id} (workspace '${taken.slug}' exists); it runs once per installation`,
    });
  }
  const configPath = resolve(opts.configPath ?? process.env.GATEWAY_CONFIG ?? "gateway.config.json");
  const written = !existsSync(configPath);
  if (written) writeFileSync(configPath, `${JSON.stringify(demoCatalog(), null, 2)}\n`);

  const mk = await createManagementKey(db, { orgId: org.id, name: "Demo (npx switchyard-admin demo)" });
  const api = createCaller({ db, now: () => now, auth: { type: "bearer", header: `Bearer ${mk.key}` } });
  const owner = await db.user.findFirstOrThrow({ where: { org_id: org.id, role: "owner" }, orderBy: { created_at: "asc" } });
  const defaultWs = await db.workspace.findFirstOrThrow({ where: { org_id: org.id, is_default: true } });
  const science = (await api.workspaces.create({ name: "Data Science", slug: DEMO_SLUGS[0], description: "Demo: notebooks and evals" })).data;
  const support = (await api.workspaces.create({ name: "Customer Support", slug: DEMO_SLUGS[1], description: "Demo: the customer support bot" })).data;
  for (const ws of [science, support]) await api.workspaces.addMembers({ id: ws.id, user_ids: [owner.id] });
  const wsId = { default: defaultWs.id, science: science.id, support: support.id };

  const keys: DemoResult["keys"] = [];
  const keyIds: number[] = [];
  for (const k of KEYS) {
    const created = await api.keys.create({
      name: k.name,
      workspace_id: wsId[k.workspace],
      ...(k.limit !== undefined ? { limit: k.limit, limit_reset: k.limit_reset ?? null } : {}),
    });
    keys.push({ name: k.name, hash: created.data.hash, key: created.key, workspace_id: wsId[k.workspace], limit: k.limit ?? null });
    keyIds.push(created.data.id);
  }
  for (const user of END_USERS) await api.endUsers.create({ user });
  // The guardrail names demo models: this process (the CLI) checks them against the demo catalog
  // when the gateway's own catalog does not hold them yet (it loads the file on its next start).
  if (!DEMO_MODELS.every((m) => catalog().endpoints.has(m.slug))) setCatalog(buildCatalog(demoCatalog(), configPath));
  const guard = await api.guardrails.create({
    name: "Support bot policy",
    description: "Demo: the small models only, e-mail addresses redacted, prompt injections flagged, the internal roadmap blocked, $0.50 a week per key",
    workspace_id: support.id,
    allowed_models: [...GUARD.allowedModels],
    limit_usd: GUARD.limitUsd,
    reset_interval: GUARD.reset,
    content_filter_builtins: [
      { slug: "email", action: "redact" },
      { slug: "regex-prompt-injection", action: "flag" },
    ],
    content_filters: [{ pattern: "(?i)internal\\s+roadmap", action: "block", label: GUARD.blockLabel }],
  });
  await api.guardrails.assignKeys({ id: guard.data.id, key_hashes: KEYS.flatMap((k, i) => (k.guarded ? [keys[i].hash] : [])) });

  // 30 days of requests: ~1,000 a day on weekdays, fewer at weekends, peaking mid-afternoon UTC.
  const r = rng(20261125);
  const pick = (weights: readonly number[]) => {
    let x = r() * weights.reduce((a, b) => a + b, 0);
    for (let i = 0; i < weights.length; i++) if ((x -= weights[i]) < 0) return i;
    return weights.length - 1;
  };
  interface Asked {
    at: Date;
    ki: number;
    model: (typeof DEMO_MODELS)[number];
    endUser: string | null;
    roll: number;
    pi: number;
    promptTokens: number;
    completionTokens: number;
    jitter: number;
  }
  const asked: Asked[] = [];
  // The last 30 UTC days, today up to now: exactly what the console's "30 d" range shows.
  const end = Math.floor(now.getTime() / HOUR) * HOUR;
  for (let t = Math.floor(now.getTime() / (24 * HOUR)) * 24 * HOUR - (DAYS - 1) * 24 * HOUR; t <= end; t += HOUR) {
    const at = new Date(t);
    const weekend = at.getUTCDay() === 0 || at.getUTCDay() === 6;
    const diurnal = 0.25 + 0.75 * Math.max(0, Math.sin(((at.getUTCHours() - 7) / 24) * 2 * Math.PI));
    const n = Math.round(48 * diurnal * (weekend ? 0.45 : 1) * (0.8 + 0.4 * r()));
    for (let i = 0; i < n; i++) {
      // The current hour's requests fall in the part of it that has passed: run a minute after midnight
      // UTC, today still has its share (before, it was often empty then).
      const createdAt = new Date(t + Math.floor(r() * Math.min(HOUR, now.getTime() - t + 1)));
      const ki = pick(KEYS.map((k) => k.weight));
      const k = KEYS[ki];
      const model = DEMO_MODELS[pick(k.models)];
      const endUser = k.workspace === "support" || r() < 0.3 ? END_USERS[Math.floor(r() ** 1.6 * END_USERS.length)] : null;
      const item: Asked = {
        at: createdAt,
        ki,
        model,
        endUser,
        roll: r(),
        pi: r() < 0.7 ? 0 : 1,
        promptTokens: Math.round(300 + r() ** 2 * 6000),
        completionTokens: Math.min(k.maxTokens, Math.round(50 + r() ** 1.5 * 1200)),
        jitter: r(),
      };
      if (createdAt.getTime() <= now.getTime()) asked.push(item);
    }
  }
  asked.sort((a, b) => a.at.getTime() - b.at.getTime());

  // Played in time order, as the gateway would have answered them: the guardrail's model list and
  // content filters, then the key's own limit (402), then the guardrail's budget (403), each
  // refusing a request whose worst case (input and max_tokens at the dearest endpoint) does not fit.
  const spent = new Map<string, number>();
  const inWindow = (bucket: string) => spent.get(bucket) ?? 0;
  const entries: UsageEntry[] = [];
  for (const a of asked) {
    const k = KEYS[a.ki];
    const model = a.model;
    const base = { requestId: randomUUID(), orgId: org.id, keyId: keyIds[a.ki], workspaceId: wsId[k.workspace], endUser: a.endUser, model: model.slug, sessionId: null, trace: null, createdAt: a.at };
    const explain = { requested: model.slug, strategy: "price-weighted", available: PROVIDERS.map((p) => `${p}/${model.slug}`), excluded: [] };
    const refuse = (err: AppError, withExplain: boolean) => {
      const reason = err.metadata && typeof err.metadata.reason === "string" ? err.metadata.reason : null;
      entries.push({
        ...base,
        provider: "none",
        promptTokens: 0,
        completionTokens: 0,
        costUsd: 0,
        isByok: false,
        latencyMs: 2 + Math.floor(a.jitter * 6),
        attempts: 0,
        status: "refused",
        httpStatus: err.status,
        ttfbMs: null,
        explain: withExplain ? explain : null,
        error: { code: err.status, message: err.message, reason },
        guardrail: err.status === 403 && reason ? { flags: {}, redactions: {}, refused: { reason, message: err.message } } : null,
      });
    };
    if (k.guarded && !GUARD.allowedModels.includes(model.slug)) {
      refuse(new AppError("FORBIDDEN", { message: GUARDRAIL_REFUSAL_MESSAGES.model, metadata: { reason: "model_not_allowed" } }), false);
      continue;
    }
    if (k.guarded && a.roll < 0.008) {
      refuse(new AppError("FORBIDDEN", { message: `Blocked by content filter: ${GUARD.blockLabel}`, metadata: { reason: "content_filter" } }), true);
      continue;
    }
    const worst = ((a.promptTokens * 4 * model.prompt + k.maxTokens * model.completion) * 1.1) / 1e6;
    const keyBucket = k.limit !== undefined ? `k${a.ki}:${windowId(k.limit_reset ?? null, a.at)}` : null;
    if (keyBucket && k.limit !== undefined && inWindow(keyBucket) + worst > k.limit) {
      refuse(overLimit({ limit: k.limit, limitReset: k.limit_reset ?? null }, a.at, worst, k.limit - inWindow(keyBucket)), true);
      continue;
    }
    const guardBucket = k.guarded ? `g${a.ki}:${windowId(GUARD.reset, a.at)}` : null;
    if (guardBucket && inWindow(guardBucket) + worst > GUARD.limitUsd) {
      refuse(guardrailBudgetRefusal(GUARD.reset, a.at), true);
      continue;
    }
    const failed = a.roll > 0.985;
    const fallback = !failed && a.roll > 0.955;
    const pi = a.pi;
    const provider = PROVIDERS[fallback ? 1 - pi : pi];
    const priceFactor = provider === "demo-east" ? 1 : 1.1;
    const promptTokens = failed ? 0 : a.promptTokens;
    const completionTokens = failed ? 0 : a.completionTokens;
    const cost = failed ? 0 : Number((((promptTokens * model.prompt + completionTokens * model.completion) * priceFactor) / 1e6).toFixed(10));
    const latency = Math.round(250 + completionTokens * (model.slug === "demo/fast-small" ? 2 : 9) + a.jitter * 400);
    const attempts = fallback
      ? [
          { provider: PROVIDERS[pi], endpoint: `${PROVIDERS[pi]}/${model.slug}`, status: 503, reason: "Upstream returned 503", latency_ms: 120 },
          { provider, endpoint: `${provider}/${model.slug}`, status: 200, reason: null, latency_ms: latency },
        ]
      : [{ provider, endpoint: `${provider}/${model.slug}`, status: failed ? 502 : 200, reason: failed ? "Upstream returned 502" : null, latency_ms: latency }];
    const redactions: Record<string, number> = k.guarded && a.jitter < 0.15 ? { email: 1 + Math.floor(a.jitter * 10) } : {};
    const flags: Record<string, number> = k.guarded && a.roll > 0.94 && a.roll <= 0.955 ? { "regex-prompt-injection": 1 } : {};
    const guarded = Object.keys(redactions).length + Object.keys(flags).length > 0;
    if (keyBucket) spent.set(keyBucket, inWindow(keyBucket) + cost);
    if (guardBucket) spent.set(guardBucket, inWindow(guardBucket) + cost);
    entries.push({
      ...base,
      provider: failed ? PROVIDERS[pi] : provider,
      promptTokens,
      completionTokens,
      costUsd: cost,
      isByok: false,
      latencyMs: failed ? 30_000 : latency + (fallback ? 120 : 0),
      attempts: attempts.length,
      status: failed ? "error" : "ok",
      httpStatus: failed ? 502 : 200,
      ttfbMs: failed ? null : Math.round(180 + a.jitter * 300),
      attemptLog: attempts,
      explain,
      error: failed ? { code: 502, message: `Upstream provider ${PROVIDERS[pi]} failed (Upstream returned 502)`, reason: null } : null,
      guardrail: guarded ? { flags, redactions } : null,
    });
  }
  for (let i = 0; i < entries.length; i += 500) await writeUsageBatch(db, entries.slice(i, i + 500));
  // Every answered request authenticated its key: its last use is its last row.
  for (let ki = 0; ki < KEYS.length; ki++) {
    const last = entries.findLast((e) => e.keyId === keyIds[ki]);
    if (last) await db.apiKey.update({ where: { id: keyIds[ki] }, data: { last_used_at: last.createdAt } });
  }
  const spend = entries.reduce((s, e) => s + e.costUsd, 0);
  return {
    organization_id: org.id,
    management_key: mk.key,
    catalog: { path: configPath, written },
    workspaces: [
      { id: science.id, slug: science.slug },
      { id: support.id, slug: support.slug },
    ],
    keys,
    end_users: END_USERS.length,
    guardrail_id: guard.data.id,
    ledger_rows: entries.length,
    refused_rows: entries.filter((e) => e.status === "refused").length,
    spend_usd: Math.round(spend * 1e4) / 1e4,
  };
}
