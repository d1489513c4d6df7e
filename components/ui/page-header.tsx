import type { ReactNode } from "react";

/** The page's primary action: one primary button (New key, Add provider, …). */
export type PrimaryAction = { label: string; onClick: () => void; disabled?: boolean; title?: string };

/**
 * A page's header: its title (the one h1), its primary action (`primary`, or any `action` such as
 * a row of links), and one line on what the page is for.
 */
export function PageHeader({ title, primary, action, children }: { title: string; primary?: PrimaryAction | null | false; action?: ReactNode; children?: ReactNode }) {
  const act = primary ? (
    <button type="button" className="primary" onClick={primary.onClick} disabled={primary.disabled} title={primary.title}>
      {primary.label}
    </button>
  ) : (
    action
  );
  return (
    <>
      {act ? (
        <div className="spread">
          <h1 style={{ margin: 0 }}>{title}</h1>
          {act}
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
