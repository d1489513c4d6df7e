"use client";

import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { errorMessage } from "@/components/trpc/errors";
import { trpc } from "@/components/trpc/provider";
import type { KeyRecord } from "@/server/services/keys/schemas";

const NAMES_SHOWN = 5;

/** Confirms the bulk disable: the selected keys are refused at once (all or nothing). */
export function DisableKeysDialog({
  open,
  keys,
  onClose,
  onDisabled,
}: {
  open: boolean;
  keys: KeyRecord[];
  onClose: () => void;
  onDisabled: (count: number) => void;
}) {
  const disable = trpc.keys.disableMany.useMutation({ onSuccess: (res) => onDisabled(res.disabled_count) });
  const close = () => {
    disable.reset();
    onClose();
  };
  const names = keys.slice(0, NAMES_SHOWN).map((k) => k.name);
  const more = keys.length - names.length;
  return (
    <ConfirmDeleteDialog
      open={open}
      title={keys.length === 1 ? "Disable 1 key" : `Disable ${keys.length} keys`}
      confirmLabel={keys.length === 1 ? "Disable 1 key" : `Disable ${keys.length} keys`}
      error={disable.error ? errorMessage(disable.error) : null}
      pending={disable.isPending}
      onConfirm={() => disable.mutate({ hashes: keys.map((k) => k.hash) })}
      onClose={close}
    >
      Disable <strong>{names.join(", ")}</strong>
      {more > 0 ? ` and ${more} more` : ""}? Requests made with {keys.length === 1 ? "it" : "them"} are refused at once. You can enable each again later.
    </ConfirmDeleteDialog>
  );
}
