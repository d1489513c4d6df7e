"use client";

import { formatDate, formatDateParts } from "@/components/keys/format";
import type { ManagementKeyRecord } from "@/server/services/management-keys/schemas";

function When({ iso }: { iso: string }) {
  const parts = formatDateParts(iso);
  if (!parts) return <>{iso}</>;
  return (
    <time dateTime={iso} title={formatDate(iso)}>
      <span className="nowrap">{parts.day}</span> <span className="nowrap muted small">{parts.time}</span>
    </time>
  );
}

export function ManagementKeyTable({
  keys,
  userEmail,
  sessionHash,
  togglingHash,
  onRename,
  onRevoke,
  onEnable,
  onDelete,
}: {
  keys: ManagementKeyRecord[];
  userEmail: (id: string) => string;
  /** The key this console session is signed in with. */
  sessionHash: string | null;
  togglingHash: string | null;
  onRename: (k: ManagementKeyRecord) => void;
  onRevoke: (k: ManagementKeyRecord) => void;
  onEnable: (k: ManagementKeyRecord) => void;
  onDelete: (k: ManagementKeyRecord) => void;
}) {
  return (
    <div className="table-scroll">
      <table aria-label="Management keys" className="compact">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Label</th>
            <th scope="col">Acts for</th>
            <th scope="col">Status</th>
            <th scope="col">Last used</th>
            <th scope="col">Created</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((k) => (
            <tr key={k.hash}>
              <td>
                <strong>{k.name}</strong>
                {k.hash === sessionHash && <div className="muted small">This session’s key</div>}
              </td>
              <td>
                <code className="nowrap">{k.label}</code>
              </td>
              <td>{userEmail(k.creator_user_id)}</td>
              <td>
                <span className={`badge ${k.disabled ? "disabled" : "enabled"}`}>{k.disabled ? "Revoked" : "Active"}</span>
              </td>
              <td>{k.last_used_at ? <When iso={k.last_used_at} /> : <span className="muted">Never</span>}</td>
              <td>
                <When iso={k.created_at} />
              </td>
              <td>
                <div className="actions" style={{ gridTemplateColumns: "repeat(3, auto)", gap: "0 0.25rem" }}>
                  <button type="button" className="link" aria-label={`Rename ${k.name}`} onClick={() => onRename(k)}>
                    Rename
                  </button>
                  {k.disabled ? (
                    <button type="button" className="link" aria-label={`Enable ${k.name}`} disabled={togglingHash === k.hash} onClick={() => onEnable(k)}>
                      Enable
                    </button>
                  ) : (
                    <button type="button" className="link danger" aria-label={`Revoke ${k.name}`} onClick={() => onRevoke(k)}>
                      Revoke
                    </button>
                  )}
                  <button type="button" className="link danger" aria-label={`Delete ${k.name}`} onClick={() => onDelete(k)}>
                    Delete
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
