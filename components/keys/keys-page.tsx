"use client";

import { PageHeader } from "@/components/ui/page-header";
import { tableState } from "@/components/ui/data-table";
import { useEffect, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/states";
import { notifyError, notifySuccess } from "@/components/ui/toast";
import { errorMessage } from "@/components/trpc/errors";
import { trpc } from "@/components/trpc/provider";
import type { KeyRecord } from "@/server/services/keys/schemas";
import type { KeySort } from "@/server/services/keys/search-schemas";
import { DeleteKeyDialog } from "./delete-key-dialog";
import { DisableKeysDialog } from "./disable-keys-dialog";
import { KeyCreatedDialog, type CreatedKey } from "./key-created-dialog";
import { KeyForm } from "./key-form";
import { changedFields, emptyKeyForm, formValuesOf } from "./key-form-values";
import { KeyTable } from "./key-table";
import { ALL_WORKSPACES, useKeysUrlState } from "./keys-url-state";
import { MoveKeyDialog } from "./move-key-dialog";

export const PAGE_SIZE = 10;
/** The API's page maximum: enough for the filter and the move target list. */
const WORKSPACES_LIMIT = 100;
const SEARCH_DEBOUNCE_MS = 300;

export function KeysPage() {
  const utils = trpc.useUtils();
  const [url, setUrl] = useKeysUrlState();
  const [search, setSearch] = useState(url.q);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const [editing, setEditing] = useState<KeyRecord | null>(null);
  const [moving, setMoving] = useState<KeyRecord | null>(null);
  const [deleting, setDeleting] = useState<KeyRecord | null>(null);
  const [selected, setSelected] = useState<Map<string, KeyRecord>>(new Map());
  const [confirmDisable, setConfirmDisable] = useState(false);

  // The search box writes the URL after a pause in typing (and back to page 1).
  useEffect(() => {
    if (search.trim() === url.q) return;
    const t = setTimeout(() => void setUrl({ q: search.trim() || null, page: null }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [search, url.q, setUrl]);

  const workspaces = trpc.workspaces.list.useQuery({ limit: WORKSPACES_LIMIT }, { staleTime: 30_000 });
  const allWorkspaces = workspaces.data?.data ?? [];
  const nameOf = new Map(allWorkspaces.map((w) => [w.id, w.name]));
  const workspaceName = (id: string | null) => (id ? (nameOf.get(id) ?? "Unknown workspace") : "—");
  const wsFilter = url.ws === ALL_WORKSPACES ? undefined : url.ws;
  const page = Math.max(1, url.page);
  const offset = (page - 1) * PAGE_SIZE;

  const list = trpc.keys.search.useQuery(
    {
      ...(wsFilter ? { workspace_id: wsFilter } : {}),
      ...(url.q ? { q: url.q } : {}),
      include_disabled: url.disabled,
      sort: url.sort,
      order: url.order,
      offset,
      limit: PAGE_SIZE,
    },
    { placeholderData: (prev) => prev },
  );
  // gcTime 0: the plaintext key in the response leaves the mutation cache as soon as it is reset.
  const create = trpc.keys.create.useMutation({ gcTime: 0 });
  const update = trpc.keys.update.useMutation();
  const toggle = trpc.keys.update.useMutation();

  const total = list.data?.total_count ?? 0;
  const rows = list.data?.data ?? [];
  const hashes = rows.map((k) => k.hash);
  const guardrails = trpc.guardrails.keyGuardrails.useQuery({ key_hashes: hashes }, { enabled: hashes.length > 0, placeholderData: (prev) => prev });
  const guardrailOf = new Map((guardrails.data ?? []).map((g) => [g.key_hash, { source: g.source, name: g.guardrail_name }]));

  const setPage = (offsetNext: number) => void setUrl({ page: offsetNext === 0 ? null : Math.floor(offsetNext / PAGE_SIZE) + 1 });
  /** After a row leaves the current view: the last row of a page steps back a page. */
  const rowLeft = () => {
    if (rows.length === 1 && page > 1) setPage(offset - PAGE_SIZE);
  };
  const onSort = (sort: KeySort) => {
    const order = url.sort === sort ? (url.order === "desc" ? "asc" : "desc") : sort === "name" ? "asc" : "desc";
    void setUrl({ sort: sort === "created" ? null : sort, order: order === "desc" ? null : order, page: null });
  };

  async function onToggle(k: KeyRecord) {
    const res = await toggle.mutateAsync({ hash: k.hash, disabled: !k.disabled }).catch((e: unknown) => {
      notifyError(e, `Could not ${k.disabled ? "enable" : "disable"} ${k.name}`);
      return null;
    });
    if (!res) return;
    await utils.keys.search.invalidate();
    if (res.data.disabled && !url.disabled) {
      notifySuccess(`Key ${res.data.name} disabled. Disabled keys are hidden while “Show disabled” is off.`);
      rowLeft();
    } else {
      notifySuccess(`Key ${res.data.name} ${res.data.disabled ? "disabled" : "enabled"}.`);
    }
  }

  const toggleSelected = (k: KeyRecord, on: boolean) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (on) next.set(k.hash, k);
      else next.delete(k.hash);
      return next;
    });
  const selectPage = (on: boolean) =>
    setSelected((prev) => {
      const next = new Map(prev);
      for (const k of rows) {
        if (on && !k.disabled) next.set(k.hash, k);
        else next.delete(k.hash);
      }
      return next;
    });

  const emptyText = url.q
    ? `No keys match “${url.q}”. Try part of the name or the label (sk-sy-v1-…).`
    : wsFilter
      ? url.disabled
        ? "No keys in this workspace yet. Create one with New key."
        : "No enabled keys in this workspace."
      : "No keys yet. Create one with New key.";

  return (
    <div className="stack">
      <PageHeader
        title="Keys"
        primary={{ label: "New key", onClick: () => setCreating(true) }}
      >
        Inference keys call the gateway. Each belongs to one workspace and can carry a spending limit.
      </PageHeader>

      <div role="group" aria-label="Filters" className="row filters" style={{ flexWrap: "wrap" }}>
        <label htmlFor="keys-workspace">Workspace</label>
        <select
          id="keys-workspace"
          value={url.ws}
          onChange={(e) => void setUrl({ ws: e.target.value === ALL_WORKSPACES ? null : e.target.value, page: null })}
          style={{ width: "auto", minWidth: "12rem" }}
        >
          <option value={ALL_WORKSPACES}>All workspaces</option>
          {allWorkspaces.map((w, i) => (
            <option key={w.id} value={w.id}>
              {i === 0 ? `${w.name} (default)` : w.name}
            </option>
          ))}
        </select>
        <label htmlFor="keys-search">Search</label>
        <input
          id="keys-search"
          type="search"
          placeholder="Name or label"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: "auto", minWidth: "12rem" }}
        />
        <label className="check" style={{ marginLeft: "1rem" }}>
          <input type="checkbox" checked={url.disabled} onChange={(e) => void setUrl({ disabled: e.target.checked || null, page: null })} />
          Show disabled
        </label>
      </div>

      {selected.size > 0 && (
        <div role="group" aria-label="Selection" className="row panel" style={{ padding: "0.5rem 1rem" }}>
          <span>{selected.size === 1 ? "1 key selected" : `${selected.size} keys selected`}</span>
          <button type="button" className="danger" onClick={() => setConfirmDisable(true)}>
            Disable selected
          </button>
          <button type="button" onClick={() => setSelected(new Map())}>
            Clear selection
          </button>
        </div>
      )}

      {workspaces.isError && (
        <p role="alert" className="error">
          Workspaces could not be loaded: {errorMessage(workspaces.error)}
        </p>
      )}

      <KeyTable
        {...tableState(list, "Loading keys", 6)}
        empty={
          <EmptyState
            title={url.q ? "No matching keys" : "No keys here"}
            action={
              url.q ? (
                <button type="button" onClick={() => setSearch("")}>
                  Clear the search
                </button>
              ) : (
                <button type="button" className="primary" onClick={() => setCreating(true)}>
                  New key
                </button>
              )
            }
          >
            {emptyText}
          </EmptyState>
        }
        pagination={{ offset, total, pageSize: PAGE_SIZE, onOffset: setPage }}
        workspaceName={workspaceName}
        guardrailOf={(hash) => guardrailOf.get(hash) ?? (guardrails.isError ? { source: null, name: null } : undefined)}
        togglingHash={toggle.isPending ? (toggle.variables?.hash ?? null) : null}
        sort={url.sort}
        order={url.order}
        onSort={onSort}
        selected={selected}
        onSelect={toggleSelected}
        onSelectPage={selectPage}
        onEdit={setEditing}
        onMove={setMoving}
        onToggle={onToggle}
        onDelete={setDeleting}
      />

      <Dialog open={creating} onClose={() => setCreating(false)} title="New key">
        <KeyForm
          mode="create"
          initial={{ ...emptyKeyForm, workspace_id: wsFilter && wsFilter !== allWorkspaces[0]?.id ? wsFilter : "" }}
          workspaces={allWorkspaces}
          onCancel={() => setCreating(false)}
          onSubmit={async (values) => {
            const { data, key } = await create.mutateAsync(values);
            create.reset();
            setCreating(false);
            setCreated({ name: data.name, key });
            notifySuccess(`Key ${data.name} created.`);
            // Show the new key: its workspace, newest first, first page, no search.
            setSearch("");
            await setUrl({ ws: data.workspace_id, q: null, sort: null, order: null, page: null });
            await utils.keys.search.invalidate();
          }}
        />
      </Dialog>

      <KeyCreatedDialog created={created} onClose={() => setCreated(null)} />

      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={editing ? `Edit ${editing.name}` : "Edit key"}>
        {editing && (
          <KeyForm
            key={editing.hash}
            mode="edit"
            initial={formValuesOf(editing)}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              const fields = changedFields(editing, values);
              if (Object.keys(fields).length === 0) {
                setEditing(null);
                return;
              }
              const { data } = await update.mutateAsync({ hash: editing.hash, ...fields });
              await utils.keys.search.invalidate();
              setEditing(null);
              notifySuccess(`Key ${data.name} saved.`);
            }}
          />
        )}
      </Dialog>

      <MoveKeyDialog
        apiKey={moving}
        workspaces={allWorkspaces}
        onClose={() => setMoving(null)}
        onMoved={(k, to) => {
          setMoving(null);
          void utils.keys.search.invalidate();
          void utils.guardrails.keyGuardrails.invalidate();
          notifySuccess(`Key ${k.name} moved to ${to.name}.`);
          if (wsFilter) rowLeft();
        }}
      />

      <DeleteKeyDialog
        apiKey={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(k) => {
          setDeleting(null);
          void utils.keys.search.invalidate();
          toggleSelected(k, false);
          notifySuccess(`Key ${k.name} deleted.`);
          rowLeft();
        }}
      />

      <DisableKeysDialog
        open={confirmDisable}
        keys={[...selected.values()]}
        onClose={() => setConfirmDisable(false)}
        onDisabled={(n) => {
          setConfirmDisable(false);
          setSelected(new Map());
          void utils.keys.search.invalidate();
          notifySuccess(n === 1 ? "1 key disabled." : `${n} keys disabled.`);
        }}
      />
    </div>
  );
}
