import { z } from "zod";
import { body, isoDate } from "../input";

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PROVIDER_SORTS = ["price", "throughput", "latency", "exacto"] as const;

export const workspaceIdParam = z.string().min(1).max(200).meta({ description: "Workspace UUID or slug." });

/** Spec 2.4. */
export const workspaceRecord = z
  .object({
    id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    created_by: z.string(),
    created_at: isoDate,
    updated_at: isoDate.nullable(),
    default_image_model: z.string().nullable(),
    default_text_model: z.string().nullable(),
    default_provider_sort: z.enum(PROVIDER_SORTS).nullable(),
    io_logging_api_key_ids: z.array(z.number().int()).nullable(),
    io_logging_sampling_rate: z.number(),
    is_data_discount_logging_enabled: z.boolean(),
    is_observability_broadcast_enabled: z.boolean(),
    is_observability_io_logging_enabled: z.boolean(),
    default_guardrail_id: z.uuid().nullable().meta({ description: "The guardrail a key of this workspace follows when it has none of its own." }),
  })
  .meta({ id: "Workspace" });
export type WorkspaceRecord = z.infer<typeof workspaceRecord>;

/** Spec 2.5. */
export const membershipRecord = z
  .object({
    id: z.uuid(),
    workspace_id: z.uuid(),
    user_id: z.string(),
    role: z.enum(["owner", "admin", "member"]),
    created_at: isoDate,
  })
  .meta({ id: "WorkspaceMembership" });
export type MembershipRecord = z.infer<typeof membershipRecord>;

/** The writable fields of a workspace (POST and PATCH), spec 4.8 / 4.10. */
export const workspaceFields = {
  name: z.string().min(1).max(100),
  slug: z.string().min(1).max(50).regex(SLUG_PATTERN, "must be lowercase alphanumeric segments separated by single hyphens"),
  description: z.string().max(500).nullable(),
  default_image_model: z.string().min(1).max(200).nullable(),
  default_text_model: z.string().min(1).max(200).nullable(),
  default_provider_sort: z.enum(PROVIDER_SORTS).nullable(),
  io_logging_api_key_ids: z.array(z.number().int().min(1)).max(1000).nullable(),
  io_logging_sampling_rate: z.number().min(0.0001).max(1),
  is_data_discount_logging_enabled: z.boolean(),
  is_observability_broadcast_enabled: z.boolean(),
  is_observability_io_logging_enabled: z.boolean(),
};

function allOptional<T extends z.ZodRawShape>(shape: T): { [K in keyof T]: z.ZodOptional<T[K]> } {
  return Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, z.optional(v)])) as {
    [K in keyof T]: z.ZodOptional<T[K]>;
  };
}

const { name, slug, ...optionalFields } = workspaceFields;
export const createWorkspaceInput = body({ name, slug, ...allOptional(optionalFields) });
export type CreateWorkspaceInput = z.infer<typeof createWorkspaceInput>;

export const updateWorkspaceFields = body({
  ...allOptional(workspaceFields),
  default_guardrail_id: z.uuid().optional().meta({ description: "Another guardrail of this workspace to be its default." }),
});
export type UpdateWorkspaceInput = z.infer<typeof updateWorkspaceFields>;

export const userIdsBody = z.array(z.string().min(1).max(200)).min(1).max(500);
