/**
 * `npm run admin -- demo`: fill a fresh install with a demo that shows money.
 *
 * - A priced catalog: writes GATEWAY_CONFIG (default ./gateway.config.json) when that file does
 *   not exist, with three `demo/*` chat models served by the built-in local adapter through two
 *   providers (`demo-east`, `demo-west`), priced like real models (the gateway must be restarted
 *   to load it). An existing catalog file is never touched.
 * - In the first organization (created if there is none): workspaces `demo-research` and
 *   `demo-support`, six inference keys with limits, twelve end users, a guardrail (email
 *   redaction, $150 a month) on the support bot's key, and a management key for the demo.
 * - 30 days of usage up to now: ledger rows through the ledger's own batch statement (so every
 *   rollup, spend window and ranking sees them as real usage), with a diurnal and weekly curve,
 *   fallbacks, redactions, a few upstream errors and refusals (402/403/429, never billed).
 *
 * Refuses a second run (exit 1) when the organization already has the `demo-research` workspace.
 */
import { randomUUID } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Db } from "../server/db";
import { AppError } from "../server/errors/app-error";
import { createManagementKey, createOrganization } from "../server/services/organizations/organizations";
import { writeUsageBatch, type UsageEntry } from "../server/services/usage/usage-batch";
import { createCaller } from "../server/trpc/root";

const HOUR = 3_600_000;
const DAYS = 30;

/** USD per million tokens: prompt, completion. */
export const DEMO_MODELS = [
  { slug: "demo/frontier-large", name: "Frontier Large (demo)", prompt: 3, completion: 15 },
  { slug: "demo/fast-small", name: "Fast Small (demo)", prompt: 0.15, completion: 0.6 },
  { slug: "demo/reasoner", name: "Reasoner (demo)", prompt: 1.1, completion: 4.4 },
] as const;
const PROVIDERS = ["demo-east", "demo-west"] as const;

const perToken = (perMillion: number) => (perMillion / 1e6).toFixed(12);

/** The demo catalog: priced models over the local adapter (no network, no secrets). */
export function demoCatalog() {
  return {
    providers: PROVIDERS.map((id) => ({ id, name: id === "demo-east" ? "Demo East" : "Demo West", api: "local", zdr: true, data_collection: "deny" })),
    models: DEMO_MODELS.map((m) => ({
      slug: m.slug,
      name: m.name,
      description: "A priced demo model (answers like local/echo). Written by `npm run admin -- demo`.",
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
  workspace: "default" | "research" | "support";
  limit?: number;
  limit_reset?: "daily" | "weekly" | "monthly";
  /** Share of the traffic. */
  weight: number;
  /** Model mix (index into DEMO_MODELS → weight). */
  models: [number, number, number];
}

const KEYS: DemoKey[] = [
  { name: "Production backend", workspace: "default", limit: 400, limit_reset: "monthly", weight: 0.32, models: [0.3, 0.6, 0.1] },
  { name: "Staging", workspace: "default", limit: 5, limit_reset: "daily", weight: 0.06, models: [0.2, 0.8, 0] },
  { name: "Research notebooks", workspace: "research", limit: 250, limit_reset: "monthly", weight: 0.2, models: [0.4, 0.1, 0.5] },
  { name: "Eval harness", workspace: "research", weight: 0.12, models: [0.5, 0.2, 0.3] },
  { name: "Support bot", workspace: "support", limit: 60, limit_reset: "weekly", weight: 0.24, models: [0.1, 0.9, 0] },
  { name: "Support triage", workspace: "support", limit: 2, limit_reset: "daily", weight: 0.06, models: [0, 1, 0] },
];

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

export async function runDemo(db: Db, opts: { now?: Date; configPath?: string } = {}): Promise<DemoResult> {
  const now = opts.now ?? new Date();
  let org = await db.organization.findFirst({ orderBy: { created_at: "asc" } });
  if (!org) {
    const created = await createOrganization(db, { name: "Default" });
    org = await db.organization.findUniqueOrThrow({ where: { id: created.organization_id } });
  }
  const taken = await db.workspace.findFirst({ where: { org_id: org.id, slug: "demo-research" } });
  if (taken) {
    throw new AppError("CONFLICT", {
      message: `The demo was already loaded into organization ${org.id} (workspace 'demo-research' exists); it runs once per installation`,
    });
  }
  const configPath = resolve(opts.configPath ?? process.env.GATEWAY_CONFIG ?? "gateway.config.json");
  const written = !existsSync(configPath);
  if (written) writeFileSync(configPath, `${JSON.stringify(demoCatalog(), null, 2)}\n`);

  const mk = await createManagementKey(db, { orgId: org.id, name: "Demo (npm run admin -- demo)" });
  const api = createCaller({ db, now: () => now, auth: { type: "bearer", header: `Bearer ${mk.key}` } });
  const owner = await db.user.findFirstOrThrow({ where: { org_id: org.id, role: "owner" }, orderBy: { created_at: "asc" } });
  const defaultWs = await db.workspace.findFirstOrThrow({ where: { org_id: org.id, is_default: true } });
  const research = (await api.workspaces.create({ name: "Research", slug: "demo-research", description: "Demo: notebooks and evals" })).data;
  const support = (await api.workspaces.create({ name: "Support", slug: "demo-support", description: "Demo: the customer support bot" })).data;
  for (const ws of [research, support]) await api.workspaces.addMembers({ id: ws.id, user_ids: [owner.id] });
  const wsId = { default: defaultWs.id, research: research.id, support: support.id };

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
  const guard = await api.guardrails.create({
    name: "Support bot policy",
    description: "Demo: redact e-mail addresses, $150 a month",
    workspace_id: support.id,
    limit_usd: 150,
    reset_interval: "monthly",
    content_filter_builtins: [{ slug: "email", action: "redact" }],
  });
  await api.guardrails.assignKeys({ id: guard.data.id, key_hashes: [keys[4].hash] });

  // 30 days of usage: ~1,000 requests a day on weekdays, fewer at weekends, peaking mid-afternoon UTC.
  const r = rng(20261125);
  const pick = (weights: readonly number[]) => {
    let x = r() * weights.reduce((a, b) => a + b, 0);
    for (let i = 0; i < weights.length; i++) if ((x -= weights[i]) < 0) return i;
    return weights.length - 1;
  };
  const entries: UsageEntry[] = [];
  // The last 30 UTC days, today up to now: exactly what the console's "30 d" range shows.
  const end = Math.floor(now.getTime() / HOUR) * HOUR;
  for (let t = Math.floor(now.getTime() / (24 * HOUR)) * 24 * HOUR - (DAYS - 1) * 24 * HOUR; t <= end; t += HOUR) {
    const at = new Date(t);
    const weekend = at.getUTCDay() === 0 || at.getUTCDay() === 6;
    const diurnal = 0.25 + 0.75 * Math.max(0, Math.sin(((at.getUTCHours() - 7) / 24) * 2 * Math.PI));
    const n = Math.round(48 * diurnal * (weekend ? 0.45 : 1) * (0.8 + 0.4 * r()));
    for (let i = 0; i < n; i++) {
      const createdAt = new Date(t + Math.floor(r() * HOUR));
      if (createdAt.getTime() > now.getTime()) continue;
      const ki = pick(KEYS.map((k) => k.weight));
      const k = KEYS[ki];
      const model = DEMO_MODELS[pick(k.models)];
      const support = k.workspace === "support";
      const endUser = support || r() < 0.3 ? END_USERS[Math.floor(r() ** 1.6 * END_USERS.length)] : null;
      const roll = r();
      const base = { requestId: randomUUID(), orgId: org.id, keyId: keyIds[ki], workspaceId: wsId[k.workspace], endUser, model: model.slug, sessionId: null, trace: null, createdAt };
      if (roll < 0.012) {
        // refused before any upstream call: never billed
        const [code, message, reason] = (
          [
            [402, "Key limit exceeded", null],
            [403, "Guardrail spending limit reached", "guardrail_budget"],
            [429, "Rate limit exceeded", null],
          ] as const
        )[Math.floor(r() * 3)];
        entries.push({
          ...base,
          provider: "none",
          promptTokens: 0,
          completionTokens: 0,
          costUsd: 0,
          isByok: false,
          latencyMs: 3 + Math.floor(r() * 5),
          attempts: 0,
          status: "refused",
          httpStatus: code,
          error: { code, message, reason },
          guardrail: code === 403 ? { flags: {}, redactions: {}, refused: { reason: "guardrail_budget", message } } : null,
        });
        continue;
      }
      const failed = roll < 0.03;
      const fallback = !failed && roll < 0.06;
      const pi = r() < 0.7 ? 0 : 1;
      const provider = PROVIDERS[fallback ? 1 - pi : pi];
      const priceFactor = provider === "demo-east" ? 1 : 1.1;
      const promptTokens = failed ? 0 : Math.round(300 + r() ** 2 * 6000);
      const completionTokens = failed ? 0 : Math.round(50 + r() ** 1.5 * 1200);
      const cost = ((promptTokens * model.prompt + completionTokens * model.completion) * priceFactor) / 1e6;
      const latency = Math.round(250 + completionTokens * (model.slug === "demo/fast-small" ? 2 : 9) + r() * 400);
      const attempts = fallback
        ? [
            { provider: PROVIDERS[pi], endpoint: `${PROVIDERS[pi]}/${model.slug}`, status: 503, reason: "Upstream returned 503", latency_ms: 120 },
            { provider, endpoint: `${provider}/${model.slug}`, status: 200, reason: null, latency_ms: latency },
          ]
        : [{ provider, endpoint: `${provider}/${model.slug}`, status: failed ? 502 : 200, reason: failed ? "Upstream returned 502" : null, latency_ms: latency }];
      const redactions = support && r() < 0.15 ? { email: 1 + Math.floor(r() * 2) } : null;
      entries.push({
        ...base,
        provider: failed ? PROVIDERS[pi] : provider,
        promptTokens,
        completionTokens,
        costUsd: failed ? 0 : Number(cost.toFixed(10)),
        isByok: false,
        latencyMs: failed ? 30_000 : latency + (fallback ? 120 : 0),
        attempts: attempts.length,
        status: failed ? "error" : "ok",
        httpStatus: failed ? 502 : 200,
        ttfbMs: failed ? null : Math.round(180 + r() * 300),
        attemptLog: attempts,
        explain: { requested: model.slug, strategy: "price-weighted", available: PROVIDERS.map((p) => `${p}/${model.slug}`), excluded: [] },
        error: failed ? { code: 502, message: `Upstream provider ${PROVIDERS[pi]} failed (Upstream returned 502)`, reason: null } : null,
        guardrail: redactions ? { flags: {}, redactions } : null,
      });
    }
  }
  entries.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (let i = 0; i < entries.length; i += 500) await writeUsageBatch(db, entries.slice(i, i + 500));
  const spend = entries.reduce((s, e) => s + e.costUsd, 0);
  return {
    organization_id: org.id,
    management_key: mk.key,
    catalog: { path: configPath, written },
    workspaces: [
      { id: research.id, slug: research.slug },
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
