import type { OrgRoleName } from "@/server/services/members/schemas";

export const ROLE_LABELS: Record<OrgRoleName, string> = { owner: "Owner", admin: "Admin", member: "Member" };
