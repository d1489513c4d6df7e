"use client";

import { useState, type FormEvent } from "react";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { Dialog } from "@/components/ui/dialog";
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
      <div className="field">
        <label htmlFor="mk-name">Name</label>
        <input
          id="mk-name"
          value={name}
          maxLength={200}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? "mk-name-error" : undefined}
          autoFocus
        />
        {nameError && (
          <span id="mk-name-error" className="error">
            {nameError}
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor="mk-user">Acts for</label>
        <select id="mk-user" value={userId} onChange={(e) => setUserId(e.target.value)}>
          {users.length === 0 && <option value="">You</option>}
          {users.map((u) => (
            <option key={u.user_id} value={u.user_id}>
              {u.email} ({u.role})
            </option>
          ))}
        </select>
      </div>
      {create.error && (
        <p role="alert" className="error">
          {errorMessage(create.error)}
        </p>
      )}
      <div className="row" style={{ justifyContent: "flex-end" }}>
        <button type="button" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="primary" disabled={create.isPending}>
          Create key
        </button>
      </div>
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
      <div className="field">
        <label htmlFor="mk-rename">Name</label>
        <input
          id="mk-rename"
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
      </div>
      {rename.error && (
        <p role="alert" id="mk-rename-error" className="error">
          {issue ? `Name ${issue.message}` : errorMessage(rename.error)}
        </p>
      )}
      <div className="row" style={{ justifyContent: "flex-end" }}>
        <button type="button" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="primary" disabled={rename.isPending}>
          Save
        </button>
      </div>
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
  const mutation = target?.action === "delete" ? del : revoke;

  const close = () => {
    revoke.reset();
    del.reset();
    onClose();
  };

  async function onConfirm() {
    if (!target) return;
    const { key, action } = target;
    const ok =
      action === "delete"
        ? await del.mutateAsync({ hash: key.hash }).then(() => true, () => false)
        : await revoke.mutateAsync({ hash: key.hash, disabled: true }).then(() => true, () => false);
    if (!ok) return;
    await utils.managementKeys.list.invalidate();
    onDone(key, action);
  }

  const verb = target?.action === "delete" ? "Delete" : "Revoke";
  return (
    <ConfirmDeleteDialog
      open={target !== null}
      title={`${verb} management key`}
      confirmLabel={`${verb} key`}
      error={mutation.error ? errorMessage(mutation.error) : null}
      pending={mutation.isPending}
      onConfirm={() => void onConfirm()}
      onClose={close}
    >
      {verb} <strong>{target?.key.name}</strong> (<code>{target?.key.label}</code>)? Requests made with it are refused within a second
      {target?.action === "delete" ? "; this cannot be undone." : "; you can enable it again later."}
      {isSessionKey && <strong> You are signed in with this key: this console session ends too.</strong>}
    </ConfirmDeleteDialog>
  );
}
