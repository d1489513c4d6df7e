import type { Db } from "../../db";
import { AppError } from "../../errors/app-error";
import type { BudgetEntity, ResetInterval } from "../guardrails/policy-types";
import { usageForKeys, usageForMember } from "../usage/key-usage";
import { budgetStore, type Reservation } from "./budget";
import { toNano, type BudgetStore } from "./budget-store";
import { nextReset, windowId, windowStart } from "../../auth/limit-windows";

/**
 * Guardrail budgets (decisions.md "Guardrails"): each guardrail with a `limit_usd` counts its
 * own entity's spend per UTC calendar window (`reset_interval`), on the same reservation
 * machinery as key limits (budget-store: in memory, or one Redis Lua script per reservation,
 * so concurrent requests never overshoot). The entity is the key for a key's own guardrail and
 * a workspace default, and the key's creator for a member guardrail (their spend through every
 * key they created). BYOK spend counts only with include_byok_in_budgets.
 */
export interface GuardrailBudgetSpec {
  guardrailId: string;
  entity: BudgetEntity;
  limitUsd: number;
  reset: ResetInterval;
  includeByok: boolean;
}

const DAY_MS = 86_400_000;

/** The live bucket of a budget in its current window: per (guardrail, key) or (guardrail, member). */
export function guardrailBucket(b: GuardrailBudgetSpec, now: Date): string {
  const who = b.entity.kind === "key" ? `k:${b.entity.key_hash}` : `u:${b.entity.user_id}`;
  return `g:${b.guardrailId}:${who}:${windowId(b.reset, now)}`;
}

/** Spend already recorded (ledger rollup) for the budget's entity in its current window. */
export async function spentForBudget(db: Db, orgId: string, b: GuardrailBudgetSpec, now: Date): Promise<number> {
  if (b.entity.kind === "key") {
    const u = (await usageForKeys(db, [b.entity.key_id], now)).get(b.entity.key_id);
    if (!u) return 0;
    return u[`usage_${b.reset}`] + (b.includeByok ? u[`byok_usage_${b.reset}`] : 0);
  }
  const since = windowStart(b.reset, now) ?? new Date(0);
  const u = await usageForMember(db, orgId, b.entity.user_id, since, now);
  return u.usage + (b.includeByok ? u.byok_usage : 0);
}

/** ISO time without milliseconds, e.g. 2026-12-01T00:00:00Z. */
const isoSeconds = (d: Date): string => d.toISOString().replace(/\.\d{3}Z$/, "Z");

export function guardrailBudgetRefusal(reset: ResetInterval, now: Date): AppError {
  const resets = nextReset(reset, now) ?? now;
  return new AppError("FORBIDDEN", {
    message: `Guardrail spending limit reached; resets ${isoSeconds(resets)}`,
    metadata: { reason: "guardrail_budget", resets_at: isoSeconds(resets) },
  });
}

const NOOP: Reservation = { settle: async () => {} };

/**
 * Reserve the estimate in every guardrail budget (after the key's own limit). The first budget
 * that cannot take it refuses the request (403) and the budgets already reserved are released.
 * The returned reservation settles all of them; BYOK cost counts only where included.
 */
export async function reserveGuardrailBudgets(opts: {
  db: Db;
  orgId: string;
  budgets: readonly GuardrailBudgetSpec[];
  estimateUsd: number;
  now: Date;
  store?: BudgetStore;
}): Promise<Reservation> {
  if (opts.budgets.length === 0) return NOOP;
  const store = opts.store ?? budgetStore();
  const amount = toNano(Math.max(0, opts.estimateUsd));
  const held: Array<{ bucket: string; lease: string; b: GuardrailBudgetSpec }> = [];
  const release = () => Promise.all(held.map((h) => store.settle(h.bucket, h.lease, amount, 0)));
  for (const b of opts.budgets) {
    const bucket = guardrailBucket(b, opts.now);
    const resets = nextReset(b.reset, opts.now);
    const ttl = (resets ? resets.getTime() - opts.now.getTime() : 31 * DAY_MS) + DAY_MS;
    let lease: string | null;
    try {
      lease = await store.tryReserve(bucket, toNano(b.limitUsd), amount, ttl, async () => toNano(await spentForBudget(opts.db, opts.orgId, b, opts.now)));
    } catch (err) {
      await release();
      throw err;
    }
    if (lease === null) {
      await release();
      throw guardrailBudgetRefusal(b.reset, opts.now);
    }
    held.push({ bucket, lease, b });
  }
  let settled = false;
  return {
    settle: async (actualUsd, s = {}) => {
      if (settled) return;
      settled = true;
      await Promise.all(
        held.map((h) => store.settle(h.bucket, h.lease, amount, toNano(s.isByok && !h.b.includeByok ? 0 : Math.max(0, actualUsd)))),
      );
    },
  };
}

/** Both reservations as one: settle the key's and the guardrails'. */
export function bothReservations(a: Reservation, b: Reservation): Reservation {
  if (b === NOOP) return a;
  return { settle: async (usd, s) => void (await Promise.all([a.settle(usd, s), b.settle(usd, s)])) };
}
