"use client";

import { formatDateParts, formatDate, formatUsd } from "@/components/keys/format";
import { DataTable, RowActions, type Column, type DataTableProps } from "@/components/ui/data-table";
import type { GuardrailRecord } from "@/server/services/guardrails/schemas";

const RESET = { daily: "day", weekly: "week", monthly: "month" } as const;

/** The rules of a guardrail in a few words each. */
function rulesOf(g: GuardrailRecord): string[] {
  const out: string[] = [];
  if (g.allowed_models) out.push(g.allowed_models.length ? `Models: ${g.allowed_models.join(", ")}` : "Models: none allowed");
  if (g.ignored_models?.length) out.push(`Ignores models: ${g.ignored_models.join(", ")}`);
  if (g.allowed_providers) out.push(g.allowed_providers.length ? `Providers: ${g.allowed_providers.join(", ")}` : "Providers: none allowed");
  if (g.ignored_providers?.length) out.push(`Ignores providers: ${g.ignored_providers.join(", ")}`);
  const zdr = (
    [
      ["vendor_a", g.enforce_zdr_vendor_a],
      ["vendor_b", g.enforce_zdr_vendor_b],
      ["vendor_c", g.enforce_zdr_vendor_c],
      ["other", g.enforce_zdr_other],
    ] as const
  )
    .filter(([, v]) => v === true)
    .map(([k]) => k);
  if (zdr.length) out.push(`ZDR: ${zdr.join(", ")}`);
  return out;
}

function filtersOf(g: GuardrailRecord): string[] {
  return [
    ...(g.content_filter_builtins ?? []).map((b) => `${b.slug} (${b.action})`),
    ...(g.content_filters ?? []).map((c) => `/${c.pattern}/ (${c.action})`),
  ];
}

type Props = Omit<DataTableProps<GuardrailRecord>, "columns" | "rowKey" | "actions" | "label"> & {
  /** The workspace's default guardrail. */
  defaultId: string | null;
  /** Null: the viewer may not change guardrails (a member): no actions. */
  actions: {
    onEdit: (g: GuardrailRecord) => void;
    onAssignments: (g: GuardrailRecord) => void;
    onMakeDefault: (g: GuardrailRecord) => void;
    onDelete: (g: GuardrailRecord) => void;
  } | null;
};

export function GuardrailTable({ defaultId, actions, ...table }: Props) {
  const columns: Column<GuardrailRecord>[] = [
    {
      id: "name",
      header: "Name",
      cell: (g) => (
        <>
          <strong>{g.name}</strong> {g.id === defaultId && <span className="badge enabled">Workspace default</span>}
          {g.description && <div className="muted small">{g.description}</div>}
        </>
      ),
    },
    {
      id: "rules",
      header: "Rules",
      className: "small",
      cell: (g) => {
        const rules = rulesOf(g);
        return rules.length ? rules.map((r) => <div key={r}>{r}</div>) : <span className="muted">No restrictions</span>;
      },
    },
    {
      id: "budget",
      header: "Budget",
      className: "nowrap",
      cell: (g) =>
        g.limit_usd === null ? (
          <span className="muted">No limit</span>
        ) : (
          <>
            {formatUsd(g.limit_usd)} <span className="muted small">per {RESET[g.reset_interval]}</span>
          </>
        ),
    },
    {
      id: "filters",
      header: "Content filters",
      className: "small",
      cell: (g) => {
        const filters = filtersOf(g);
        return filters.length ? filters.map((f) => <div key={f}>{f}</div>) : <span className="muted">None</span>;
      },
    },
    {
      id: "updated",
      header: "Updated",
      cell: (g) => (
        <time dateTime={g.updated_at} title={formatDate(g.updated_at)}>
          {formatDateParts(g.updated_at)?.day ?? g.updated_at}
        </time>
      ),
    },
  ];
  return (
    <DataTable
      {...table}
      label="Guardrails"
      className="compact"
      columns={columns}
      rowKey={(g) => g.id}
      actions={
        actions
          ? (g) => {
              const isDefault = g.id === defaultId;
              return (
                <>
                  <RowActions
                    id={g.id}
                    actions={[
                      { label: "Edit", name: `Edit ${g.name}`, onClick: () => actions.onEdit(g) },
                      { label: "Assignments", name: `Assignments of ${g.name}`, onClick: () => actions.onAssignments(g) },
                      !isDefault && { label: "Make default", name: `Make ${g.name} the default`, onClick: () => actions.onMakeDefault(g) },
                      {
                        label: "Delete",
                        name: `Delete ${g.name}`,
                        danger: true,
                        disabled: isDefault,
                        reason: "The default cannot be deleted; make another guardrail the default first.",
                        onClick: () => actions.onDelete(g),
                      },
                    ]}
                  />
                  {isDefault && (
                    <div className="muted small" style={{ textAlign: "right" }} aria-hidden="true">
                      The default cannot be deleted; make another guardrail the default first.
                    </div>
                  )}
                </>
              );
            }
          : undefined
      }
    />
  );
}
