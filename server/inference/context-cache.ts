import type { Db } from "../db";
import { logger } from "../logger";
import { registerEndUser } from "../services/end-users/tracking";
import { cacheHit, cacheMiss } from "../observability/metrics";

/**
 * Small in-memory caches that keep database round trips off the inference hot path:
 * a workspace's routing defaults, and end users already registered.
 */
const WS_TTL_MS = 5000;

/** A workspace's default provider sort (null: none). */
export type WorkspaceSort = WsEntry["sort"];

interface WsEntry {
  sort: "price" | "throughput" | "latency" | "exacto" | null;
  /** The workspace's I/O logging settings (null: off). */
  io: IoSettings | null;
  at: number;
}

/** A workspace's I/O logging settings (spec 2.4): which keys (null: all) and at what rate. */
export interface IoSettings {
  keyIds: ReadonlySet<number> | null;
  rate: number;
}

function ioSettingsOf(ws: { is_observability_io_logging_enabled: boolean; io_logging_api_key_ids: unknown; io_logging_sampling_rate: number }): IoSettings | null {
  if (!ws.is_observability_io_logging_enabled) return null;
  const ids = Array.isArray(ws.io_logging_api_key_ids) ? ws.io_logging_api_key_ids.filter((v): v is number => typeof v === "number") : null;
  return { keyIds: ids ? new Set(ids) : null, rate: ws.io_logging_sampling_rate };
}

class InferenceContextCache {
  private workspaces = new Map<string, WsEntry>();
  private loading = new Map<string, Promise<WsEntry["sort"]>>();
  private seenUsers = new Set<string>();

  async workspaceSort(db: Db, workspaceId: string | null): Promise<WsEntry["sort"]> {
    const hit = this.cachedWorkspaceSort(db, workspaceId);
    if (hit !== undefined) return hit;
    cacheMiss("workspace");
    return this.loadWorkspace(db, workspaceId as string);
  }

  /** workspaceSort without a promise while cached (the hot path); undefined: await workspaceSort. */
  cachedWorkspaceSort(db: Db, workspaceId: string | null): WsEntry["sort"] | undefined {
    if (!workspaceId) return null;
    const hit = this.workspaces.get(workspaceId);
    if (hit) {
      const age = Date.now() - hit.at;
      if (age < WS_TTL_MS) {
        // refresh ahead in the second half of its life, off the request
        if (age >= WS_TTL_MS / 2) void this.loadWorkspace(db, workspaceId).catch(() => undefined);
        cacheHit("workspace");
        return hit.sort;
      }
    }
    return undefined;
  }

  /**
   * The I/O logging settings as last loaded (no round trip: routing loaded the workspace moments
   * before); undefined when the workspace was never loaded.
   */
  cachedIoSettings(workspaceId: string | null): IoSettings | null | undefined {
    return workspaceId ? this.workspaces.get(workspaceId)?.io : null;
  }

  private loadWorkspace(db: Db, workspaceId: string): Promise<WsEntry["sort"]> {
    let p = this.loading.get(workspaceId);
    if (!p) {
      const at = Date.now();
      p = db.workspace
        .findUnique({ where: { id: workspaceId }, select: { default_provider_sort: true, is_observability_io_logging_enabled: true, io_logging_api_key_ids: true, io_logging_sampling_rate: true } })
        .then((ws) => {
          const v = ws?.default_provider_sort;
          const sort = v === "price" || v === "throughput" || v === "latency" || v === "exacto" ? v : null;
          this.workspaces.set(workspaceId, { sort, io: ws ? ioSettingsOf(ws) : null, at });
          return sort;
        })
        .finally(() => this.loading.delete(workspaceId));
      this.loading.set(workspaceId, p);
    }
    return p;
  }

  /** First sight of a tracking string registers it, off the response path; later sights cost nothing. */
  registerUser(db: Db, orgId: string, user: string): void {
    const k = `${orgId}\u0000${user}`;
    if (this.seenUsers.has(k)) return;
    if (this.seenUsers.size > 200_000) this.seenUsers.clear();
    this.seenUsers.add(k);
    registerEndUser(db, orgId, user).catch((err: unknown) => {
      this.seenUsers.delete(k);
      logger.warn({ err }, "end-user registration failed");
    });
  }
}

const KEY = Symbol.for("switchyard.inferenceContext");
type Holder = { [KEY]?: InferenceContextCache };

export function inferenceContext(): InferenceContextCache {
  const h = globalThis as Holder;
  return (h[KEY] ??= new InferenceContextCache());
}
