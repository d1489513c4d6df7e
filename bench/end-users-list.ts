// `npx tsx bench/end-users-list.ts [--requests N] [--connections C,C2,...]`: GET /end-users at scale.
//
// Seeds 10,000 end-user registrations (every fifth inactive, created_at spread over 30 days) into
// one organization of a fresh embedded database (PGlite on disk, straight through SQL), starts the
// real production server on it (server/main.ts; needs a build: `npx next build`, NEXT_DIST_DIR is
// honoured) and measures the list endpoint over real HTTP with undici: first page, include_inactive,
// deep offsets, the exact `user` filter (hits and misses), and GET /end-users/{user} for reference.
// Per-request latency from hrtime: p50 / p90 / p99 (target: p99 well under 50 ms).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Agent, request } from "undici";
import { openDb, type Db } from "../server/db";
import { createOrganization } from "../server/services/organizations/organizations";
import { startServer } from "../server/test/server";

export const REGISTRATIONS = 10_000;
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const REQUESTS = Number(arg("requests") ?? 2000);
const CONNECTIONS = (arg("connections") ?? "1,10").split(",").map(Number);
const WARMUP = 200;

const userAt = (i: number) => `bench-user-${String(i).padStart(5, "0")}`;
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (n: number) => `${n.toFixed(2)} ms`.padStart(9);

/** 10,000 registrations of one organization, ~4 minutes apart, every fifth deactivated (one statement). */
export async function seedEndUsers(db: Db, orgId: string): Promise<number> {
  await db.$executeRaw`
    INSERT INTO end_users (org_id, "user", is_active, created_at, updated_at)
    SELECT ${orgId}::uuid, 'bench-user-' || lpad(i::text, 5, '0'), i % 5 <> 0,
           now() - interval '30 days' + i * interval '259 seconds', now() - interval '30 days' + i * interval '259 seconds'
    FROM generate_series(1, ${REGISTRATIONS}::int) i`;
  await db.$executeRawUnsafe("ANALYZE end_users");
  return db.endUser.count({ where: { org_id: orgId } });
}

async function seed(dataDir: string): Promise<string> {
  const handle = await openDb({ dataDir });
  try {
    const org = await createOrganization(handle.prisma, { name: "bench end users" });
    const t = Date.now();
    const n = await seedEndUsers(handle.prisma, org.organization_id);
    console.log(`seeded ${n} registrations (${n / 5} inactive) in one organization in ${Date.now() - t} ms`);
    return org.management_key;
  } finally {
    await handle.close();
  }
}

export interface Scenario {
  label: string;
  /** Path under /api/v1 for the i-th request. */
  path: (i: number) => string;
  check: (body: { data: unknown; total_count?: number }) => boolean;
  /** Also measured by the suite (`npm run bench`). */
  suite?: boolean;
}

const random = () => 1 + Math.floor(Math.random() * REGISTRATIONS);
export const scenarios: Scenario[] = [
  { label: "first page (limit 50)", path: () => "/end-users", check: (b) => b.total_count === 8000, suite: true },
  { label: "include_inactive, limit 100", path: () => "/end-users?include_inactive=true&limit=100", check: (b) => b.total_count === 10_000 },
  { label: "random page (offset 0..9950)", path: () => `/end-users?include_inactive=true&offset=${Math.floor(Math.random() * 200) * 50}&limit=50`, check: (b) => b.total_count === 10_000, suite: true },
  { label: "last page (offset 7950)", path: () => "/end-users?offset=7950&limit=50", check: (b) => Array.isArray(b.data) && b.data.length === 50 },
  { label: "user= exact (hit, any state)", path: () => `/end-users?include_inactive=true&user=${userAt(random())}`, check: (b) => b.total_count === 1 },
  { label: "user= exact (active only)", path: () => `/end-users?user=${userAt(random())}`, check: (b) => b.total_count === 0 || b.total_count === 1 },
  { label: "user= exact (miss)", path: (i) => `/end-users?user=${encodeURIComponent(`nobody/${i} 🦊`)}`, check: (b) => b.total_count === 0 },
  { label: "GET /end-users/{user}", path: () => `/end-users/${userAt(random())}`, check: (b) => typeof b.data === "object" && b.data !== null },
];

/** `count` requests of a scenario over `connections` concurrent loops; per-request latency in ms (hrtime). Throws on a non-200 or a failed check. */
export async function run(base: string, key: string, s: Scenario, connections: number, count: number, agent: Agent): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= count) return;
      const t = process.hrtime.bigint();
      const res = await request(`${base}/api/v1${s.path(i)}`, { dispatcher: agent, headers: { authorization: `Bearer ${key}` } });
      const body = (await res.body.json()) as { data: unknown; total_count?: number };
      times.push(Number(process.hrtime.bigint() - t) / 1e6);
      if (res.statusCode !== 200 || !s.check(body)) throw new Error(`${s.label}: ${res.statusCode} ${JSON.stringify(body).slice(0, 300)}`);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return times;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "switchyard-bench-eu-"));
  const key = await seed(dataDir);
  const server = await startServer({ dataDir, env: { DATABASE_URL: "", LOG_LEVEL: "warn" } });
  try {
    console.log(`server ${server.url} (embedded database, ${process.env.NEXT_DIST_DIR || ".next"}); ${REQUESTS} requests per row after ${WARMUP} warm-up`);
    for (const connections of CONNECTIONS) {
      const agent = new Agent({ connections, keepAliveTimeout: 30_000 });
      console.log(`\n-- ${connections} connection${connections === 1 ? "" : "s"}`);
      console.log(`${"scenario".padEnd(34)}${"p50".padStart(9)}${"p90".padStart(10)}${"p99".padStart(10)}${"max".padStart(10)}   req/s`);
      for (const s of scenarios) {
        await run(server.url, key, s, connections, WARMUP, agent);
        const t0 = performance.now();
        const times = await run(server.url, key, s, connections, REQUESTS, agent);
        const secs = (performance.now() - t0) / 1000;
        times.sort((a, b) => a - b);
        console.log(
          `${s.label.padEnd(34)}${ms(pct(times, 50))} ${ms(pct(times, 90))} ${ms(pct(times, 99))} ${ms(times[times.length - 1])}   ${Math.round(REQUESTS / secs)}`,
        );
      }
      await agent.close();
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
