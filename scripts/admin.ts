/**
 * The operator CLI: `npx switchyard-admin <command>` (bin/switchyard-admin.mjs), or
 * `npm run -s admin -- <command>` (without `-s`, npm prints its own banner on stdout first). Reads the same environment as the server,
 * works whether or not the server runs (on the embedded database it goes through the running
 * server's socket), prints exactly one JSON document on stdout, logs and errors on stderr.
 */
import { parseArgs } from "node:util";
import { openDb, type DbHandle } from "../server/db";
import { runningEmbeddedUrl } from "../server/db/embedded-socket";
import { env } from "../server/env";
import { AppError } from "../server/errors/app-error";
import { closeRedis } from "../server/redis";
import { listOrgManagementKeys, revokeManagementKeyByHash } from "../server/services/management-keys/management-keys";
import {
  addUser,
  createManagementKey,
  createOrganization,
  listOrganizations,
  ORG_ROLES,
  requireOrg,
  setWorkspaceHipaa,
} from "../server/services/organizations/organizations";
import { runDemo } from "./demo";
import { rotateSecretKey } from "../server/catalog/rotate";

const HELP = `Usage: npx switchyard-admin <command> [options]   (or: npm run -s admin -- <command> [options])

Commands:
  org create --name NAME                                   {"organization_id","owner_user_id","default_workspace_id","management_key"}
  org list                                                 [{"organization_id","name","created_at"}]
  user add --org ORG_ID --email EMAIL [--role owner|admin|member] [--name NAME]   {"user_id","role"}
  key create-management --org ORG_ID [--user USER_ID] [--name NAME]   {"key","hash"}
  workspace hipaa --org ORG_ID --workspace ID_OR_SLUG --on|--off   {"workspace_id","is_hipaa"}
  management-keys list --org ORG_ID                        [{"hash","name","creator_user_id","created_at","last_used_at","disabled"}]
  management-keys create --org ORG_ID [--user USER_ID] [--name NAME]   {"key","hash"}
  management-keys revoke --hash HASH [--org ORG_ID]        {"hash","disabled":true}
  demo                                                     {"organization_id","management_key","catalog","workspaces","keys","ledger_rows","spend_usd",...}
  secret-key rotate                                        {"rotated","key_id","key"}: re-seals catalog provider secrets (docs/catalog.md)

\`demo\` fills the first organization with workspaces, keys with limits, end users, a guardrail and
30 days of usage, and writes a priced demo catalog to GATEWAY_CONFIG (default ./gateway.config.json)
when that file does not exist (restart the gateway to load it). It runs once (exit 1 the second time).

A revoked (disabled) management key answers 401 within a second on every instance. The last
active management key of an owner or admin of an organization cannot be revoked (exit 1).

Environment: DATABASE_URL (PostgreSQL) or GATEWAY_DATA_DIR (embedded, default ./.data); REDIS_URL
(revocations are announced to every gateway instance).
`;

class UsageError extends Error {}

function need(values: Record<string, string | boolean | undefined>, name: string): string {
  const v = values[name];
  if (typeof v !== "string" || v.trim() === "") throw new UsageError(`missing --${name}`);
  return v;
}

async function open(): Promise<DbHandle> {
  const e = env();
  if (e.DATABASE_URL) return openDb({ databaseUrl: e.DATABASE_URL });
  const viaServer = runningEmbeddedUrl(e.GATEWAY_DATA_DIR);
  if (viaServer) return openDb({ databaseUrl: viaServer, migrate: false });
  return openDb({ dataDir: e.GATEWAY_DATA_DIR });
}

async function run(argv: string[]): Promise<unknown> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      name: { type: "string" },
      org: { type: "string" },
      email: { type: "string" },
      role: { type: "string" },
      user: { type: "string" },
      workspace: { type: "string" },
      hash: { type: "string" },
      on: { type: "boolean" },
      off: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  const command = positionals.join(" ");
  if (values.help || command === "" || command === "help") return null;

  const known = [
    "org create",
    "org list",
    "user add",
    "key create-management",
    "workspace hipaa",
    "management-keys list",
    "management-keys create",
    "management-keys revoke",
    "demo",
    "secret-key rotate",
  ];
  if (!known.includes(command)) throw new UsageError(`unknown command: ${command}`);
  if (command === "user add" && values.role !== undefined && !ORG_ROLES.some((r) => r === values.role)) {
    throw new UsageError("--role must be owner, admin or member");
  }
  if (command === "workspace hipaa" && values.on === values.off) throw new UsageError("give exactly one of --on or --off");

  const handle = await open();
  try {
    const db = handle.prisma;
    switch (command) {
      case "org create":
        return await createOrganization(db, { name: need(values, "name") });
      case "org list":
        return await listOrganizations(db);
      case "user add": {
        const role = ORG_ROLES.find((r) => r === values.role) ?? "member";
        return await addUser(db, { orgId: need(values, "org"), email: need(values, "email"), role, name: values.name });
      }
      case "key create-management":
      case "management-keys create":
        return await createManagementKey(db, { orgId: need(values, "org"), userId: values.user, name: values.name });
      case "management-keys list": {
        const org = await requireOrg(db, need(values, "org"));
        const { data } = await listOrgManagementKeys({ db, orgId: org.id });
        return data.map((k) => ({
          hash: k.hash,
          name: k.name,
          creator_user_id: k.creator_user_id,
          created_at: k.created_at,
          last_used_at: k.last_used_at,
          disabled: k.disabled,
        }));
      }
      case "management-keys revoke":
        return await revokeManagementKeyByHash(db, { hash: need(values, "hash"), orgId: values.org });
      case "demo":
        return await runDemo(db);
      case "secret-key rotate":
        return await rotateSecretKey(db);
      default:
        return await setWorkspaceHipaa(db, {
          orgId: need(values, "org"),
          workspace: need(values, "workspace"),
          on: values.on === true,
        });
    }
  } finally {
    await handle.close();
    await closeRedis();
  }
}

run(process.argv.slice(2))
  .then((out) => {
    if (out === null) {
      process.stderr.write(HELP);
      process.stdout.write(`${JSON.stringify({ commands: HELP.split("\n").filter((l) => l.startsWith("  ")).map((l) => l.trim().split(/\s{2,}/)[0]) })}\n`);
    } else {
      process.stdout.write(`${JSON.stringify(out)}\n`);
    }
    process.exit(0);
  })
  .catch((err: unknown) => {
    const message =
      err instanceof UsageError || err instanceof AppError
        ? err.message
        : err instanceof Error && err.name === "ZodError"
          ? `invalid argument: ${err.message}`
          : err instanceof Error
            ? err.message
            : String(err);
    process.stderr.write(`error: ${message}\n${err instanceof UsageError ? `\n${HELP}` : ""}`);
    process.exit(err instanceof UsageError ? 2 : 1);
  });
