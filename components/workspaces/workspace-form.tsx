"use client";

import { useForm, useWatch } from "react-hook-form";
import { trpc } from "@/components/trpc/provider";
import { errorOf, Field, FormError, setServerErrors, SubmitBar } from "@/components/ui/field";
import {
  PROVIDER_SORTS,
  slugify,
  workspaceFormResolver,
  type WorkspaceFormOutput,
  type WorkspaceFormValues,
} from "./workspace-form-values";

const SORT_LABELS: Record<(typeof PROVIDER_SORTS)[number], string> = {
  price: "Price",
  throughput: "Throughput",
  latency: "Latency",
  exacto: "Exacto",
};

const FLAGS = [
  { name: "is_data_discount_logging_enabled", label: "Data discount logging" },
  { name: "is_observability_broadcast_enabled", label: "Observability broadcast" },
  { name: "is_observability_io_logging_enabled", label: "Observability I/O logging" },
] as const;

/**
 * Create and edit share this form. `onSubmit` gets the validated values in the API's shape; when
 * it throws, the server's message is shown and its per-field issues land on the fields.
 */
export function WorkspaceForm({
  initial,
  mode,
  workspaceId,
  onSubmit,
  onCancel,
}: {
  initial: WorkspaceFormValues;
  mode: "create" | "edit";
  /** The workspace being edited: its keys are I/O logging's key filter choices. */
  workspaceId?: string;
  onSubmit: (values: WorkspaceFormOutput) => Promise<void>;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getFieldState,
    control,
    formState: { errors, isSubmitting },
  } = useForm<WorkspaceFormValues, unknown, WorkspaceFormOutput>({
    defaultValues: initial,
    resolver: workspaceFormResolver,
    // Validate on submit, then live; validating on blur would shift the layout under a click on "Create".
  });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (err) {
      setServerErrors(err, initial, setError);
    }
  });

  const nameField = register("name", {
    onChange: (e: { target: { value: string } }) => {
      // New workspaces get a slug from the name until the slug is edited by hand.
      if (mode === "create" && !getFieldState("slug").isDirty) setValue("slug", slugify(e.target.value));
    },
  });

  const err = (name: keyof WorkspaceFormValues & string) => errorOf(errors, name);

  return (
    <form onSubmit={submit} noValidate className="stack" aria-label={mode === "create" ? "New workspace" : "Edit workspace"}>
      <div className="form-grid">
        <Field id="ws-name" label="Name" error={err("name")}>
          {(c) => <input {...c} {...nameField} autoFocus />}
        </Field>
        <Field id="ws-slug" label="Slug" error={err("slug")}>
          {(c) => <input {...c} {...register("slug")} />}
        </Field>
        <Field id="ws-description" label="Description" error={err("description")} className="wide">
          {(c) => <textarea {...c} rows={2} {...register("description")} />}
        </Field>
        <Field id="ws-sort" label="Default provider sort" error={err("default_provider_sort")}>
          {(c) => (
            <select {...c} {...register("default_provider_sort")}>
              <option value="">No default</option>
              {PROVIDER_SORTS.map((s) => (
                <option key={s} value={s}>
                  {SORT_LABELS[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="ws-rate" label="I/O logging sampling rate" hint="From 0.0001 to 1 (1 logs every request)." error={err("io_logging_sampling_rate")}>
          {(c) => <input {...c} type="number" step="0.0001" min="0.0001" max="1" {...register("io_logging_sampling_rate", { valueAsNumber: true })} />}
        </Field>
        <fieldset className="field wide" style={{ border: "none", padding: 0, margin: 0 }}>
          <legend className="muted" style={{ marginBottom: "0.35rem" }}>
            Logging and observability
          </legend>
          {FLAGS.map((f) => (
            <label key={f.name} className="check">
              <input type="checkbox" {...register(f.name)} />
              {f.label}
            </label>
          ))}
        </fieldset>
        <IoLoggingKeys register={register} control={control} workspaceId={workspaceId} />
      </div>
      <FormError message={errors.root?.server?.message} />
      <SubmitBar label={mode === "create" ? "Create workspace" : "Save changes"} disabled={isSubmitting} onCancel={onCancel} />
    </form>
  );
}

/** I/O logging's key filter: every key of the workspace, or only the keys checked here. */
function IoLoggingKeys({
  register,
  control,
  workspaceId,
}: {
  register: ReturnType<typeof useForm<WorkspaceFormValues, unknown, WorkspaceFormOutput>>["register"];
  control: ReturnType<typeof useForm<WorkspaceFormValues, unknown, WorkspaceFormOutput>>["control"];
  workspaceId?: string;
}) {
  const scope = useWatch({ control, name: "io_logging_scope" });
  const keys = trpc.keys.list.useQuery({ workspace_id: workspaceId ?? "", limit: 100 }, { enabled: Boolean(workspaceId), staleTime: 30_000 });
  const list = keys.data?.data ?? [];
  return (
    <fieldset className="field wide" style={{ border: "none", padding: 0, margin: 0 }}>
      <legend className="muted" style={{ marginBottom: "0.35rem" }}>
        I/O logging keeps the bodies of
      </legend>
      <label className="check">
        <input type="radio" value="all" {...register("io_logging_scope")} />
        Every key of the workspace
      </label>
      <label className="check">
        <input type="radio" value="some" disabled={!workspaceId} {...register("io_logging_scope")} />
        Only the keys checked below{workspaceId ? "" : " (once the workspace has keys: edit it then)"}
      </label>
      {scope === "some" && workspaceId ? (
        <div role="group" aria-label="Keys whose bodies I/O logging keeps" className="stack" style={{ gap: "0.2rem", paddingLeft: "1.5rem" }}>
          {keys.isPending ? (
            <span className="muted small">Loading the workspace&apos;s keys…</span>
          ) : list.length === 0 ? (
            <span className="muted small">This workspace has no keys yet.</span>
          ) : (
            list.map((k) => (
              <label key={k.id} className="check">
                <input type="checkbox" value={String(k.id)} {...register("io_logging_keys")} />
                {k.name} <code className="small">{k.label}</code>
              </label>
            ))
          )}
        </div>
      ) : null}
    </fieldset>
  );
}
