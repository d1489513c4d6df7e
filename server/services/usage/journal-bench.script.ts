/**
 * The hot-path cost of the usage journal: `tsx server/services/usage/journal-bench.script.ts [dir] [n]`
 * appends n usage entries (JSON.stringify + one write(2) each, as LedgerWriter.record does) and
 * prints µs per record. The dir defaults to a fresh temporary directory (use the data dir's disk).
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { UsageJournal } from "./journal";
import type { UsageEntry } from "../../observability/usage-entry";

const dir = mkdtempSync(join(process.argv[2] ?? tmpdir(), "sy-journal-bench-"));
const n = Number(process.argv[3] ?? 100_000);
const journal = new UsageJournal(dir);
const entry = (): UsageEntry => ({
  requestId: randomUUID(),
  orgId: randomUUID(),
  keyId: 42,
  workspaceId: randomUUID(),
  endUser: "user-123",
  model: "anthropic/claude-sonnet-4",
  provider: "anthropic",
  promptTokens: 1234,
  completionTokens: 567,
  costUsd: 0.0123456,
  isByok: false,
  latencyMs: 812,
  attempts: 1,
  status: "ok",
  sessionId: "session-abc",
  trace: { trace_id: "trace-1", span_name: "span" },
  createdAt: new Date(),
});
const entries = Array.from({ length: n }, entry);
for (let i = 0; i < 1000; i++) journal.settle(journal.append(JSON.stringify(entries[i]))); // warm up
const t0 = process.hrtime.bigint();
for (const e of entries) journal.append(JSON.stringify(e));
const ns = Number(process.hrtime.bigint() - t0);
process.stdout.write(`${n} records: ${(ns / n / 1000).toFixed(2)} µs per record (JSON.stringify + write(2)), ${dir}\n`);
rmSync(dir, { recursive: true, force: true });
