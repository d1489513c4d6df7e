"use client";

import { useState } from "react";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { DataTable, RowActions, type Column } from "@/components/ui/data-table";
import { PageHeader } from "@/components/ui/page-header";
import { notifyError, notifySuccess } from "@/components/ui/toast";
import { trpc } from "@/components/trpc/provider";
import type { ModelRecord } from "@/server/services/catalog/schemas";
import { SourceBadge, StatusBadge } from "./badges";
import { perMillion, sourceLabel } from "./format";

const PAGE_SIZE = 20;

const COLUMNS: Column<ModelRecord>[] = [
  {
    id: "model",
    header: "Model",
    cell: (m) => (
      <>
        <strong>{m.name}</strong>
        <div className="muted small">
          <code>{m.slug}</code> · {m.kind}
          {m.public ? "" : " · not public"}
        </div>
      </>
    ),
  },
  { id: "source", header: "Source", cell: (m) => <SourceBadge source={m.source} /> },
  {
    id: "endpoints",
    header: "Endpoints and prices (in / out)",
    className: "small",
    cell: (m) =>
      m.endpoints.map((e) => (
        <div key={e.provider}>
          <code>{e.provider}</code>: {perMillion(e.pricing.prompt)} / {perMillion(e.pricing.completion)}{" "}
          <span className="muted">({sourceLabel(e.pricing_source.prompt)})</span>
        </div>
      )),
  },
  { id: "status", header: "Status", cell: (m) => <StatusBadge disabled={m.disabled} /> },
];

/** Models this organization's keys can call: the file's (read-only) and its own (disable, delete), each endpoint's prices and their source. */
export function ModelsPage() {
  const utils = trpc.useUtils();
  const [offset, setOffset] = useState(0);
  const [deleting, setDeleting] = useState<ModelRecord | null>(null);
  const list = trpc.catalog.listModels.useQuery({ offset, limit: PAGE_SIZE }, { placeholderData: (prev) => prev });
  const update = trpc.catalog.updateModel.useMutation();
  const remove = trpc.catalog.deleteModel.useMutation();

  async function onToggle(m: ModelRecord) {
    const res = await update.mutateAsync({ slug: m.slug, disabled: !m.disabled }).catch((err: unknown) => {
      notifyError(err, `Could not change ${m.slug}`);
      return null;
    });
    if (!res) return;
    await utils.catalog.listModels.invalidate();
    notifySuccess(`Model ${m.slug} ${res.data.disabled ? "disabled" : "enabled"}.`);
  }

  return (
    <div className="stack">
      <PageHeader title="Models">
        Every model this organization&apos;s keys can call, non-public ones included, with each endpoint&apos;s prices (per million tokens) and where
        they come from. Import models from a provider on the Providers page.
      </PageHeader>
      <DataTable
        label="Models"
        className="compact"
        scrollRegion
        columns={COLUMNS}
        rows={list.data?.data}
        rowKey={(m) => m.slug}
        loading={list.isPending}
        loadingLabel="Loading models…"
        error={list.error}
        pagination={{ offset, total: list.data?.total_count ?? 0, pageSize: PAGE_SIZE, onOffset: setOffset }}
        actions={(m) =>
          m.source === "database" && (
            <RowActions
              id={m.slug}
              actions={[
                { label: m.disabled ? "Enable" : "Disable", name: `${m.disabled ? "Enable" : "Disable"} ${m.slug}`, onClick: () => void onToggle(m) },
                { label: "Delete", name: `Delete ${m.slug}`, danger: true, onClick: () => setDeleting(m) },
              ]}
            />
          )
        }
      />
      <ConfirmDeleteDialog
        target={deleting}
        title="Delete model"
        confirmLabel="Delete model"
        action={(m) => remove.mutateAsync({ slug: m.slug })}
        onDone={async (m) => {
          notifySuccess(`Model ${m.slug} deleted.`);
          setDeleting(null);
          await utils.catalog.listModels.invalidate();
        }}
        onClose={() => setDeleting(null)}
      >
        {(m) => `Delete ${m.slug}? Keys calling it get 404 within seconds.`}
      </ConfirmDeleteDialog>
    </div>
  );
}
