/** Where a catalog entry comes from: the read-only file, or this organization's own. */
export function SourceBadge({ source }: { source: "file" | "database" }) {
  return source === "file" ? <span className="badge info">gateway.config.json</span> : <span className="badge ok">Added here</span>;
}

/** Active or Disabled. */
export function StatusBadge({ disabled }: { disabled: boolean }) {
  return <span className={`badge ${disabled ? "disabled" : "enabled"}`}>{disabled ? "Disabled" : "Active"}</span>;
}
