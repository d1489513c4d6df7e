import { z } from "zod";

export const ORG_ROLES = ["owner", "admin", "member"] as const;
export type OrgRoleName = (typeof ORG_ROLES)[number];

export const personRecord = z.object({
  user_id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(ORG_ROLES),
  created_at: z.string(),
  workspaces: z.array(z.object({ id: z.uuid(), name: z.string(), slug: z.string(), is_default: z.boolean() })),
  management_key_count: z.number().int(),
});
export type PersonRecord = z.infer<typeof personRecord>;

export const addPersonInput = z.object({
  email: z.email({ message: "must be an email address" }).max(254),
  name: z.string().trim().min(1).max(200),
  role: z.enum(ORG_ROLES),
});
export type AddPersonInput = z.infer<typeof addPersonInput>;

export const userIdParam = z.uuid({ message: "must be a user id (UUID)" });

export const updatePersonRoleInput = z.object({ user_id: userIdParam, role: z.enum(ORG_ROLES) });
