import { downloads } from '../api';
import type { Id } from '../types';

interface ExportBarProps {
  fileId: Id;
  /** The current filters and sort as the API takes them. */
  filters: URLSearchParams;
  total: number;
  checked: ReadonlySet<string>;
  allMatching: boolean;
  onAllMatching: (on: boolean) => void;
  onClearSelection: () => void;
}

/** Ticked ids travel in the query string; beyond this many the request line gets too long for the server. */
export const MAX_TICKED_EXPORT = 500;

/**
 * Spec 10.7: CSV of the current view; one combined PCAP of the ticked rows, or of every row matching the
 * filters ("select all matching").
 */
export function ExportBar({ fileId, filters, total, checked, allMatching, onAllMatching, onClearSelection }: ExportBarProps) {
  const count = allMatching ? total : checked.size;
  const tooMany = !allMatching && checked.size > MAX_TICKED_EXPORT;
  const pcapHref = allMatching ? downloads.bulkPcap(fileId, null, filters) : downloads.bulkPcap(fileId, [...checked], filters);
  return (
    <div className="export-bar" data-testid="export-bar">
      <span className="selection" data-testid="selection-count">
        {count === 0 ? 'No conversation selected' : `${count.toLocaleString('en-US')} selected${allMatching ? ' (all matching)' : ''}`}
      </span>
      {!allMatching && total > 0 && (
        <button type="button" className="link-button" onClick={() => onAllMatching(true)} data-testid="select-all-matching">
          Select all {total.toLocaleString('en-US')} matching
        </button>
      )}
      {count > 0 && (
        <button type="button" className="link-button" onClick={onClearSelection} data-testid="clear-selection">
          Clear selection
        </button>
      )}
      {tooMany ? (
        <>
          <span className="field-error" data-testid="bulk-pcap-too-many">
            More than {MAX_TICKED_EXPORT} ticked: use "Select all matching" with filters instead
          </span>
          <span className="button disabled" aria-disabled="true" title={`At most ${MAX_TICKED_EXPORT} ticked rows can be exported`}>
            Export PCAP
          </span>
        </>
      ) : count > 0 ? (
        <a className="button" href={pcapHref} download data-testid="bulk-pcap">
          Export PCAP
        </a>
      ) : (
        <span className="button disabled" aria-disabled="true" title="Select conversations first">
          Export PCAP
        </span>
      )}
      <a className="button" href={downloads.csv(fileId, filters)} download data-testid="export-csv" title="The current filters and sort, all pages">
        Export CSV
      </a>
    </div>
  );
}
