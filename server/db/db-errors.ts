/**
 * What a failed ledger write means. Prisma 7 wraps driver errors the same way on both
 * databases (@prisma/adapter-pg and pglite-prisma-adapter, checked by ledger.test.ts):
 * `err.meta.driverAdapterError.cause` holds `originalCode` (the SQLSTATE) when PostgreSQL
 * answered, or only a `kind` (DatabaseNotReachable, ConnectionClosed, SocketTimeout, …) when
 * the connection failed.
 *
 * - "row": PostgreSQL refused the data (class 22 data exception, class 23 integrity): some
 *   row of the batch is bad; bisect to find it and dead-letter it.
 * - "transient": anything else (08 connection, 57P shutdown/cancel, 53 resources, 40
 *   serialization, unreachable, or an error we cannot read): retry the same batch later.
 *   Retrying an unknown error is the safe side: nothing is lost, the queue stays in order and
 *   the health endpoint says the ledger is degraded.
 */
export type DbErrorClass = "row" | "transient";

interface AdapterCause {
  originalCode?: unknown;
  code?: unknown;
  kind?: unknown;
}

function adapterCause(err: unknown): AdapterCause | null {
  if (typeof err !== "object" || err === null) return null;
  const meta = (err as { meta?: unknown }).meta;
  if (typeof meta !== "object" || meta === null) return null;
  const dae = (meta as { driverAdapterError?: unknown }).driverAdapterError;
  if (typeof dae !== "object" || dae === null) return null;
  const cause = (dae as { cause?: unknown }).cause;
  return typeof cause === "object" && cause !== null ? (cause as AdapterCause) : null;
}

/** The SQLSTATE of a failed query, when PostgreSQL answered one. */
export function sqlState(err: unknown): string | null {
  const c = adapterCause(err);
  // A bare driver error (pg's DatabaseError) carries the SQLSTATE in `code`; Prisma's own `code` is P2010 & co.
  const bare = err instanceof Error && !err.name.startsWith("PrismaClient") ? (err as { code?: unknown }).code : undefined;
  const code = c ? (c.originalCode ?? c.code) : bare;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

export function classifyDbError(err: unknown): DbErrorClass {
  const state = sqlState(err);
  if (state && (state.startsWith("22") || state.startsWith("23"))) return "row";
  return "transient";
}

/** A short, storable description: SQLSTATE and the database's message, never the row itself. */
export function describeDbError(err: unknown): string {
  const c = adapterCause(err);
  const state = sqlState(err);
  const msg = typeof (c as { originalMessage?: unknown } | null)?.originalMessage === "string"
    ? String((c as { originalMessage: string }).originalMessage)
    : typeof c?.kind === "string"
      ? c.kind
      : err instanceof Error
        ? err.message.trim().split("\n").at(-1) ?? err.name
        : String(err);
  return clean(`${state ? `${state}: ` : ""}${msg}`).slice(0, 1000);
}

/** Text that PostgreSQL's text type accepts: no NUL, no lone surrogate. */
export function clean(s: string): string {
  return s.replace(/\u0000/g, "\\u0000").toWellFormed();
}
