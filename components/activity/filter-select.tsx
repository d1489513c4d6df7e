"use client";

import { useId } from "react";

/**
 * A filter of the Activity and Logs pages: "All …" and the choices (id and label); a value
 * that is not among the choices (from a shared URL) is kept as its own option.
 */
export function FilterSelect({
  label,
  all,
  value,
  choices,
  onChange,
}: {
  label: string;
  all: string;
  value: string;
  choices: ReadonlyArray<{ id: string; label: string }>;
  onChange: (value: string | null) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">{all}</option>
        {value && !choices.some((c) => c.id === value) ? <option value={value}>{value}</option> : null}
        {choices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export const workspaceChoices = (list: ReadonlyArray<{ id: string; name: string }> | undefined) => (list ?? []).map((w) => ({ id: w.id, label: w.name }));
/**
 * A top list as filter choices. Providers leave out "none": the request log's mark of a request
 * refused before any provider was called, not a provider one could pick (the Status filter's
 * "Refused" and the refusal reasons show those).
 */
export const topChoices = (items: ReadonlyArray<{ group: string; label: string }> | undefined, dimension?: string) =>
  (items ?? []).filter((i) => dimension !== "provider" || i.group !== "none").map((i) => ({ id: i.group, label: i.label }));
