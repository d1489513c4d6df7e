import type { Db } from "../db";
import { logger } from "../logger";
import { registerEndUser } from "../services/end-users/tracking";

/**
 * Small in-memory caches that keep database round trips off the inference hot path:
 * a workspace's routing defaults, and end users already registered.
 */
const WS_TTL_MS = 5000;

/** A workspace's default provider sort (null: none). */
export type WorkspaceSort = WsEntry["sort"];

interface WsEntry {
  sort: "price" | "throughput" | "latency" | "exacto" | null;
  at: number;
}

class InferenceContextCache {
  private workspaces = new Map<string, WsEntry>();
  private loading = new Map<string, Promise<WsEntry["sort"]>>();
  private seenUsers = new Set<string>();

  async workspaceSort(db: Db, workspaceId: string | null): Promise<WsEntry["sort"]> {
    const hit = this.cachedWorkspaceSort(db, workspaceId);
    return hit === undefined ? this.loadWorkspace(db, workspaceId as string) : hit;
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
        return hit.sort;
      }
    }
    return undefined;
  }

  private loadWorkspace(db: Db, workspaceId: string): Promise<WsEntry["sort"]> {
    let p = this.loading.get(workspaceId);
    if (!p) {
      const at = Date.now();
      p = db.workspace
        .findUnique({ where: { id: workspaceId }, select: { default_provider_sort: true } })
        .then((ws) => {
          const v = ws?.default_provider_sort;
          const sort = v === "price" || v === "throughput" || v === "latency" || v === "exacto" ? v : null;
          this.workspaces.set(workspaceId, { sort, at });
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
