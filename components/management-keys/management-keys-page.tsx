"use client";

import { tableState } from "@/components/ui/data-table";
import { useState } from "react";
import { KeyCreatedDialog, type CreatedKey } from "@/components/keys/key-created-dialog";
import { FormError } from "@/components/ui/field";
import { PageHeader } from "@/components/ui/page-header";
import { notifyError, notifySuccess } from "@/components/ui/toast";
import { errorMessage, httpStatusOf } from "@/components/trpc/errors";
import { trpc } from "@/components/trpc/provider";
import type { ManagementKeyRecord } from "@/server/services/management-keys/schemas";
import { CreateManagementKeyDialog, RenameManagementKeyDialog, RevokeManagementKeyDialog } from "./management-key-dialogs";
import { ManagementKeyTable } from "./management-key-table";

export const PAGE_SIZE = 10;

/** Owners and admins list, create, rename, revoke (disable), enable and delete the organization's management keys. */
export function ManagementKeysPage() {
  const utils = trpc.useUtils();
  const [offset, setOffset] = useState(0);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const [renaming, setRenaming] = useState<ManagementKeyRecord | null>(null);
  const [revoking, setRevoking] = useState<{ key: ManagementKeyRecord; action: "revoke" | "delete" } | null>(null);

  const me = trpc.session.me.useQuery(undefined, { staleTime: 60_000 });
  const current = trpc.keys.current.useQuery(undefined, { staleTime: 60_000 });
  const users = trpc.session.users.useQuery(undefined, { staleTime: 30_000 });
  const list = trpc.managementKeys.list.useQuery({ offset, limit: PAGE_SIZE }, { placeholderData: (prev) => prev });
  const enable = trpc.managementKeys.update.useMutation();

  const emailOf = new Map((users.data ?? []).map((u) => [u.user_id, u.email]));
  const rows = list.data?.data ?? [];
  const total = list.data?.total_count ?? 0;
  const sessionHash = current.data?.data.hash ?? null;
  const forbidden = list.isError && httpStatusOf(list.error) === 403;

  async function onEnable(k: ManagementKeyRecord) {
    const res = await enable.mutateAsync({ hash: k.hash, disabled: false }).catch((err: unknown) => {
      notifyError(err, `Could not enable ${k.name}`);
      return null;
    });
    if (!res) return;
    await utils.managementKeys.list.invalidate();
    notifySuccess(`Key ${res.data.name} enabled.`);
  }

  return (
    <div className="stack">
      <PageHeader
        title="Management keys"
        primary={!forbidden && { label: "New management key", onClick: () => setCreating(true) }}
      >
        Management keys administer the organization (API and console). A revoked key is refused within a second. The last active key of an owner or
        admin cannot be revoked: create another one first.
      </PageHeader>

      <FormError message={enable.error ? errorMessage(enable.error) : null} />

      <ManagementKeyTable
        {...tableState(list, "Loading management keys…")}
        pagination={{ offset, total, pageSize: PAGE_SIZE, onOffset: setOffset }}
        userEmail={(id) => emailOf.get(id) ?? (users.isPending ? "…" : "a former member")}
        sessionHash={sessionHash}
        togglingHash={enable.isPending ? (enable.variables?.hash ?? null) : null}
        onRename={setRenaming}
        onRevoke={(key) => setRevoking({ key, action: "revoke" })}
        onEnable={onEnable}
        onDelete={(key) => setRevoking({ key, action: "delete" })}
      />

      <CreateManagementKeyDialog
        open={creating}
        users={users.data ?? []}
        defaultUserId={me.data?.user_id ?? null}
        onClose={() => setCreating(false)}
        onCreated={async ({ data, key }) => {
          setCreating(false);
          setCreated({ name: data.name, key });
          notifySuccess(`Management key ${data.name} created.`);
          await utils.managementKeys.list.invalidate();
          // The list is oldest first: show the last page, where the new key is.
          setOffset(Math.floor(Math.max(0, total) / PAGE_SIZE) * PAGE_SIZE);
        }}
      />

      <KeyCreatedDialog created={created} onClose={() => setCreated(null)} />

      <RenameManagementKeyDialog
        apiKey={renaming}
        onClose={() => setRenaming(null)}
        onRenamed={(k) => {
          setRenaming(null);
          notifySuccess(`Key ${k.name} renamed.`);
        }}
      />

      <RevokeManagementKeyDialog
        target={revoking}
        isSessionKey={revoking !== null && revoking.key.hash === sessionHash}
        onClose={() => setRevoking(null)}
        onDone={(k, action) => {
          setRevoking(null);
          notifySuccess(`Key ${k.name} ${action === "delete" ? "deleted" : "revoked"}.`);
          if (action === "delete" && rows.length === 1 && offset > 0) setOffset(Math.max(0, offset - PAGE_SIZE));
          // Revoking the session's own key ends the session: the next request answers 401 and goes to sign-in.
          if (k.hash === sessionHash) void utils.session.me.invalidate();
        }}
      />
    </div>
  );
}
