"use client";

import { useState } from "react";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { errorMessage } from "@/components/trpc/errors";
import { EmptyState } from "@/components/ui/states";
import { PageHeader } from "@/components/ui/page-header";
import { useRole } from "@/components/console/use-role";
import { notifyError, notifySuccess } from "@/components/ui/toast";
import { trpc } from "@/components/trpc/provider";
import type { GuardrailRecord } from "@/server/services/guardrails/schemas";
import { AssignmentsPanel } from "./assignments-panel";
import { GuardrailForm, type FormOptions } from "./guardrail-form";
import { changedFields, emptyGuardrailForm, formValuesOf } from "./guardrail-form-values";
import { GuardrailTable } from "./guardrail-table";

export const PAGE_SIZE = 10;
const WORKSPACES_LIMIT = 100;

type View = { kind: "list" } | { kind: "create" } | { kind: "edit"; guardrail: GuardrailRecord; tab: "policy" | "assignments" };

export function GuardrailsPage() {
  const utils = trpc.useUtils();
  const [chosenWorkspace, setChosenWorkspace] = useState<string | null>(null);
  const [offset, setOffset] = useState(0);
  const [view, setView] = useState<View>({ kind: "list" });
  const [deleting, setDeleting] = useState<GuardrailRecord | null>(null);
  // Outcomes are toasts (an aria-live region); null clears nothing any more.
  const setStatus = (message: string | null) => {
    if (message) notifySuccess(message);
  };

  const workspaces = trpc.workspaces.list.useQuery({ limit: WORKSPACES_LIMIT }, { staleTime: 30_000 });
  const options = trpc.guardrails.formOptions.useQuery(undefined, { staleTime: 5 * 60_000 });
  const allWorkspaces = workspaces.data?.data ?? [];
  // The list is oldest first: the default workspace leads.
  const workspace = allWorkspaces.find((w) => w.id === chosenWorkspace) ?? allWorkspaces[0];
  const list = trpc.guardrails.list.useQuery(
    { workspace_id: workspace?.id, offset, limit: PAGE_SIZE },
    { enabled: workspace !== undefined, placeholderData: (prev) => prev },
  );
  const create = trpc.guardrails.create.useMutation();
  const update = trpc.guardrails.update.useMutation();
  const del = trpc.guardrails.delete.useMutation();
  const makeDefault = trpc.workspaces.update.useMutation();
  const { role, canManage } = useRole();

  const rows = list.data?.data ?? [];
  const total = list.data?.total_count ?? 0;
  const builtins = options.data?.builtins ?? [];

  // cancel first: a first load in flight would be reused by invalidate, with what it read before the change
  const refreshAll = async () => {
    await Promise.all([utils.guardrails.list.cancel(), utils.guardrails.keyGuardrails.cancel(), utils.workspaces.list.cancel()]);
    await Promise.all([utils.guardrails.invalidate(), utils.workspaces.list.invalidate()]);
  };

  async function onMakeDefault(g: GuardrailRecord) {
    if (!workspace) return;
    const res = await makeDefault.mutateAsync({ id: workspace.id, default_guardrail_id: g.id }).catch((err: unknown) => {
      notifyError(err, `Could not make ${g.name} the default of ${workspace.name}`);
      return null;
    });
    if (!res) return;
    await refreshAll();
    setStatus(`${g.name} is now the default guardrail of ${workspace.name}.`);
  }

  const header = (
    <PageHeader
      title="Guardrails"
      primary={
        view.kind === "list" &&
        canManage && {
          label: "New guardrail",
          disabled: !options.data || !workspace,
          onClick: () => {
            setStatus(null);
            setView({ kind: "create" });
          },
        }
      }
    >
      Guardrails limit which models and providers a key may use, require zero data retention, cap spend and filter content. A key follows its own
      guardrail, else its workspace&apos;s default; a member&apos;s guardrail applies too.
      {!canManage && role !== undefined && " Only organization owners and admins can change them."}
    </PageHeader>
  );

  if (view.kind !== "list" && options.data && workspace) {
    const opts: FormOptions = options.data;
    if (view.kind === "create") {
      return (
        <div className="stack">
          {header}
          <section className="panel stack" aria-labelledby="g-editor-heading">
            <h2 id="g-editor-heading">New guardrail in {workspace.name}</h2>
            <GuardrailForm
              mode="create"
              initial={emptyGuardrailForm(builtins)}
              options={opts}
              onCancel={() => setView({ kind: "list" })}
              onSubmit={async (fields) => {
                const { data } = await create.mutateAsync({ ...fields, workspace_id: workspace.id });
                await refreshAll();
                setStatus(`Guardrail ${data.name} created. Assign it to keys or members on the Assignments tab.`);
                setView({ kind: "edit", guardrail: data, tab: "assignments" });
              }}
            />
          </section>
        </div>
      );
    }
    const g = view.guardrail;
    const tab = view.tab;
    return (
      <div className="stack">
        {header}
        <section className="panel stack" aria-labelledby="g-editor-heading">
          <div className="spread">
            <h2 id="g-editor-heading" style={{ margin: 0 }}>
              {g.name}
            </h2>
            <button type="button" className="link" onClick={() => setView({ kind: "list" })}>
              Back to guardrails
            </button>
          </div>
          <div role="tablist" aria-label="Guardrail" className="tabs">
            {(["policy", "assignments"] as const).map((t) => (
              <button
                key={t}
                type="button"
                role="tab"
                id={`tab-${t}`}
                aria-selected={tab === t}
                aria-controls={`panel-${t}`}
                onClick={() => {
                  setStatus(null);
                  setView({ kind: "edit", guardrail: g, tab: t });
                }}
              >
                {t === "policy" ? "Policy" : "Assignments"}
              </button>
            ))}
          </div>
          {/* Both panels stay mounted: unsaved edits survive a look at the assignments. */}
          <div role="tabpanel" id="panel-policy" aria-labelledby="tab-policy" hidden={tab !== "policy"}>
            <GuardrailForm
              key={g.updated_at}
              mode="edit"
              initial={formValuesOf(g, builtins)}
              original={g}
              options={opts}
              onCancel={() => setView({ kind: "list" })}
              onSubmit={async (fields) => {
                const changes = changedFields(g, fields, builtins);
                if (Object.keys(changes).length === 0) {
                  setStatus(`No changes to ${g.name}.`);
                  return;
                }
                const { data } = await update.mutateAsync({ id: g.id, ...changes });
                await refreshAll();
                setStatus(`Guardrail ${data.name} saved.`);
                setView({ kind: "edit", guardrail: data, tab: "policy" });
              }}
            />
          </div>
          <div role="tabpanel" id="panel-assignments" aria-labelledby="tab-assignments" hidden={tab !== "assignments"}>
            <AssignmentsPanel guardrail={g} workspaces={allWorkspaces} onStatus={setStatus} />
          </div>
        </section>
      </div>
    );
  }

  return (
    <div className="stack">
      {header}

      <div role="group" aria-label="Filters" className="row filters">
        <label htmlFor="guardrails-workspace">Workspace</label>
        <select
          id="guardrails-workspace"
          value={workspace?.id ?? ""}
          onChange={(e) => {
            setChosenWorkspace(e.target.value);
            setOffset(0);
          }}
          style={{ width: "auto", minWidth: "min(14rem, 100%)", maxWidth: "100%" }}
        >
          {allWorkspaces.length === 0 ? (
            <option value="">Default workspace</option>
          ) : (
            allWorkspaces.map((w, i) => (
              <option key={w.id} value={w.id}>
                {i === 0 ? `${w.name} (default)` : w.name}
              </option>
            ))
          )}
        </select>
      </div>

      {makeDefault.error && (
        <p role="alert" className="error">
          The default could not be changed: {errorMessage(makeDefault.error)}
        </p>
      )}
      {(workspaces.error ?? options.error) && (
        <p role="alert" className="error">
          {errorMessage(workspaces.error ?? options.error)}
        </p>
      )}

      <GuardrailTable
        rows={workspace ? list.data?.data : undefined}
        loading={list.isPending}
        loadingLabel="Loading guardrails…"
        loadingRows={4}
        error={list.error}
        empty={
          <EmptyState
            title="No guardrails in this workspace"
            primary={options.data && workspace && canManage && { label: "Create a guardrail", onClick: () => setView({ kind: "create" }) }}
          >
            Keys here run without limits on models, providers, data retention or content. A guardrail sets those; make one the workspace default to cover
            every key.
          </EmptyState>
        }
        pagination={{ offset, total, pageSize: PAGE_SIZE, onOffset: setOffset }}
        defaultId={workspace?.default_guardrail_id ?? null}
        actions={
          canManage
            ? {
                onEdit: (g) => {
                  setStatus(null);
                  setView({ kind: "edit", guardrail: g, tab: "policy" });
                },
                onAssignments: (g) => {
                  setStatus(null);
                  setView({ kind: "edit", guardrail: g, tab: "assignments" });
                },
                onMakeDefault,
                onDelete: setDeleting,
              }
            : null
        }
      />

      <ConfirmDeleteDialog
        target={deleting}
        title="Delete guardrail"
        confirmLabel="Delete guardrail"
        action={(g) =>
          del.mutateAsync({ id: g.id }).catch((err: unknown) => {
            notifyError(err, `Could not delete ${g.name}`);
            throw err;
          })
        }
        onDone={async (g) => {
          setDeleting(null);
          await refreshAll();
          if (rows.length === 1 && offset > 0) setOffset(Math.max(0, offset - PAGE_SIZE));
          setStatus(`Guardrail ${g.name} deleted.`);
        }}
        onClose={() => setDeleting(null)}
      >
        {(g) => (
          <>
            Delete <strong>{g.name}</strong>? Its key and member assignments go with it: those keys follow their workspace&apos;s default guardrail from
            then on. This cannot be undone.
          </>
        )}
      </ConfirmDeleteDialog>
    </div>
  );
}
