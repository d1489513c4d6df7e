"use client";

import { Field, FormError, SubmitBar } from "@/components/ui/field";
import { useState, type FormEvent } from "react";
import { Dialog } from "@/components/ui/dialog";
import { errorMessage } from "@/components/trpc/errors";
import { trpc } from "@/components/trpc/provider";
import type { KeyRecord } from "@/server/services/keys/schemas";
import type { WorkspaceRecord } from "@/server/services/workspaces/schemas";

/**
 * Moves a key to another workspace (the key value stays the same). The server's refusals are
 * shown here: 403 for a move into or out of a HIPAA workspace, 409 when the key's creator is
 * not a member of the target.
 */
export function MoveKeyDialog({
  apiKey,
  workspaces,
  onClose,
  onMoved,
}: {
  apiKey: KeyRecord | null;
  workspaces: WorkspaceRecord[];
  onClose: () => void;
  onMoved: (k: KeyRecord, to: WorkspaceRecord) => void;
}) {
  return (
    <Dialog open={apiKey !== null} onClose={onClose} title={apiKey ? `Move ${apiKey.name}` : "Move key"}>
      {apiKey && <MoveForm key={apiKey.hash} apiKey={apiKey} workspaces={workspaces} onClose={onClose} onMoved={onMoved} />}
    </Dialog>
  );
}

function MoveForm({
  apiKey,
  workspaces,
  onClose,
  onMoved,
}: {
  apiKey: KeyRecord;
  workspaces: WorkspaceRecord[];
  onClose: () => void;
  onMoved: (k: KeyRecord, to: WorkspaceRecord) => void;
}) {
  const utils = trpc.useUtils();
  const [target, setTarget] = useState("");
  const move = trpc.keys.update.useMutation();
  const current = workspaces.find((w) => w.id === apiKey.workspace_id);
  const targets = workspaces.filter((w) => w.id !== apiKey.workspace_id);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const to = targets.find((w) => w.id === target);
    if (!to) return;
    const res = await move.mutateAsync({ hash: apiKey.hash, workspace_id: to.id }).catch(() => null);
    if (res) {
      await Promise.all([utils.keys.list.invalidate(), utils.keys.search.invalidate()]);
      onMoved(res.data, to);
    }
  }

  return (
    <form className="stack" onSubmit={onSubmit} aria-label="Move key">
      <p>
        Move <strong>{apiKey.name}</strong> (<code>{apiKey.label}</code>) out of <strong>{current?.name ?? "its workspace"}</strong>. The key
        keeps working with the same value; the target workspace&apos;s guardrails and settings apply from then on.
      </p>
      <Field id="move-target" label="Target workspace">
        {(c) => (
          <select
            {...c}
            value={target}
            onChange={(e) => {
              setTarget(e.target.value);
              move.reset();
            }}
            disabled={targets.length === 0}
            aria-invalid={move.error ? true : undefined}
            aria-describedby={move.error ? "move-error" : undefined}
            autoFocus
          >
            <option value="">{targets.length === 0 ? "No other workspace" : "Choose a workspace…"}</option>
            {targets.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name} ({w.slug})
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormError id="move-error" message={move.error ? errorMessage(move.error) : null} />
      <SubmitBar label="Move key" disabled={!target || move.isPending} onCancel={onClose} />
    </form>
  );
}
