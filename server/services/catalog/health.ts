import type { Caller } from "../../auth/authenticate";
import { catalog, statsKeyOf } from "../../catalog/catalog";
import { endpointStats } from "../../catalog/endpoint-stats";

/**
 * Endpoint health for the console's Providers page (issue 25 item 5): per endpoint the routing
 * engine's recent error rate, median time to first byte and whether its circuit is open, from
 * this instance's measurements (in memory, per process).
 */
export function endpointHealth(o: { caller: Caller; now: number }): {
  endpoint: string;
  provider: string;
  model: string;
  error_rate: number | null;
  p50_ms: number | null;
  circuit_open: boolean;
}[] {
  const c = catalog(o.caller.orgId);
  const stats = endpointStats();
  const out = [];
  for (const eps of c.endpoints.values()) {
    for (const e of eps) {
      const key = statsKeyOf(e);
      const success = stats.successRate(key);
      out.push({
        endpoint: e.id,
        provider: e.provider.id,
        model: e.model.slug,
        error_rate: success === null ? null : Math.round((1 - success) * 1000) / 1000,
        p50_ms: stats.latencyMs(key),
        circuit_open: stats.isCircuitOpen(key, o.now),
      });
    }
  }
  return out;
}
