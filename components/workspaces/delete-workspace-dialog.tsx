"use client";

import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { trpc } from "@/components/trpc/provider";
import { notifyError } from "@/components/ui/toast";
import type { WorkspaceRecord } from "@/server/services/workspaces/schemas";

/** Confirms a delete; the server's 409s (default workspace, workspace still holding keys) are shown here. */
export function DeleteWorkspaceDialog({
  workspace,
  onClose,
  onDeleted,
}: {
  workspace: WorkspaceRecord | null;
  onClose: () => void;
  onDeleted: (w: WorkspaceRecord) => void;
}) {
  const utils = trpc.useUtils();
  const del = trpc.workspaces.delete.useMutation({
    // Shown in the dialog too; the toast names the workspace for when the dialog is gone.
    onError: (err) => notifyError(err, `Could not delete ${workspace?.name ?? "the workspace"}`),
  });
  return (
    <ConfirmDeleteDialog
      target={workspace}
      title="Delete workspace"
      confirmLabel="Delete workspace"
      action={(w) => del.mutateAsync({ id: w.id })}
      onDone={async (w) => {
        await utils.workspaces.list.invalidate();
        onDeleted(w);
      }}
      onClose={onClose}
    >
      {(w) => (
        <>
          Delete <strong>{w.name}</strong> (<code>{w.slug}</code>)? This cannot be undone.
        </>
      )}
    </ConfirmDeleteDialog>
  );
}
