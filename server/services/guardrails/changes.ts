import { logger } from "../../logger";
import { publish, subscribe } from "../../redis";

/**
 * The invalidation seam between guardrail records and their enforcement: whoever changes a
 * guardrail, an assignment, a workspace's default guardrail (or a key's workspace) calls
 * guardrailsChanged(); inference drops the combined policies it caches, here at once and,
 * through Redis, on every other instance. Without Redis other instances catch up within the
 * cache's TTL. Coarse on purpose: such changes are rare, and a reload is one query per key.
 */
export const GUARDRAIL_CHANNEL = "sy:guardrail-invalidate";

const KEY = Symbol.for("switchyard.guardrailChanges");
type Listeners = { fns: Set<() => void>; subscribed: boolean };
type Holder = { [KEY]?: Listeners };

function listeners(): Listeners {
  const h = globalThis as Holder;
  return (h[KEY] ??= { fns: new Set(), subscribed: false });
}

function fire(): void {
  for (const fn of listeners().fns) fn();
}

/** Tell every instance that guardrails, assignments or defaults changed. */
export async function guardrailsChanged(): Promise<void> {
  fire();
  try {
    await publish(GUARDRAIL_CHANNEL, "*");
  } catch (err) {
    logger.warn({ err }, "guardrail invalidation not published");
  }
}

/** Run fn on every change, local or from another instance. */
export function onGuardrailsChanged(fn: () => void): void {
  const l = listeners();
  l.fns.add(fn);
  if (!l.subscribed) {
    l.subscribed = true;
    subscribe(GUARDRAIL_CHANNEL, fire);
  }
}
