import { z } from "zod";
import { trackingString } from "../../services/end-users/tracking";
import { providerPreferences } from "../provider-preferences";

const token = z.number().int().min(0).max(10_000_000);
const text = z.string().min(1, "must not be empty");
const contentPart = z.discriminatedUnion("type", [
  z.object({ type: z.literal("text"), text }).strict(),
  z.object({ type: z.literal("image_url"), image_url: z.object({ url: z.string().min(1) }).strict() }).strict(),
]);

/** POST /embeddings body (spec 4.12). */
export const embeddingsRequest = z
  .object({
    input: z.union([
      text,
      z.array(text).min(1).max(2048),
      z.array(token).min(1).max(100_000),
      z.array(z.array(token).min(1).max(100_000)).min(1).max(2048),
      z.array(contentPart).min(1).max(2048),
    ]),
    model: z.string().min(1).max(200),
    dimensions: z.number().int().min(1).max(65_536).optional(),
    encoding_format: z.enum(["float", "base64"]).default("float"),
    input_type: z.string().min(1).max(100).optional(),
    provider: providerPreferences.optional(),
    user: trackingString().optional(),
  })
  .meta({ id: "EmbeddingsRequest" });
export type EmbeddingsRequest = z.infer<typeof embeddingsRequest>;

/** Spec 2.7. */
export const embeddingsResponse = z
  .object({
    id: z.string(),
    object: z.literal("list"),
    model: z.string(),
    data: z.array(z.object({ object: z.literal("embedding"), index: z.number().int(), embedding: z.union([z.array(z.number()), z.string()]) })),
    usage: z.object({ prompt_tokens: z.number().int(), total_tokens: z.number().int() }),
  })
  .meta({ id: "EmbeddingsResponse" });
export type EmbeddingsResponse = z.infer<typeof embeddingsResponse>;
