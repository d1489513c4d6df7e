import type { Meta } from "./init";
import { ERROR_TABLE } from "../errors/codes";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

const STATUS_TEXT: Record<number, string> = Object.fromEntries(
  Object.values(ERROR_TABLE)
    .reverse()
    .map((e) => [e.status, e.message]),
);

/** meta.openapi for one REST operation: the path as in the spec, written once, and its real error statuses. */
export function rest(
  method: Method,
  path: `/${string}`,
  opts: { summary: string; tag: string; errors: number[]; successStatus?: 200 | 201; protect?: boolean; contentType?: "text/csv"; description?: string },
): Meta {
  return {
    openapi: {
      method,
      path,
      summary: opts.summary,
      ...(opts.description ? { description: opts.description } : {}),
      tags: [opts.tag],
      protect: opts.protect ?? true,
      errorResponses: Object.fromEntries(opts.errors.map((s) => [s, STATUS_TEXT[s] ?? "Error"])),
    },
    successStatus: opts.successStatus,
    ...(opts.contentType ? { contentType: opts.contentType } : {}),
  };
}
