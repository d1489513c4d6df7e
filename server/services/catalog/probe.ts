import { request } from "undici";
import type { z } from "zod";
import type { Caller } from "../../auth/authenticate";
import type { Db } from "../../db";
import { AppError } from "../../errors/app-error";
import type { ProviderConfig } from "../../catalog/catalog";
import { datasetPrices } from "../../catalog/prices";
import { connectionReason, upstreamAgent } from "../../catalog/upstream-http";
import { logger } from "../../logger";
import { OutboundError } from "../../net/guarded";
import { providerForCall } from "./providers";
import type { discoveredModel } from "./schemas";
import { assertCatalogAdmin } from "./shared";

/*
 * A provider's test (a cheap authenticated call: its model list) and discovery (that list, each
 * model priced from the dataset where it can be). An organization's provider is called through its
 * guarded dispatcher; nothing of the upstream's answer but its status and our reason code is passed
 * on (its text goes to the log, cut short).
 */

const MAX_BODY = 4 * 1024 * 1024;
const MAX_MODELS = 2000;

interface Listing {
  path: string;
  headers: Record<string, string>;
}

/** Where an `api` kind lists its models, and how it authenticates; null: it has no list we call. */
function listing(p: ProviderConfig): Listing | null {
  const key = p.apiKey;
  switch (p.api) {
    case "openai":
      return { path: "/models", headers: key ? { authorization: `Bearer ${key}` } : {} };
    case "anthropic":
      return { path: "/v1/models?limit=1000", headers: { "anthropic-version": "2023-06-01", ...(key ? { "x-api-key": key } : {}) } };
    default:
      return null;
  }
}

type Fetched = { ok: true; status: number; body: unknown } | { ok: false; status: number | null; reason: string };

async function fetchList(p: ProviderConfig): Promise<Fetched> {
  const l = listing(p);
  if (!l) return { ok: false, status: null, reason: "not_supported" };
  const base = (p.base_url ?? "").replace(/\/+$/, "");
  try {
    const res = await request(`${base}${l.path}`, {
      method: "GET",
      dispatcher: upstreamAgent(p),
      headers: { accept: "application/json", ...p.headers, ...l.headers },
      headersTimeout: Math.min(p.timeout_ms, 15_000),
      bodyTimeout: Math.min(p.timeout_ms, 15_000),
    });
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const c of res.body) {
      size += (c as Buffer).length;
      if (size > MAX_BODY) {
        res.body.destroy();
        return { ok: false, status: res.statusCode, reason: "upstream_invalid_response" };
      }
      chunks.push(c as Buffer);
    }
    const text = Buffer.concat(chunks).toString("utf8");
    if (res.statusCode >= 400) {
      logger.info({ provider: p.id, upstream_status: res.statusCode, detail: p.origin ? undefined : text.slice(0, 200) }, "catalog: provider test answered an error");
      const reason = res.statusCode === 401 || res.statusCode === 403 ? "upstream_unauthorized" : res.statusCode === 429 ? "upstream_rate_limited" : "upstream_http_error";
      return { ok: false, status: res.statusCode, reason };
    }
    try {
      return { ok: true, status: res.statusCode, body: JSON.parse(text) };
    } catch {
      return { ok: false, status: res.statusCode, reason: "upstream_invalid_response" };
    }
  } catch (err) {
    const reason = err instanceof Error && /timeout/i.test(err.name + err.message) ? "upstream_timeout" : connectionReason(err);
    return { ok: false, status: null, reason: refusedByRule(err) ? "upstream_address_not_allowed" : reason };
  }
}

/** Whether the guarded client refused the address (an OutboundError anywhere in the cause chain). */
function refusedByRule(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof OutboundError) return e.reason === "refused_address";
  }
  return false;
}

export async function testProvider(o: { db: Db; caller: Caller; id: string; now: () => number }): Promise<{ ok: boolean; status: number | null; reason: string | null; latency_ms: number }> {
  await assertCatalogAdmin(o.db, o.caller);
  const p = await providerForCall(o.db, o.caller.orgId, o.id);
  const t0 = o.now();
  const r = await fetchList(p);
  const latency_ms = Math.max(0, Math.round(o.now() - t0));
  return r.ok ? { ok: true, status: r.status, reason: null, latency_ms } : { ok: false, status: r.status, reason: r.reason, latency_ms };
}

/** A vendor for a model id the upstream lists (the slug's first part; the dataset prices by it). */
function vendorOf(id: string, fallback: string): string {
  const m = id.toLowerCase();
  if (/^(gpt|o\d|chatgpt|text-embedding|davinci|babbage|omni|tts|whisper|dall-e)/.test(m)) return "openai";
  if (m.startsWith("claude")) return "anthropic";
  if (m.startsWith("gemini") || m.startsWith("gemma")) return "google";
  if (m.includes("llama")) return "meta-llama";
  if (m.includes("mistral") || m.includes("mixtral") || m.includes("codestral")) return "mistralai";
  if (m.includes("deepseek")) return "deepseek";
  if (m.includes("qwen")) return "qwen";
  return fallback;
}

const SLUG_PART = /[^a-z0-9._:-]+/gi;

export async function discoverModels(o: { db: Db; caller: Caller; id: string }): Promise<{
  data: z.infer<typeof discoveredModel>[];
}> {
  await assertCatalogAdmin(o.db, o.caller);
  const p = await providerForCall(o.db, o.caller.orgId, o.id);
  if (!listing(p)) throw new AppError("INVALID_REQUEST", { message: `Provider '${o.id}' (api ${p.api}) has no model list to discover`, metadata: { provider: o.id, api: p.api } });
  const r = await fetchList(p);
  if (!r.ok) {
    throw new AppError("BAD_GATEWAY", { message: `Provider '${o.id}' did not list its models`, metadata: { provider: o.id, upstream_status: r.status, reason: r.reason } });
  }
  const items = (r.body as { data?: unknown }).data;
  if (!Array.isArray(items)) throw new AppError("BAD_GATEWAY", { message: `Provider '${o.id}' did not list its models`, metadata: { provider: o.id, upstream_status: r.status, reason: "upstream_invalid_response" } });
  const rows = await o.db.catalogModel.findMany({ where: { org_id: o.caller.orgId }, select: { config: true } });
  const imported = new Set<string>();
  for (const row of rows) for (const e of (row.config as { endpoints?: { provider?: string; upstream_model?: string }[] }).endpoints ?? []) if (e.provider === o.id && e.upstream_model) imported.add(e.upstream_model);
  const seen = new Set<string>();
  const data = [];
  for (const it of items) {
    const id = (it as { id?: unknown }).id;
    if (typeof id !== "string" || !id || id.length > 200 || seen.has(id)) continue;
    seen.add(id);
    if (data.length >= MAX_MODELS) break;
    const vendor = vendorOf(id, p.id);
    const slug = `${vendor}/${id.replace(/^models\//, "").replace(SLUG_PART, "-")}`;
    const ds = datasetPrices({ vendor, upstreamModel: id, slug, api: p.api });
    const pricing = ds ? { prompt: ds.prompt ?? "0", completion: ds.completion ?? "0", input_cache_read: ds.input_cache_read ?? ds.prompt ?? "0", input_cache_write: ds.input_cache_write ?? ds.prompt ?? "0", request: "0", image: "0" } : null;
    data.push({ upstream_model: id, slug, vendor, priced: ds !== null, pricing, pricing_source: ds?.source ?? null, imported: imported.has(id) });
  }
  return { data };
}
