"use client";

import { useForm, type Resolver } from "react-hook-form";
import { CheckField, errorOf, Field, FormError, setServerErrors, SubmitBar } from "@/components/ui/field";
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
      setServerErrors(err, initial, setError);
    }
  });

  const err = (name: keyof KeyFormValues & string) => errorOf(errors, name);

  return (
    <form onSubmit={submit} noValidate className="stack" aria-label={mode === "create" ? "New key" : "Edit key"}>
      <div className="form-grid">
        <Field id="key-name" label="Name" error={err("name")} className="wide">
          {(c) => <input {...c} {...register("name")} autoFocus />}
        </Field>
        <Field id="key-limit" label="Spending limit (USD)" hint="Leave empty for no limit." error={err("limit")}>
          {(c) => <input {...c} inputMode="decimal" placeholder="No limit" {...register("limit")} />}
        </Field>
        <Field id="key-reset" label="Limit reset" hint="Windows start at 00:00 UTC (weeks on Monday)." error={err("limit_reset")}>
          {(c) => (
            <select {...c} {...register("limit_reset")}>
              <option value="">None</option>
              {LIMIT_RESETS.map((r) => (
                <option key={r} value={r}>
                  {RESET_LABELS[r]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <CheckField label="Count BYOK usage against the limit" {...register("include_byok_in_limit")} />
        <Field id="key-expires" label="Expires at (optional)" hint="Your local time; stored in UTC. Empty: never expires." error={err("expires_at")}>
          {(c) => (
            <div className="row" style={{ flexWrap: "nowrap" }}>
              <input {...c} type="datetime-local" {...register("expires_at")} />
              {mode === "edit" && (
                <button type="button" onClick={() => setValue("expires_at", "", { shouldDirty: true })}>
                  Never expires
                </button>
              )}
            </div>
          )}
        </Field>
        {props.mode === "create" && (
          <Field id="key-workspace" label="Workspace" error={err("workspace_id")}>
            {(c) => (
              <select {...c} {...register("workspace_id")}>
                {props.workspaces.map((w, i) => (
                  <option key={w.id} value={i === 0 ? "" : w.id}>
                    {i === 0 ? `${w.name} (default)` : w.name}
                  </option>
                ))}
                {props.workspaces.length === 0 && <option value="">Default workspace</option>}
              </select>
            )}
          </Field>
        )}
      </div>
      <FormError message={errors.root?.server?.message} />
      <SubmitBar label={mode === "create" ? "Create key" : "Save changes"} disabled={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
