import type { ReactNode } from "react";

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

/** An empty list: what it is, what to do next, and the button that does it. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="empty">
      <h2>{title}</h2>
      {children && <p>{children}</p>}
      {action && <p>{action}</p>}
    </div>
  );
}
