"use client";

import { useState } from "react";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { errorMessage } from "@/components/trpc/errors";
import { Skeleton } from "@/components/ui/states";
import { notifyError } from "@/components/ui/toast";
import { trpc } from "@/components/trpc/provider";
import type { GuardrailRecord } from "@/server/services/guardrails/schemas";
import type { WorkspaceRecord } from "@/server/services/workspaces/schemas";

const LIMIT = 100;

function SelectAll({ label, ids, selected, onChange }: { label: string; ids: string[]; selected: Set<string>; onChange: (next: Set<string>) => void }) {
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={all}
      disabled={ids.length === 0}
      onChange={(e) => onChange(e.target.checked ? new Set(ids) : new Set())}
    />
  );
}

function toggled(set: Set<string>, id: string, on: boolean): Set<string> {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

type Pending = { kind: "keys" | "members"; ids: string[]; names: string[] } | null;

/** A guardrail's keys and members: who follows it, assign and unassign one or many at once. */
export function AssignmentsPanel({
  guardrail,
  workspaces,
  onStatus: setStatus,
}: {
  guardrail: GuardrailRecord;
  workspaces: WorkspaceRecord[];
  /** Where the outcome of each assignment change is announced (the page's status line). */
  onStatus: (message: string) => void;
}) {
  const utils = trpc.useUtils();
  const [workspaceId, setWorkspaceId] = useState(guardrail.workspace_id);
  const [selectedKeys, setSelectedKeys] = useState<Set<string>>(new Set());
  const [selectedMembers, setSelectedMembers] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState<Pending>(null);

  const keys = trpc.keys.list.useQuery({ workspace_id: workspaceId, include_disabled: true, limit: LIMIT });
  const keyHashes = (keys.data?.data ?? []).map((k) => k.hash);
  const follows = trpc.guardrails.keyGuardrails.useQuery({ key_hashes: keyHashes }, { enabled: keyHashes.length > 0 });
  const assignedKeys = trpc.guardrails.listKeyAssignments.useQuery({ id: guardrail.id, limit: LIMIT });
  const assignedHashes = (assignedKeys.data?.data ?? []).map((a) => a.key_hash);
  const assignedKeyNames = trpc.guardrails.keyGuardrails.useQuery({ key_hashes: assignedHashes }, { enabled: assignedHashes.length > 0 });

  const users = trpc.session.users.useQuery(undefined, { staleTime: 60_000 });
  const memberAssignments = trpc.guardrails.listAllMemberAssignments.useQuery({ limit: LIMIT });
  const allGuardrails = trpc.guardrails.list.useQuery({ limit: LIMIT });
  const guardrailName = new Map((allGuardrails.data?.data ?? []).map((g) => [g.id, g.name]));
  const memberGuardrail = new Map((memberAssignments.data?.data ?? []).map((a) => [a.user_id, a.guardrail_id]));

  // A first load still in flight would be reused by invalidate (it has no data to keep), and it
  // may have read the database before the change: cancel it so the refetch starts afresh.
  const refresh = async () => {
    const g = utils.guardrails;
    await Promise.all([g.keyGuardrails.cancel(), g.listKeyAssignments.cancel(), g.listAllMemberAssignments.cancel(), g.listMemberAssignments.cancel()]);
    await g.invalidate();
  };
  const assignKeys = trpc.guardrails.assignKeys.useMutation({ onSuccess: refresh });
  const unassignKeys = trpc.guardrails.unassignKeys.useMutation({ onSuccess: refresh });
  const assignMembers = trpc.guardrails.assignMembers.useMutation({ onSuccess: refresh });
  const unassignMembers = trpc.guardrails.unassignMembers.useMutation({ onSuccess: refresh });
  const mutations = [assignKeys, unassignKeys, assignMembers, unassignMembers];
  const busy = mutations.some((m) => m.isPending);
  const resetAll = () => mutations.forEach((m) => m.reset());
  const keyError = assignKeys.error ?? keys.error ?? follows.error;
  const memberError = assignMembers.error ?? users.error ?? memberAssignments.error;

  const followsOf = new Map((follows.data ?? []).map((f) => [f.key_hash, f]));
  const keyName = new Map((keys.data?.data ?? []).map((k) => [k.hash, k.name]));
  const emailOf = new Map((users.data ?? []).map((u) => [u.user_id, u.email]));
  const workspaceName = new Map(workspaces.map((w) => [w.id, w.name]));

  async function onAssignKeys() {
    resetAll();
    const ids = [...selectedKeys];
    const res = await assignKeys.mutateAsync({ id: guardrail.id, key_hashes: ids }).catch((err: unknown) => {
      notifyError(err, `Could not assign keys to ${guardrail.name}`);
      return null;
    });
    if (res) {
      setStatus(`Assigned ${res.assigned_count} of ${ids.length} selected ${ids.length === 1 ? "key" : "keys"} to ${guardrail.name}.`);
      setSelectedKeys(new Set());
    }
  }
  async function onAssignMembers() {
    resetAll();
    const ids = [...selectedMembers];
    const res = await assignMembers.mutateAsync({ id: guardrail.id, member_user_ids: ids }).catch((err: unknown) => {
      notifyError(err, `Could not assign members to ${guardrail.name}`);
      return null;
    });
    if (res) {
      setStatus(`Assigned ${res.assigned_count} of ${ids.length} selected ${ids.length === 1 ? "member" : "members"} to ${guardrail.name}.`);
      setSelectedMembers(new Set());
    }
  }
  async function onConfirmUnassign() {
    if (!confirming) return;
    const { kind, ids } = confirming;
    const res =
      kind === "keys"
        ? await unassignKeys.mutateAsync({ id: guardrail.id, key_hashes: ids }).then((r) => r.unassigned_count).catch(() => null)
        : await unassignMembers.mutateAsync({ id: guardrail.id, member_user_ids: ids }).then((r) => r.unassigned_count).catch(() => null);
    if (res === null) return;
    setStatus(`Unassigned ${res} ${kind === "keys" ? (res === 1 ? "key" : "keys") : res === 1 ? "member" : "members"} from ${guardrail.name}.`);
    if (kind === "keys") setSelectedKeys(new Set());
    else setSelectedMembers(new Set());
    setConfirming(null);
  }

  const unassignError = confirming?.kind === "keys" ? unassignKeys.error : unassignMembers.error;

  return (
    <div className="stack">
      <section aria-labelledby="assign-keys-heading" className="stack">
        <h3 id="assign-keys-heading">Keys</h3>
        <p className="muted small">
          A key follows its own guardrail, else its workspace&apos;s default. Assigning moves a key here from any other guardrail.
          {assignedKeys.data && (
            <>
              {" "}
              <strong>{assignedKeys.data.total_count}</strong> {assignedKeys.data.total_count === 1 ? "key is" : "keys are"} assigned to this guardrail
              {assignedKeys.data.total_count > 0 && assignedKeyNames.data
                ? `: ${assignedKeyNames.data.map((k) => `${k.key_name} (${workspaceName.get(k.workspace_id ?? "") ?? "—"})`).join(", ")}`
                : ""}
              .
            </>
          )}
        </p>
        <div className="row">
          <label htmlFor="assign-keys-workspace">Keys of workspace</label>
          <select
            id="assign-keys-workspace"
            value={workspaceId}
            style={{ width: "auto", minWidth: "14rem" }}
            onChange={(e) => {
              setWorkspaceId(e.target.value);
              setSelectedKeys(new Set());
            }}
          >
            {workspaces.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
          </select>
        </div>
        {keys.isPending ? (
          <Skeleton label="Loading keys…" rows={3} />
        ) : keyHashes.length === 0 ? (
          <p className="muted">No keys in this workspace.</p>
        ) : (
          <div className="table-scroll"><table className="compact" aria-label="Keys to assign">
            <thead>
              <tr>
                <th scope="col">
                  <SelectAll label="Select all keys" ids={keyHashes} selected={selectedKeys} onChange={setSelectedKeys} />
                </th>
                <th scope="col">Key</th>
                <th scope="col">Label</th>
                <th scope="col">Follows</th>
              </tr>
            </thead>
            <tbody>
              {(keys.data?.data ?? []).map((k) => {
                const f = followsOf.get(k.hash);
                const here = f?.source === "key" && f.guardrail_id === guardrail.id;
                return (
                  <tr key={k.hash} className={here ? "selected" : undefined}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`Select key ${k.name}`}
                        checked={selectedKeys.has(k.hash)}
                        onChange={(e) => setSelectedKeys((s) => toggled(s, k.hash, e.target.checked))}
                      />
                    </td>
                    <td>
                      {k.name}
                      {k.disabled && <span className="muted small"> (disabled)</span>}
                    </td>
                    <td>
                      <code>{k.label}</code>
                    </td>
                    <td>
                      {!f ? <span className="muted">…</span> : <FollowsLabel source={f.source} name={f.guardrail_name} />}
                      {here && <span className="badge enabled"> assigned here</span>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table></div>
        )}
        <div className="row">
          <button type="button" className="primary" disabled={selectedKeys.size === 0 || busy} onClick={onAssignKeys}>
            Assign selected keys ({selectedKeys.size})
          </button>
          <button
            type="button"
            className="danger"
            disabled={selectedKeys.size === 0 || busy}
            onClick={() => {
              resetAll();
              setConfirming({ kind: "keys", ids: [...selectedKeys], names: [...selectedKeys].map((h) => keyName.get(h) ?? h) });
            }}
          >
            Unassign selected keys ({selectedKeys.size})
          </button>
        </div>
        {keyError && (
          <p role="alert" className="error">
            {errorMessage(keyError)}
          </p>
        )}
      </section>

      <section aria-labelledby="assign-members-heading" className="stack">
        <h3 id="assign-members-heading">Members</h3>
        <p className="muted small">A member&apos;s guardrail applies, in addition, to every request made with a key the member created.</p>
        {users.isPending ? (
          <Skeleton label="Loading members…" rows={2} />
        ) : (
          <div className="table-scroll"><table className="compact" aria-label="Members to assign">
            <thead>
              <tr>
                <th scope="col">
                  <SelectAll label="Select all members" ids={(users.data ?? []).map((u) => u.user_id)} selected={selectedMembers} onChange={setSelectedMembers} />
                </th>
                <th scope="col">Member</th>
                <th scope="col">Role</th>
                <th scope="col">Member guardrail</th>
              </tr>
            </thead>
            <tbody>
              {(users.data ?? []).map((u) => {
                const gid = memberGuardrail.get(u.user_id);
                const here = gid === guardrail.id;
                return (
                  <tr key={u.user_id} className={here ? "selected" : undefined}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`Select member ${u.email}`}
                        checked={selectedMembers.has(u.user_id)}
                        onChange={(e) => setSelectedMembers((s) => toggled(s, u.user_id, e.target.checked))}
                      />
                    </td>
                    <td>{u.email}</td>
                    <td>{u.role}</td>
                    <td>
                      {gid ? (guardrailName.get(gid) ?? gid) : <span className="muted">None</span>}
                      {here && <span className="badge enabled"> assigned here</span>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table></div>
        )}
        <div className="row">
          <button type="button" className="primary" disabled={selectedMembers.size === 0 || busy} onClick={onAssignMembers}>
            Assign selected members ({selectedMembers.size})
          </button>
          <button
            type="button"
            className="danger"
            disabled={selectedMembers.size === 0 || busy}
            onClick={() => {
              resetAll();
              setConfirming({ kind: "members", ids: [...selectedMembers], names: [...selectedMembers].map((id) => emailOf.get(id) ?? id) });
            }}
          >
            Unassign selected members ({selectedMembers.size})
          </button>
        </div>
        {memberError && (
          <p role="alert" className="error">
            {errorMessage(memberError)}
          </p>
        )}
      </section>

      <ConfirmDeleteDialog
        open={confirming !== null}
        title={confirming?.kind === "keys" ? "Unassign keys" : "Unassign members"}
        confirmLabel="Unassign"
        error={unassignError ? errorMessage(unassignError) : null}
        pending={busy}
        onConfirm={onConfirmUnassign}
        onClose={() => {
          resetAll();
          setConfirming(null);
        }}
      >
        Unassign {confirming?.names.join(", ")} from <strong>{guardrail.name}</strong>?{" "}
        {confirming?.kind === "keys"
          ? "Those assigned here go back to their workspace's default guardrail at once."
          : "Their keys' requests are no longer checked against this guardrail."}
      </ConfirmDeleteDialog>
    </div>
  );
}

export function FollowsLabel({ source, name }: { source: "key" | "workspace_default" | null; name: string | null }) {
  if (!source || !name) return <span className="muted">None</span>;
  return source === "key" ? <span>{name}</span> : <span className="muted">default: {name}</span>;
}
