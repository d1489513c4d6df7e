"use client";

import { useForm, type Resolver } from "react-hook-form";
import { errorMessage, fieldIssues } from "@/components/trpc/errors";
import type { WorkspaceRecord } from "@/server/services/workspaces/schemas";
import { RESET_LABELS } from "./format";
import {
  createKeyResolver,
  editKeyResolver,
  LIMIT_RESETS,
  type KeyCreateOutput,
  type KeyEditOutput,
  type KeyFormValues,
} from "./key-form-values";

type Props =
  | {
      mode: "create";
      initial: KeyFormValues;
      /** The organization's workspaces, default first ("" stands for it). */
      workspaces: WorkspaceRecord[];
      onSubmit: (values: KeyCreateOutput) => Promise<void>;
      onCancel: () => void;
    }
  | {
      mode: "edit";
      initial: KeyFormValues;
      workspaces?: undefined;
      onSubmit: (values: KeyEditOutput) => Promise<void>;
      onCancel: () => void;
    };

/**
 * Create and edit share this form (the workspace is create-only: moving has its own dialog; the
 * expiry can be changed or cleared on edit). `onSubmit` gets the validated values in the API's
 * shape; when it throws, the server's message is shown and its per-field issues land on the fields.
 */
export function KeyForm(props: Props) {
  const { initial, mode, onCancel } = props;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<KeyFormValues, unknown, KeyCreateOutput | KeyEditOutput>({
    defaultValues: initial,
    resolver: (mode === "create" ? createKeyResolver : editKeyResolver) as Resolver<KeyFormValues, unknown, KeyCreateOutput | KeyEditOutput>,
  });

  const submit = handleSubmit(async (values) => {
    try {
      if (props.mode === "create") await props.onSubmit(values as KeyCreateOutput);
      else await props.onSubmit(values as KeyEditOutput);
    } catch (err) {
      for (const issue of fieldIssues(err)) {
        if (issue.field in initial) setError(issue.field as keyof KeyFormValues, { type: "server", message: issue.message });
      }
      setError("root.server", { type: "server", message: errorMessage(err) });
    }
  });

  const invalid = (name: keyof KeyFormValues) => (errors[name] ? true : undefined);
  const describedBy = (name: keyof KeyFormValues, hint?: boolean) =>
    [hint ? `key-${name}-hint` : null, errors[name] ? `key-${name}-error` : null].filter(Boolean).join(" ") || undefined;
  const fieldError = (name: keyof KeyFormValues) =>
    errors[name]?.message ? (
      <span id={`key-${name}-error`} className="error">
        {errors[name]?.message}
      </span>
    ) : null;

  return (
    <form onSubmit={submit} noValidate className="stack" aria-label={mode === "create" ? "New key" : "Edit key"}>
      <div className="form-grid">
        <div className="field wide">
          <label htmlFor="key-name">Name</label>
          <input id="key-name" {...register("name")} aria-invalid={invalid("name")} aria-describedby={describedBy("name")} autoFocus />
          {fieldError("name")}
        </div>
        <div className="field">
          <label htmlFor="key-limit">Spending limit (USD)</label>
          <input
            id="key-limit"
            inputMode="decimal"
            placeholder="No limit"
            {...register("limit")}
            aria-invalid={invalid("limit")}
            aria-describedby={describedBy("limit", true)}
          />
          <span id="key-limit-hint" className="hint">
            Leave empty for no limit.
          </span>
          {fieldError("limit")}
        </div>
        <div className="field">
          <label htmlFor="key-reset">Limit reset</label>
          <select id="key-reset" {...register("limit_reset")} aria-invalid={invalid("limit_reset")} aria-describedby={describedBy("limit_reset", true)}>
            <option value="">None</option>
            {LIMIT_RESETS.map((r) => (
              <option key={r} value={r}>
                {RESET_LABELS[r]}
              </option>
            ))}
          </select>
          <span id="key-limit_reset-hint" className="hint">
            Windows start at 00:00 UTC (weeks on Monday).
          </span>
          {fieldError("limit_reset")}
        </div>
        <div className="field wide">
          <label className="check">
            <input type="checkbox" {...register("include_byok_in_limit")} />
            Count BYOK usage against the limit
          </label>
        </div>
        <div className="field">
          <label htmlFor="key-expires">Expires at (optional)</label>
          <div className="row" style={{ flexWrap: "nowrap" }}>
            <input
              id="key-expires"
              type="datetime-local"
              {...register("expires_at")}
              aria-invalid={invalid("expires_at")}
              aria-describedby={describedBy("expires_at", true)}
            />
            {mode === "edit" && (
              <button type="button" onClick={() => setValue("expires_at", "", { shouldDirty: true })}>
                Never expires
              </button>
            )}
          </div>
          <span id="key-expires_at-hint" className="hint">
            Your local time; stored in UTC. Empty: never expires.
          </span>
          {fieldError("expires_at")}
        </div>
        {props.mode === "create" && (
          <>
            <div className="field">
              <label htmlFor="key-workspace">Workspace</label>
              <select
                id="key-workspace"
                {...register("workspace_id")}
                aria-invalid={invalid("workspace_id")}
                aria-describedby={describedBy("workspace_id")}
              >
                {props.workspaces.map((w, i) => (
                  <option key={w.id} value={i === 0 ? "" : w.id}>
                    {i === 0 ? `${w.name} (default)` : w.name}
                  </option>
                ))}
                {props.workspaces.length === 0 && <option value="">Default workspace</option>}
              </select>
              {fieldError("workspace_id")}
            </div>
          </>
        )}
      </div>
      {errors.root?.server?.message && (
        <p role="alert" className="error">
          {errors.root.server.message}
        </p>
      )}
      <div className="row" style={{ justifyContent: "flex-end" }}>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="primary" disabled={isSubmitting}>
          {mode === "create" ? "Create key" : "Save changes"}
        </button>
      </div>
    </form>
  );
}
