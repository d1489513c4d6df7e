"use client";

import { useState, type FormEvent } from "react";
import { Dialog } from "@/components/ui/dialog";
import { DataTable, RowActions } from "@/components/ui/data-table";
import { Field, FormError, SubmitBar } from "@/components/ui/field";
import { errorMessage, fieldIssues } from "@/components/trpc/errors";
import { trpc } from "@/components/trpc/provider";
import { notifyError, notifySuccess } from "@/components/ui/toast";
import { perMillion } from "./format";

/** The fields each `api` kind takes (gateway.config.json's names); `secret` ones are write-only. */
const KINDS: Record<string, { label: string; fields: { name: string; label: string; secret?: boolean; required?: boolean; multiline?: boolean; hint?: string }[] }> = {
  openai: {
    label: "OpenAI-compatible (OpenAI, vLLM, Ollama, …)",
    fields: [
      { name: "base_url", label: "Base URL", required: true, hint: "e.g. https://api.openai.com/v1" },
      { name: "api_key", label: "API key", secret: true },
    ],
  },
  anthropic: {
    label: "Anthropic",
    fields: [
      { name: "base_url", label: "Base URL", required: true, hint: "e.g. https://api.anthropic.com" },
      { name: "api_key", label: "API key", secret: true },
    ],
  },
  "azure-openai": {
    label: "Azure OpenAI",
    fields: [
      { name: "base_url", label: "Resource URL", required: true, hint: "https://RESOURCE.openai.azure.com" },
      { name: "api_key", label: "API key", secret: true },
      { name: "api_version", label: "API version", hint: "blank: a current GA version; v1: the /openai/v1 paths" },
    ],
  },
  bedrock: {
    label: "AWS Bedrock",
    fields: [
      { name: "region", label: "Region", required: true },
      { name: "access_key_id", label: "Access key id", secret: true },
      { name: "secret_access_key", label: "Secret access key", secret: true },
      { name: "api_key", label: "Bedrock API key (instead of access keys)", secret: true },
    ],
  },
  vertex: {
    label: "Google Vertex AI",
    fields: [
      { name: "project", label: "Project", required: true },
      { name: "location", label: "Location", required: true, hint: "e.g. us-central1, or global" },
      { name: "credentials", label: "Service-account key (JSON)", secret: true, multiline: true },
    ],
  },
  gemini: { label: "Google Gemini API", fields: [{ name: "api_key", label: "API key", secret: true }] },
};

export function AddProviderDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (id: string) => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Add provider">
      {open && <AddProviderForm onClose={onClose} onCreated={onCreated} />}
    </Dialog>
  );
}

function AddProviderForm({ onClose, onCreated }: { onClose: () => void; onCreated: (id: string) => void }) {
  const [api, setApi] = useState("openai");
  const [values, setValues] = useState<Record<string, string>>({ id: "", name: "" });
  const create = trpc.catalog.createProvider.useMutation({ gcTime: 0 });
  const utils = trpc.useUtils();
  const issues = create.error ? fieldIssues(create.error) : [];
  const issueOf = (f: string) => issues.find((i) => i.field === f)?.message;
  const kind = KINDS[api] ?? KINDS.openai!;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const body: Record<string, unknown> = { id: values.id?.trim(), name: values.name?.trim(), api };
    for (const f of kind.fields) {
      const v = values[f.name]?.trim();
      if (!v) continue;
      body[f.name] = v;
    }
    const res = await create.mutateAsync(body as Parameters<typeof create.mutateAsync>[0]).catch(() => null);
    if (!res) return;
    create.reset();
    await utils.catalog.listProviders.invalidate();
    notifySuccess(`Provider ${res.data.name} added.`);
    onCreated(res.data.id);
  }

  const set = (name: string) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  return (
    <form className="stack" onSubmit={onSubmit} noValidate aria-label="Add provider">
      <div className="field">
        <label htmlFor="cp-api">API</label>
        <select id="cp-api" value={api} onChange={(e) => setApi(e.target.value)}>
          {Object.entries(KINDS).map(([k, v]) => (
            <option key={k} value={k}>
              {v.label}
            </option>
          ))}
        </select>
      </div>
      <TextField id="cp-id" label="ID" hint="lowercase letters, digits, - or _; used in model endpoints" value={values.id ?? ""} onChange={set("id")} error={issueOf("id")} required />
      <TextField id="cp-name" label="Name" value={values.name ?? ""} onChange={set("name")} error={issueOf("name")} required />
      {kind.fields.map((f) => (
        <TextField
          key={`${api}-${f.name}`}
          id={`cp-${f.name}`}
          label={f.label}
          hint={f.secret ? "Write-only: stored encrypted, never shown again." : f.hint}
          value={values[f.name] ?? ""}
          onChange={set(f.name)}
          error={issueOf(f.name)}
          required={f.required}
          secret={f.secret}
          multiline={f.multiline}
        />
      ))}
      <FormError message={create.error && issues.length === 0 ? errorMessage(create.error) : null} />
      <SubmitBar label="Add provider" disabled={create.isPending} onCancel={onClose} />
    </form>
  );
}

/** A text field of the add form: a password input for secrets, a textarea for JSON credentials. */
function TextField(p: { id: string; label: string; hint?: string; value: string; onChange: (e: { target: { value: string } }) => void; error?: string; required?: boolean; secret?: boolean; multiline?: boolean }) {
  return (
    <Field id={p.id} label={p.label} hint={p.hint} error={p.error} required={p.required}>
      {(c) =>
        p.multiline ? (
          <textarea {...c} value={p.value} onChange={p.onChange} rows={4} required={p.required} />
        ) : (
          <input {...c} type={p.secret ? "password" : "text"} autoComplete={p.secret ? "new-password" : "off"} value={p.value} onChange={p.onChange} required={p.required} />
        )
      }
    </Field>
  );
}

/** The provider's model list, each priced from the dataset where it can be; Import makes it a model. */
export function DiscoverDialog({ providerId, onClose }: { providerId: string | null; onClose: () => void }) {
  return (
    <Dialog open={providerId !== null} onClose={onClose} title={`Models of ${providerId ?? ""}`}>
      {providerId !== null && <DiscoverList providerId={providerId} />}
    </Dialog>
  );
}

function DiscoverList({ providerId }: { providerId: string }) {
  const utils = trpc.useUtils();
  const found = trpc.catalog.discoverModels.useQuery({ id: providerId }, { retry: false });
  const create = trpc.catalog.createModel.useMutation();
  async function importModel(m: { upstream_model: string; slug: string; vendor: string }) {
    const res = await create
      .mutateAsync({
        slug: m.slug,
        name: m.upstream_model,
        vendor: m.vendor,
        kind: /embed/i.test(m.upstream_model) ? "embedding" : "chat",
        context_length: 128000,
        endpoints: [{ provider: providerId, upstream_model: m.upstream_model }],
      })
      .catch((err: unknown) => {
        notifyError(err, `Could not import ${m.upstream_model}`);
        return null;
      });
    if (!res) return;
    notifySuccess(`Model ${res.data.slug} imported.`);
    await Promise.all([utils.catalog.discoverModels.invalidate({ id: providerId }), utils.catalog.listModels.invalidate()]);
  }
  return (
    <DataTable
      label={`Models of ${providerId}`}
      className="compact"
      scrollRegion
      columns={[
        { id: "upstream", header: "Upstream model", cell: (m) => <code>{m.upstream_model}</code> },
        { id: "slug", header: "Slug", cell: (m) => <code>{m.slug}</code> },
        {
          id: "price",
          header: "Price per 1M (in / out)",
          cell: (m) =>
            m.pricing ? (
              <>
                {perMillion(m.pricing.prompt)} / {perMillion(m.pricing.completion)}
                <div className="muted small">{m.pricing_source}</div>
              </>
            ) : (
              <span className="muted">Not in the price dataset</span>
            ),
        },
      ]}
      rows={found.data?.data}
      rowKey={(m) => m.upstream_model}
      loading={found.isPending}
      loadingLabel="Asking the provider for its models…"
      error={found.error}
      actions={(m) =>
        m.imported ? (
          <span className="badge enabled">Imported</span>
        ) : (
          <RowActions id={m.upstream_model} actions={[{ label: "Import", name: `Import ${m.upstream_model}`, disabled: !m.priced || create.isPending, onClick: () => void importModel(m) }]} />
        )
      }
    />
  );
}
