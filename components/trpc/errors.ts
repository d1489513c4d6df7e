import { TRPCClientError } from "@trpc/client";

/** The error envelope the server puts on every tRPC error (server/trpc/init.ts errorFormatter). */
interface Envelope {
  error: { code: number; message: string; metadata: Record<string, unknown> | null };
}

function envelopeOf(error: unknown): Envelope | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const shape: unknown = error.shape;
  if (typeof shape !== "object" || shape === null || !("envelope" in shape)) return undefined;
  return (shape as { envelope?: Envelope }).envelope;
}

export function httpStatusOf(error: unknown): number | undefined {
  const env = envelopeOf(error);
  if (env) return env.error.code;
  if (error instanceof TRPCClientError) {
    const data: unknown = error.data;
    if (typeof data === "object" && data !== null && "httpStatus" in data && typeof data.httpStatus === "number") {
      return data.httpStatus;
    }
  }
  return undefined;
}

/** The message to show a person: the envelope's message, else the error's own. */
export function errorMessage(error: unknown): string {
  const env = envelopeOf(error);
  if (env) return env.error.message;
  if (error instanceof Error && error.message) return error.message;
  return "Something went wrong";
}

/** Per-field messages from `metadata.issues` ([{field, message}]) of a 400. */
export function fieldIssues(error: unknown): { field: string; message: string }[] {
  const issues = envelopeOf(error)?.error.metadata?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((i: unknown) =>
    typeof i === "object" && i !== null && "field" in i && "message" in i && typeof i.field === "string" && typeof i.message === "string"
      ? [{ field: i.field, message: i.message }]
      : [],
  );
}

/** The envelope's metadata (null when none), to name things the message only counts or ids. */
export function errorMetadata(error: unknown): Record<string, unknown> | null {
  return envelopeOf(error)?.error.metadata ?? null;
}
