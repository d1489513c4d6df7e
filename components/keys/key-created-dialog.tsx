"use client";

import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";

/** What create returned, held only until this dialog closes. */
export interface CreatedKey {
  name: string;
  key: string;
}

/**
 * Shows a new key's plaintext once. The parent drops `created` on close, and the dialog body is
 * unmounted with it, so nothing of the key stays in the page.
 */
export function KeyCreatedDialog({ created, onClose }: { created: CreatedKey | null; onClose: () => void }) {
  return (
    <Dialog open={created !== null} onClose={onClose} title="Key created">
      {created && <Reveal key={created.key} created={created} onClose={onClose} />}
    </Dialog>
  );
}

function Reveal({ created, onClose }: { created: CreatedKey; onClose: () => void }) {
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");

  async function onCopy() {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  }

  return (
    <>
      <p className="warning" id="key-once-warning">
        <strong>Copy this key now.</strong> It will not be shown again: Switchyard stores only its hash. If you lose it,
        delete the key and create a new one.
      </p>
      <div className="field">
        <label htmlFor="created-key">API key for {created.name}</label>
        <div className="row" style={{ flexWrap: "nowrap" }}>
          <input
            id="created-key"
            className="mono"
            readOnly
            value={created.key}
            aria-describedby="key-once-warning"
            onFocus={(e) => e.currentTarget.select()}
            spellCheck={false}
            autoComplete="off"
          />
          <button type="button" className="primary" onClick={onCopy}>
            Copy
          </button>
        </div>
      </div>
      <p role="status" className={copy === "failed" ? "error" : "muted"} style={{ minHeight: "1.45em" }}>
        {copy === "copied" ? "Copied to the clipboard." : copy === "failed" ? "Copying failed: select the key and copy it by hand." : ""}
      </p>
      <div className="row" style={{ justifyContent: "flex-end" }}>
        <button type="button" onClick={onClose}>
          Done
        </button>
      </div>
    </>
  );
}
