import { startOtlpReceiver, type OtlpReceiver } from "../server/test/otlp-receiver";
import type { Target } from "./load";

/**
 * The broadcast scenario (issue 16): POST /messages by a key whose workspace broadcasts every
 * request (sampling 1) to one OTLP/HTTP destination, a real receiver in this process, vs the same
 * request by a key of a workspace without broadcast. Both sides go through the gateway: "added"
 * is the broadcast's own cost on the request path. Target: added p50 ≤ 0.2 ms.
 */
export interface BroadcastBench {
  receiver: OtlpReceiver;
  broadcasting: Target;
  plain: Target;
}

export async function setupBroadcastBench(gateway: string, managementKey: string, body: string, verify: (b: string) => boolean): Promise<BroadcastBench> {
  const call = async <T>(path: string, payload: unknown): Promise<T> => {
    const r = await fetch(`${gateway}/api/v1${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${managementKey}`, "content-type": "application/json" },
      body: JSON.stringify(payload),
    });
    const j = (await r.json()) as T;
    if (r.status >= 300) throw new Error(`POST ${path} failed: ${r.status} ${JSON.stringify(j)}`);
    return j;
  };
  const receiver = await startOtlpReceiver();
  const ws = await call<{ data: { id: string } }>("/workspaces", { name: "bench broadcast", slug: `bench-broadcast-${Date.now()}`, is_observability_broadcast_enabled: true });
  // A key's creator must be a member of a non-default workspace: the bench key's user (the only management key's).
  const mk = (await (await fetch(`${gateway}/api/v1/management-keys`, { headers: { authorization: `Bearer ${managementKey}` } })).json()) as { data: Array<{ creator_user_id: string }> };
  await call(`/workspaces/${ws.data.id}/members/add`, { user_ids: [mk.data[0].creator_user_id] });
  await call(`/workspaces/${ws.data.id}/broadcast-destinations`, { name: "bench receiver", endpoint: receiver.url, headers: { authorization: "Bearer bench" }, sampling_rate: 1 });
  const keyIn = async (name: string, workspace_id?: string) =>
    (await call<{ key: string }>("/keys", { name, limit: 1_000_000, ...(workspace_id ? { workspace_id } : {}) })).key;
  const target = (key: string): Target => ({
    origin: gateway,
    path: "/api/v1/messages",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body,
    verify,
  });
  return { receiver, broadcasting: target(await keyIn("bench broadcasting", ws.data.id)), plain: target(await keyIn("bench not broadcasting")) };
}
