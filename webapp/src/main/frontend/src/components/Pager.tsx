export const PAGE_SIZES = [10, 25, 50, 100] as const;

interface PagerProps {
  page: number;
  totalPages: number;
  total: number;
  noun: string;
  onPage: (page: number) => void;
  size?: number;
  onSize?: (size: number) => void;
  testIdPrefix?: string;
}

/** Prev/next, "Page X of Y, N things", and optionally a page-size choice. */
export function Pager({ page, totalPages, total, noun, onPage, size, onSize, testIdPrefix = 'page' }: PagerProps) {
  const pages = Math.max(1, totalPages);
  return (
    <div className="pager" data-testid={`${testIdPrefix}-pager`}>
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1} data-testid={`${testIdPrefix}-prev`}>
        ‹ Prev
      </button>
      <span className="pager-info" data-testid={`${testIdPrefix}-info`} data-total={total} data-page={page}>
        Page {Math.min(page, pages)} of {pages}, {total.toLocaleString('en-US')} {noun}
      </span>
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pages} data-testid={`${testIdPrefix}-next`}>
        Next ›
      </button>
      {onSize && size != null && (
        <label className="pager-size">
          Rows per page{' '}
          <select value={size} onChange={(e) => onSize(Number(e.target.value))} data-testid={`${testIdPrefix}-size`}>
            {PAGE_SIZES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
