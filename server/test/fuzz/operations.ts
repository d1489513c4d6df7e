/**
 * The fuzz suite's view of the API: every operation of the OpenAPI document (path and query
 * parameters, JSON body schema with $refs resolved lazily), plus the inference endpoints should
 * the document ever lack them.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  [k: string]: unknown;
};

/** Which credential reaches an operation's validation layer. */
export type AuthKind = "management" | "inference" | "any" | "none";

export interface Parameter {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export interface Operation {
  /** "POST /keys" */
  key: string;
  method: string;
  /** The template under /api/v1, e.g. "/keys/{hash}". */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  body: JsonSchema | null;
  auth: AuthKind;
}

export interface OpenApiDoc {
  paths?: Record<string, Record<string, { parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>; requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; security?: unknown[] }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = new Set(["get", "post", "put", "patch", "delete"]);
/** Operations any valid key (inference keys included) may call; inference ops need an inference key. */
const ANY_KEY = new Set(["GET /key", "GET /embeddings/models", "GET /datasets/rankings-daily", "GET /models/{id}"]);
const INFERENCE = new Set(["POST /messages", "POST /embeddings", "POST /responses", "POST /messages/count_tokens"]);

/** Fallbacks for the inference endpoints when the document does not describe them. */
const INFERENCE_FALLBACK: Record<string, JsonSchema> = {
  "/messages": {
    type: "object",
    required: ["model", "max_tokens", "messages"],
    properties: {
      model: { type: "string", minLength: 1 },
      max_tokens: { type: "integer", minimum: 1 },
      messages: { type: "array", minItems: 1, items: { type: "object", required: ["role", "content"], properties: { role: { enum: ["user", "assistant"] }, content: { type: "string" } } } },
      session_id: { type: "string", maxLength: 256 },
      user: { type: "string", maxLength: 256 },
      trace: { type: "object", properties: { trace_id: { type: "string" } } },
      stream: { type: "boolean" },
    },
  },
  "/embeddings": {
    type: "object",
    required: ["input", "model"],
    properties: { input: { anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] }, model: { type: "string" }, dimensions: { type: "integer", minimum: 1 }, user: { type: "string" } },
  },
};

export function operationsOf(doc: OpenApiDoc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const params = op.parameters ?? [];
      const body = op.requestBody?.content?.["application/json"]?.schema ?? null;
      ops.push({
        key,
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === "path").map((p) => ({ name: p.name, schema: p.schema ?? {}, required: true })),
        query: params.filter((p) => p.in === "query").map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required === true })),
        body,
        auth: !op.security || op.security.length === 0 ? "none" : INFERENCE.has(key) ? "inference" : ANY_KEY.has(key) ? "any" : "management",
      });
    }
  }
  for (const path of ["/messages", "/embeddings"]) {
    if (!ops.some((o) => o.key === `POST ${path}`)) {
      ops.push({ key: `POST ${path}`, method: "POST", path, pathParams: [], query: [], body: INFERENCE_FALLBACK[path], auth: "inference" });
    }
  }
  return ops.sort((a, b) => a.key.localeCompare(b.key));
}

/** Resolve a local `#/components/schemas/X` reference (one level; callers resolve as they walk). */
export function resolver(doc: OpenApiDoc): (s: JsonSchema) => JsonSchema {
  return (s) => {
    let cur = s;
    for (let i = 0; i < 10 && cur.$ref; i++) {
      const name = cur.$ref.replace(/^#\/components\/schemas\//, "");
      cur = doc.components?.schemas?.[name] ?? {};
    }
    return cur;
  };
}
