import { resources } from '../api';
import { CopyText } from '../components/CopyText';
import { useApi } from '../hooks/useApi';
import type { Id } from '../types';

/**
 * The current filters as a Wireshark display filter to copy, shown too; disabled, with the reason, when a
 * filter has no display filter (Wireshark knows no application, risk or Community ID of a packet).
 */
export function WiresharkFilterBar({ fileId, filters }: { fileId: Id; filters: URLSearchParams }) {
  const withoutSort = new URLSearchParams(filters);
  withoutSort.delete('sort');
  // the hunt language's expression is not among the filters the service writes as a display filter
  const hunting = withoutSort.has('q');
  const answer = useApi(hunting ? null : resources.wiresharkFilter(fileId, withoutSort));
  const set = answer.data;
  if (hunting) {
    return (
      <span className="button disabled" aria-disabled="true" title="Wireshark cannot express the query: a display filter is written for the form's filters only" data-testid="filters-wireshark-disabled">
        Copy Wireshark filter
      </span>
    );
  }
  if (set === null) return null;
  if (set.filter == null || set.filter === '') {
    const why = set.filter == null
      ? `Wireshark cannot express these filters: ${set.inexpressible.join(', ')}`
      : 'No filter is set (only an address and a port can be expressed)';
    return (
      <span className="button disabled" aria-disabled="true" title={why} data-testid="filters-wireshark-disabled">
        Copy Wireshark filter
      </span>
    );
  }
  return (
    <span className="wireshark-filter" data-testid="filters-wireshark">
      Wireshark filter: <CopyText text={set.filter} label="Wireshark filter" testId="filters-wireshark-filter" />
    </span>
  );
}
