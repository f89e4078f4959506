import { useState } from 'react';
import { plural } from '../format';

export const PAGE_SIZES = [10, 25, 50, 100] as const;

interface PagerProps {
  page: number;
  totalPages: number;
  total: number;
  /** What is counted, in the plural ("conversations"); one of them is the same without its final "s". */
  noun: string;
  onPage: (page: number) => void;
  size?: number;
  onSize?: (size: number) => void;
  testIdPrefix?: string;
}

/** First/prev/next/last, "Page X of Y, N things", a page to jump to, and optionally a page-size choice. */
export function Pager({ page, totalPages, total, noun, onPage, size, onSize, testIdPrefix = 'page' }: PagerProps) {
  const pages = Math.max(1, totalPages);
  const [jump, setJump] = useState('');
  const go = () => {
    const n = parseInt(jump, 10);
    if (Number.isFinite(n)) onPage(Math.max(1, Math.min(pages, n)));
    setJump('');
  };
  return (
    <div className="pager" data-testid={`${testIdPrefix}-pager`}>
      <button type="button" onClick={() => onPage(1)} disabled={page <= 1} aria-label="First page" title="First page" data-testid={`${testIdPrefix}-first`}>
        «
      </button>
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1} data-testid={`${testIdPrefix}-prev`}>
        ‹ Prev
      </button>
      <span className="pager-info" data-testid={`${testIdPrefix}-info`} data-total={total} data-page={page}>
        Page {Math.min(page, pages)} of {pages}, {plural(total, noun.replace(/s$/, ''), noun)}
      </span>
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pages} data-testid={`${testIdPrefix}-next`}>
        Next ›
      </button>
      <button type="button" onClick={() => onPage(pages)} disabled={page >= pages} aria-label="Last page" title="Last page" data-testid={`${testIdPrefix}-last`}>
        »
      </button>
      {pages > 2 && (
        <form
          className="pager-jump"
          onSubmit={(e) => {
            e.preventDefault();
            go();
          }}
        >
          <input
            type="number"
            min={1}
            max={pages}
            value={jump}
            placeholder="page"
            aria-label={`Go to page (1 to ${pages})`}
            onChange={(e) => setJump(e.target.value)}
            data-testid={`${testIdPrefix}-jump`}
          />
          <button type="submit" disabled={jump === ''} data-testid={`${testIdPrefix}-go`}>
            Go
          </button>
        </form>
      )}
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
