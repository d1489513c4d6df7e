"use client";

import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
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
  const disable = trpc.keys.disableMany.useMutation();
  const label = keys.length === 1 ? "Disable 1 key" : `Disable ${keys.length} keys`;
  return (
    <ConfirmDeleteDialog
      target={open ? keys : null}
      title={label}
      confirmLabel={label}
      action={(ks) => disable.mutateAsync({ hashes: ks.map((k) => k.hash) }).then((res) => onDisabled(res.disabled_count))}
      onDone={() => undefined}
      onClose={onClose}
    >
      {(ks) => {
        const names = ks.slice(0, NAMES_SHOWN).map((k) => k.name);
        const more = ks.length - names.length;
        return (
          <>
            Disable <strong>{names.join(", ")}</strong>
            {more > 0 ? ` and ${more} more` : ""}? Requests made with {ks.length === 1 ? "it" : "them"} are refused at once. You can enable each again later.
          </>
        );
      }}
    </ConfirmDeleteDialog>
  );
}
