"use client";

import { tableState } from "@/components/ui/data-table";
import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState } from "@/components/ui/states";
import { notifySuccess } from "@/components/ui/toast";
import { trpc } from "@/components/trpc/provider";
import type { WorkspaceRecord } from "@/server/services/workspaces/schemas";
import { BroadcastPanel } from "./broadcast-panel";
import { DeleteWorkspaceDialog } from "./delete-workspace-dialog";
import { MembersPanel } from "./members-panel";
import { WorkspaceForm } from "./workspace-form";
import { changedFields, emptyWorkspaceForm, formValuesOf } from "./workspace-form-values";
import { WorkspaceTable } from "./workspace-table";

export const PAGE_SIZE = 10;

export function WorkspacesPage() {
  const utils = trpc.useUtils();
  const [offset, setOffset] = useState(0);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<WorkspaceRecord | null>(null);
  const [deleting, setDeleting] = useState<WorkspaceRecord | null>(null);
  const [membersOf, setMembersOf] = useState<WorkspaceRecord | null>(null);
  const [broadcastOf, setBroadcastOf] = useState<WorkspaceRecord | null>(null);
  const me = trpc.session.me.useQuery(undefined, { staleTime: 60_000 });

  const list = trpc.workspaces.list.useQuery({ offset, limit: PAGE_SIZE }, { placeholderData: (prev) => prev });
  const create = trpc.workspaces.create.useMutation();
  const update = trpc.workspaces.update.useMutation();

  const total = list.data?.total_count ?? 0;
  const rows = list.data?.data ?? [];

  return (
    <div className="stack">
      <PageHeader
        title="Workspaces"
        primary={{ label: "New workspace", onClick: () => setCreating(true) }}
      >
        Workspaces group keys, guardrails and members, and carry routing and logging defaults.
      </PageHeader>

      <WorkspaceTable
        {...tableState(list, "Loading workspaces…", 5)}
        empty={
          <EmptyState
            title="No workspaces yet"
            primary={{ label: "Create the first workspace", onClick: () => setCreating(true) }}
          >
            Create a workspace for each team or product: its keys, members and guardrails live there.
          </EmptyState>
        }
        pagination={{ offset, total, pageSize: PAGE_SIZE, onOffset: setOffset }}
        selectedId={membersOf?.id ?? null}
        defaultWorkspaceId={me.data?.default_workspace_id ?? null}
        onEdit={setEditing}
        onMembers={(w) => setMembersOf((cur) => (cur?.id === w.id ? null : w))}
        broadcastId={broadcastOf?.id ?? null}
        onBroadcast={(w) => setBroadcastOf((cur) => (cur?.id === w.id ? null : w))}
        onDelete={setDeleting}
      />

      {membersOf && <MembersPanel key={membersOf.id} workspace={membersOf} onClose={() => setMembersOf(null)} />}
      {broadcastOf && <BroadcastPanel key={broadcastOf.id} workspace={broadcastOf} onClose={() => setBroadcastOf(null)} onWorkspace={setBroadcastOf} />}

      <Dialog open={creating} onClose={() => setCreating(false)} title="New workspace">
        <WorkspaceForm
          mode="create"
          initial={emptyWorkspaceForm}
          onCancel={() => setCreating(false)}
          onSubmit={async (values) => {
            const { data } = await create.mutateAsync(values);
            await utils.workspaces.list.invalidate();
            setCreating(false);
            notifySuccess(`Workspace ${data.name} created.`);
            // Show the page the new workspace landed on (the list is oldest first).
            setOffset(Math.floor(total / PAGE_SIZE) * PAGE_SIZE);
          }}
        />
      </Dialog>

      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={editing ? `Edit ${editing.name}` : "Edit workspace"}>
        {editing && (
          <WorkspaceForm
            key={editing.id}
            mode="edit"
            workspaceId={editing.id}
            initial={formValuesOf(editing)}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              const fields = changedFields(editing, values);
              if (Object.keys(fields).length === 0) {
                setEditing(null);
                return;
              }
              const { data } = await update.mutateAsync({ id: editing.id, ...fields });
              await utils.workspaces.list.invalidate();
              utils.workspaces.get.setData({ id: data.id }, { data });
              if (membersOf?.id === data.id) setMembersOf(data);
              if (broadcastOf?.id === data.id) setBroadcastOf(data);
              setEditing(null);
              notifySuccess(`Workspace ${data.name} saved.`);
            }}
          />
        )}
      </Dialog>

      <DeleteWorkspaceDialog
        workspace={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(w) => {
          setDeleting(null);
          if (membersOf?.id === w.id) setMembersOf(null);
          if (broadcastOf?.id === w.id) setBroadcastOf(null);
          notifySuccess(`Workspace ${w.name} deleted.`);
          // Deleting the last row of a page: step back a page.
          if (rows.length === 1 && offset > 0) setOffset(Math.max(0, offset - PAGE_SIZE));
        }}
      />
    </div>
  );
}
