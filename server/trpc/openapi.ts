import { generateOpenApiDocument, type OpenAPIObject } from "trpc-to-openapi";
import { ERROR_TABLE } from "../errors/codes";
import { z } from "zod";
import { chatCompletionsRequest } from "../inference/chat/schemas";
import { embeddingsRequest, embeddingsResponse } from "../inference/embeddings/schemas";
import { messagesRequest, PLUGIN_IDS } from "../inference/messages/schemas";
import { responsesRequest } from "../inference/responses/schemas";
import { restOperations } from "./procedures";
import { appRouter } from "./root";

type Json = Record<string, unknown>;

const errorEnvelopeSchema = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: {
        code: { type: "integer", description: "Equals the HTTP status." },
        message: { type: "string" },
        metadata: { type: ["object", "null"], additionalProperties: true },
      },
    },
    gateway_metadata: { type: ["object", "null"], additionalProperties: true },
    user_id: { type: ["string", "null"] },
  },
  example: { error: { code: 404, message: ERROR_TABLE.NOT_FOUND.message, metadata: null } },
};

let cached: OpenAPIObject | undefined;

const errorStatuses = (codes: number[]) =>
  Object.fromEntries(codes.map((c) => [String(c), { description: Object.values(ERROR_TABLE).find((e) => e.status === c)?.message ?? "Error" }]));

const messageResponse = z
  .looseObject({
    id: z.string(),
    type: z.literal("message"),
    role: z.literal("assistant"),
    model: z.string(),
    content: z.array(z.looseObject({ type: z.string() })),
    stop_reason: z.string().nullable(),
    stop_sequence: z.string().nullable(),
    usage: z.looseObject({ input_tokens: z.number().int(), output_tokens: z.number().int() }),
    gateway_metadata: z.looseObject({}).optional().meta({ description: "With `X-Gateway-Metadata: enabled`." }),
  })
  .meta({ id: "Message" });

const chatCompletion = z
  .looseObject({
    id: z.string(),
    object: z.literal("chat.completion"),
    created: z.number().int(),
    model: z.string(),
    provider: z.string(),
    system_fingerprint: z.null(),
    choices: z.array(
      z.looseObject({
        index: z.number().int(),
        message: z.looseObject({ role: z.literal("assistant"), content: z.string().nullable(), refusal: z.string().nullable() }),
        finish_reason: z.enum(["stop", "length", "tool_calls", "content_filter", "error"]).nullable(),
        native_finish_reason: z.string().nullable(),
      }),
    ),
    usage: z.looseObject({ prompt_tokens: z.number().int(), completion_tokens: z.number().int(), total_tokens: z.number().int(), cost: z.number() }),
    gateway_metadata: z.looseObject({}).optional().meta({ description: "With `X-Gateway-Metadata: enabled`." }),
  })
  .meta({ id: "ChatCompletion" });

/** Operations served by the lean inference path (not tRPC procedures), described from their zod schemas. */
const inferencePaths = {
  "/chat/completions": {
    post: {
      operationId: "createChatCompletion",
      summary: "Create a chat completion (OpenAI Chat Completions format; SSE with `stream: true`)",
      description:
        "Same routing, limits, fallbacks and ledger as /messages. A stream ends with `data: [DONE]`; an error after its first byte is a chunk with `error` (the envelope's fields), then `data: [DONE]`.",
      tags: ["Chat"],
      requestBody: { required: true, content: { "application/json": { schema: chatCompletionsRequest } } },
      responses: {
        "200": {
          description: "The chat completion, or an event stream of chat.completion.chunk when `stream` is true",
          content: { "application/json": { schema: chatCompletion }, "text/event-stream": { schema: z.string() } },
        },
        ...errorStatuses([400, 401, 402, 404, 429, 500, 502, 503]),
      },
    },
  },
  "/messages": {
    post: {
      operationId: "createMessage",
      summary: "Create a message (Anthropic Messages format; SSE with `stream: true`)",
      description: `Plugins accepted and validated but not run by this gateway: ${PLUGIN_IDS.join(", ")}.`,
      tags: ["Messages"],
      requestBody: { required: true, content: { "application/json": { schema: messagesRequest } } },
      responses: {
        "200": {
          description: "The message, or an event stream (message_start … message_stop) when `stream` is true",
          content: { "application/json": { schema: messageResponse }, "text/event-stream": { schema: z.string() } },
        },
        ...errorStatuses([400, 401, 402, 404, 429, 500, 502, 503]),
      },
    },
  },
  "/responses": {
    post: {
      operationId: "createResponse",
      summary: "Create a response (OpenAI Responses API; SSE with `stream: true`)",
      description:
        "Same routing, limits, fallbacks and ledger as /messages, through every upstream format. Stateless: `previous_response_id`, `store: true`, `conversation`, `background: true` and `item_reference` items are refused (400); hosted OpenAI tools are left out. A stream that fails after its first byte ends with `response.failed` and `error` events.",
      tags: ["Responses"],
      requestBody: { required: true, content: { "application/json": { schema: responsesRequest } } },
      responses: {
        "200": {
          description: "The response object, or its event stream (response.created … response.completed, each event with sequence_number) when `stream` is true",
          content: { "application/json": { schema: z.looseObject({ id: z.string(), object: z.literal("response"), status: z.string(), output: z.array(z.looseObject({ type: z.string() })) }).meta({ id: "Response" }) }, "text/event-stream": { schema: z.string() } },
        },
        ...errorStatuses([400, 401, 402, 403, 404, 429, 500, 502, 503]),
      },
    },
  },
  "/messages/count_tokens": {
    post: {
      operationId: "countMessageTokens",
      summary: "Count a Messages request's input tokens (Anthropic format)",
      description:
        "The upstream's own count where it has one (Anthropic-format providers), else an estimate (~4 characters a token). Never billed, no ledger row; refused by guardrails as /messages is; 600 a minute per key.",
      tags: ["Messages"],
      requestBody: { required: true, content: { "application/json": { schema: z.looseObject({ model: z.string(), messages: z.array(z.looseObject({})) }) } } },
      responses: {
        "200": { description: "The count", content: { "application/json": { schema: z.object({ input_tokens: z.number().int() }) } } },
        ...errorStatuses([400, 401, 403, 404, 429, 500]),
      },
    },
  },
  "/embeddings": {
    post: {
      operationId: "createEmbeddings",
      summary: "Create embeddings",
      tags: ["Embeddings"],
      requestBody: { required: true, content: { "application/json": { schema: embeddingsRequest } } },
      responses: {
        "200": { description: "Embeddings", content: { "application/json": { schema: embeddingsResponse } } },
        ...errorStatuses([400, 401, 402, 404, 429, 500, 502, 503]),
      },
    },
  },
};

/**
 * The generated OpenAPI 3.1 document, post-processed to tell the truth: every error response
 * is the spec 7 envelope, creates answer 201, and auth is a bearer key.
 */
export function openApiDocument(baseUrl = "/api/v1"): OpenAPIObject {
  if (cached) return cached;
  const doc = generateOpenApiDocument(appRouter, {
    title: "Switchyard Gateway API",
    description: "Management, end-user tracking and inference API of the Switchyard LLM gateway.",
    version: "1.0.0",
    baseUrl,
    securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", description: "Authorization: Bearer <API key>" } },
    paths: inferencePaths,
  });
  const components = (doc.components ??= {});
  const schemas = (components.schemas ??= {}) as Json;
  for (const name of Object.keys(schemas)) if (name.startsWith("error.")) delete schemas[name];
  schemas.ErrorEnvelope = errorEnvelopeSchema;

  const ops = restOperations();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item as Json)) {
      const operation = op as Json & { responses?: Record<string, Json> };
      const meta = ops.get(`${method} ${path}`);
      const responses = operation.responses ?? {};
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) >= 400) {
          response.content = { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } };
        }
      }
      if (meta?.successStatus === 201 && responses["200"]) {
        responses["201"] = { ...responses["200"], description: "Created" };
        delete responses["200"];
      }
      if (meta?.contentType && responses["200"]) {
        responses["200"] = { description: responses["200"].description ?? "OK", content: { [meta.contentType]: { schema: { type: "string" } } } };
      }
      if (meta?.openapi?.protect !== false) operation.security = [{ bearerAuth: [] }];
    }
  }
  cached = doc;
  return doc;
}
