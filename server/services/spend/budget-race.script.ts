/**
 * One "gateway instance" for the cross-process reservation test: waits at a Redis barrier until
 * every racer is ready, fires RACE_N reservations at once against the shared bucket, and prints
 * "<admitted> <refused>". Started several times at once by budget.test.ts.
 */
import { Redis } from "ioredis";
import { RedisBudgetStore, toNano } from "./budget-store";

const redis = new Redis(process.env.REDIS_URL as string);
const prefix = process.env.RACE_PREFIX as string;
const store = new RedisBudgetStore(redis, prefix);
const n = Number(process.env.RACE_N);
const racers = Number(process.env.RACE_RACERS ?? "2");
const limit = toNano(Number(process.env.RACE_LIMIT));
const amount = toNano(Number(process.env.RACE_ESTIMATE));

await redis.incr(`${prefix}barrier`);
while (Number(await redis.get(`${prefix}barrier`)) < racers) await new Promise((r) => setTimeout(r, 2));
const results = await Promise.all(Array.from({ length: n }, () => store.tryReserve("race", limit, amount, 60_000, async () => 0)));
const admitted = results.filter((r) => r !== null).length;
process.stdout.write(`${admitted} ${n - admitted}\n`);
await redis.quit();
