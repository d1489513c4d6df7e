import type { ReactNode } from "react";

/** A page's header: its title (the one h1), the primary action, and one line on what the page is for. */
export function PageHeader({ title, action, children }: { title: string; action?: ReactNode; children?: ReactNode }) {
  return (
    <>
      {action ? (
        <div className="spread">
          <h1 style={{ margin: 0 }}>{title}</h1>
          {action}
        </div>
      ) : (
        <h1 style={{ margin: 0 }}>{title}</h1>
      )}
      {children && (
        <p className="muted" style={{ marginTop: "0.25rem" }}>
          {children}
        </p>
      )}
    </>
  );
}
