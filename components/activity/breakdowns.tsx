"use client";

import Link from "next/link";
import { formatMoney } from "@/components/format/money";
import { trpc } from "@/components/trpc/provider";
import type { ActivityFilters } from "@/server/services/activity/schemas";
import { formatCount } from "./format";

function Loading({ what }: { what: string }) {
  return (
    <div className="skeleton" aria-busy="true">
      <div className="sr-only">Loading {what}</div>
      {[0, 1, 2].map((i) => (
        <span key={i} aria-hidden="true" />
      ))}
    </div>
  );
}

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
      {!data ? (
        <Loading what="refusals" />
      ) : data.total === 0 ? (
        <p className="muted small" style={{ margin: 0 }}>
          No request was refused in this range.
        </p>
      ) : (
        <table className="compact" aria-labelledby="refusals-title">
          <thead>
            <tr>
              <th scope="col">Reason</th>
              <th scope="col" className="num">
                Requests
              </th>
            </tr>
          </thead>
          <tbody>
            {data.reasons.map((r) => {
              const params = new URLSearchParams({ status: "refused", refusal: r.reason });
              if (SINCE[query.range] !== "7d") params.set("since", SINCE[query.range]);
              if (query.workspace_id) params.set("ws", query.workspace_id);
              return (
                <tr key={r.reason}>
                  <td>
                    <Link href={`/logs?${params.toString()}`} title="Show these requests in the request log">
                      {r.label}
                    </Link>
                    <div className="bar" aria-hidden="true" style={{ width: `${(100 * r.count) / max}%` }} />
                  </td>
                  <td className="num">{formatCount(r.count)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
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
      {!items ? (
        <Loading what="members" />
      ) : items.length === 0 ? (
        <p className="muted small" style={{ margin: 0 }}>
          No member&apos;s keys made a request in this range.
        </p>
      ) : (
        <table className="compact" aria-labelledby="members-title">
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col" className="num">
                Keys
              </th>
              <th scope="col" className="num">
                Requests
              </th>
              <th scope="col" className="num">
                Spend
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((m) => (
              <tr key={m.user_id}>
                <td className="name-cell" title={m.email}>
                  {m.label}
                </td>
                <td className="num">{formatCount(m.keys)}</td>
                <td className="num">{formatCount(m.requests)}</td>
                <td className="num">{formatMoney(m.spend_usd)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
