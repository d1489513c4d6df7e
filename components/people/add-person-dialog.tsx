"use client";

import { useState, type FormEvent } from "react";
import { Dialog } from "@/components/ui/dialog";
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
          <div className="field wide">
            <label htmlFor="person-email">Email</label>
            <input id="person-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required autoFocus aria-invalid={issueOf("email") ? true : undefined} />
            {issueOf("email") && <span className="error">{issueOf("email")}</span>}
          </div>
          <div className="field">
            <label htmlFor="person-name">Name</label>
            <input id="person-name" value={name} onChange={(e) => setName(e.target.value)} required aria-invalid={issueOf("name") ? true : undefined} />
            {issueOf("name") && <span className="error">{issueOf("name")}</span>}
          </div>
          <div className="field">
            <label htmlFor="person-role">Role</label>
            <select id="person-role" value={role} onChange={(e) => setRole(e.target.value as OrgRoleName)}>
              {(canAddOwner ? (["member", "admin", "owner"] as const) : (["member", "admin"] as const)).map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className="muted small">They join the default workspace; add them to others from the list.</p>
        {add.error && (
          <p role="alert" className="error">
            {errorMessage(add.error)}
          </p>
        )}
        <div className="row" style={{ justifyContent: "flex-end" }}>
          <button type="button" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="primary" disabled={add.isPending}>
            Add person
          </button>
        </div>
      </form>
    </Dialog>
  );
}
