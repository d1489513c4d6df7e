import { z } from "zod";

/*
 * trpc-to-openapi coerces every number/boolean field of an input object on every request,
 * bodies included (so `"true"` or `null` would sneak through as a boolean or 0). JSON bodies
 * must keep their types, so body schemas are built with `body()`, which locks coercion off.
 * Query strings are coerced on purpose: `queryInt` / `queryBoolean` below.
 */
type Def = { type?: string; coerce?: boolean; innerType?: z.ZodType; element?: z.ZodType; shape?: Record<string, z.ZodType> };

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

function lockCoercion(schema: z.ZodType): void {
  const def = defOf(schema);
  switch (def.type) {
    case "number":
    case "boolean":
    case "bigint":
    case "date":
      if (!Object.getOwnPropertyDescriptor(def, "coerce")?.get) {
        Object.defineProperty(def, "coerce", { get: () => false, set: () => undefined, configurable: true });
      }
      return;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
      if (def.innerType) lockCoercion(def.innerType);
      return;
    case "array":
      if (def.element) lockCoercion(def.element);
      return;
    case "object":
      for (const s of Object.values((schema as z.ZodObject).shape)) lockCoercion(s as z.ZodType);
      return;
    default:
      return;
  }
}

/** A JSON body object schema whose fields are never coerced. */
export function body<T extends z.ZodRawShape>(shape: T): z.ZodObject<T> {
  const schema = z.object(shape);
  lockCoercion(schema);
  return schema;
}

/** A boolean query parameter: `true`/`false` (booleans too, for tRPC callers). */
export const queryBoolean = z
  .union([z.boolean(), z.enum(["true", "false"])])
  .transform((v) => v === true || v === "true");

export const offsetParam = z.number().int().min(0).default(0).meta({ description: "Records to skip (>= 0)." });
export const limitParam = z.number().int().min(1).max(100).default(50).meta({ description: "Page size, 1 to 100." });

export const isoDate = z.iso.datetime({ offset: true });
