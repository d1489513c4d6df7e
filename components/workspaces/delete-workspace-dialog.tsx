"use client";

import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { errorMessage } from "@/components/trpc/errors";
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
    onSuccess: async (_res, vars) => {
      await utils.workspaces.list.invalidate();
      if (workspace && vars.id === workspace.id) onDeleted(workspace);
    },
    // Shown in the dialog too; the toast names the workspace for when the dialog is gone.
    onError: (err) => notifyError(err, `Could not delete ${workspace?.name ?? "the workspace"}`),
  });

  const close = () => {
    del.reset();
    onClose();
  };

  return (
    <ConfirmDeleteDialog
      open={workspace !== null}
      title="Delete workspace"
      confirmLabel="Delete workspace"
      error={del.error ? errorMessage(del.error) : null}
      pending={del.isPending}
      onConfirm={() => workspace && del.mutate({ id: workspace.id })}
      onClose={close}
    >
      Delete <strong>{workspace?.name}</strong> (<code>{workspace?.slug}</code>)? This cannot be undone.
    </ConfirmDeleteDialog>
  );
}
