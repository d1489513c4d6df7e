"use client";

import { formatMoney } from "@/components/format/money";
import { DataTable, type Column } from "@/components/ui/data-table";
import type { Metrics } from "@/server/services/activity/schemas";
import { formatCompact, formatCount } from "./format";

export interface TopItem extends Metrics {
  group: string;
  label: string;
}

/** Requests (with failures), tokens and spend: the numeric columns of the top tables and breakdowns. */
export function metricColumns<T extends Metrics>(): Column<T>[] {
  return [
    {
      id: "requests",
      header: "Requests",
      className: "num",
      cell: (it) => (
        <>
          {formatCount(it.requests)}
          {it.errors + it.refused > 0 ? <span className="reason"> ({formatCount(it.errors + it.refused)} failed)</span> : null}
        </>
      ),
    },
    {
      id: "tokens",
      header: "Tokens",
      className: "num",
      cellTitle: (it) => `${formatCount(it.prompt_tokens)} prompt, ${formatCount(it.completion_tokens)} completion`,
      cell: (it) => formatCompact(it.prompt_tokens + it.completion_tokens),
    },
    { id: "spend", header: "Spend", className: "num", cell: (it) => formatMoney(it.spend_usd) },
  ];
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
  const columns: Column<TopItem>[] = [
    {
      id: "name",
      header: "Name",
      className: "name-cell",
      cell: (it) => (
        <button
          type="button"
          className="link"
          aria-pressed={it.group === selected}
          title={it.group === selected ? "Remove this filter" : `Show only ${it.label}`}
          onClick={() => onPick(it.group === selected ? "" : it.group)}
        >
          {noneLabel && it.group === "none" ? noneLabel : mono ? <code>{it.label}</code> : it.label}
        </button>
      ),
    },
    ...metricColumns<TopItem>(),
  ];
  return (
    <section className="panel" aria-label={title}>
      <h2>{title}</h2>
      <DataTable
        label={title}
        className="compact"
        columns={columns}
        rows={items?.slice(0, 10)}
        rowKey={(it) => it.group}
        rowProps={(it) => ({ className: it.group === selected ? "selected" : undefined })}
        loadingLabel={`Loading ${title.toLowerCase()}`}
        empty={
          <p className="muted small" style={{ margin: 0 }}>
            {empty}
          </p>
        }
      />
    </section>
  );
}
