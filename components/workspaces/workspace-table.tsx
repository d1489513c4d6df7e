"use client";

import { DataTable, RowActions, type Column, type DataTableProps } from "@/components/ui/data-table";
import type { WorkspaceRecord } from "@/server/services/workspaces/schemas";
import { formatDate } from "./format";

type Props = Omit<DataTableProps<WorkspaceRecord>, "columns" | "rowKey" | "actions" | "label"> & {
  selectedId: string | null;
  /** The default workspace cannot be deleted: its Delete is disabled, with the reason. */
  defaultWorkspaceId: string | null;
  onEdit: (w: WorkspaceRecord) => void;
  onMembers: (w: WorkspaceRecord) => void;
  /** The workspace whose broadcast destinations are open. */
  broadcastId: string | null;
  onBroadcast: (w: WorkspaceRecord) => void;
  onDelete: (w: WorkspaceRecord) => void;
};

export function WorkspaceTable({ selectedId, defaultWorkspaceId, onEdit, onMembers, broadcastId, onBroadcast, onDelete, ...table }: Props) {
  const columns: Column<WorkspaceRecord>[] = [
    {
      id: "name",
      header: "Name",
      cell: (w) => (
        <>
          {w.name}
          {w.id === defaultWorkspaceId && (
            <>
              {" "}
              <span className="badge disabled">default</span>
            </>
          )}
        </>
      ),
    },
    { id: "slug", header: "Slug", cell: (w) => <code>{w.slug}</code> },
    { id: "description", header: "Description", cell: (w) => w.description ?? <span className="muted">—</span> },
    { id: "sort", header: "Default sort", cell: (w) => w.default_provider_sort ?? <span className="muted">none</span> },
    { id: "created", header: "Created", cell: (w) => formatDate(w.created_at) },
  ];
  return (
    <DataTable
      {...table}
      label="Workspaces"
      columns={columns}
      rowKey={(w) => w.id}
      rowProps={(w) => ({ className: w.id === selectedId ? "selected" : undefined })}
      actions={(w) => (
        <RowActions
          id={w.id}
          actions={[
            { label: "Edit", name: `Edit ${w.name}`, onClick: () => onEdit(w) },
            { label: "Members", name: `Members of ${w.name}`, pressed: w.id === selectedId, onClick: () => onMembers(w) },
            { label: "Broadcast", name: `Broadcast destinations of ${w.name}`, pressed: w.id === broadcastId, onClick: () => onBroadcast(w) },
            {
              label: "Delete",
              name: `Delete ${w.name}`,
              danger: true,
              disabled: w.id === defaultWorkspaceId,
              reason: "The default workspace cannot be deleted",
              onClick: () => onDelete(w),
            },
          ]}
        />
      )}
    />
  );
}
