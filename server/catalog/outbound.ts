import type { Dispatcher } from "undici";
import { guardedAgent } from "../net/guarded";

/*
 * The outbound client of a provider made over REST or in the console (an admin-chosen URL): its
 * test, discovery and inference calls all go through the dispatcher made here, one per provider.
 * The security issue's guarded client (server/net/guarded.ts) refuses loopback and private
 * ranges at connect time unless GATEWAY_ALLOW_PRIVATE_NETWORKS opens them.
 */

export interface OutboundOptions {
  timeoutMs: number;
}

type Factory = (o: OutboundOptions) => Dispatcher;

const guarded: Factory = (o) => guardedAgent({ connectTimeoutMs: Math.min(o.timeoutMs, 10_000) });

let factory: Factory = guarded;

/** A dispatcher for one database provider. */
export function outboundDispatcher(o: OutboundOptions): Dispatcher {
  return factory(o);
}

/** Replace how the dispatchers are made (the guarded client; tests). */
export function setOutboundDispatcherFactory(f: Factory | undefined): void {
  factory = f ?? guarded;
}
