import pg from "pg";
import { runningEmbeddedUrl } from "../db/embedded-socket";
import type { RunningServer } from "./server";

export interface LedgerRow {
  request_id: string;
  model: string;
  provider: string;
  prompt_tokens: number;
  completion_tokens: number;
  cost_usd: string;
  attempts: number;
  status: string;
  end_user: string | null;
  session_id: string | null;
}

/**
 * The running server's ledger rows for these request ids (the `x-request-id` of each answer),
 * in the order given; waits for the batched writer (every 200 ms) until all are there.
 */
export async function ledgerRows(server: RunningServer, requestIds: string[]): Promise<LedgerRow[]> {
  const url = server.env.DATABASE_URL ?? runningEmbeddedUrl(server.dataDir);
  if (!url) throw new Error("no database to read the ledger from");
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    for (let i = 0; ; i++) {
      const r = await c.query<LedgerRow>(
        "SELECT request_id, model, provider, prompt_tokens, completion_tokens, cost_usd::text AS cost_usd, attempts, status, end_user, session_id FROM usage_ledger WHERE request_id = ANY($1)",
        [requestIds],
      );
      if (r.rows.length === requestIds.length) return requestIds.map((id) => r.rows.find((x) => x.request_id === id) as LedgerRow);
      if (i > 100) throw new Error(`ledger rows missing: ${requestIds.length - r.rows.length} of ${requestIds.length}`);
      await new Promise((res) => setTimeout(res, 100));
    }
  } finally {
    await c.end();
  }
}
