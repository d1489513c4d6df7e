"use client";

import { useState } from "react";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { Pager } from "@/components/ui/pager";
import { Skeleton } from "@/components/ui/states";
import { notifyError, notifySuccess } from "@/components/ui/toast";
import { errorMessage } from "@/components/trpc/errors";
import { trpc } from "@/components/trpc/provider";
import type { ModelRecord } from "@/server/services/catalog/schemas";
import { perMillion, sourceLabel } from "./format";

const PAGE_SIZE = 20;

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

  const rows = list.data?.data ?? [];
  return (
    <div className="stack">
      <h1 style={{ margin: 0 }}>Models</h1>
      <p className="muted" style={{ marginTop: "0.25rem" }}>
        Every model this organization&apos;s keys can call, non-public ones included, with each endpoint&apos;s prices (per million tokens) and
        where they come from. Import models from a provider on the Providers page.
      </p>
      {list.isPending ? (
        <Skeleton label="Loading models…" rows={3} />
      ) : list.isError ? (
        <p role="alert" className="error">
          {errorMessage(list.error)}
        </p>
      ) : (
        <>
          <div className="table-scroll" tabIndex={0} role="region" aria-label="Models, scrollable">
            <table aria-label="Models" className="compact">
              <thead>
                <tr>
                  <th scope="col">Model</th>
                  <th scope="col">Source</th>
                  <th scope="col">Endpoints and prices (in / out)</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((m) => (
                  <tr key={m.slug}>
                    <td>
                      <strong>{m.name}</strong>
                      <div className="muted small">
                        <code>{m.slug}</code> · {m.kind}
                        {m.public ? "" : " · not public"}
                      </div>
                    </td>
                    <td>{m.source === "file" ? <span className="badge info">gateway.config.json</span> : <span className="badge ok">Added here</span>}</td>
                    <td className="small">
                      {m.endpoints.map((e) => (
                        <div key={e.provider}>
                          <code>{e.provider}</code>: {perMillion(e.pricing.prompt)} / {perMillion(e.pricing.completion)}{" "}
                          <span className="muted">({sourceLabel(e.pricing_source.prompt)})</span>
                        </div>
                      ))}
                    </td>
                    <td>
                      <span className={`badge ${m.disabled ? "disabled" : "enabled"}`}>{m.disabled ? "Disabled" : "Active"}</span>
                    </td>
                    <td>
                      {m.source === "database" && (
                        <div className="row" style={{ gap: "0.25rem" }}>
                          <button type="button" className="link" aria-label={`${m.disabled ? "Enable" : "Disable"} ${m.slug}`} onClick={() => void onToggle(m)}>
                            {m.disabled ? "Enable" : "Disable"}
                          </button>
                          <button type="button" className="link danger" aria-label={`Delete ${m.slug}`} onClick={() => setDeleting(m)}>
                            Delete
                          </button>
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager offset={offset} shown={rows.length} total={list.data.total_count} pageSize={PAGE_SIZE} onOffset={setOffset} />
        </>
      )}
      <ConfirmDeleteDialog
        open={deleting !== null}
        title="Delete model"
        confirmLabel="Delete model"
        error={remove.error ? errorMessage(remove.error) : null}
        pending={remove.isPending}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
        onConfirm={() => {
          if (!deleting) return;
          void remove
            .mutateAsync({ slug: deleting.slug })
            .then(async () => {
              notifySuccess(`Model ${deleting.slug} deleted.`);
              setDeleting(null);
              await utils.catalog.listModels.invalidate();
            })
            .catch(() => null);
        }}
      >
        Delete {deleting?.slug}? Keys calling it get 404 within seconds.
      </ConfirmDeleteDialog>
    </div>
  );
}
