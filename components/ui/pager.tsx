"use client";

/** "1–50 of 230" with Previous/Next page buttons: the console lists' pagination. */
export function Pager({ offset, shown, total, pageSize, onOffset }: { offset: number; shown: number; total: number; pageSize: number; onOffset: (offset: number) => void }) {
  return (
    <nav className="spread" aria-label="Pagination">
      <span className="muted">
        {offset + 1}–{offset + shown} of {total}
      </span>
      <div className="row">
        <button type="button" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - pageSize))}>
          Previous page
        </button>
        <button type="button" disabled={offset + pageSize >= total} onClick={() => onOffset(offset + pageSize)}>
          Next page
        </button>
      </div>
    </nav>
  );
}

/** Keyset pages (the request log's cursor): what this page holds, then Newer and Older. */
export function KeysetPager({ summary, onNewer, onOlder }: { summary: string; onNewer: (() => void) | null; onOlder: (() => void) | null }) {
  return (
    <nav className="spread" aria-label="Pagination">
      <span className="muted">{summary}</span>
      <div className="row">
        <button type="button" disabled={!onNewer} onClick={onNewer ?? undefined}>
          Newer
        </button>
        <button type="button" disabled={!onOlder} onClick={onOlder ?? undefined}>
          Older
        </button>
      </div>
    </nav>
  );
}
