"use client";

import { formatDateParts, formatDate, formatUsd } from "@/components/keys/format";
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

export function GuardrailTable({
  guardrails,
  defaultId,
  onEdit,
  onAssignments,
  onMakeDefault,
  onDelete,
}: {
  guardrails: GuardrailRecord[];
  /** The workspace's default guardrail. */
  defaultId: string | null;
  onEdit: (g: GuardrailRecord) => void;
  onAssignments: (g: GuardrailRecord) => void;
  onMakeDefault: (g: GuardrailRecord) => void;
  onDelete: (g: GuardrailRecord) => void;
}) {
  return (
    <div className="table-scroll">
      <table aria-label="Guardrails" className="compact">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Rules</th>
            <th scope="col">Budget</th>
            <th scope="col">Content filters</th>
            <th scope="col">Updated</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {guardrails.map((g) => {
            const isDefault = g.id === defaultId;
            const rules = rulesOf(g);
            const filters = filtersOf(g);
            const when = formatDateParts(g.updated_at);
            return (
              <tr key={g.id}>
                <td>
                  <strong>{g.name}</strong> {isDefault && <span className="badge enabled">Workspace default</span>}
                  {g.description && <div className="muted small">{g.description}</div>}
                </td>
                <td className="small">{rules.length ? rules.map((r) => <div key={r}>{r}</div>) : <span className="muted">No restrictions</span>}</td>
                <td className="nowrap">
                  {g.limit_usd === null ? (
                    <span className="muted">No limit</span>
                  ) : (
                    <>
                      {formatUsd(g.limit_usd)} <span className="muted small">per {RESET[g.reset_interval]}</span>
                    </>
                  )}
                </td>
                <td className="small">{filters.length ? filters.map((f) => <div key={f}>{f}</div>) : <span className="muted">None</span>}</td>
                <td>
                  <time dateTime={g.updated_at} title={formatDate(g.updated_at)}>
                    {when ? when.day : g.updated_at}
                  </time>
                </td>
                <td>
                  <div className="row" style={{ justifyContent: "flex-end", gap: 0, flexWrap: "nowrap" }}>
                    <button type="button" className="link" aria-label={`Edit ${g.name}`} onClick={() => onEdit(g)}>
                      Edit
                    </button>
                    <button type="button" className="link" aria-label={`Assignments of ${g.name}`} onClick={() => onAssignments(g)}>
                      Assignments
                    </button>
                    {!isDefault && (
                      <button type="button" className="link" aria-label={`Make ${g.name} the default`} onClick={() => onMakeDefault(g)}>
                        Make default
                      </button>
                    )}
                    <button
                      type="button"
                      className="link danger"
                      aria-label={`Delete ${g.name}`}
                      disabled={isDefault}
                      title={isDefault ? "The workspace's default guardrail cannot be deleted: make another guardrail the default first." : undefined}
                      aria-describedby={isDefault ? `why-${g.id}` : undefined}
                      onClick={() => onDelete(g)}
                    >
                      Delete
                    </button>
                  </div>
                  {isDefault && (
                    <div id={`why-${g.id}`} className="muted small" style={{ textAlign: "right" }}>
                      The default cannot be deleted; make another guardrail the default first.
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
