"use client";

import { useState, type FormEvent } from "react";
import { errorMessage } from "@/components/trpc/errors";
import { trpc } from "@/components/trpc/provider";
import type { WorkspaceRecord } from "@/server/services/workspaces/schemas";
import { formatDate } from "./format";

const MEMBERS_LIMIT = 100;

/** A workspace's members: list, add organization users, remove. */
export function MembersPanel({ workspace, onClose }: { workspace: WorkspaceRecord; onClose: () => void }) {
  const utils = trpc.useUtils();
  const members = trpc.workspaces.listMembers.useQuery({ id: workspace.id, limit: MEMBERS_LIMIT });
  const users = trpc.session.users.useQuery(undefined, { staleTime: 60_000 });
  const [selected, setSelected] = useState("");
  const [status, setStatus] = useState<string | null>(null);

  const refresh = () => utils.workspaces.listMembers.invalidate({ id: workspace.id });
  const add = trpc.workspaces.addMembers.useMutation({ onSuccess: refresh });
  const remove = trpc.workspaces.removeMembers.useMutation({ onSuccess: refresh });

  const emailOf = new Map((users.data ?? []).map((u) => [u.user_id, u.email]));
  const memberIds = new Set((members.data?.data ?? []).map((m) => m.user_id));
  const candidates = (users.data ?? []).filter((u) => !memberIds.has(u.user_id));
  const headingId = `members-${workspace.id}`;

  async function onAdd(e: FormEvent) {
    e.preventDefault();
    if (!selected) return;
    remove.reset();
    const res = await add.mutateAsync({ id: workspace.id, user_ids: [selected] }).catch(() => null);
    if (res) {
      setStatus(`Added ${emailOf.get(selected) ?? selected}`);
      setSelected("");
    }
  }

  async function onRemove(userId: string) {
    add.reset();
    const res = await remove.mutateAsync({ id: workspace.id, user_ids: [userId] }).catch(() => null);
    if (res) setStatus(`Removed ${emailOf.get(userId) ?? userId}`);
  }

  const error = add.error ?? remove.error ?? members.error;

  return (
    <section className="panel stack" aria-labelledby={headingId}>
      <div className="spread">
        <h2 id={headingId} style={{ margin: 0 }}>
          Members of {workspace.name}
        </h2>
        <button type="button" className="link" onClick={onClose}>
          Close members
        </button>
      </div>

      {members.isPending ? (
        <p className="muted">Loading members…</p>
      ) : members.data && members.data.data.length === 0 ? (
        <p className="muted">No members yet.</p>
      ) : members.data ? (
        <table aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">User</th>
              <th scope="col">Role</th>
              <th scope="col">Added</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {members.data.data.map((m) => {
              const label = emailOf.get(m.user_id) ?? m.user_id;
              return (
                <tr key={m.id}>
                  <td>{label}</td>
                  <td>{m.role}</td>
                  <td>{formatDate(m.created_at)}</td>
                  <td style={{ textAlign: "right" }}>
                    <button
                      type="button"
                      className="danger"
                      aria-label={`Remove ${label}`}
                      disabled={remove.isPending}
                      onClick={() => onRemove(m.user_id)}
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {members.data && members.data.total_count > members.data.data.length && (
        <p className="muted">
          Showing {members.data.data.length} of {members.data.total_count} members.
        </p>
      )}

      <form className="row" onSubmit={onAdd}>
        <label htmlFor={`add-member-${workspace.id}`}>User to add</label>
        <select
          id={`add-member-${workspace.id}`}
          value={selected}
          onChange={(e) => setSelected(e.target.value)}
          style={{ width: "auto", minWidth: "16rem" }}
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

      {error && (
        <p role="alert" className="error">
          {errorMessage(error)}
        </p>
      )}
      {status && !error && (
        <p role="status" className="muted">
          {status}
        </p>
      )}
    </section>
  );
}
