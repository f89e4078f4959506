import type { ReactNode } from 'react';
import { Link } from '../router';

/** One ranked element: its label, the value its bar measures, the numbers beside it and where it leads. */
export interface Bar {
  key: string;
  label: ReactNode;
  value: number;
  detail: string;
  /** The conversation table filtered to the element; null where no filter can express it. */
  to: string | null;
  title?: string;
  /** Indentation level (the protocol hierarchy). */
  depth?: number;
}

/**
 * A ranked series as an HTML list of bars: every element a link to the conversations it stands for, readable
 * by a screen reader and openable in a new tab. Labels are text (React escapes them), whatever the capture holds.
 */
export function BarList({ bars, testId, empty }: { bars: Bar[]; testId: string; empty: string }) {
  if (bars.length === 0) {
    return (
      <p className="muted" data-testid={`${testId}-empty`}>
        {empty}
      </p>
    );
  }
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <ol className="bar-list" data-testid={testId}>
      {bars.map((b) => (
        <li key={b.key} className={`bar-item depth-${Math.min(b.depth ?? 0, 8)}`} data-testid={`${testId}-item`} data-key={b.key} title={b.title}>
          {b.to !== null ? (
            <Link to={b.to} className="bar-label" data-testid={`${testId}-link`}>
              {b.label}
            </Link>
          ) : (
            <span className="bar-label">{b.label}</span>
          )}
          <span className="bar-track" aria-hidden="true">
            <span className="bar-fill" style={{ width: `${(100 * b.value) / max}%` }} />
          </span>
          <span className="bar-detail">{b.detail}</span>
        </li>
      ))}
    </ol>
  );
}
