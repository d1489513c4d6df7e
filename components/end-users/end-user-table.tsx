"use client";

import type { EndUserRecord } from "@/server/services/end-users/schemas";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function When({ iso }: { iso: string }) {
  const d = new Date(iso);
  return <time dateTime={iso}>{Number.isNaN(d.getTime()) ? iso : dateFormat.format(d)}</time>;
}

export function EndUserTable({
  endUsers,
  togglingUser,
  onToggle,
}: {
  endUsers: EndUserRecord[];
  /** The registration whose deactivate/reactivate request is in flight. */
  togglingUser: string | null;
  onToggle: (u: EndUserRecord) => void;
}) {
  return (
    <div className="table-scroll">
      <table aria-label="End users">
        <thead>
          <tr>
            <th scope="col">Tracking string</th>
            <th scope="col">Status</th>
            <th scope="col">Registered</th>
            <th scope="col">Last change</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {endUsers.map((u) => (
            <tr key={u.user}>
              <td>
                {/* Shown verbatim: whitespace inside the string is part of it. */}
                <code style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }}>{u.user}</code>
              </td>
              <td>
                <span className={`badge ${u.is_active ? "enabled" : "disabled"}`}>{u.is_active ? "Active" : "Inactive"}</span>
              </td>
              <td className="nowrap">
                <When iso={u.created_at} />
              </td>
              <td className="nowrap">
                <When iso={u.updated_at} />
              </td>
              <td style={{ textAlign: "right" }}>
                <button
                  type="button"
                  className={u.is_active ? "link danger" : "link"}
                  aria-label={`${u.is_active ? "Deactivate" : "Reactivate"} ${u.user}`}
                  disabled={togglingUser === u.user}
                  onClick={() => onToggle(u)}
                >
                  {u.is_active ? "Deactivate" : "Reactivate"}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
