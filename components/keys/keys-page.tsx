"use client";

import { Pager } from "@/components/ui/pager";
import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { errorMessage } from "@/components/trpc/errors";
import { trpc } from "@/components/trpc/provider";
import type { KeyRecord } from "@/server/services/keys/schemas";
import { DeleteKeyDialog } from "./delete-key-dialog";
import { KeyCreatedDialog, type CreatedKey } from "./key-created-dialog";
import { KeyForm } from "./key-form";
import { changedFields, emptyKeyForm, formValuesOf } from "./key-form-values";
import { KeyTable } from "./key-table";
import { MoveKeyDialog } from "./move-key-dialog";

export const PAGE_SIZE = 10;
/** The API's page maximum: enough for the filter and the move target list. */
const WORKSPACES_LIMIT = 100;

/** keys.list's input: no workspace_id means the organization's default workspace. */
function listInput(workspaceId: string | null, includeDisabled: boolean, offset: number, limit: number) {
  return { include_disabled: includeDisabled, offset, limit, ...(workspaceId ? { workspace_id: workspaceId } : {}) };
}

export function KeysPage() {
  const utils = trpc.useUtils();
  /** null: the default workspace (the list is asked without workspace_id, so the server decides which that is). */
  const [workspaceId, setWorkspaceId] = useState<string | null>(null);
  const [showDisabled, setShowDisabled] = useState(false);
  const [offset, setOffset] = useState(0);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const [editing, setEditing] = useState<KeyRecord | null>(null);
  const [moving, setMoving] = useState<KeyRecord | null>(null);
  const [deleting, setDeleting] = useState<KeyRecord | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const workspaces = trpc.workspaces.list.useQuery({ limit: WORKSPACES_LIMIT }, { staleTime: 30_000 });
  const list = trpc.keys.list.useQuery(listInput(workspaceId, showDisabled, offset, PAGE_SIZE), { placeholderData: (prev) => prev });
  // gcTime 0: the plaintext key in the response leaves the mutation cache as soon as it is reset.
  const create = trpc.keys.create.useMutation({ gcTime: 0 });
  const update = trpc.keys.update.useMutation();
  const toggle = trpc.keys.update.useMutation();

  // The list is oldest first and the default workspace is created with the organization.
  const allWorkspaces = workspaces.data?.data ?? [];
  const defaultWorkspace = allWorkspaces[0];
  const nameOf = new Map(allWorkspaces.map((w) => [w.id, w.name]));
  const workspaceName = (id: string | null) => (id ? (nameOf.get(id) ?? id) : "—");
  const filterOf = (id: string | null) => (id === null || id === defaultWorkspace?.id ? null : id);

  const total = list.data?.total_count ?? 0;
  const rows = list.data?.data ?? [];
  const hashes = rows.map((k) => k.hash);
  const guardrails = trpc.guardrails.keyGuardrails.useQuery({ key_hashes: hashes }, { enabled: hashes.length > 0, placeholderData: (prev) => prev });
  const guardrailOf = new Map((guardrails.data ?? []).map((g) => [g.key_hash, { source: g.source, name: g.guardrail_name }]));

  /** After a row leaves the current view: the last row of a page steps back a page. */
  const rowLeft = () => {
    if (rows.length === 1 && offset > 0) setOffset(Math.max(0, offset - PAGE_SIZE));
  };

  async function onToggle(k: KeyRecord) {
    const res = await toggle.mutateAsync({ hash: k.hash, disabled: !k.disabled }).catch(() => null);
    if (!res) return;
    await utils.keys.list.invalidate();
    if (res.data.disabled && !showDisabled) {
      setStatus(`Key ${res.data.name} disabled. Disabled keys are hidden while “Show disabled” is off.`);
      rowLeft();
    } else {
      setStatus(`Key ${res.data.name} ${res.data.disabled ? "disabled" : "enabled"}.`);
    }
  }

  return (
    <div className="stack">
      <div className="spread">
        <h1 style={{ margin: 0 }}>Keys</h1>
        <button type="button" className="primary" onClick={() => setCreating(true)}>
          New key
        </button>
      </div>
      <p className="muted" style={{ marginTop: "0.25rem" }}>
        Inference keys call the gateway. Each belongs to one workspace and can carry a spending limit.
      </p>

      <div role="group" aria-label="Filters" className="row filters">
        <label htmlFor="keys-workspace">Workspace</label>
        <select
          id="keys-workspace"
          value={workspaceId ?? ""}
          onChange={(e) => {
            setWorkspaceId(filterOf(e.target.value || null));
            setOffset(0);
          }}
          style={{ width: "auto", minWidth: "14rem" }}
        >
          {allWorkspaces.length === 0 ? (
            <option value="">Default workspace</option>
          ) : (
            allWorkspaces.map((w, i) => (
              <option key={w.id} value={i === 0 ? "" : w.id}>
                {i === 0 ? `${w.name} (default)` : w.name}
              </option>
            ))
          )}
        </select>
        <label className="check" style={{ marginLeft: "1rem" }}>
          <input
            type="checkbox"
            checked={showDisabled}
            onChange={(e) => {
              setShowDisabled(e.target.checked);
              setOffset(0);
            }}
          />
          Show disabled
        </label>
      </div>

      {status && (
        <p role="status" className="panel" style={{ padding: "0.6rem 1rem" }}>
          {status}
        </p>
      )}
      {toggle.error && (
        <p role="alert" className="error">
          {errorMessage(toggle.error)}
        </p>
      )}
      {workspaces.isError && (
        <p role="alert" className="error">
          Workspaces could not be loaded: {errorMessage(workspaces.error)}
        </p>
      )}

      {list.isPending ? (
        <p className="muted">Loading keys…</p>
      ) : list.isError ? (
        <p role="alert" className="error">
          {errorMessage(list.error)}
        </p>
      ) : rows.length === 0 ? (
        <p className="muted">{showDisabled ? "No keys in this workspace yet." : "No enabled keys in this workspace."}</p>
      ) : (
        <>
          <KeyTable
            keys={rows}
            workspaceName={workspaceName}
            guardrailOf={(hash) => guardrailOf.get(hash) ?? (guardrails.isError ? { source: null, name: null } : undefined)}
            togglingHash={toggle.isPending ? (toggle.variables?.hash ?? null) : null}
            onEdit={setEditing}
            onMove={setMoving}
            onToggle={onToggle}
            onDelete={setDeleting}
          />
          <Pager offset={offset} shown={rows.length} total={total} pageSize={PAGE_SIZE} onOffset={setOffset} />
        </>
      )}

      <Dialog open={creating} onClose={() => setCreating(false)} title="New key">
        <KeyForm
          mode="create"
          initial={{ ...emptyKeyForm, workspace_id: workspaceId ?? "" }}
          workspaces={allWorkspaces}
          onCancel={() => setCreating(false)}
          onSubmit={async (values) => {
            const { data, key } = await create.mutateAsync(values);
            create.reset();
            setCreating(false);
            setCreated({ name: data.name, key });
            setStatus(`Key ${data.name} created.`);
            // Show the page the new key landed on: its workspace, last page (the list is oldest first).
            const target = filterOf(data.workspace_id);
            await utils.keys.list.invalidate();
            const count = await utils.keys.list
              .fetch(listInput(target, showDisabled, 0, 1))
              .then((r) => r.total_count)
              .catch(() => 1);
            setWorkspaceId(target);
            setOffset(Math.floor(Math.max(0, count - 1) / PAGE_SIZE) * PAGE_SIZE);
          }}
        />
      </Dialog>

      <KeyCreatedDialog created={created} onClose={() => setCreated(null)} />

      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={editing ? `Edit ${editing.name}` : "Edit key"}>
        {editing && (
          <KeyForm
            key={editing.hash}
            mode="edit"
            initial={formValuesOf(editing)}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              const fields = changedFields(editing, values);
              if (Object.keys(fields).length === 0) {
                setEditing(null);
                return;
              }
              const { data } = await update.mutateAsync({ hash: editing.hash, ...fields });
              await utils.keys.list.invalidate();
              setEditing(null);
              setStatus(`Key ${data.name} saved.`);
            }}
          />
        )}
      </Dialog>

      <MoveKeyDialog
        apiKey={moving}
        workspaces={allWorkspaces}
        onClose={() => setMoving(null)}
        onMoved={(k, to) => {
          setMoving(null);
          void utils.guardrails.keyGuardrails.invalidate();
          setStatus(`Key ${k.name} moved to ${to.name}.`);
          rowLeft();
        }}
      />

      <DeleteKeyDialog
        apiKey={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(k) => {
          setDeleting(null);
          setStatus(`Key ${k.name} deleted.`);
          rowLeft();
        }}
      />
    </div>
  );
}
