"use client";

import { useState } from "react";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { Pager } from "@/components/ui/pager";
import { Skeleton } from "@/components/ui/states";
import { notifyError, notifySuccess } from "@/components/ui/toast";
import { errorMessage } from "@/components/trpc/errors";
import { trpc } from "@/components/trpc/provider";
import type { ProviderRecord } from "@/server/services/catalog/schemas";
import { AddProviderDialog, DiscoverDialog } from "./provider-dialogs";

const PAGE_SIZE = 20;
const DISCOVERABLE = new Set(["openai", "anthropic"]);

/** Providers: the file's (read-only) and the organization's own (add, test, discover models, disable, delete), with endpoint health. */
export function ProvidersPage() {
  const utils = trpc.useUtils();
  const [offset, setOffset] = useState(0);
  const [adding, setAdding] = useState(false);
  const [discovering, setDiscovering] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ProviderRecord | null>(null);
  const [tests, setTests] = useState<Record<string, string>>({});
  const list = trpc.catalog.listProviders.useQuery({ offset, limit: PAGE_SIZE }, { placeholderData: (prev) => prev });
  const health = trpc.catalog.endpointHealth.useQuery(undefined, { refetchInterval: 10_000 });
  const test = trpc.catalog.testProvider.useMutation();
  const update = trpc.catalog.updateProvider.useMutation();
  const remove = trpc.catalog.deleteProvider.useMutation();

  async function onTest(p: ProviderRecord) {
    const res = await test.mutateAsync({ id: p.id }).catch((err: unknown) => {
      notifyError(err, `Could not test ${p.name}`);
      return null;
    });
    if (!res) return;
    const r = res.data;
    const text = r.ok ? `OK (HTTP ${r.status}, ${r.latency_ms} ms)` : `Failed: ${r.reason}${r.status ? ` (HTTP ${r.status})` : ""}`;
    setTests((t) => ({ ...t, [p.id]: text }));
    if (r.ok) notifySuccess(`${p.name}: test passed.`);
    else notifyError(new Error(text), `${p.name}: test failed`);
  }

  async function onToggle(p: ProviderRecord) {
    const res = await update.mutateAsync({ id: p.id, disabled: !p.disabled }).catch((err: unknown) => {
      notifyError(err, `Could not change ${p.name}`);
      return null;
    });
    if (!res) return;
    await utils.catalog.listProviders.invalidate();
    notifySuccess(`Provider ${p.name} ${res.data.disabled ? "disabled" : "enabled"}.`);
  }

  const rows = list.data?.data ?? [];
  return (
    <div className="stack">
      <div className="spread">
        <h1 style={{ margin: 0 }}>Providers</h1>
        <button type="button" className="primary" onClick={() => setAdding(true)}>
          Add provider
        </button>
      </div>
      <p className="muted" style={{ marginTop: "0.25rem" }}>
        Where models are served from. Providers from gateway.config.json serve every organization and are read-only here; the ones you add
        serve this organization only, within seconds, with their secrets stored encrypted.
      </p>
      {list.isPending ? (
        <Skeleton label="Loading providers…" rows={3} />
      ) : list.isError ? (
        <p role="alert" className="error">
          {errorMessage(list.error)}
        </p>
      ) : (
        <>
          <div className="table-scroll" tabIndex={0} role="region" aria-label="Providers, scrollable">
            <table aria-label="Providers" className="compact">
              <thead>
                <tr>
                  <th scope="col">Provider</th>
                  <th scope="col">API</th>
                  <th scope="col">Source</th>
                  <th scope="col">Secrets</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((p) => (
                  <tr key={p.id}>
                    <td>
                      <strong>{p.name}</strong>
                      <div className="muted small">
                        <code>{p.id}</code> {typeof p.base_url === "string" ? p.base_url : ""}
                      </div>
                      {tests[p.id] && <div className="small">{tests[p.id]}</div>}
                    </td>
                    <td>{p.api}</td>
                    <td>{p.source === "file" ? <span className="badge info">gateway.config.json</span> : <span className="badge ok">Added here</span>}</td>
                    <td className="small">{p.secrets_set.length ? p.secrets_set.join(", ") : <span className="muted">none</span>}</td>
                    <td>
                      <span className={`badge ${p.disabled ? "disabled" : "enabled"}`}>{p.disabled ? "Disabled" : "Active"}</span>
                      {p.workspace_id && <div className="muted small">BYOK of a workspace</div>}
                    </td>
                    <td>
                      <div className="row" style={{ gap: "0.25rem", flexWrap: "wrap" }}>
                        {p.api !== "local" && (
                          <button type="button" className="link" aria-label={`Test ${p.name}`} disabled={test.isPending} onClick={() => void onTest(p)}>
                            Test
                          </button>
                        )}
                        {DISCOVERABLE.has(p.api) && (
                          <button type="button" className="link" aria-label={`Discover models of ${p.name}`} onClick={() => setDiscovering(p.id)}>
                            Discover models
                          </button>
                        )}
                        {p.source === "database" && (
                          <>
                            <button type="button" className="link" aria-label={`${p.disabled ? "Enable" : "Disable"} ${p.name}`} onClick={() => void onToggle(p)}>
                              {p.disabled ? "Enable" : "Disable"}
                            </button>
                            <button type="button" className="link danger" aria-label={`Delete ${p.name}`} onClick={() => setDeleting(p)}>
                              Delete
                            </button>
                          </>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager offset={offset} shown={rows.length} total={list.data.total_count} pageSize={PAGE_SIZE} onOffset={setOffset} />
        </>
      )}

      <section aria-labelledby="endpoint-health" className="stack" id="endpoint-health-section">
        <h2 id="endpoint-health" style={{ marginBottom: 0 }}>
          Endpoint health
        </h2>
        <p className="muted" style={{ margin: 0 }}>
          This instance&apos;s recent measurements: the share of failed calls, the median time to the first byte, and whether routing skips the
          endpoint after a failure (circuit open).
        </p>
        {health.isPending ? (
          <Skeleton label="Loading endpoint health…" rows={2} />
        ) : health.isError ? (
          <p role="alert" className="error">
            {errorMessage(health.error)}
          </p>
        ) : (
          <div className="table-scroll" tabIndex={0} role="region" aria-label="Endpoint health, scrollable">
            <table aria-label="Endpoint health" className="compact">
              <thead>
                <tr>
                  <th scope="col">Endpoint</th>
                  <th scope="col">Error rate</th>
                  <th scope="col">p50</th>
                  <th scope="col">Circuit</th>
                </tr>
              </thead>
              <tbody>
                {health.data.data.map((e) => (
                  <tr key={e.endpoint} id={`endpoint-${e.endpoint}`}>
                    <td>
                      <code>{e.endpoint}</code>
                    </td>
                    <td>{e.error_rate === null ? <span className="muted">no calls yet</span> : `${(e.error_rate * 100).toFixed(1)} %`}</td>
                    <td>{e.p50_ms === null ? <span className="muted">–</span> : `${Math.round(e.p50_ms)} ms`}</td>
                    <td>{e.circuit_open ? <span className="badge error">Open</span> : <span className="badge ok">Closed</span>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <AddProviderDialog
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={() => {
          setAdding(false);
          void utils.catalog.endpointHealth.invalidate();
        }}
      />
      <DiscoverDialog providerId={discovering} onClose={() => setDiscovering(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title="Delete provider"
        confirmLabel="Delete provider"
        error={remove.error ? errorMessage(remove.error) : null}
        pending={remove.isPending}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
        onConfirm={() => {
          if (!deleting) return;
          void remove
            .mutateAsync({ id: deleting.id })
            .then(async () => {
              notifySuccess(`Provider ${deleting.name} deleted.`);
              setDeleting(null);
              await utils.catalog.listProviders.invalidate();
            })
            .catch(() => null);
        }}
      >
        Delete {deleting?.name}? Its secrets are removed with it. A provider that serves models of this organization cannot be deleted: remove its
        endpoints first.
      </ConfirmDeleteDialog>
    </div>
  );
}
