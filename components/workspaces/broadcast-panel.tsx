"use client";

import { useState, type FormEvent } from "react";
import { errorMessage } from "@/components/trpc/errors";
import { DataTable, RowActions, type Column } from "@/components/ui/data-table";
import { FormError } from "@/components/ui/field";
import { Panel } from "@/components/ui/panel";
import { notifyError, notifySuccess } from "@/components/ui/toast";
import { trpc } from "@/components/trpc/provider";
import type { DestinationRecord, TestResult } from "@/server/services/broadcast-destinations/schemas";
import type { WorkspaceRecord } from "@/server/services/workspaces/schemas";

/** "Name: value" lines → a header map; the first bad line is reported. */
export function parseHeaderLines(text: string): { headers: Record<string, string> } | { error: string } {
  const headers: Record<string, string> = {};
  for (const [i, raw] of text.split("\n").entries()) {
    const line = raw.trim();
    if (!line) continue;
    const at = line.indexOf(":");
    if (at <= 0 || !line.slice(at + 1).trim()) return { error: `Line ${i + 1}: write a header as Name: value` };
    headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return { headers };
}

function testSummary(r: TestResult): string {
  if (r.ok) return `Test trace delivered: HTTP ${r.status} in ${r.latency_ms} ms (trace ${r.trace_id}).`;
  if (r.status === null) return `Test trace failed: no answer (${r.message}).`;
  return `Test trace failed: HTTP ${r.status}: ${r.message}`;
}

/** A workspace's OTLP broadcast: on/off, its destinations, add, enable/disable, delete, send a test trace. */
export function BroadcastPanel({ workspace, onClose, onWorkspace }: { workspace: WorkspaceRecord; onClose: () => void; onWorkspace: (w: WorkspaceRecord) => void }) {
  const utils = trpc.useUtils();
  const list = trpc.broadcastDestinations.list.useQuery({ id: workspace.id });
  const refresh = () => utils.broadcastDestinations.list.invalidate({ id: workspace.id });
  const create = trpc.broadcastDestinations.create.useMutation({ onSuccess: refresh });
  const update = trpc.broadcastDestinations.update.useMutation({ onSuccess: refresh });
  const remove = trpc.broadcastDestinations.delete.useMutation({ onSuccess: refresh });
  const sendTest = trpc.broadcastDestinations.sendTest.useMutation();
  const toggleWorkspace = trpc.workspaces.update.useMutation();
  const [results, setResults] = useState<Record<string, TestResult>>({});
  const [testing, setTesting] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [endpoint, setEndpoint] = useState("");
  const [headerText, setHeaderText] = useState("");
  const [rate, setRate] = useState("1");
  const [formError, setFormError] = useState<string | null>(null);
  const headingId = `broadcast-${workspace.id}`;
  const on = workspace.is_observability_broadcast_enabled;

  async function onAdd(e: FormEvent) {
    e.preventDefault();
    const parsed = parseHeaderLines(headerText);
    if ("error" in parsed) {
      setFormError(parsed.error);
      return;
    }
    setFormError(null);
    const res = await create
      .mutateAsync({ id: workspace.id, name, endpoint, headers: parsed.headers, sampling_rate: Number(rate) })
      .catch((err: unknown) => {
        setFormError(errorMessage(err));
        return null;
      });
    if (res) {
      notifySuccess(`Destination ${res.data.name} added to ${workspace.name}.`);
      setName("");
      setEndpoint("");
      setHeaderText("");
      setRate("1");
    }
  }

  async function onTest(d: DestinationRecord) {
    setTesting(d.id);
    const res = await sendTest.mutateAsync({ id: workspace.id, destination_id: d.id }).catch((err: unknown) => {
      notifyError(err, `Could not test ${d.name}`);
      return null;
    });
    setTesting(null);
    if (res) setResults((r) => ({ ...r, [d.id]: res.data }));
  }

  async function onToggleWorkspace() {
    const res = await toggleWorkspace.mutateAsync({ id: workspace.id, is_observability_broadcast_enabled: !on }).catch((err: unknown) => {
      notifyError(err, `Could not change broadcast for ${workspace.name}`);
      return null;
    });
    if (res) {
      onWorkspace(res.data);
      await utils.workspaces.list.invalidate();
      notifySuccess(`Broadcast ${res.data.is_observability_broadcast_enabled ? "on" : "off"} for ${workspace.name}.`);
    }
  }


  const columns: Column<DestinationRecord>[] = [
    {
      id: "name",
      header: "Name",
      cell: (d) => (
        <>
          {d.name}
          {results[d.id] && (
            <p role="status" className={results[d.id].ok ? "muted" : "error"} style={{ margin: 0 }}>
              {testSummary(results[d.id])}
            </p>
          )}
        </>
      ),
    },
    { id: "endpoint", header: "Endpoint", cell: (d) => <code>{d.endpoint}</code> },
    { id: "headers", header: "Headers", cell: (d) => (d.header_names.length ? d.header_names.join(", ") : <span className="muted">none</span>) },
    { id: "sampling", header: "Sampling", cell: (d) => `${Math.round(d.sampling_rate * 10000) / 100} %` },
    { id: "enabled", header: "Enabled", cell: (d) => (d.enabled ? "yes" : "no") },
  ];

  return (
    <Panel
      id={headingId}
      title={`Broadcast destinations of ${workspace.name}`}
      closeLabel="Close broadcast"
      onClose={onClose}
      description="Each request of this workspace is sent as OpenTelemetry spans (OTLP/HTTP, JSON) to every enabled destination. Header values are write-only: they are sent, never shown again."
      form={
        <form className="stack" onSubmit={onAdd} aria-label="Add a broadcast destination">
          <div className="row">
            <label>
              Destination name
              <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} />
            </label>
            <label style={{ flex: 1 }}>
              OTLP/HTTP traces URL
              <input type="url" value={endpoint} onChange={(e) => setEndpoint(e.target.value)} required placeholder="https://collector.example.com/v1/traces" />
            </label>
            <label>
              Sampling rate
              <input type="number" min={0.0001} max={1} step="any" value={rate} onChange={(e) => setRate(e.target.value)} required style={{ width: "7rem" }} />
            </label>
          </div>
          <label>
            Headers (one per line, Name: value)
            <textarea value={headerText} onChange={(e) => setHeaderText(e.target.value)} rows={2} placeholder="Authorization: Bearer …" autoComplete="off" spellCheck={false} />
          </label>
          <div className="row">
            <button type="submit" className="primary" disabled={create.isPending}>
              Add destination
            </button>
          </div>
          <FormError message={formError} />
        </form>
      }
    >
      <div className="row">
        <span>
          Broadcast is <strong>{on ? "on" : "off"}</strong> for this workspace{on ? "." : ": destinations receive nothing."}
        </span>
        <button type="button" onClick={onToggleWorkspace} disabled={toggleWorkspace.isPending}>
          {on ? "Turn broadcast off" : "Turn broadcast on"}
        </button>
      </div>
      <DataTable
        labelledBy={headingId}
        columns={columns}
        rows={list.data?.data}
        rowKey={(d) => d.id}
        loading={list.isPending}
        loadingLabel="Loading destinations…"
        loadingRows={2}
        error={list.error}
        empty={<p className="muted">No destinations yet. Add an OTLP/HTTP traces endpoint below.</p>}
        actions={(d) => (
          <RowActions
            id={d.id}
            actions={[
              { label: testing === d.id ? "Sending…" : "Send test trace", name: `Send test trace to ${d.name}`, disabled: testing === d.id, onClick: () => void onTest(d) },
              {
                label: d.enabled ? "Disable" : "Enable",
                name: `${d.enabled ? "Disable" : "Enable"} ${d.name}`,
                disabled: update.isPending,
                onClick: () =>
                  void update.mutateAsync({ id: workspace.id, destination_id: d.id, enabled: !d.enabled }).catch((err: unknown) => notifyError(err, `Could not change ${d.name}`)),
              },
              {
                label: "Delete",
                name: `Delete destination ${d.name}`,
                danger: true,
                disabled: remove.isPending,
                onClick: () =>
                  void remove
                    .mutateAsync({ id: workspace.id, destination_id: d.id })
                    .then(() => notifySuccess(`Destination ${d.name} deleted.`))
                    .catch((err: unknown) => notifyError(err, `Could not delete ${d.name}`)),
              },
            ]}
          />
        )}
      />
    </Panel>
  );
}
