import type { ReactNode } from "react";
import type { PrimaryAction } from "./page-header";

/** A loading placeholder shaped like the list it stands for; screen readers hear the label. */
export function Skeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div className="skeleton" aria-busy="true">
      <div className="sr-only">{label}</div>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} aria-hidden="true" />
      ))}
    </div>
  );
}

/** An empty list: what it is, what to do next, and the button that does it (`primary`, or any `action`). */
export function EmptyState({ title, children, action, primary }: { title: string; children?: ReactNode; action?: ReactNode; primary?: PrimaryAction | null | false }) {
  if (primary) {
    action = (
      <button type="button" className="primary" onClick={primary.onClick} disabled={primary.disabled} title={primary.title}>
        {primary.label}
      </button>
    );
  }
  return (
    <div className="empty">
      <h2>{title}</h2>
      {children && <p>{children}</p>}
      {action && <p>{action}</p>}
    </div>
  );
}
