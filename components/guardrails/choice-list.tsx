"use client";

import { useId, useState } from "react";

export interface Choice {
  value: string;
  label: string;
  /** Other ids that name the same thing (a model's canonical_slug): stored values equal to one count as chosen. */
  aliases?: string[];
}

/**
 * A checkbox list over catalog ids (models or providers), with a filter box for long lists.
 * Chosen ids that the catalog no longer has are kept and shown, so saving does not drop them silently.
 */
export function ChoiceList({
  legend,
  choices,
  value,
  onChange,
  disabled,
  error,
}: {
  legend: string;
  choices: Choice[];
  value: string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
  error?: string[];
}) {
  const [filter, setFilter] = useState("");
  const errorId = useId();
  const known = new Set(choices.flatMap((c) => [c.value, ...(c.aliases ?? [])]));
  const all: Choice[] = [...choices, ...value.filter((v) => !known.has(v)).map((v) => ({ value: v, label: `${v} (not in the catalog)` }))];
  const q = filter.trim().toLowerCase();
  const shown = q ? all.filter((c) => c.label.toLowerCase().includes(q) || c.value.toLowerCase().includes(q)) : all;
  const isChosen = (c: Choice) => value.includes(c.value) || (c.aliases ?? []).some((a) => value.includes(a));

  function toggle(c: Choice, on: boolean) {
    const names = new Set([c.value, ...(c.aliases ?? [])]);
    const rest = value.filter((v) => !names.has(v));
    onChange(on ? [...rest, c.value] : rest);
  }

  return (
    <fieldset className="choices" disabled={disabled} aria-invalid={error?.length ? true : undefined} aria-describedby={error?.length ? errorId : undefined}>
      <legend>{legend}</legend>
      {all.length > 8 && (
        <input type="search" placeholder="Filter…" aria-label={`Filter ${legend}`} value={filter} onChange={(e) => setFilter(e.target.value)} />
      )}
      <div className="choice-box">
        {shown.map((c) => (
          <label key={c.value} className="check">
            <input type="checkbox" checked={isChosen(c)} onChange={(e) => toggle(c, e.target.checked)} />
            <span>
              {c.label} {c.label !== c.value && <code className="muted small">{c.value}</code>}
            </span>
          </label>
        ))}
        {shown.length === 0 && <span className="muted small">Nothing matches.</span>}
      </div>
      {error?.length ? (
        <span id={errorId} className="error small">
          {error.join("; ")}
        </span>
      ) : null}
    </fieldset>
  );
}
