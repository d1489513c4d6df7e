import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "../errors/app-error";
import { backtrackingVerdict, configureRedos } from "./redos";

const UNDECIDED = "unsafe pattern: the backtracking check could not decide within its time budget; simplify the pattern";

describe("the ReDoS check runs off the event loop, bounded", () => {
  afterEach(() => configureRedos({}));

  it("verdicts: safe, exponential, and undecided within the budget (a rejection, not a pass)", async () => {
    expect(await backtrackingVerdict("[a-z]+@[a-z]+\\.com")).toBeNull();
    expect(await backtrackingVerdict("^(a+)+$")).toBe("unsafe pattern: catastrophic backtracking (exponential) in a backtracking engine");
    // Undecided (recheck's budget ran out) is a rejection with its reason, never a pass.
    configureRedos({ budgetMs: 50 });
    expect(await backtrackingVerdict("(a{1,10}b{1,10}){1,10}c")).toBe(UNDECIDED);
    configureRedos({});
    // RE2-only syntax never runs on a backtracking engine.
    expect(await backtrackingVerdict("(?P<x>a)")).toBeNull();
  });

  it("the main thread keeps turning while a catastrophic pattern is checked (figures printed)", async () => {
    configureRedos({});
    const h = monitorEventLoopDelay({ resolution: 10 });
    h.enable();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = performance.now();
    const v = await backtrackingVerdict("(a{1,10}b{1,10}){1,12}c");
    const ms = performance.now() - started;
    clearInterval(timer);
    h.disable();
    console.log(`[redos] check ${ms.toFixed(0)} ms (${v ?? "safe"}), event-loop delay max ${(h.max / 1e6).toFixed(1)} ms, ${ticks} timer ticks`);
    // Blocked, the loop would tick about once; free, about once every 10 ms of the check.
    expect(ticks).toBeGreaterThan(ms / 10 / 4);
  });

  it("a missed deadline is a rejection (the worker is stopped) and is not remembered", async () => {
    configureRedos({ deadlineMs: 150, budgetMs: 5_000 });
    const t0 = performance.now();
    expect(await backtrackingVerdict("(a{1,10}b{1,10}){1,11}c")).toBe(UNDECIDED);
    expect(performance.now() - t0).toBeLessThan(3_000);
    configureRedos({});
    expect(await backtrackingVerdict("x+y")).toBeNull();
  });

  it("concurrency limit: one check at a time, a bounded queue, beyond it a 503", async () => {
    configureRedos({ concurrent: 1, queued: 1 });
    const results = await Promise.allSettled([
      backtrackingVerdict("(a{1,10}b{1,10}){1,10}e"),
      backtrackingVerdict("(a{1,10}b{1,10}){1,10}f"),
      backtrackingVerdict("(a{1,10}b{1,10}){1,10}g"),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected"]);
    const err = (results[2] as PromiseRejectedResult).reason as AppError;
    expect(err).toBeInstanceOf(AppError);
    expect(err.status).toBe(503);
    expect(err.message).toBe("Too many pattern checks at once; retry shortly");
  });
});
