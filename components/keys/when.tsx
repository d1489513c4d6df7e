import { formatDate, formatDateParts } from "./format";

/** A date in a narrow cell: day over time, the full date and time on hover. */
export function When({ iso }: { iso: string }) {
  const parts = formatDateParts(iso);
  if (!parts) return <>{iso}</>;
  return (
    <time dateTime={iso} title={formatDate(iso)}>
      <span className="nowrap">{parts.day}</span> <span className="nowrap muted small">{parts.time}</span>
    </time>
  );
}
