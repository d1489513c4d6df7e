"use client";

import { trpc } from "@/components/trpc/provider";

/**
 * The signed-in user's organization role, from the session (`session.me`). `canManage`: an owner
 * or admin, who may change what members may only read (guardrails, management keys). While the
 * session loads it is false, so write controls appear rather than flash away.
 */
export function useRole() {
  const me = trpc.session.me.useQuery(undefined, { staleTime: 60_000 });
  const role = me.data?.role;
  return { me, role, canManage: role === "owner" || role === "admin" };
}
