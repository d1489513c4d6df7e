import { initTRPC, TRPCError } from "@trpc/server";
import type { OpenApiMeta } from "trpc-to-openapi";
import { authenticateHash, requireManagement, type Caller } from "../auth/authenticate";
import { hashKey, parseBearer } from "../auth/keys";
import type { Db } from "../db";
import { AppError, envelope, type ErrorEnvelope } from "../errors/app-error";
import { toAppError } from "../errors/normalize";
import { assertSafeStrings } from "../http/unsafe-strings";

/** How the request proved who it is: a Bearer header (REST), a console session, or a caller given directly (tests, CLI). */
export type ContextAuth =
  | { type: "bearer"; header: string | null }
  | { type: "session"; keyHash: string | null }
  | { type: "caller"; caller: Caller };

export interface Context {
  db: Db;
  now: () => Date;
  auth: ContextAuth;
}

/** successStatus: REST status of a success; contentType: a REST operation whose output (a string) is sent as is with this type (CSV exports). */
export type Meta = OpenApiMeta<{ successStatus?: 200 | 201; contentType?: "text/csv" }>;

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error }): typeof shape & { envelope: ErrorEnvelope } {
      const app = toAppError(error);
      const { stack: _stack, ...data } = shape.data;
      const env = envelope(app);
      return { ...shape, message: env.error.message, data: { ...data, httpStatus: app.status }, envelope: env };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

/**
 * A console session: a missing, expired or revoked session is a tRPC UNAUTHORIZED (HTTP 401 on
 * the wire, not a 500 carrying a 401 envelope), so the console can send the admin to sign-in.
 * The AppError rides along as the cause: the envelope (status, code, message) is unchanged.
 */
async function sessionCaller(db: Db, keyHash: string | null, now: Date): Promise<Caller> {
  try {
    if (!keyHash) throw new AppError("MISSING_AUTH");
    return await authenticateHash(db, keyHash, now);
  } catch (err) {
    if (err instanceof AppError && err.status === 401) throw new TRPCError({ code: "UNAUTHORIZED", message: err.message, cause: err });
    throw err;
  }
}

async function resolveCaller(ctx: Context): Promise<Caller> {
  switch (ctx.auth.type) {
    case "caller":
      return ctx.auth.caller;
    case "bearer":
      return authenticateHash(ctx.db, hashKey(parseBearer(ctx.auth.header)), ctx.now());
    case "session":
      return sessionCaller(ctx.db, ctx.auth.keyHash, ctx.now());
  }
}

/**
 * Any valid key: inference or management. After authentication (a 401 comes first), the raw
 * input (body, query and path parameters, as REST merges them) is refused with a 400 naming the
 * field when any string in it holds NUL or a lone surrogate: nothing such is stored.
 */
export const apiKeyProcedure = t.procedure.use(async ({ ctx, next, getRawInput }) => {
  const caller = await resolveCaller(ctx);
  assertSafeStrings(await getRawInput());
  return next({ ctx: { ...ctx, caller } });
});

/** Management keys only (spec 5.2); an inference key gets 401 MANAGEMENT_KEY_REQUIRED. */
export const managementProcedure = apiKeyProcedure.use(({ ctx, next }) => {
  requireManagement(ctx.caller);
  return next();
});
