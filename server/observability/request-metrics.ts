import type { AttemptLogItem, UsageEntry } from "./usage-entry";
import { countStreamError, observeUpstream } from "./metrics";

/**
 * The request log's feed into the metrics: each recorded request's upstream attempts (latency
 * histogram by provider) and, for a stream that failed after its first byte, an error of its
 * route (`route`: set by the inference front, pipeline.ts).
 */
export function observeRecorded(ctx: { route?: string }, entry: Pick<UsageEntry, "status">, httpStatus: number, attempts: readonly AttemptLogItem[] | null): void {
  if (attempts) for (const a of attempts) observeUpstream(a.provider, a.reason === null, a.latency_ms);
  if (entry.status === "error" && httpStatus === 200) countStreamError(ctx.route ?? "unknown");
}
