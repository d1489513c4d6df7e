"use client";

import Link from "next/link";
import { useState } from "react";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { DataTable, RowActions, type Column } from "@/components/ui/data-table";
import { PageHeader } from "@/components/ui/page-header";
import { trpc } from "@/components/trpc/provider";
import { notifyError, notifySuccess } from "@/components/ui/toast";
import { ORG_ROLES, type OrgRoleName, type PersonRecord } from "@/server/services/members/schemas";
import { AddPersonDialog } from "./add-person-dialog";
import { ROLE_LABELS } from "./roles";

const WORKSPACES_LIMIT = 100;

/**
 * The organization's people: roles (owner, admin, member), workspace membership, and who holds
 * management keys. Owners and admins change people; only an owner makes, unmakes or removes an
 * owner; the last owner stays. The server enforces every rule; the page only explains them.
 */
export function PeoplePage() {
  const utils = trpc.useUtils();
  const me = trpc.session.me.useQuery(undefined, { staleTime: 60_000 });
  const people = trpc.people.list.useQuery();
  const workspaces = trpc.workspaces.list.useQuery({ limit: WORKSPACES_LIMIT }, { staleTime: 30_000 });
  const updateRole = trpc.people.updateRole.useMutation();
  const remove = trpc.people.remove.useMutation();
  const addTo = trpc.workspaces.addMembers.useMutation();
  const removeFrom = trpc.workspaces.removeMembers.useMutation();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PersonRecord | null>(null);

  const myRole = me.data?.role as OrgRoleName | undefined;
  const canManage = myRole === "owner" || myRole === "admin";
  const isOwner = myRole === "owner";
  const allWorkspaces = workspaces.data?.data ?? [];
  const label = (p: PersonRecord) => p.name ?? p.email;

  const refresh = () => Promise.all([utils.people.list.invalidate(), utils.session.users.invalidate()]);
  const run = async (what: Promise<unknown>, done: string, failed: string) => {
    try {
      await what;
      notifySuccess(done);
    } catch (err) {
      notifyError(err, failed);
    }
    await refresh();
  };

  /** Why a person's role cannot be changed from here (null: it can). */
  const roleLock = (p: PersonRecord): string | null => {
    if (!canManage) return "Only owners and admins change roles";
    if (p.role === "owner" && !isOwner) return "Only an owner can change an owner's role";
    return null;
  };
  const removeLock = (p: PersonRecord): string | null => {
    if (!canManage) return "Only owners and admins remove people";
    if (p.user_id === me.data?.user_id) return "You cannot remove yourself";
    if (p.role === "owner" && !isOwner) return "Only an owner can remove an owner";
    return null;
  };

  const columns: Column<PersonRecord>[] = [
    {
      id: "name",
      header: "Name",
      cell: (p) => (
        <>
          <strong>{p.name ?? <span className="muted">—</span>}</strong>
          {p.user_id === me.data?.user_id && <span className="muted small"> (you)</span>}
        </>
      ),
    },
    { id: "email", header: "Email", cell: (p) => p.email },
    {
      id: "role",
      header: "Role",
      cell: (p) => {
        const lock = roleLock(p);
        return (
          <select
            aria-label={`Role of ${label(p)}`}
            value={p.role}
            disabled={lock !== null || updateRole.isPending}
            title={lock ?? undefined}
            onChange={(e) => {
              const role = e.target.value as OrgRoleName;
              void run(updateRole.mutateAsync({ user_id: p.user_id, role }), `${label(p)} is now ${ROLE_LABELS[role].toLowerCase()}.`, `Could not change the role of ${label(p)}`);
            }}
            style={{ width: "auto" }}
          >
            {ORG_ROLES.map((r) => (
              <option key={r} value={r} disabled={r === "owner" && !isOwner}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        );
      },
    },
    {
      id: "workspaces",
      header: "Workspaces",
      cell: (p) => {
        const outside = allWorkspaces.filter((w) => !p.workspaces.some((m) => m.id === w.id));
        return (
          <>
            <ul className="row" style={{ listStyle: "none", margin: 0, padding: 0, flexWrap: "wrap", gap: "0.25rem" }} aria-label={`Workspaces of ${label(p)}`}>
              {p.workspaces.map((w) => (
                <li key={w.id} className="badge">
                  {w.name}
                  {canManage && (
                    <button
                      type="button"
                      className="link"
                      aria-label={`Remove ${label(p)} from ${w.name}`}
                      onClick={() => void run(removeFrom.mutateAsync({ id: w.id, user_ids: [p.user_id] }), `${label(p)} removed from ${w.name}.`, `Could not remove ${label(p)} from ${w.name}`)}
                    >
                      ×
                    </button>
                  )}
                </li>
              ))}
              {p.workspaces.length === 0 && <li className="muted">None</li>}
            </ul>
            {canManage && outside.length > 0 && (
              <select
                aria-label={`Add ${label(p)} to a workspace`}
                value=""
                onChange={(e) => {
                  const w = outside.find((x) => x.id === e.target.value);
                  if (w) void run(addTo.mutateAsync({ id: w.id, user_ids: [p.user_id] }), `${label(p)} added to ${w.name}.`, `Could not add ${label(p)} to ${w.name}`);
                }}
                style={{ width: "auto", marginTop: "0.25rem" }}
              >
                <option value="">Add to workspace…</option>
                {outside.map((w) => (
                  <option key={w.id} value={w.id}>
                    {w.name}
                  </option>
                ))}
              </select>
            )}
          </>
        );
      },
    },
    {
      id: "mgmt-keys",
      header: "Mgmt keys",
      headerContent: <abbr title="Active management keys acting for this person">Mgmt keys</abbr>,
      cell: (p) => p.management_key_count,
    },
  ];

  return (
    <div className="stack">
      <PageHeader
        title="People"
        primary={{ label: "Add person", onClick: () => setAdding(true), disabled: !canManage, title: canManage ? undefined : "Only owners and admins add people" }}
      >
        Members of the organization and their roles. Owners and admins manage workspaces, keys and people; only an owner makes or removes an owner.
        Console and API access comes from <Link href="/management-keys">management keys</Link>, each acting for one person.
      </PageHeader>

      <DataTable
        label="People"
        className="compact"
        columns={columns}
        rows={people.data?.data}
        rowKey={(p) => p.user_id}
        loading={people.isPending}
        loadingLabel="Loading people…"
        error={people.error}
        actions={(p) => {
          const rmLock = removeLock(p);
          return (
            <RowActions
              id={p.user_id}
              actions={[{ label: "Remove", name: `Remove ${label(p)}`, danger: true, disabled: rmLock !== null, reason: rmLock ?? undefined, onClick: () => setRemoving(p) }]}
            />
          );
        }}
      />

      <AddPersonDialog
        open={adding}
        canAddOwner={isOwner}
        onClose={() => setAdding(false)}
        onAdded={(p) => {
          notifySuccess(`${label(p)} added as ${ROLE_LABELS[p.role].toLowerCase()}.`);
          void refresh();
        }}
      />

      <ConfirmDeleteDialog
        target={removing}
        title="Remove person"
        confirmLabel="Remove person"
        action={(p) =>
          remove.mutateAsync({ user_id: p.user_id }).then((res) =>
            notifySuccess(
              `${label(p)} removed.${res.disabled_management_keys > 0 ? ` ${res.disabled_management_keys} management key(s) acting for them were disabled.` : ""}`,
            ),
          )
        }
        onDone={() => {
          setRemoving(null);
          void refresh();
        }}
        onClose={() => setRemoving(null)}
      >
        {(p) => (
          <>
            Remove <strong>{label(p)}</strong> ({p.email}) from the organization? They leave every workspace, and their management keys are disabled. Keys
            they created for workspaces keep working.
          </>
        )}
      </ConfirmDeleteDialog>
    </div>
  );
}
