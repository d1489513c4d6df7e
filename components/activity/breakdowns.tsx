"use client";

import Link from "next/link";
import { formatMoney } from "@/components/format/money";
import { trpc } from "@/components/trpc/provider";
import { DataTable } from "@/components/ui/data-table";
import type { ActivityFilters } from "@/server/services/activity/schemas";
import { formatCount } from "./format";

/** The Logs page's time choice nearest to an Activity range. */
const SINCE: Record<ActivityFilters["range"], string> = { "24h": "24h", "7d": "7d", "30d": "30d", custom: "all" };

/** Refused requests by reason: each reason opens the request log filtered to it. */
export function RefusalsPanel({ query }: { query: ActivityFilters }) {
  const q = trpc.activity.refusals.useQuery(query, { placeholderData: (prev) => prev, staleTime: 15_000 });
  const data = q.data?.data;
  const max = Math.max(1, ...(data?.reasons.map((r) => r.count) ?? []));
  return (
    <section className="panel" aria-labelledby="refusals-title">
      <h2 id="refusals-title">Refusals by reason</h2>
      <DataTable
        labelledBy="refusals-title"
        className="compact"
        columns={[
          {
            id: "reason",
            header: "Reason",
            cell: (r) => {
              const params = new URLSearchParams({ status: "refused", refusal: r.reason });
              if (SINCE[query.range] !== "7d") params.set("since", SINCE[query.range]);
              if (query.workspace_id) params.set("ws", query.workspace_id);
              return (
                <>
                  <Link href={`/logs?${params.toString()}`} title="Show these requests in the request log">
                    {r.label}
                  </Link>
                  <div className="bar" aria-hidden="true" style={{ width: `${(100 * r.count) / max}%` }} />
                </>
              );
            },
          },
          { id: "requests", header: "Requests", className: "num", cell: (r) => formatCount(r.count) },
        ]}
        rows={data && data.total > 0 ? data.reasons : data ? [] : undefined}
        rowKey={(r) => r.reason}
        loadingLabel="Loading refusals"
        empty={
          <p className="muted small" style={{ margin: 0 }}>
            No request was refused in this range.
          </p>
        }
      />
    </section>
  );
}

/** Spend by member: the usage of the keys each member created. */
export function MembersTable({ query }: { query: ActivityFilters }) {
  const q = trpc.activity.members.useQuery({ ...query, limit: 10 }, { placeholderData: (prev) => prev, staleTime: 15_000 });
  const items = q.data?.data.items;
  return (
    <section className="panel" aria-labelledby="members-title">
      <h2 id="members-title">Spend by member</h2>
      <DataTable
        labelledBy="members-title"
        className="compact"
        columns={[
          { id: "member", header: "Member", className: "name-cell", cellTitle: (m) => m.email, cell: (m) => m.label },
          { id: "keys", header: "Keys", className: "num", cell: (m) => formatCount(m.keys) },
          { id: "requests", header: "Requests", className: "num", cell: (m) => formatCount(m.requests) },
          { id: "spend", header: "Spend", className: "num", cell: (m) => formatMoney(m.spend_usd) },
        ]}
        rows={items}
        rowKey={(m) => m.user_id}
        loadingLabel="Loading members"
        empty={
          <p className="muted small" style={{ margin: 0 }}>
            No member&apos;s keys made a request in this range.
          </p>
        }
      />
    </section>
  );
}
