"use client";

import { useState, type FormEvent } from "react";
import { Dialog } from "@/components/ui/dialog";
import { Field, FormError, SubmitBar } from "@/components/ui/field";
import { errorMessage, fieldIssues } from "@/components/trpc/errors";
import { trpc } from "@/components/trpc/provider";
import type { OrgRoleName, PersonRecord } from "@/server/services/members/schemas";
import { ROLE_LABELS } from "./roles";

/** Add a member by email, name and role. Only owners see "Owner" offered (the server enforces it too). */
export function AddPersonDialog({
  open,
  canAddOwner,
  onClose,
  onAdded,
}: {
  open: boolean;
  canAddOwner: boolean;
  onClose: () => void;
  onAdded: (p: PersonRecord) => void;
}) {
  const add = trpc.people.add.useMutation();
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<OrgRoleName>("member");
  const close = () => {
    add.reset();
    setEmail("");
    setName("");
    setRole("member");
    onClose();
  };
  const issues = add.error ? fieldIssues(add.error) : [];
  const issueOf = (field: string) => issues.find((i) => i.field === field)?.message;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const res = await add.mutateAsync({ email: email.trim(), name: name.trim(), role }).catch(() => null);
    if (!res) return;
    close();
    onAdded(res.data);
  }

  return (
    <Dialog open={open} onClose={close} title="Add person">
      <form onSubmit={submit} className="stack" aria-label="Add person" noValidate>
        <div className="form-grid">
          <Field id="person-email" label="Email" error={issueOf("email")} className="wide">
            {(c) => <input {...c} type="email" value={email} onChange={(e) => setEmail(e.target.value)} required autoFocus />}
          </Field>
          <Field id="person-name" label="Name" error={issueOf("name")}>
            {(c) => <input {...c} value={name} onChange={(e) => setName(e.target.value)} required />}
          </Field>
          <Field id="person-role" label="Role">
            {(c) => (
              <select {...c} value={role} onChange={(e) => setRole(e.target.value as OrgRoleName)}>
                {(canAddOwner ? (["member", "admin", "owner"] as const) : (["member", "admin"] as const)).map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABELS[r]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <p className="muted small">They join the default workspace; add them to others from the list.</p>
        <FormError message={add.error ? errorMessage(add.error) : null} />
        <SubmitBar label="Add person" disabled={add.isPending} onCancel={close} />
      </form>
    </Dialog>
  );
}
