/** A console page that is not built yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section>
      <h1>{title}</h1>
      <p className="muted">This page is coming soon.</p>
    </section>
  );
}
