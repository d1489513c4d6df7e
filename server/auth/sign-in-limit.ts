import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "../errors/app-error";

/*
 * Failed console sign-ins (POST /api/session with a key that does not authenticate) are limited per
 * client address and instance: SIGN_IN_FAILURES per SIGN_IN_WINDOW_S; past it, every sign-in from
 * that address answers 429 with Retry-After until the window ends (a right key included, so
 * guessing cannot continue behind a correct one). Successful sign-ins are not counted.
 */
export const SIGN_IN_FAILURES = 10;
export const SIGN_IN_WINDOW_S = 300;

const KEY = Symbol.for("switchyard.signInLimiter");
type Holder = { [KEY]?: RateLimiterMemory };

function limiter(): RateLimiterMemory {
  const h = globalThis as Holder;
  return (h[KEY] ??= new RateLimiterMemory({ keyPrefix: "sign-in", points: SIGN_IN_FAILURES, duration: SIGN_IN_WINDOW_S }));
}

function tooMany(msBeforeNext: number): AppError {
  const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError("RATE_LIMITED", {
    message: `Too many failed sign-ins; try again in ${retryAfter} s`,
    metadata: { retry_after_seconds: retryAfter },
    headers: { "Retry-After": String(retryAfter) },
  });
}

/** 429 while the address is over its failures. */
export async function assertSignInAllowed(address: string): Promise<void> {
  const res = await limiter().get(address);
  if (res && res.consumedPoints >= SIGN_IN_FAILURES) throw tooMany(res.msBeforeNext);
}

/** Count one failed sign-in of the address. */
export async function recordFailedSignIn(address: string): Promise<void> {
  try {
    await limiter().consume(address);
  } catch (res) {
    if (!(res instanceof RateLimiterRes)) throw res;
  }
}
