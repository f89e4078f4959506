import { useState } from 'react';
import { downloads } from '../api';
import { plural } from '../format';
import { useDownload } from '../hooks/useDownload';
import type { Id } from '../types';
import { DownloadProgressBar } from '../components/DownloadProgressBar';
import { IdsForm } from './IdsForm';
import { WiresharkFilterBar } from './WiresharkFilterBar';

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

/** The most conversation ids one export takes (the service's limit); more are a selection for filters. */
export const MAX_TICKED_EXPORT = 10_000;

/**
 * Spec 10.7: CSV of the current view, or of the ticked rows when rows are ticked; one combined PCAP of the ticked rows, or of every row matching the
 * filters ("select all matching"). "Whole connections", on by default, widens the rows to every packet of
 * their transport flows: a row holds one Protocol label's packets, without the handshake its sibling rows hold.
 */
export function ExportBar({ fileId, filters, total, checked, allMatching, onAllMatching, onClearSelection }: ExportBarProps) {
  const count = allMatching ? total : checked.size;
  const tooMany = !allMatching && checked.size > MAX_TICKED_EXPORT;
  const download = useDownload({ withProgress: true });
  const [wholeConnections, setWholeConnections] = useState(true);
  const scope = wholeConnections ? 'connection' : 'row';
  return (
    <div className="export-bar" data-testid="export-bar">
      <span className="selection" data-testid="selection-count">
        {count === 0 ? 'No conversation selected' : `${plural(count, 'conversation')} selected${allMatching ? ' (all matching)' : ''}`}
      </span>
      {!allMatching && total > 0 && (
        <button type="button" className="link-button" onClick={() => onAllMatching(true)} data-testid="select-all-matching">
          Select all {plural(total, 'matching conversation')}
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
      ) : allMatching && count > 0 ? (
        <a className="button" href={downloads.bulkPcap(fileId, filters, wholeConnections)} download onClick={download.follow} data-testid="bulk-pcap">
          Export PCAP
        </a>
      ) : count > 0 ? (
        <IdsForm action={downloads.bulkPcapOfIds(fileId)} ids={[...checked]} scope={scope} onSubmit={download.submit} testId="bulk-pcap">
          Export PCAP
        </IdsForm>
      ) : (
        <span className="button disabled" aria-disabled="true" title="Select conversations first">
          Export PCAP
        </span>
      )}
      <label className="inline-check" title="Every packet of the rows' transport connections (all their rows, with the handshake); off: only the rows' own packets">
        <input
          type="checkbox"
          checked={wholeConnections}
          onChange={(e) => setWholeConnections(e.target.checked)}
          data-testid="bulk-whole-connections"
        />{' '}
        Whole connections
      </label>
      {!allMatching && count > 0 && !tooMany ? (
        // as the PCAP export: the ticked rows only, in the order of the sort
        <IdsForm action={downloads.csv(fileId, filters)} ids={[...checked]} onSubmit={download.submit} testId="export-csv" title="The ticked rows, in the order of the sort">
          Export CSV
        </IdsForm>
      ) : (
        <a className="button" href={downloads.csv(fileId, filters)} download onClick={download.follow} data-testid="export-csv" data-scope="all" title="The current filters and sort, all pages">
          Export CSV
        </a>
      )}
      <WiresharkFilterBar fileId={fileId} filters={filters} />
      {download.busy && <DownloadProgressBar progress={download.progress} />}
      {download.error && (
        <span className="field-error" role="alert" data-testid="download-error">
          {download.error}
        </span>
      )}
    </div>
  );
}
