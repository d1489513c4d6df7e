import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * A freshly initialized, empty PGlite cluster (PGlite's own `dumpDataDir("gzip")` of a new
 * database, no migrations applied), kept in the repository per PGlite version. A new data
 * directory starts from it (`loadDataDir`) instead of running initdb: initdb in wasm takes
 * 5–30 s on this machine, loading the template ~1–3 s. Regenerate with `npm run db:template`
 * after upgrading @electric-sql/pglite; without a template for the installed version, PGlite
 * runs initdb as before.
 */
export const TEMPLATE_DIR = resolve(/*turbopackIgnore: true*/ process.cwd(), "server", "db", "template");

export function pgliteVersion(): string | null {
  try {
    const pkg = resolve(/*turbopackIgnore: true*/ process.cwd(), "node_modules", "@electric-sql", "pglite", "package.json");
    return (JSON.parse(readFileSync(pkg, "utf8")) as { version?: string }).version ?? null;
  } catch {
    return null;
  }
}

export const templateFile = (version: string) => join(TEMPLATE_DIR, `pglite-${version}.tar.gz`);

/** The template for the installed PGlite, for `new PGlite(dir, { loadDataDir })`, or undefined. */
export function clusterTemplate(): Blob | undefined {
  const version = pgliteVersion();
  if (!version || !existsSync(templateFile(version))) return undefined;
  return new Blob([readFileSync(templateFile(version))]);
}
