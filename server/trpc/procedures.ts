import type { Meta } from "./init";
import { appRouter } from "./root";

let byPath: Map<string, Meta> | undefined;

function index(): Map<string, Meta> {
  if (byPath) return byPath;
  byPath = new Map();
  for (const [path, proc] of Object.entries(appRouter._def.procedures)) {
    const meta = (proc as unknown as { _def: { meta?: Meta } })._def.meta;
    if (meta) byPath.set(path, meta);
  }
  return byPath;
}

/** The meta of a procedure by its dotted tRPC path. */
export function procedureMeta(path: string | undefined): Meta | undefined {
  return path ? index().get(path) : undefined;
}

/** Every REST operation: "METHOD /path" → meta. */
export function restOperations(): Map<string, Meta> {
  const ops = new Map<string, Meta>();
  for (const meta of index().values()) {
    if (meta.openapi) ops.set(`${meta.openapi.method.toLowerCase()} ${meta.openapi.path}`, meta);
  }
  return ops;
}
