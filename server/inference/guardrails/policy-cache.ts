import type { CachedKey } from "../../auth/key-cache";
import { compileFilterSet, type FilterSet } from "../../content-filters/scan";
import type { Db } from "../../db";
import type { ApplicableGuardrails } from "../../services/guardrails/policy-types";
import { resolveGuardrailsForKey, subscribeGuardrailsChanged } from "../../services/guardrails/resolve";
import { combineGuardrails, EMPTY_POLICY, type CombinedPolicy } from "./combine";
import { cacheHit, cacheMiss } from "../../observability/metrics";

/**
 * The combined, compiled guardrail policy of each key, cached beside the key cache: dropped on
 * every guardrail, assignment or workspace-default change of the key's organization
 * (services/guardrails/resolve.ts publishes; through Redis on all instances),
 * refreshed ahead in the second half of a short TTL like the key and workspace caches, and
 * reloaded when the key's workspace or creator changed. A key no guardrail restricts maps to
 * NO_GUARDRAILS, which the hot path recognises by identity and skips.
 */
export interface KeyGuardrails {
  policy: CombinedPolicy;
  /** The compiled content filters; null when the policy has none. */
  filters: FilterSet | null;
  /** Set when a filter cannot be compiled: every request under this policy is refused (fail closed). */
  filterError: { message: string } | null;
}

export const NO_GUARDRAILS: KeyGuardrails = Object.freeze({ policy: EMPTY_POLICY, filters: null, filterError: null });

/** Resolves the guardrails that apply to a key (services/guardrails). */
export type GuardrailLoader = (db: Db, keyId: number) => Promise<ApplicableGuardrails>;

export const GUARDRAIL_CACHE_TTL_MS = 2000;

/** The content filters of a policy, as a string two policies with the same filters share. */
const filtersOf = (policy: CombinedPolicy): string => JSON.stringify([policy.builtins, policy.customs]);

/**
 * Compile once per policy: the filter set is shared by every request of the key. `previous` (the key's
 * policy before this load; the cache reloads every key in use each second) keeps its compiled filters when
 * the filters did not change: no custom pattern is recompiled, and the hot path keeps warm objects.
 */
export function compilePolicy(applicable: ApplicableGuardrails, previous?: KeyGuardrails): KeyGuardrails {
  const policy = combineGuardrails(applicable);
  if (policy === EMPTY_POLICY) return NO_GUARDRAILS;
  if (policy.builtins.length === 0 && policy.customs.length === 0) return { policy, filters: null, filterError: null };
  if (previous && previous.policy !== EMPTY_POLICY && filtersOf(previous.policy) === filtersOf(policy)) {
    return { policy, filters: previous.filters, filterError: previous.filterError };
  }
  try {
    return { policy, filters: compileFilterSet(policy.builtins, policy.customs), filterError: null };
  } catch (err) {
    return { policy, filters: null, filterError: { message: err instanceof Error ? err.message : String(err) } };
  }
}

interface Entry {
  value: KeyGuardrails;
  at: number;
  orgId: string;
  workspaceId: string | null;
  creatorUserId: string;
}

const resolver: GuardrailLoader = (db, keyId) => resolveGuardrailsForKey({ db, keyId });

class GuardrailCache {
  private entries = new Map<number, Entry>();
  private inflight = new Map<number, Promise<KeyGuardrails>>();
  private generation = 0;
  private subscribed = false;
  private sweepAt = 1024;
  loader: GuardrailLoader = resolver;

  async get(db: Db, key: CachedKey): Promise<KeyGuardrails> {
    const hit = this.peek(db, key);
    if (hit !== undefined) return hit;
    cacheMiss("guardrail_policy");
    return this.load(db, key);
  }

  /** The cached policy without a promise (the hot path), or undefined when it must be loaded (get). */
  peek(db: Db, key: CachedKey): KeyGuardrails | undefined {
    this.listen();
    const e = this.entries.get(key.id);
    if (e && e.workspaceId === key.workspaceId && e.creatorUserId === key.creatorUserId) {
      const age = Date.now() - e.at;
      if (age < GUARDRAIL_CACHE_TTL_MS) {
        if (age >= GUARDRAIL_CACHE_TTL_MS / 2) void this.load(db, key).catch(() => undefined);
        cacheHit("guardrail_policy");
        return e.value;
      }
    }
    return undefined;
  }

  private load(db: Db, key: CachedKey): Promise<KeyGuardrails> {
    let p = this.inflight.get(key.id);
    if (!p) {
      const gen = this.generation;
      const started = Date.now();
      p = this.loader(db, key.id).then((applicable) => {
        const value = compilePolicy(applicable, this.entries.get(key.id)?.value);
        if (gen === this.generation) {
          this.entries.set(key.id, { value, at: started, orgId: key.orgId, workspaceId: key.workspaceId, creatorUserId: key.creatorUserId });
          if (this.entries.size >= this.sweepAt) this.sweep();
        }
        return value;
      });
      const inflight = p;
      this.inflight.set(key.id, inflight);
      void inflight
        .finally(() => {
          if (this.inflight.get(key.id) === inflight) this.inflight.delete(key.id);
        })
        .catch(() => undefined);
    }
    return p;
  }

  /** Expired policies (keys not used within the TTL) are dropped whenever the map doubles. */
  private sweep(): void {
    const now = Date.now();
    for (const [id, e] of this.entries) if (now - e.at >= GUARDRAIL_CACHE_TTL_MS) this.entries.delete(id);
    this.sweepAt = Math.max(1024, this.entries.size * 2);
  }

  /** Forget every key's policy (this instance only). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.inflight.clear();
  }

  /** Forget the policies of one organization's keys; a load in flight anywhere is not cached. */
  clearOrg(orgId: string): void {
    this.generation += 1;
    for (const [id, e] of this.entries) if (e.orgId === orgId) this.entries.delete(id);
    this.inflight.clear();
  }

  private listen(): void {
    if (this.subscribed) return;
    this.subscribed = true;
    subscribeGuardrailsChanged((orgId) => this.clearOrg(orgId));
  }
}

const KEY = Symbol.for("switchyard.guardrailCache");
type Holder = { [KEY]?: GuardrailCache };

export function guardrailCache(): GuardrailCache {
  const h = globalThis as Holder;
  return (h[KEY] ??= new GuardrailCache());
}

/** Replace the resolver (tests); null restores services/guardrails' resolver. */
export function setGuardrailLoader(loader: GuardrailLoader | null): void {
  const c = guardrailCache();
  c.loader = loader ?? resolver;
  c.clear();
}
