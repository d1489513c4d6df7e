"use client";

import { useState, type FormEvent } from "react";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { Dialog } from "@/components/ui/dialog";
import { Field, FormError, SubmitBar } from "@/components/ui/field";
import { errorMessage, fieldIssues } from "@/components/trpc/errors";
import { trpc } from "@/components/trpc/provider";
import type { ManagementKeyRecord } from "@/server/services/management-keys/schemas";

type User = { user_id: string; email: string; role: string };

/** Name and the user the key acts for; the server's refusal (400 per field, 403) is shown in the form. */
export function CreateManagementKeyDialog({
  open,
  users,
  defaultUserId,
  onClose,
  onCreated,
}: {
  open: boolean;
  users: User[];
  defaultUserId: string | null;
  onClose: () => void;
  onCreated: (created: { data: ManagementKeyRecord; key: string }) => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="New management key">
      {open && <CreateForm users={users} defaultUserId={defaultUserId} onClose={onClose} onCreated={onCreated} />}
    </Dialog>
  );
}

function CreateForm({
  users,
  defaultUserId,
  onClose,
  onCreated,
}: {
  users: User[];
  defaultUserId: string | null;
  onClose: () => void;
  onCreated: (created: { data: ManagementKeyRecord; key: string }) => void;
}) {
  const [name, setName] = useState("");
  const [userId, setUserId] = useState(defaultUserId ?? "");
  const [nameError, setNameError] = useState<string | null>(null);
  // gcTime 0: the plaintext key in the response leaves the mutation cache as soon as it is reset.
  const create = trpc.managementKeys.create.useMutation({ gcTime: 0 });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (name.trim() === "") {
      setNameError("Required");
      return;
    }
    setNameError(null);
    const res = await create.mutateAsync({ name, ...(userId ? { creator_user_id: userId } : {}) }).catch((err: unknown) => {
      setNameError(fieldIssues(err).find((i) => i.field === "name")?.message ?? null);
      return null;
    });
    if (!res) return;
    create.reset();
    onCreated(res);
  }

  return (
    <form className="stack" onSubmit={onSubmit} noValidate aria-label="New management key">
      <p className="muted" style={{ margin: 0 }}>
        A management key calls the management API and signs in to this console. It acts with the role of the user it is made for.
      </p>
      <Field id="mk-name" label="Name" error={nameError}>
        {(control) => <input {...control} value={name} maxLength={200} onChange={(e) => setName(e.target.value)} autoFocus />}
      </Field>
      <Field id="mk-user" label="Acts for">
        {(control) => (
          <select {...control} value={userId} onChange={(e) => setUserId(e.target.value)}>
            {users.length === 0 && <option value="">You</option>}
            {users.map((u) => (
              <option key={u.user_id} value={u.user_id}>
                {u.email} ({u.role})
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormError message={create.error ? errorMessage(create.error) : null} />
      <SubmitBar label="Create key" disabled={create.isPending} onCancel={onClose} />
    </form>
  );
}

export function RenameManagementKeyDialog({
  apiKey,
  onClose,
  onRenamed,
}: {
  apiKey: ManagementKeyRecord | null;
  onClose: () => void;
  onRenamed: (k: ManagementKeyRecord) => void;
}) {
  return (
    <Dialog open={apiKey !== null} onClose={onClose} title={apiKey ? `Rename ${apiKey.name}` : "Rename key"}>
      {apiKey && <RenameForm key={apiKey.hash} apiKey={apiKey} onClose={onClose} onRenamed={onRenamed} />}
    </Dialog>
  );
}

function RenameForm({ apiKey, onClose, onRenamed }: { apiKey: ManagementKeyRecord; onClose: () => void; onRenamed: (k: ManagementKeyRecord) => void }) {
  const utils = trpc.useUtils();
  const [name, setName] = useState(apiKey.name);
  const rename = trpc.managementKeys.update.useMutation();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const res = await rename.mutateAsync({ hash: apiKey.hash, name }).catch(() => null);
    if (!res) return;
    await utils.managementKeys.list.invalidate();
    onRenamed(res.data);
  }

  const issue = rename.error ? fieldIssues(rename.error).find((i) => i.field === "name") : undefined;
  return (
    <form className="stack" onSubmit={onSubmit} noValidate aria-label="Rename management key">
      <Field id="mk-rename" label="Name">
        {(control) => (
          <input
            {...control}
            value={name}
            maxLength={200}
            onChange={(e) => {
              setName(e.target.value);
              rename.reset();
            }}
            aria-invalid={issue ? true : undefined}
            aria-describedby={rename.error ? "mk-rename-error" : undefined}
            autoFocus
          />
        )}
      </Field>
      <FormError id="mk-rename-error" message={rename.error ? (issue ? `Name ${issue.message}` : errorMessage(rename.error)) : null} />
      <SubmitBar label="Save" disabled={rename.isPending} onCancel={onClose} />
    </form>
  );
}

/**
 * Revoke (disable) or delete, after a confirmation. The server refuses the organization's last
 * active key of an owner or admin (409): its message is shown here.
 */
export function RevokeManagementKeyDialog({
  target,
  isSessionKey,
  onClose,
  onDone,
}: {
  target: { key: ManagementKeyRecord; action: "revoke" | "delete" } | null;
  isSessionKey: boolean;
  onClose: () => void;
  onDone: (k: ManagementKeyRecord, action: "revoke" | "delete") => void;
}) {
  const utils = trpc.useUtils();
  const revoke = trpc.managementKeys.update.useMutation();
  const del = trpc.managementKeys.delete.useMutation();
  const verb = target?.action === "delete" ? "Delete" : "Revoke";
  return (
    <ConfirmDeleteDialog
      target={target}
      title={`${verb} management key`}
      confirmLabel={`${verb} key`}
      action={({ key, action }) => (action === "delete" ? del.mutateAsync({ hash: key.hash }) : revoke.mutateAsync({ hash: key.hash, disabled: true }))}
      onDone={async ({ key, action }) => {
        await utils.managementKeys.list.invalidate();
        onDone(key, action);
      }}
      onClose={onClose}
    >
      {({ key, action }) => (
        <>
          {verb} <strong>{key.name}</strong> (<code>{key.label}</code>)? Requests made with it are refused within a second
          {action === "delete" ? "; this cannot be undone." : "; you can enable it again later."}
          {isSessionKey && <strong> You are signed in with this key: this console session ends too.</strong>}
        </>
      )}
    </ConfirmDeleteDialog>
  );
}
