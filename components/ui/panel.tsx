import type { ReactNode } from "react";

/**
 * A panel that lists things and adds them (a workspace's members, its broadcast destinations):
 * a titled region with a close link, an optional line on what it is for, the list (a DataTable),
 * then the add form and the panel's error.
 */
export function Panel({
  id,
  title,
  closeLabel,
  onClose,
  description,
  children,
  form,
  error,
}: {
  /** The heading's id: the region's and the list's accessible name. */
  id: string;
  title: ReactNode;
  closeLabel?: string;
  onClose?: () => void;
  description?: ReactNode;
  children: ReactNode;
  form?: ReactNode;
  error?: string | null;
}) {
  return (
    <section className="panel stack" aria-labelledby={id}>
      <div className="spread">
        <h2 id={id} style={{ margin: 0 }}>
          {title}
        </h2>
        {onClose && (
          <button type="button" className="link" onClick={onClose}>
            {closeLabel}
          </button>
        )}
      </div>
      {description && (
        <p className="muted" style={{ margin: 0 }}>
          {description}
        </p>
      )}
      {children}
      {form}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </section>
  );
}
