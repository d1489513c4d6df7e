"use client";

import { useRef, useState, type ReactNode } from "react";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { errorMessage } from "@/components/trpc/errors";
import { DataTable, type Column } from "@/components/ui/data-table";
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
  // The count the last unassign reported, for its status line.
  const unassigned = useRef(0);
  const setUnassigned = (n: number) => {
    unassigned.current = n;
  };

  return (
    <div className="stack">
      <AssignSection
        id="assign-keys-heading"
        title="Keys"
        noun="keys"
        description={
          <>
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
          </>
        }
        chooser={
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
        }
        label="Keys to assign"
        loadingLabel="Loading keys…"
        loadingRows={3}
        rows={keys.data?.data}
        empty={<p className="muted">No keys in this workspace.</p>}
        rowKey={(k) => k.hash}
        nameOf={(k) => `key ${k.name}`}
        isHere={(k) => {
          const f = followsOf.get(k.hash);
          return f?.source === "key" && f.guardrail_id === guardrail.id;
        }}
        columns={[
          {
            id: "key",
            header: "Key",
            cell: (k) => (
              <>
                {k.name}
                {k.disabled && <span className="muted small"> (disabled)</span>}
              </>
            ),
          },
          { id: "label", header: "Label", cell: (k) => <code>{k.label}</code> },
          {
            id: "follows",
            header: "Follows",
            cell: (k) => {
              const f = followsOf.get(k.hash);
              return !f ? <span className="muted">…</span> : <FollowsLabel source={f.source} name={f.guardrail_name} />;
            },
          },
        ]}
        selected={selectedKeys}
        onSelected={setSelectedKeys}
        busy={busy}
        onAssign={onAssignKeys}
        onUnassign={() => {
          resetAll();
          setConfirming({ kind: "keys", ids: [...selectedKeys], names: [...selectedKeys].map((h) => keyName.get(h) ?? h) });
        }}
        error={keyError}
      />

      <AssignSection
        id="assign-members-heading"
        title="Members"
        noun="members"
        description="A member's guardrail applies, in addition, to every request made with a key the member created."
        label="Members to assign"
        loadingLabel="Loading members…"
        loadingRows={2}
        rows={users.data}
        rowKey={(u) => u.user_id}
        nameOf={(u) => `member ${u.email}`}
        isHere={(u) => memberGuardrail.get(u.user_id) === guardrail.id}
        columns={[
          { id: "member", header: "Member", cell: (u) => u.email },
          { id: "role", header: "Role", cell: (u) => u.role },
          {
            id: "guardrail",
            header: "Member guardrail",
            cell: (u) => {
              const gid = memberGuardrail.get(u.user_id);
              return gid ? (guardrailName.get(gid) ?? gid) : <span className="muted">None</span>;
            },
          },
        ]}
        selected={selectedMembers}
        onSelected={setSelectedMembers}
        busy={busy}
        onAssign={onAssignMembers}
        onUnassign={() => {
          resetAll();
          setConfirming({ kind: "members", ids: [...selectedMembers], names: [...selectedMembers].map((id) => emailOf.get(id) ?? id) });
        }}
        error={memberError}
      />

      <ConfirmDeleteDialog
        target={confirming}
        title={confirming?.kind === "keys" ? "Unassign keys" : "Unassign members"}
        confirmLabel="Unassign"
        action={(c) =>
          c.kind === "keys"
            ? unassignKeys.mutateAsync({ id: guardrail.id, key_hashes: c.ids }).then((r) => setUnassigned(r.unassigned_count))
            : unassignMembers.mutateAsync({ id: guardrail.id, member_user_ids: c.ids }).then((r) => setUnassigned(r.unassigned_count))
        }
        onDone={(c) => {
          const res = unassigned.current;
          setStatus(`Unassigned ${res} ${c.kind === "keys" ? (res === 1 ? "key" : "keys") : res === 1 ? "member" : "members"} from ${guardrail.name}.`);
          if (c.kind === "keys") setSelectedKeys(new Set());
          else setSelectedMembers(new Set());
          setConfirming(null);
        }}
        onClose={() => {
          resetAll();
          setConfirming(null);
        }}
      >
        {(c) => (
          <>
            Unassign {c.names.join(", ")} from <strong>{guardrail.name}</strong>?{" "}
            {c.kind === "keys"
              ? "Those assigned here go back to their workspace's default guardrail at once."
              : "Their keys' requests are no longer checked against this guardrail."}
          </>
        )}
      </ConfirmDeleteDialog>
    </div>
  );
}

/** One list of a guardrail's assignments (keys, or members): pick rows, then assign or unassign them together. */
function AssignSection<T>({
  id,
  title,
  noun,
  description,
  chooser,
  label,
  loadingLabel,
  loadingRows,
  rows,
  empty,
  rowKey,
  nameOf,
  isHere,
  columns,
  selected,
  onSelected,
  busy,
  onAssign,
  onUnassign,
  error,
}: {
  id: string;
  title: string;
  noun: "keys" | "members";
  description: ReactNode;
  chooser?: ReactNode;
  label: string;
  loadingLabel: string;
  loadingRows: number;
  rows: T[] | undefined;
  empty?: ReactNode;
  rowKey: (row: T) => string;
  /** "key Prod" / "member a@b.c": the row checkbox's name is "Select <nameOf>". */
  nameOf: (row: T) => string;
  /** Assigned to this guardrail: the row is highlighted and its last cell says so. */
  isHere: (row: T) => boolean;
  columns: Column<T>[];
  selected: Set<string>;
  onSelected: (next: Set<string>) => void;
  busy: boolean;
  onAssign: () => void;
  onUnassign: () => void;
  error: unknown;
}) {
  const last = columns[columns.length - 1]!;
  const all: Column<T>[] = [
    {
      id: "select",
      header: `Select all ${noun}`,
      headerContent: <SelectAll label={`Select all ${noun}`} ids={(rows ?? []).map(rowKey)} selected={selected} onChange={onSelected} />,
      cell: (row) => (
        <input
          type="checkbox"
          aria-label={`Select ${nameOf(row)}`}
          checked={selected.has(rowKey(row))}
          onChange={(e) => onSelected(toggled(selected, rowKey(row), e.target.checked))}
        />
      ),
    },
    ...columns.slice(0, -1),
    {
      ...last,
      cell: (row) => (
        <>
          {last.cell(row)}
          {isHere(row) && <span className="badge enabled"> assigned here</span>}
        </>
      ),
    },
  ];
  return (
    <section aria-labelledby={id} className="stack">
      <h3 id={id}>{title}</h3>
      <p className="muted small">{description}</p>
      {chooser}
      <DataTable
        label={label}
        className="compact"
        columns={all}
        rows={rows}
        rowKey={rowKey}
        rowProps={(row) => ({ className: isHere(row) ? "selected" : undefined })}
        loadingLabel={loadingLabel}
        loadingRows={loadingRows}
        empty={empty}
      />
      <div className="row">
        <button type="button" className="primary" disabled={selected.size === 0 || busy} onClick={onAssign}>
          Assign selected {noun} ({selected.size})
        </button>
        <button type="button" className="danger" disabled={selected.size === 0 || busy} onClick={onUnassign}>
          Unassign selected {noun} ({selected.size})
        </button>
      </div>
      {error ? (
        <p role="alert" className="error">
          {errorMessage(error)}
        </p>
      ) : null}
    </section>
  );
}

export function FollowsLabel({ source, name }: { source: "key" | "workspace_default" | null; name: string | null }) {
  if (!source || !name) return <span className="muted">None</span>;
  return source === "key" ? <span>{name}</span> : <span className="muted">default: {name}</span>;
}
