"use client";

import type { InputHTMLAttributes, ReactNode } from "react";
import type { FieldErrors, FieldValues, Path, UseFormSetError } from "react-hook-form";
import { errorMessage, fieldIssues } from "@/components/trpc/errors";

/** What a control inside a Field spreads onto itself: its id and how it is described. */
export type ControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  "aria-required"?: true;
};

/**
 * One form field: label, the control, a hint and the error under it (both tied to the control
 * with aria-describedby), and a required mark. `children` gets the props the control spreads.
 */
export function Field({
  id,
  label,
  hint,
  error,
  required,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  /** `wide`: spans both columns of a form-grid. */
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, ...(required ? { "aria-required": true as const } : {}) })}
      {hint && (
        <span id={`${id}-hint`} className="hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="error">
          {error}
        </span>
      )}
    </div>
  );
}

/** A react-hook-form field's message, for Field's `error`. */
export function errorOf<V extends FieldValues>(errors: FieldErrors<V>, name: keyof V & string): string | undefined {
  const e = errors[name];
  return typeof e?.message === "string" ? e.message : undefined;
}

/** The form's own error (the server's refusal), announced. */
export function FormError({ message, id }: { message: string | null | undefined; id?: string }) {
  if (!message) return null;
  return (
    <p role="alert" id={id} className="error">
      {message}
    </p>
  );
}

/** Cancel and the submit button, right-aligned; submit is `disabled` while the form is sending (or has nothing to send). */
export function SubmitBar({ label, disabled, onCancel, cancelLabel = "Cancel" }: { label: string; disabled?: boolean; onCancel?: () => void; cancelLabel?: string }) {
  return (
    <div className="row" style={{ justifyContent: "flex-end" }}>
      {onCancel && (
        <button type="button" onClick={onCancel}>
          {cancelLabel}
        </button>
      )}
      <button type="submit" className="primary" disabled={disabled}>
        {label}
      </button>
    </div>
  );
}

/**
 * A submit that the server refused: its per-field issues land on the fields the form has
 * (`known`: the form's values), its message on the form (`root.server`, shown by FormError).
 */
export function setServerErrors<V extends FieldValues>(err: unknown, known: object, setError: UseFormSetError<V>): void {
  for (const issue of fieldIssues(err)) {
    if (issue.field in known) setError(issue.field as Path<V>, { type: "server", message: issue.message });
  }
  setError("root.server", { type: "server", message: errorMessage(err) });
}

/** A checkbox with its label after it, across the form's width. */
export function CheckField({ label, ...input }: { label: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="field wide">
      <label className="check">
        <input type="checkbox" {...input} />
        {label}
      </label>
    </div>
  );
}
