"use client";

import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { errorMessage } from "@/components/trpc/errors";
import { trpc } from "@/components/trpc/provider";
import type { KeyRecord } from "@/server/services/keys/schemas";

/** Confirms a delete: the key stops working at once and cannot be restored. */
export function DeleteKeyDialog({
  apiKey,
  onClose,
  onDeleted,
}: {
  apiKey: KeyRecord | null;
  onClose: () => void;
  onDeleted: (k: KeyRecord) => void;
}) {
  const utils = trpc.useUtils();
  const del = trpc.keys.delete.useMutation({
    onSuccess: async (_res, vars) => {
      await Promise.all([utils.keys.list.invalidate(), utils.keys.search.invalidate()]);
      if (apiKey && vars.hash === apiKey.hash) onDeleted(apiKey);
    },
  });

  const close = () => {
    del.reset();
    onClose();
  };

  return (
    <ConfirmDeleteDialog
      open={apiKey !== null}
      title="Delete key"
      confirmLabel="Delete key"
      error={del.error ? errorMessage(del.error) : null}
      pending={del.isPending}
      onConfirm={() => apiKey && del.mutate({ hash: apiKey.hash })}
      onClose={close}
    >
      Delete <strong>{apiKey?.name}</strong> (<code>{apiKey?.label}</code>)? Requests made with it are refused at once. This cannot be undone.
    </ConfirmDeleteDialog>
  );
}
