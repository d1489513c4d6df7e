import type { Db } from "../db";
import { addUser, createManagementKey, createOrganization } from "../services/organizations/organizations";
import { createCaller } from "../trpc/root";

let counter = 0;

/** A new organization with its owner's management key, and a tRPC caller that authenticates with that key for real. */
export async function seedOrg(db: Db, name = `Org ${++counter}`) {
  const org = await createOrganization(db, { name });
  const api = createCaller({ db, now: () => new Date(), auth: { type: "bearer", header: `Bearer ${org.management_key}` } });
  return { ...org, api };
}

/** A caller for a management key whose user has the given org role. */
export async function callerWithRole(db: Db, orgId: string, role: "owner" | "admin" | "member") {
  const user = await addUser(db, { orgId, email: `${role}-${++counter}@example.com`, role });
  const { key } = await createManagementKey(db, { orgId, userId: user.user_id });
  return { user, key, api: createCaller({ db, now: () => new Date(), auth: { type: "bearer", header: `Bearer ${key}` } }) };
}

/** What a tRPC call failed with: the AppError's status and message (null when it succeeded). */
export async function failureOf(p: Promise<unknown>): Promise<{ status?: number; message?: string } | null> {
  try {
    await p;
    return null;
  } catch (err) {
    const e = err as { cause?: { status?: number; message?: string } };
    return { status: e.cause?.status, message: e.cause?.message };
  }
}
