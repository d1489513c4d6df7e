"use client";

import { formatMoney } from "@/components/format/money";
import type { Metrics } from "@/server/services/activity/schemas";
import { formatCompact, formatCount } from "./format";

export interface TopItem extends Metrics {
  group: string;
  label: string;
}

/**
 * One top-N table (keys, models, providers, end users, workspaces) ranked by spend. The name is a
 * button that filters the page by it; the row of the current filter is marked.
 */
export function TopTable({
  title,
  items,
  selected,
  onPick,
  empty,
  mono = false,
  noneLabel,
}: {
  title: string;
  items: TopItem[] | undefined;
  selected: string;
  onPick: (group: string) => void;
  empty: string;
  mono?: boolean;
  /** What the group "none" means here (providers: a request refused before any provider was called). */
  noneLabel?: string;
}) {
  return (
    <section className="panel" aria-label={title}>
      <h2>{title}</h2>
      {items === undefined ? (
        <div className="skeleton" aria-busy="true">
          <div className="sr-only">Loading {title.toLowerCase()}</div>
          {[0, 1, 2].map((i) => (
            <span key={i} aria-hidden="true" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <p className="muted small" style={{ margin: 0 }}>
          {empty}
        </p>
      ) : (
        <div className="table-scroll">
          <table className="compact" aria-label={title}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col" className="num">
                  Requests
                </th>
                <th scope="col" className="num">
                  Tokens
                </th>
                <th scope="col" className="num">
                  Spend
                </th>
              </tr>
            </thead>
            <tbody>
              {items.slice(0, 10).map((it) => (
                <tr key={it.group} className={it.group === selected ? "selected" : undefined}>
                  <td className="name-cell">
                    <button
                      type="button"
                      className="link"
                      aria-pressed={it.group === selected}
                      title={it.group === selected ? "Remove this filter" : `Show only ${it.label}`}
                      onClick={() => onPick(it.group === selected ? "" : it.group)}
                    >
                      {noneLabel && it.group === "none" ? noneLabel : mono ? <code>{it.label}</code> : it.label}
                    </button>
                  </td>
                  <td className="num">
                    {formatCount(it.requests)}
                    {it.errors + it.refused > 0 ? <span className="reason"> ({formatCount(it.errors + it.refused)} failed)</span> : null}
                  </td>
                  <td className="num" title={`${formatCount(it.prompt_tokens)} prompt, ${formatCount(it.completion_tokens)} completion`}>
                    {formatCompact(it.prompt_tokens + it.completion_tokens)}
                  </td>
                  <td className="num">{formatMoney(it.spend_usd)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
