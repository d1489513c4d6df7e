import { priceString } from "../../services/models/embedding-models";
import { catalog, type ModelConfig } from "../../catalog/catalog";
import type { GuardrailRouting } from "../guardrails/combine";
import { guardrailExclusion } from "../routing";

/**
 * The server tools the gateway runs itself (docs/decisions.md "Messages"). A request names one as
 * `{"type": "gateway:datetime"}`; the upstream sees it as a plain function tool (`gateway_datetime`)
 * whose inputs are all optional; the client sees each call as a `server_tool_use` block (name: the
 * tool's type) followed by a `gateway_tool_result` block.
 */

export const GATEWAY_TOOL_TYPES = ["gateway:datetime", "gateway:search_models"] as const;
export type GatewayToolType = (typeof GATEWAY_TOOL_TYPES)[number];

export interface ToolResult {
  content: Record<string, unknown>;
  isError: boolean;
}

/** What a tool may read besides its input. */
export interface ToolEnv {
  now: Date;
  /** The caller's combined guardrail routing (null: none restricts which models it may use). */
  routing: GuardrailRouting | null;
  vendors: Parameters<typeof guardrailExclusion>[2];
  /** The caller's organization: its own catalog entries are searched too (issue 25). */
  orgId?: string;
}

interface GatewayTool {
  /** The function name the upstream sees. */
  fn: string;
  /** usage.server_tool_use counter (Anthropic's `<tool>_requests` pattern). */
  counter: string;
  description: string;
  input_schema: { type: "object"; properties: Record<string, unknown>; additionalProperties: false };
  run(input: Record<string, unknown>, env: ToolEnv): ToolResult;
}

const fail = (error_code: string, message: string): ToolResult => ({ content: { error_code, message }, isError: true });

/** `now` in `timeZone` as ISO 8601 with the zone's offset (UTC: the `Z` form). */
function isoIn(now: Date, timeZone: string): string {
  if (timeZone === "UTC") return now.toISOString();
  const f = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    timeZoneName: "longOffset",
  });
  const p = Object.fromEntries(f.formatToParts(now).map((x) => [x.type, x.value]));
  const off = /GMT([+-]\d\d:\d\d)/.exec(p.timeZoneName ?? "")?.[1] ?? "+00:00";
  const ms = String(now.getUTCMilliseconds()).padStart(3, "0");
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}.${ms}${off}`;
}

function datetime(input: Record<string, unknown>, env: ToolEnv): ToolResult {
  const tz = input.timezone ?? "UTC";
  if (typeof tz !== "string" || tz === "") return fail("invalid_input", "timezone must be an IANA time zone name such as Europe/Paris");
  let zone: string;
  try {
    zone = new Intl.DateTimeFormat("en-US", { timeZone: tz }).resolvedOptions().timeZone;
  } catch {
    return fail("invalid_input", `Unknown time zone: ${tz.slice(0, 100)}`);
  }
  // The name as the caller gave it (ICU may canonicalize it, e.g. Asia/Kolkata → Asia/Calcutta).
  return { content: { datetime: isoIn(env.now, zone), timezone: zone === "UTC" ? "UTC" : tz, unix_seconds: Math.floor(env.now.getTime() / 1000) }, isError: false };
}

const SEARCH_DEFAULT_LIMIT = 10;
const SEARCH_MAX_LIMIT = 50;

function searchModels(input: Record<string, unknown>, env: ToolEnv): ToolResult {
  const { query, limit = SEARCH_DEFAULT_LIMIT } = input;
  if (query !== undefined && typeof query !== "string") return fail("invalid_input", "query must be a string");
  if (typeof limit !== "number" || !Number.isInteger(limit) || limit < 1 || limit > SEARCH_MAX_LIMIT) {
    return fail("invalid_input", `limit must be an integer from 1 to ${SEARCH_MAX_LIMIT}`);
  }
  const words = (query ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  const cat = catalog(env.orgId);
  const found: Array<Record<string, unknown>> = [];
  let total = 0;
  for (const m of cat.models) {
    if (!m.public || !matches(m, words)) continue;
    // Only what the caller may use: a model whose every endpoint a guardrail excludes is not there for it.
    const eps = (cat.endpoints.get(m.slug) ?? []).filter((e) => !env.routing || guardrailExclusion(e, env.routing, env.vendors) === null);
    if (eps.length === 0) continue;
    total++;
    if (found.length >= limit) continue;
    const top = [...eps].sort((a, b) => a.pricing.prompt + a.pricing.completion - (b.pricing.prompt + b.pricing.completion))[0];
    found.push({
      slug: m.slug,
      name: m.name,
      kind: m.kind,
      context_length: m.context_length,
      pricing: { prompt: priceString(top.pricing.prompt), completion: priceString(top.pricing.completion), unit: "USD per token" },
    });
  }
  return { content: { models: found, total }, isError: false };
}

function matches(m: ModelConfig, words: string[]): boolean {
  if (words.length === 0) return true;
  const hay = `${m.slug} ${m.canonical_slug} ${m.name} ${m.vendor} ${m.description}`.toLowerCase();
  return words.every((w) => hay.includes(w));
}

export const GATEWAY_TOOLS: Record<GatewayToolType, GatewayTool> = {
  "gateway:datetime": {
    fn: "gateway_datetime",
    counter: "gateway_datetime_requests",
    description: "The current date and time (ISO 8601). Optional: timezone, an IANA time zone name (default UTC).",
    input_schema: { type: "object", properties: { timezone: { type: "string", description: "IANA time zone, e.g. Europe/Paris" } }, additionalProperties: false },
    run: datetime,
  },
  "gateway:search_models": {
    fn: "gateway_search_models",
    counter: "gateway_search_models_requests",
    description:
      "Search the AI models this gateway offers (slug, name, kind, context length, prices in USD per token). Optional: query (words to match), limit (1-50, default 10). Without a query: the first models of the catalog.",
    input_schema: {
      type: "object",
      properties: { query: { type: "string" }, limit: { type: "integer", minimum: 1, maximum: SEARCH_MAX_LIMIT } },
      additionalProperties: false,
    },
    run: searchModels,
  },
};

export function isGatewayToolType(t: unknown): t is GatewayToolType {
  return typeof t === "string" && (GATEWAY_TOOL_TYPES as readonly string[]).includes(t);
}

const BY_FN = new Map(GATEWAY_TOOL_TYPES.map((t) => [GATEWAY_TOOLS[t].fn, t]));

/** The gateway tool an upstream function name (or a server_tool_use name) stands for, or null. */
export function gatewayToolOfName(name: string): GatewayToolType | null {
  return BY_FN.get(name) ?? (isGatewayToolType(name) ? name : null);
}

/** usage.server_tool_use: calls counted by tool (every counter present, 0 when unused). */
export function serverToolUsage(counts: ReadonlyMap<GatewayToolType, number>): Record<string, number> {
  const out: Record<string, number> = { web_search_requests: 0, web_fetch_requests: 0 };
  for (const t of GATEWAY_TOOL_TYPES) out[GATEWAY_TOOLS[t].counter] = counts.get(t) ?? 0;
  return out;
}
