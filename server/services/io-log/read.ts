import { z } from "zod";
import type { Db } from "../../db";

/** What GET /generation?id= adds when the request's bodies were kept (I/O logging). */
export const keptBodies = z.object({
  request_body: z.string().optional().meta({
    description:
      "I/O logging: the request as forwarded upstream (after guardrail redactions), JSON text. Present only when the workspace's I/O logging kept this request.",
  }),
  request_body_truncated: z.boolean().optional().meta({ description: "The request body was cut at the cap (65,536 characters): request_body is then not valid JSON." }),
  response_body: z.string().nullable().optional().meta({
    description: "I/O logging: the answer as the client got it (a stream assembled into one object), JSON text; null when there was none.",
  }),
  response_body_truncated: z.boolean().optional().meta({ description: "The response body was cut at the cap (65,536 characters)." }),
});
export type KeptBodies = z.infer<typeof keptBodies>;

/** The kept bodies of one request of the organization, or {} when none were kept. */
export async function keptBodiesOf(db: Db, orgId: string, requestId: string): Promise<KeptBodies> {
  const row = await db.generationIo.findFirst({
    where: { request_id: requestId, org_id: orgId },
    select: { request_body: true, request_truncated: true, response_body: true, response_truncated: true },
  });
  if (!row) return {};
  return {
    request_body: row.request_body,
    request_body_truncated: row.request_truncated,
    response_body: row.response_body,
    response_body_truncated: row.response_truncated,
  };
}
