import { lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";

/** The running server's data directory (issue 21 item 7): 0700, and nothing in it readable by group or others. */
describe("the suite server's GATEWAY_DATA_DIR", () => {
  it("is 0700 and holds no file or directory with a group or other right", () => {
    const root = inject("serverDataDir");
    expect(lstatSync(root).mode & 0o777).toBe(0o700);
    const open: string[] = [];
    let files = 0;
    const stack = [root];
    while (stack.length) {
      const d = stack.pop() as string;
      for (const name of readdirSync(d)) {
        const p = join(d, name);
        const st = lstatSync(p);
        if (st.isSymbolicLink()) continue;
        if (st.isDirectory()) stack.push(p);
        else files += 1;
        if (st.mode & 0o077) open.push(`${p.slice(root.length)} ${(st.mode & 0o777).toString(8)}`);
      }
    }
    expect(open).toEqual([]);
    // the embedded database (no DATABASE_URL): its files, and the wire server's password file
    if (!inject("serverEnv").DATABASE_URL) {
      expect(files).toBeGreaterThan(100);
      expect(lstatSync(join(root, "server.json")).mode & 0o777).toBe(0o600);
    }
  });
});
