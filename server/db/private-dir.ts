import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { isMainThread } from "node:worker_threads";

/*
 * GATEWAY_DATA_DIR holds the database (destination headers, catalog secrets, key hashes) and the
 * usage journal: only the gateway's own user may read it. The directory is created 0700; at every
 * start, directories under it are made 0700 and files lose every group and other right (0600; what an older version or a copy left
 * group- or world-readable is fixed); and the process's umask becomes 077, so whatever it writes
 * from then on (PGlite's files, journal segments) is private from the start.
 */

let umaskSet = false;

/** Create `dir` private (0700) or make an existing one private, with everything under it. */
export function makePrivateDir(dir: string): void {
  if (dir.startsWith("memory://")) return;
  if (!umaskSet && isMainThread) {
    process.umask(0o077);
    umaskSet = true;
  }
  const root = resolve(/*turbopackIgnore: true*/ dir);
  mkdirSync(/*turbopackIgnore: true*/ root, { recursive: true, mode: 0o700 });
  const stack = [root];
  while (stack.length > 0) {
    const d = stack.pop() as string;
    if ((lstatSync(/*turbopackIgnore: true*/ d).mode & 0o777) !== 0o700) tighten(d, 0o700);
    for (const name of readdirSync(/*turbopackIgnore: true*/ d)) {
      const p = join(/*turbopackIgnore: true*/ d, name);
      const st = lstatSync(/*turbopackIgnore: true*/ p);
      if (st.isSymbolicLink()) continue;
      if (st.isDirectory()) stack.push(p);
      else if (st.mode & 0o077) tighten(p, st.mode & 0o700); // group and other lose every right; the owner's stay
    }
  }
}

function tighten(path: string, want: number): void {
  try {
    chmodSync(/*turbopackIgnore: true*/ path, want);
  } catch {
    // another user's file (a shared directory): left as it is; nothing of ours to fix
  }
}
