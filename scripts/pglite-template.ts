// `npm run db:template`: (re)create server/db/template/pglite-<version>.tar.gz, the empty cluster a
// new embedded database starts from (server/db/embedded-template.ts), for the installed PGlite.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { EMBEDDED_PG_CONF } from "../server/db/embedded-socket";
import { pgliteVersion, TEMPLATE_DIR, templateFile } from "../server/db/embedded-template";

const version = pgliteVersion();
if (!version) throw new Error("@electric-sql/pglite is not installed");
const db = new PGlite("memory://", { postgresqlconf: EMBEDDED_PG_CONF });
await db.waitReady;
const dump = await db.dumpDataDir("gzip");
await db.close();
mkdirSync(TEMPLATE_DIR, { recursive: true });
for (const f of readdirSync(TEMPLATE_DIR)) if (f.startsWith("pglite-")) rmSync(join(TEMPLATE_DIR, f));
writeFileSync(templateFile(version), Buffer.from(await dump.arrayBuffer()));
process.stdout.write(`${templateFile(version)}: ${dump.size} bytes\n`);
process.exit(0);
