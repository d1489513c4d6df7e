"use client";

import { useState, type ReactNode } from "react";
import { Dialog } from "@/components/ui/dialog";
import { errorMessage } from "@/components/trpc/errors";

/**
 * The console's one confirmation for destructive actions (delete, revoke, disable): the question
 * about `target`, Cancel and a danger button that runs `action`. While it runs the button is
 * disabled; when it fails the server's refusal is shown in the dialog (and the dialog stays open);
 * when it succeeds `onDone` gets the target (close the dialog, toast, invalidate there).
 */
export function ConfirmDeleteDialog<T>({
  target,
  title,
  confirmLabel,
  action,
  onDone,
  onClose,
  children,
}: {
  /** What is about to go; null: the dialog is closed. */
  target: T | null;
  title: string;
  confirmLabel: string;
  action: (target: T) => Promise<unknown>;
  onDone: (target: T) => void | Promise<void>;
  onClose: () => void;
  children: (target: T) => ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const close = () => {
    setError(null);
    onClose();
  };

  async function confirm(t: T) {
    setPending(true);
    setError(null);
    try {
      await action(t);
    } catch (err) {
      setError(errorMessage(err));
      return;
    } finally {
      setPending(false);
    }
    await onDone(t);
  }

  return (
    <Dialog open={target !== null} onClose={close} title={title}>
      {target !== null && (
        <>
          <p>{children(target)}</p>
          {error && (
            <p role="alert" className="error">
              {error}
            </p>
          )}
          <div className="row" style={{ justifyContent: "flex-end" }}>
            <button type="button" onClick={close}>
              Cancel
            </button>
            <button type="button" className="danger solid" disabled={pending} onClick={() => void confirm(target)}>
              {confirmLabel}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
