"use client";

import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { trpc } from "@/components/trpc/provider";
import type { KeyRecord } from "@/server/services/keys/schemas";

/** Confirms a delete: the key stops working at once and cannot be restored. */
export function DeleteKeyDialog({ apiKey, onClose, onDeleted }: { apiKey: KeyRecord | null; onClose: () => void; onDeleted: (k: KeyRecord) => void }) {
  const utils = trpc.useUtils();
  const del = trpc.keys.delete.useMutation();
  return (
    <ConfirmDeleteDialog
      target={apiKey}
      title="Delete key"
      confirmLabel="Delete key"
      action={(k) => del.mutateAsync({ hash: k.hash })}
      onDone={async (k) => {
        await Promise.all([utils.keys.list.invalidate(), utils.keys.search.invalidate()]);
        onDeleted(k);
      }}
      onClose={onClose}
    >
      {(k) => (
        <>
          Delete <strong>{k.name}</strong> (<code>{k.label}</code>)? Requests made with it are refused at once. This cannot be undone.
        </>
      )}
    </ConfirmDeleteDialog>
  );
}
