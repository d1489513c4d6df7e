"use client";

import type { WorkspaceRecord } from "@/server/services/workspaces/schemas";
import { formatDate } from "./format";

export function WorkspaceTable({
  workspaces,
  selectedId,
  defaultWorkspaceId,
  onEdit,
  onMembers,
  broadcastId,
  onBroadcast,
  onDelete,
}: {
  workspaces: WorkspaceRecord[];
  selectedId: string | null;
  /** The default workspace cannot be deleted: its Delete is disabled, with the reason. */
  defaultWorkspaceId: string | null;
  onEdit: (w: WorkspaceRecord) => void;
  onMembers: (w: WorkspaceRecord) => void;
  /** The workspace whose broadcast destinations are open. */
  broadcastId: string | null;
  onBroadcast: (w: WorkspaceRecord) => void;
  onDelete: (w: WorkspaceRecord) => void;
}) {
  return (
    <div className="table-scroll">
    <table aria-label="Workspaces">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Slug</th>
          <th scope="col">Description</th>
          <th scope="col">Default sort</th>
          <th scope="col">Created</th>
          <th scope="col">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {workspaces.map((w) => (
          <tr key={w.id} className={w.id === selectedId ? "selected" : undefined}>
            <td>
              {w.name}
              {w.id === defaultWorkspaceId && (
                <>
                  {" "}
                  <span className="badge disabled">default</span>
                </>
              )}
            </td>
            <td>
              <code>{w.slug}</code>
            </td>
            <td>{w.description ?? <span className="muted">—</span>}</td>
            <td>{w.default_provider_sort ?? <span className="muted">none</span>}</td>
            <td>{formatDate(w.created_at)}</td>
            <td>
              <div className="row" style={{ justifyContent: "flex-end", flexWrap: "nowrap" }}>
                <button type="button" className="link" aria-label={`Edit ${w.name}`} onClick={() => onEdit(w)}>
                  Edit
                </button>
                <button
                  type="button"
                  className="link"
                  aria-label={`Members of ${w.name}`}
                  aria-pressed={w.id === selectedId}
                  onClick={() => onMembers(w)}
                >
                  Members
                </button>
                <button
                  type="button"
                  className="link"
                  aria-label={`Broadcast destinations of ${w.name}`}
                  aria-pressed={w.id === broadcastId}
                  onClick={() => onBroadcast(w)}
                >
                  Broadcast
                </button>
                {w.id === defaultWorkspaceId ? (
                  <>
                    <button
                      type="button"
                      className="link danger"
                      aria-label={`Delete ${w.name}`}
                      aria-describedby={`no-delete-${w.id}`}
                      title="The default workspace cannot be deleted"
                      disabled
                    >
                      Delete
                    </button>
                    <span id={`no-delete-${w.id}`} className="sr-only">
                      The default workspace cannot be deleted
                    </span>
                  </>
                ) : (
                  <button type="button" className="link danger" aria-label={`Delete ${w.name}`} onClick={() => onDelete(w)}>
                    Delete
                  </button>
                )}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
    </div>
  );
}
