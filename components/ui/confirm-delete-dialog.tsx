"use client";

import type { ReactNode } from "react";
import { Dialog } from "@/components/ui/dialog";

/** A delete confirmation: the question, the server's refusal if any, Cancel and a danger button. */
export function ConfirmDeleteDialog({
  open,
  title,
  confirmLabel,
  error,
  pending,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  error: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      {open && (
        <>
          <p>{children}</p>
          {error && (
            <p role="alert" className="error">
              {error}
            </p>
          )}
          <div className="row" style={{ justifyContent: "flex-end" }}>
            <button type="button" onClick={onClose}>
              Cancel
            </button>
            <button type="button" className="danger solid" disabled={pending} onClick={onConfirm}>
              {confirmLabel}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
