"use client";

import { useState } from "react";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { DataTable, RowActions } from "@/components/ui/data-table";
import { PageHeader } from "@/components/ui/page-header";
import { notifyError, notifySuccess } from "@/components/ui/toast";
import { trpc } from "@/components/trpc/provider";
import type { ProviderRecord } from "@/server/services/catalog/schemas";
import { SourceBadge, StatusBadge } from "./badges";
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

  return (
    <div className="stack">
      <PageHeader
        title="Providers"
        primary={{ label: "Add provider", onClick: () => setAdding(true) }}
      >
        Where models are served from. Providers from gateway.config.json serve every organization and are read-only here; the ones you add serve
        this organization only, within seconds, with their secrets stored encrypted.
      </PageHeader>
      <DataTable
        label="Providers"
        className="compact"
        scrollRegion
        columns={[
          {
            id: "provider",
            header: "Provider",
            cell: (p) => (
              <>
                <strong>{p.name}</strong>
                <div className="muted small">
                  <code>{p.id}</code> {typeof p.base_url === "string" ? p.base_url : ""}
                </div>
                {tests[p.id] && <div className="small">{tests[p.id]}</div>}
              </>
            ),
          },
          { id: "api", header: "API", cell: (p) => p.api },
          { id: "source", header: "Source", cell: (p) => <SourceBadge source={p.source} /> },
          { id: "secrets", header: "Secrets", className: "small", cell: (p) => (p.secrets_set.length ? p.secrets_set.join(", ") : <span className="muted">none</span>) },
          {
            id: "status",
            header: "Status",
            cell: (p) => (
              <>
                <StatusBadge disabled={p.disabled} />
                {p.workspace_id && <div className="muted small">BYOK of a workspace</div>}
              </>
            ),
          },
        ]}
        rows={list.data?.data}
        rowKey={(p) => p.id}
        loading={list.isPending}
        loadingLabel="Loading providers…"
        error={list.error}
        pagination={{ offset, total: list.data?.total_count ?? 0, pageSize: PAGE_SIZE, onOffset: setOffset }}
        actions={(p) => (
          <RowActions
            id={p.id}
            style={{ flexWrap: "wrap", justifyContent: "flex-start" }}
            actions={[
              p.api !== "local" && { label: "Test", name: `Test ${p.name}`, disabled: test.isPending, onClick: () => void onTest(p) },
              DISCOVERABLE.has(p.api) && { label: "Discover models", name: `Discover models of ${p.name}`, onClick: () => setDiscovering(p.id) },
              p.source === "database" && { label: p.disabled ? "Enable" : "Disable", name: `${p.disabled ? "Enable" : "Disable"} ${p.name}`, onClick: () => void onToggle(p) },
              p.source === "database" && { label: "Delete", name: `Delete ${p.name}`, danger: true, onClick: () => setDeleting(p) },
            ]}
          />
        )}
      />

      <section aria-labelledby="endpoint-health" className="stack" id="endpoint-health-section">
        <h2 id="endpoint-health" style={{ marginBottom: 0 }}>
          Endpoint health
        </h2>
        <p className="muted" style={{ margin: 0 }}>
          This instance&apos;s recent measurements: the share of failed calls, the median time to the first byte, and whether routing skips the
          endpoint after a failure (circuit open).
        </p>
        <DataTable
          label="Endpoint health"
          className="compact"
          scrollRegion
          columns={[
            { id: "endpoint", header: "Endpoint", cell: (e) => <code>{e.endpoint}</code> },
            { id: "error-rate", header: "Error rate", cell: (e) => (e.error_rate === null ? <span className="muted">no calls yet</span> : `${(e.error_rate * 100).toFixed(1)} %`) },
            { id: "p50", header: "p50", cell: (e) => (e.p50_ms === null ? <span className="muted">–</span> : `${Math.round(e.p50_ms)} ms`) },
            { id: "circuit", header: "Circuit", cell: (e) => (e.circuit_open ? <span className="badge error">Open</span> : <span className="badge ok">Closed</span>) },
          ]}
          rows={health.data?.data}
          rowKey={(e) => e.endpoint}
          rowProps={(e) => ({ id: `endpoint-${e.endpoint}` })}
          loading={health.isPending}
          loadingLabel="Loading endpoint health…"
          loadingRows={2}
          error={health.error}
        />
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
        target={deleting}
        title="Delete provider"
        confirmLabel="Delete provider"
        action={(p) => remove.mutateAsync({ id: p.id })}
        onDone={async (p) => {
          notifySuccess(`Provider ${p.name} deleted.`);
          setDeleting(null);
          await utils.catalog.listProviders.invalidate();
        }}
        onClose={() => setDeleting(null)}
      >
        {(p) =>
          `Delete ${p.name}? Its secrets are removed with it. A provider that serves models of this organization cannot be deleted: remove its endpoints first.`
        }
      </ConfirmDeleteDialog>
    </div>
  );
}
