import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { build } from "esbuild";

/**
 * The unit test files whose outcome cannot depend on DATABASE_URL or REDIS_URL: CI's second pass
 * (.ci/run, on PostgreSQL and Redis) skips them, since they would run exactly as in `npm test`.
 *
 * Judged from each file's import graph within the repository (esbuild's metafile; dynamic
 * `import("…")` included, packages not followed): a file is independent only when nothing it
 * reaches is server/env.ts, server/db.ts, server/redis.ts or server/test/db.ts, mentions
 * DATABASE_URL or REDIS_URL, or imports a database or Redis client (pg, ioredis, @prisma/adapter-pg)
 * or node:child_process / node:worker_threads (a child inherits the environment). Anything in
 * doubt stays in the pass; a new test file is judged the same way, with no list to keep up.
 */
const TOUCHES_STORES = /^(server\/env\.ts|server\/db\.ts|server\/redis\.ts|server\/test\/db\.ts)$/;
const STORE_PACKAGES = /^(node:)?(child_process|worker_threads)$|^pg$|^ioredis$|^@prisma\/adapter-pg$/;
const MENTIONS_STORES = /DATABASE_URL|REDIS_URL/;

function unitTestFiles(root: string): string[] {
  const out: string[] = [];
  for (const top of ["server", "scripts"]) {
    for (const f of readdirSync(join(root, top), { recursive: true, encoding: "utf8" })) {
      const rel = join(top, f);
      if (rel.endsWith(".test.ts") && !rel.endsWith(".http.test.ts") && !rel.includes("node_modules")) out.push(rel);
    }
  }
  return out.sort();
}

export async function dbIndependentUnitFiles(root: string): Promise<string[]> {
  const files = unitTestFiles(root);
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: files,
    bundle: true,
    write: false,
    metafile: true,
    format: "esm",
    platform: "node",
    packages: "external",
    splitting: true,
    outdir: join(root, "dist", "db-independent"),
    logLevel: "silent",
  });
  const mentions = new Map<string, boolean>();
  const mentionsStores = (path: string) => {
    let m = mentions.get(path);
    if (m === undefined) mentions.set(path, (m = MENTIONS_STORES.test(readFileSync(join(root, path), "utf8"))));
    return m;
  };
  return files.filter((entry) => {
    const seen = new Set<string>();
    const stack = [relative(root, join(root, entry))];
    while (stack.length) {
      const path = stack.pop() as string;
      if (seen.has(path)) continue;
      seen.add(path);
      const input = metafile.inputs[path];
      if (!input) return false; // not in the graph as expected: keep the file in the pass
      if (TOUCHES_STORES.test(path) || mentionsStores(path)) return false;
      for (const imp of input.imports) {
        if (imp.external) {
          if (STORE_PACKAGES.test(imp.path)) return false;
        } else stack.push(imp.path);
      }
    }
    return true;
  });
}
