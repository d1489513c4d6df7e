"use client";

import { useState } from "react";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import { errorMessage, fieldIssues } from "@/components/trpc/errors";
import { DataTable } from "@/components/ui/data-table";
import { CheckField, Field, FormError, SubmitBar } from "@/components/ui/field";
import type { Choice } from "./choice-list";
import { ChoiceList } from "./choice-list";
import {
  type BuiltinOption,
  type FilterAction,
  type GuardrailFields,
  type GuardrailFormValues,
  issueTarget,
  RESET_INTERVALS,
  toInput,
  ZDR_GROUPS,
  type ZdrGroup,
} from "./guardrail-form-values";
import { PatternTester } from "./pattern-tester";

export interface FormOptions {
  models: { slug: string; canonical_slug: string; name: string; kind: "chat" | "embedding"; vendor_group: ZdrGroup }[];
  providers: { id: string; name: string; zdr: boolean }[];
  vendors: { vendor_a: string; vendor_b: string; vendor_c: string };
  builtins: BuiltinOption[];
}

/** What each builtin matches (decisions.md "Guardrails"). */
const BUILTIN_HINTS: Record<string, string> = {
  email: "Email addresses",
  phone: "Phone numbers, international and national formats (libphonenumber)",
  ssn: "US social security numbers",
  "credit-card": "Card numbers of the major networks (Luhn-checked)",
  "ip-address": "IPv4 and IPv6 addresses (not version strings)",
  "person-name": "Personal names of many cultures (name lexicon and context cues)",
  address: "Postal addresses in European and US layouts, and PO boxes",
  "regex-prompt-injection": "Prompt-injection attempts, direct and inside documents (a learned detector plus patterns): instruction override, role play, prompt extraction, delimiter and encoding tricks",
};
const ACTION_LABELS: Record<FilterAction, string> = { block: "Block", redact: "Redact", flag: "Flag" };
const RESET_LABELS = { daily: "Daily", weekly: "Weekly", monthly: "Monthly" } as const;

/**
 * Create and edit share this form. `onSubmit` gets the fields in the API's shape; when it
 * throws, the server's message is shown and each issue of its 400 lands next to its input.
 */
export function GuardrailForm({
  mode,
  initial,
  original,
  options,
  onSubmit,
  onCancel,
}: {
  mode: "create" | "edit";
  initial: GuardrailFormValues;
  /** The stored record when editing (a ZDR switch turned off keeps an explicit false). */
  original?: Parameters<typeof toInput>[1];
  options: FormOptions;
  onSubmit: (fields: GuardrailFields) => Promise<void>;
  onCancel: () => void;
}) {
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<GuardrailFormValues>({ defaultValues: initial });
  const custom = useFieldArray({ control, name: "custom" });
  const [serverIssues, setServerIssues] = useState<Map<string, string[]>>(new Map());
  const [serverError, setServerError] = useState<string | null>(null);
  const [testing, setTesting] = useState<Set<string>>(new Set());

  const submit = handleSubmit(async (values) => {
    setServerIssues(new Map());
    setServerError(null);
    const fields = toInput(values, original);
    try {
      await onSubmit(fields);
    } catch (err) {
      const byTarget = new Map<string, string[]>();
      for (const issue of fieldIssues(err)) {
        const target = issueTarget(issue.field, fields);
        byTarget.set(target, [...(byTarget.get(target) ?? []), issue.message]);
      }
      setServerIssues(byTarget);
      setServerError(errorMessage(err));
    }
  });

  const issues = (target: string) => serverIssues.get(target);
  /** A server issue goes away once its field is edited. */
  const clearIssue = (target: string) =>
    setServerIssues((cur) => {
      if (!cur.has(target)) return cur;
      const next = new Map(cur);
      next.delete(target);
      return next;
    });
  const issueText = (target: string, id: string) => {
    const msgs = issues(target);
    return msgs?.length ? (
      <span id={id} className="error">
        {msgs.join("; ")}
      </span>
    ) : null;
  };
  const invalid = (bad: unknown) => (bad ? true : undefined);

  const modelChoices: Choice[] = options.models.map((m) => ({
    value: m.slug,
    label: m.kind === "embedding" ? `${m.name} (embeddings)` : m.name,
    aliases: m.canonical_slug !== m.slug ? [m.canonical_slug] : [],
  }));
  const providerChoices: Choice[] = options.providers.map((p) => ({ value: p.id, label: p.name }));
  const vendorName = (g: ZdrGroup) => (g === "other" ? "other vendors" : options.vendors[g]);
  const modelsOf = (g: ZdrGroup) => options.models.filter((m) => m.vendor_group === g).map((m) => m.name);
  const allowedModelsOn = watch("allowed_models_on");
  const allowedProvidersOn = watch("allowed_providers_on");
  const builtinRows = watch("builtins");
  const customRows = watch("custom");

  const nameError = errors.name?.message ?? issues("name")?.join("; ");
  const limitError = errors.limit_usd?.message ?? issues("limit_usd")?.join("; ");

  return (
    <form onSubmit={submit} noValidate className="stack guardrail-form" aria-label={mode === "create" ? "New guardrail" : "Edit guardrail"}>
      <fieldset>
        <legend>General</legend>
        <div className="form-grid">
          <Field id="g-name" label="Name" error={nameError} className="wide">
            {(c) => (
              <input
                {...c}
                {...register("name", {
                  onChange: () => clearIssue("name"),
                  validate: (v) => (v.trim() === "" ? "Required" : v.length > 200 ? "At most 200 characters" : true),
                })}
                autoFocus
              />
            )}
          </Field>
          <Field id="g-description" label="Description" error={issues("description")?.join("; ")} className="wide">
            {(c) => <textarea {...c} rows={2} {...register("description")} />}
          </Field>
        </div>
      </fieldset>

      <AllowIgnore
        legend="Models"
        noun="models"
        control={control}
        register={register}
        allowName="allowed_models"
        ignoreName="ignored_models"
        choices={modelChoices}
        on={allowedModelsOn}
        warning={allowedModelsOn && watch("allowed_models").length === 0 ? "No model chosen: every request will be refused." : null}
        issues={issues}
      />

      <AllowIgnore
        legend="Providers"
        noun="providers"
        control={control}
        register={register}
        allowName="allowed_providers"
        ignoreName="ignored_providers"
        choices={providerChoices}
        on={allowedProvidersOn}
        warning={null}
        issues={issues}
      />

      <fieldset>
        <legend>Zero data retention</legend>
        <p className="muted small">A switched-on vendor group is only served by endpoints with zero data retention.</p>
        {ZDR_GROUPS.map((g) => {
          const models = modelsOf(g);
          return (
            <label key={g} className="check">
              <input type="checkbox" role="switch" {...register(`zdr.${g}`)} />
              <span>
                Require ZDR for {vendorName(g)} models
                {models.length > 0 && <span className="muted small"> ({models.slice(0, 4).join(", ")}{models.length > 4 ? ", …" : ""})</span>}
              </span>
            </label>
          );
        })}
        {issueText("zdr", "g-zdr-error")}
      </fieldset>

      <fieldset>
        <legend>Budget</legend>
        <div className="form-grid">
          <Field
            id="g-limit"
            label="Budget (USD)"
            hint="Spend allowed per window for each key (and each member) it applies to. Empty: no limit."
            error={limitError}
          >
            {(c) => (
              <input
                {...c}
                inputMode="decimal"
                placeholder="No limit"
                {...register("limit_usd", {
                  validate: (v) => {
                    const t = v.trim();
                    if (t === "") return true;
                    const n = Number(t);
                    if (!Number.isFinite(n)) return "Enter an amount in USD, or leave empty for no limit";
                    if (n < 0) return "Must be 0 or more";
                    return true;
                  },
                })}
              />
            )}
          </Field>
          <Field id="g-reset" label="Budget reset" hint="Windows start at 00:00 UTC (weeks on Monday)." error={issues("reset_interval")?.join("; ")}>
            {(c) => (
              <select {...c} {...register("reset_interval")}>
                {RESET_INTERVALS.map((r) => (
                  <option key={r} value={r}>
                    {RESET_LABELS[r]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <CheckField label="Count BYOK usage against the budget" {...register("include_byok_in_budgets")} />
        </div>
      </fieldset>

      <fieldset>
        <legend>Built-in content filters</legend>
        <p className="muted small">Block refuses the request (403); redact replaces each match before the request leaves; flag lets it through and records the filter on the usage record.</p>
        {issueText("content_filter_builtins", "g-builtins-error")}
        <DataTable
          label="Built-in content filters"
          className="compact filters-table"
          columns={[
            {
              id: "filter",
              header: "Filter",
              cell: (b) => {
                const i = options.builtins.indexOf(b);
                const err = issues(`builtin:${b.slug}`);
                return (
                  <>
                    <label className="check">
                      <input type="checkbox" {...register(`builtins.${i}.enabled`)} aria-describedby={`g-builtin-${b.slug}-hint`} />
                      <code>{b.slug}</code>
                    </label>
                    <div id={`g-builtin-${b.slug}-hint`} className="muted small">
                      {BUILTIN_HINTS[b.slug] ?? ""} · redacts as <code>{b.label}</code>
                    </div>
                    {err && <div className="error small">{err.join("; ")}</div>}
                  </>
                );
              },
            },
            {
              id: "action",
              header: "Action",
              cell: (b) => {
                const i = options.builtins.indexOf(b);
                return (
                  <select aria-label={`Action for ${b.slug}`} disabled={!(builtinRows[i]?.enabled ?? false)} {...register(`builtins.${i}.action`)}>
                    {b.actions.map((a) => (
                      <option key={a} value={a}>
                        {ACTION_LABELS[a]}
                      </option>
                    ))}
                  </select>
                );
              },
            },
            {
              id: "scope",
              header: "Scope",
              cell: (b) => {
                const i = options.builtins.indexOf(b);
                return b.slug === "regex-prompt-injection" ? (
                  <select aria-label={`Scan scope for ${b.slug}`} disabled={!(builtinRows[i]?.enabled ?? false)} {...register(`builtins.${i}.scan_scope`)}>
                    <option value="user_only">User messages only</option>
                    <option value="all_messages">All messages</option>
                  </select>
                ) : (
                  <span className="muted small">Every text</span>
                );
              },
            },
          ]}
          rows={options.builtins}
          rowKey={(b) => b.slug}
        />
      </fieldset>

      <fieldset>
        <legend>Custom patterns</legend>
        <p className="muted small">
          RE2 syntax (for example <code>(?i)project\s+falcon</code>), checked when saved: a pattern that does not compile, or that would
          backtrack catastrophically, is refused.
        </p>
        {issueText("content_filters", "g-custom-error")}
        {custom.fields.length === 0 && <p className="muted small">No custom pattern.</p>}
        {custom.fields.map((f, i) => {
          const n = i + 1;
          const patternErr = issues(`custom.${i}.pattern`);
          const labelErr = issues(`custom.${i}.label`);
          const open = testing.has(f.id);
          return (
            <div key={f.id} className="custom-row" role="group" aria-label={`Custom pattern ${n}`}>
              <div className="custom-grid">
                <div className="field">
                  <label htmlFor={`g-pattern-${f.id}`}>Pattern {n}</label>
                  <input
                    id={`g-pattern-${f.id}`}
                    className="mono"
                    spellCheck={false}
                    autoComplete="off"
                    {...register(`custom.${i}.pattern`, { onChange: () => clearIssue(`custom.${i}.pattern`) })}
                    aria-invalid={invalid(patternErr)}
                    aria-describedby={patternErr ? `g-pattern-${f.id}-error` : undefined}
                  />
                  {patternErr && (
                    <span id={`g-pattern-${f.id}-error`} className="error">
                      {patternErr.join("; ")}
                    </span>
                  )}
                </div>
                <div className="field">
                  <label htmlFor={`g-action-${f.id}`}>Action</label>
                  <select id={`g-action-${f.id}`} {...register(`custom.${i}.action`)}>
                    {(["block", "redact", "flag"] as const).map((a) => (
                      <option key={a} value={a}>
                        {ACTION_LABELS[a]}
                      </option>
                    ))}
                  </select>
                  {issueText(`custom.${i}.action`, `g-action-${f.id}-error`)}
                </div>
                <div className="field">
                  <label htmlFor={`g-label-${f.id}`}>Redaction label</label>
                  <input id={`g-label-${f.id}`} placeholder="[REDACTED]" {...register(`custom.${i}.label`)} aria-invalid={invalid(labelErr)} />
                  {labelErr && <span className="error">{labelErr.join("; ")}</span>}
                </div>
                <div className="row custom-actions">
                  <button
                    type="button"
                    aria-expanded={open}
                    onClick={() =>
                      setTesting((cur) => {
                        const next = new Set(cur);
                        if (open) next.delete(f.id);
                        else next.add(f.id);
                        return next;
                      })
                    }
                  >
                    {open ? `Hide test ${n}` : `Test pattern ${n}`}
                  </button>
                  <button
                    type="button"
                    className="danger"
                    onClick={() => {
                      custom.remove(i);
                      // rows below move up: issues by row index no longer point at the right row
                      setServerIssues((cur) => new Map([...cur].filter(([k]) => !k.startsWith("custom."))));
                    }}
                  >
                    Remove pattern {n}
                  </button>
                </div>
              </div>
              {open && <PatternTester pattern={customRows[i]?.pattern ?? ""} index={i} />}
            </div>
          );
        })}
        <button type="button" style={{ justifySelf: "start" }} onClick={() => custom.append({ pattern: "", action: "block", label: "" })} disabled={custom.fields.length >= 50}>
          Add pattern
        </button>
      </fieldset>

      <FormError message={serverError ? `${serverError}${serverIssues.size > 0 ? " — see the fields marked above." : ""}` : null} />
      <SubmitBar label={mode === "create" ? "Create guardrail" : "Save changes"} disabled={isSubmitting} onCancel={onCancel} />
    </form>
  );
}

type Form = ReturnType<typeof useForm<GuardrailFormValues>>;

/** Models or providers: a switch to allow only the chosen ones, the allowed list, and the ignored list. */
function AllowIgnore({
  legend,
  noun,
  control,
  register,
  allowName,
  ignoreName,
  choices,
  on,
  warning,
  issues,
}: {
  legend: string;
  noun: "models" | "providers";
  control: Form["control"];
  register: Form["register"];
  allowName: "allowed_models" | "allowed_providers";
  ignoreName: "ignored_models" | "ignored_providers";
  choices: Choice[];
  on: boolean;
  warning: string | null;
  issues: (target: string) => string[] | undefined;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <label className="check">
        <input type="checkbox" {...register(`${allowName}_on` as "allowed_models_on" | "allowed_providers_on")} />
        Only allow the {noun} chosen below
      </label>
      <Controller
        control={control}
        name={allowName}
        render={({ field }) => (
          <ChoiceList legend={`Allowed ${noun}`} choices={choices} value={field.value} onChange={field.onChange} disabled={!on} error={issues(allowName)} />
        )}
      />
      {warning && <p className="warning small">{warning}</p>}
      <Controller
        control={control}
        name={ignoreName}
        render={({ field }) => (
          <ChoiceList legend={`Ignored ${noun} (never used)`} choices={choices} value={field.value} onChange={field.onChange} error={issues(ignoreName)} />
        )}
      />
    </fieldset>
  );
}
