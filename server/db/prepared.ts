/**
 * Statements kept prepared on each connection of the pool (PostgreSQL's named prepared statements),
 * so the database parses and plans them once per connection instead of at every execution. A
 * statement opts in by starting with `/* prepared: NAME *\/` (see prepared()); every other
 * statement stays unnamed, as before.
 *
 * Only the usage ledger's batch statement does (server/services/usage/usage-batch.ts): its text is
 * 13 kB (the ledger insert and 13 rollup upserts), and parsing and planning it was ~4 ms of the
 * embedded database thread's CPU per batch, ~20 % of a 300-row batch (`bench/ledger-batch.ts`).
 *
 * Only on the embedded database (openDb's `preparedStatements`): its wire server gives each
 * connection's named statements a prefix of their own and closes them with the connection
 * (embedded-wire.ts). On PostgreSQL a pooler in transaction mode (PgBouncer before 1.21, or with
 * max_prepared_statements = 0) would hand a connection's statement to another server session
 * ("prepared statement ... does not exist"), so a `DATABASE_URL` keeps unnamed statements.
 */

const MARK = "/* prepared: ";

/** `sql` marked to be kept prepared under `name` (letters, digits and underscores). */
export function prepared(name: string, sql: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`prepared statement name ${JSON.stringify(name)}: letters, digits and underscores only`);
  return `${MARK}${name} */${sql}`;
}

/** The name a statement is kept prepared under, or "" (unnamed): pg's statement name for @prisma/adapter-pg. */
export function preparedStatementName(sql: string): string {
  if (!sql.startsWith(MARK)) return "";
  const end = sql.indexOf(" */", MARK.length);
  return end > 0 ? sql.slice(MARK.length, end) : "";
}
