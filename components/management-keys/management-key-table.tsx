"use client";

import { DataTable, RowActions, type Column, type DataTableProps } from "@/components/ui/data-table";
import { When } from "@/components/keys/when";
import type { ManagementKeyRecord } from "@/server/services/management-keys/schemas";

type Props = Omit<DataTableProps<ManagementKeyRecord>, "columns" | "rowKey" | "actions" | "label"> & {
  userEmail: (id: string) => string;
  /** The key this console session is signed in with. */
  sessionHash: string | null;
  togglingHash: string | null;
  onRename: (k: ManagementKeyRecord) => void;
  onRevoke: (k: ManagementKeyRecord) => void;
  onEnable: (k: ManagementKeyRecord) => void;
  onDelete: (k: ManagementKeyRecord) => void;
};

export function ManagementKeyTable({ userEmail, sessionHash, togglingHash, onRename, onRevoke, onEnable, onDelete, ...table }: Props) {
  const columns: Column<ManagementKeyRecord>[] = [
    {
      id: "name",
      header: "Name",
      cell: (k) => (
        <>
          <strong>{k.name}</strong>
          {k.hash === sessionHash && <div className="muted small">This session’s key</div>}
        </>
      ),
    },
    { id: "label", header: "Label", cell: (k) => <code className="nowrap">{k.label}</code> },
    { id: "user", header: "Acts for", cell: (k) => userEmail(k.creator_user_id) },
    { id: "status", header: "Status", cell: (k) => <span className={`badge ${k.disabled ? "disabled" : "enabled"}`}>{k.disabled ? "Revoked" : "Active"}</span> },
    { id: "last-used", header: "Last used", cell: (k) => (k.last_used_at ? <When iso={k.last_used_at} /> : <span className="muted">Never</span>) },
    { id: "created", header: "Created", cell: (k) => <When iso={k.created_at} /> },
  ];
  return (
    <DataTable
      {...table}
      label="Management keys"
      className="compact"
      columns={columns}
      rowKey={(k) => k.hash}
      actions={(k) => (
        <RowActions
          id={k.hash}
          className="actions"
          style={{ gridTemplateColumns: "repeat(3, auto)", gap: "0 0.25rem" }}
          actions={[
            { label: "Rename", name: `Rename ${k.name}`, onClick: () => onRename(k) },
            k.disabled
              ? { label: "Enable", name: `Enable ${k.name}`, disabled: togglingHash === k.hash, onClick: () => onEnable(k) }
              : { label: "Revoke", name: `Revoke ${k.name}`, danger: true, onClick: () => onRevoke(k) },
            { label: "Delete", name: `Delete ${k.name}`, danger: true, onClick: () => onDelete(k) },
          ]}
        />
      )}
    />
  );
}
