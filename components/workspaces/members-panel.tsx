"use client";

import { useState, type FormEvent } from "react";
import { errorMessage, errorMetadata } from "@/components/trpc/errors";
import { DataTable, RowActions, type Column } from "@/components/ui/data-table";
import { Panel } from "@/components/ui/panel";
import { notifyError, notifySuccess } from "@/components/ui/toast";
import { trpc } from "@/components/trpc/provider";
import type { WorkspaceRecord } from "@/server/services/workspaces/schemas";
import { formatDate } from "./format";

const MEMBERS_LIMIT = 100;

type MemberRow = { id: string; user_id: string; role: string; created_at: string };

/** The server names users by id (metadata.unknown_user_ids): say it with their emails. */
function memberErrorMessage(error: unknown, emailOf: Map<string, string>): string {
  const unknown = errorMetadata(error)?.unknown_user_ids;
  if (Array.isArray(unknown) && unknown.length > 0) {
    const names = unknown.map((id) => (typeof id === "string" ? (emailOf.get(id) ?? "a user who has left the organization") : String(id)));
    return `${names.join(", ")} ${names.length === 1 ? "is" : "are"} not a member of the organization any more`;
  }
  return errorMessage(error);
}

/** A workspace's members: list, add organization users, remove. */
export function MembersPanel({ workspace, onClose }: { workspace: WorkspaceRecord; onClose: () => void }) {
  const utils = trpc.useUtils();
  const members = trpc.workspaces.listMembers.useQuery({ id: workspace.id, limit: MEMBERS_LIMIT });
  const users = trpc.session.users.useQuery(undefined, { staleTime: 60_000 });
  const [selected, setSelected] = useState("");

  const refresh = () => utils.workspaces.listMembers.invalidate({ id: workspace.id });
  const add = trpc.workspaces.addMembers.useMutation({ onSuccess: refresh });
  const remove = trpc.workspaces.removeMembers.useMutation({ onSuccess: refresh });

  const emailOf = new Map((users.data ?? []).map((u) => [u.user_id, u.email]));
  const nameOf = (id: string) => emailOf.get(id) ?? "a former member";
  const memberIds = new Set((members.data?.data ?? []).map((m) => m.user_id));
  const candidates = (users.data ?? []).filter((u) => !memberIds.has(u.user_id));
  const headingId = `members-${workspace.id}`;
  const labelOf = (m: MemberRow) => emailOf.get(m.user_id) ?? (users.isPending ? "…" : "a former member");

  async function onAdd(e: FormEvent) {
    e.preventDefault();
    if (!selected) return;
    remove.reset();
    const res = await add.mutateAsync({ id: workspace.id, user_ids: [selected] }).catch((err: unknown) => {
      notifyError(err, `Could not add ${nameOf(selected)} to ${workspace.name}`, memberErrorMessage(err, emailOf));
      return null;
    });
    if (res) {
      notifySuccess(`Added ${nameOf(selected)} to ${workspace.name}.`);
      setSelected("");
    }
  }

  async function onRemove(userId: string) {
    add.reset();
    const res = await remove.mutateAsync({ id: workspace.id, user_ids: [userId] }).catch((err: unknown) => {
      notifyError(err, `Could not remove ${nameOf(userId)} from ${workspace.name}`, memberErrorMessage(err, emailOf));
      return null;
    });
    if (res) notifySuccess(`Removed ${nameOf(userId)} from ${workspace.name}.`);
  }

  const error = add.error ?? remove.error ?? members.error;

  const columns: Column<MemberRow>[] = [
    { id: "user", header: "User", cell: (m) => labelOf(m) },
    { id: "role", header: "Role", cell: (m) => m.role },
    { id: "added", header: "Added", cell: (m) => formatDate(m.created_at) },
  ];

  return (
    <Panel
      id={headingId}
      title={`Members of ${workspace.name}`}
      closeLabel="Close members"
      onClose={onClose}
      error={error ? memberErrorMessage(error, emailOf) : null}
      form={
        <form className="row" onSubmit={onAdd}>
          <label htmlFor={`add-member-${workspace.id}`}>User to add</label>
          <select
            id={`add-member-${workspace.id}`}
            value={selected}
            onChange={(e) => setSelected(e.target.value)}
            style={{ width: "auto", minWidth: "min(16rem, 100%)", maxWidth: "100%" }}
            disabled={candidates.length === 0}
          >
            <option value="">{candidates.length === 0 ? "Every user is a member" : "Choose a user…"}</option>
            {candidates.map((u) => (
              <option key={u.user_id} value={u.user_id}>
                {u.email} ({u.role})
              </option>
            ))}
          </select>
          <button type="submit" className="primary" disabled={!selected || add.isPending}>
            Add member
          </button>
        </form>
      }
    >
      <DataTable
        labelledBy={headingId}
        columns={columns}
        rows={members.data?.data}
        rowKey={(m) => m.id}
        loading={members.isPending}
        loadingLabel="Loading members…"
        loadingRows={2}
        empty={<p className="muted">No members yet. Add organization users below: they see this workspace&apos;s keys and usage.</p>}
        actions={(m) => (
          <RowActions
            id={m.id}
            actions={[{ label: "Remove", name: `Remove ${labelOf(m)}`, danger: true, solid: true, disabled: remove.isPending, onClick: () => void onRemove(m.user_id) }]}
          />
        )}
      />
      {members.data && members.data.total_count > members.data.data.length && (
        <p className="muted">
          Showing {members.data.data.length} of {members.data.total_count} members.
        </p>
      )}
    </Panel>
  );
}
