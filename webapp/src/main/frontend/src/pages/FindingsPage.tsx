import { useEffect } from 'react';
import { errorMessage, resources } from '../api';
import { CaptureHeader } from '../components/CaptureHeader';
import { CaptureLoadError } from '../components/PageLoadError';
import { Pager } from '../components/Pager';
import { DetectorRuns } from '../findings/DetectorRuns';
import { FindingRow } from '../findings/FindingRow';
import { FindingsNarrative } from '../findings/FindingsNarrative';
import {
  emptyFindingsQuery,
  FINDING_KINDS,
  FINDING_SORTS,
  findingsFilters,
  groupBySeverity,
  hasFindingFilters,
  kindLabel,
  readFindingsQuery,
  severityLabel,
  writeFindingsQuery,
  type FindingSort,
  type FindingsQuery,
} from '../findings/findingsQuery';
import { formatCount, plural } from '../format';
import { useApi } from '../hooks/useApi';
import { useDebouncedField } from '../hooks/useDebouncedField';
import { FileTabs } from '../overview/FileTabs';
import { findingsPath } from '../overview/links';
import { navigate, useLocation } from '../router';
import { FINDING_SEVERITIES, isActive, type Finding, type FindingSeverity } from '../types';

const PAGE_SIZE = 50;
const SORT_LABELS: Record<FindingSort, string> = { severity: 'Most severe first', score: 'Highest score first', kind: 'By kind' };

/**
 * "/files/{fileId}/findings": what the capture's detectors found, grouped by severity, each explained and linked to
 * its conversations in the explorer (its hunt expression); and how each detector's run went, since an empty list
 * from a detector that failed is not "nothing found". Everything shown comes from the capture: text, never markup.
 */
export function FindingsPage({ fileId }: { fileId: string }) {
  const location = useLocation();
  const search = location.includes('?') ? location.slice(location.indexOf('?')) : '';
  const query = readFindingsQuery(search);
  const file = useApi(resources.file(fileId), { pollWhile: (f, failed) => !failed && f !== null && isActive(f) });

  const fileName = file.data?.name;
  useEffect(() => {
    document.title = fileName !== undefined ? `pcaplens: ${fileName} findings` : 'pcaplens';
  }, [fileName]);

  const show = (next: FindingsQuery) => navigate(findingsPath(fileId) + writeFindingsQuery(next), { replace: true });
  /** A changed filter or sort starts again at page 1. */
  const setFilter = (key: keyof Omit<FindingsQuery, 'page'>) => (value: string) =>
    show({ ...readFindingsQuery(window.location.search), [key]: value, page: 1 });

  if (file.error) return <CaptureLoadError error={file.error} />;
  if (!file.data) return <div className="notice">Loading…</div>;
  return (
    <section className="findings-page" data-testid="findings-page">
      <CaptureHeader file={file.data} facts={false} />
      <FileTabs fileId={fileId} current="findings" />
      {file.data.status !== 'COMPLETED' && (
        <div className="notice" data-testid="findings-not-ready">
          Findings are listed once the analysis is complete.
        </div>
      )}
      {file.data.status === 'COMPLETED' && (
        <>
          <FindingsNarrative key={fileId} fileId={fileId} />
          <FindingFilters query={query} setFilter={setFilter} onClear={() => show({ ...emptyFindingsQuery(), sort: query.sort })} />
          <FindingList fileId={fileId} query={query} onPage={(page) => show({ ...query, page })} onHost={setFilter('host')} />
        </>
      )}
    </section>
  );
}

function FindingFilters({
  query,
  setFilter,
  onClear,
}: {
  query: FindingsQuery;
  setFilter: (key: keyof Omit<FindingsQuery, 'page'>) => (value: string) => void;
  onClear: () => void;
}) {
  const [host, setHost, flushHost] = useDebouncedField(query.host, setFilter('host'));
  const kinds: string[] = [...FINDING_KINDS];
  if (query.kind && !kinds.includes(query.kind)) kinds.push(query.kind);
  return (
    <div className="extracted-filters findings-filters" data-testid="findings-filters">
      <label>
        <span className="label-text">Kind</span>
        <select value={query.kind} onChange={(e) => setFilter('kind')(e.target.value)} data-testid="findings-kind">
          <option value="">Any kind</option>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {kindLabel(k)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="label-text">Severity at least</span>
        <select value={query.severity} onChange={(e) => setFilter('severity')(e.target.value)} data-testid="findings-severity">
          <option value="">Any severity</option>
          {FINDING_SEVERITIES.map((s) => (
            <option key={s} value={s}>
              {severityLabel(s)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="label-text">Host</span>
        <input type="search" className="mono" value={host} placeholder="e.g. 10.0.0.5" onChange={(e) => setHost(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && flushHost()} data-testid="findings-host" />
      </label>
      <label>
        <span className="label-text">Order</span>
        <select value={query.sort} onChange={(e) => setFilter('sort')(e.target.value)} data-testid="findings-sort">
          {FINDING_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      {hasFindingFilters(query) && (
        <button type="button" className="link-button" onClick={onClear} data-testid="findings-clear">
          Clear filters
        </button>
      )}
    </div>
  );
}

function FindingList({
  fileId,
  query,
  onPage,
  onHost,
}: {
  fileId: string;
  query: FindingsQuery;
  onPage: (page: number) => void;
  onHost: (host: string) => void;
}) {
  const list = useApi(resources.captureFindings(fileId, query.page, PAGE_SIZE, findingsFilters(query)), {
    onAnswer: (r) => {
      // past the last page (a shared link, a narrower filter): the last page instead
      if (r.totalPages > 0 && query.page > r.totalPages) {
        onPage(r.totalPages);
        return false;
      }
    },
  });
  const data = list.data;
  if (list.error)
    return (
      <div className="alert alert-error" role="alert" data-testid="findings-error">
        Could not load the findings: {errorMessage(list.error)}
      </div>
    );
  if (!data) return <div className="notice">Loading…</div>;
  const failed = data.detectors.some((d) => d.status === 'failed');
  return (
    <>
      <DetectorRuns runs={data.detectors} />
      <div className="extracted-summary" data-testid="findings-summary" data-total={data.total}>
        {plural(data.total, 'finding')}
        {hasFindingFilters(query) ? ' match the filters' : ''}
      </div>
      {data.total === 0 && (
        <div className="empty" data-testid="findings-empty">
          {hasFindingFilters(query)
            ? 'No finding matches the filters.'
            : failed
              ? 'Nothing found by the detectors that ran; a detector failed, so this is not a clean bill.'
              : data.detectors.length === 0
                ? 'No detector ran on this capture (analyse it again to run them).'
                : 'The detectors found nothing in this capture.'}
        </div>
      )}
      {groupBySeverity(data.items).map((g) => (
        <SeverityGroupView key={g.severity} severity={g.severity} findings={g.findings} fileId={fileId} onHost={onHost} />
      ))}
      {data.totalPages > 1 && (
        <Pager page={data.page} totalPages={data.totalPages} total={data.total} noun="findings" onPage={onPage} testIdPrefix="findings-page" />
      )}
    </>
  );
}

function SeverityGroupView({
  severity,
  findings,
  fileId,
  onHost,
}: {
  severity: FindingSeverity;
  findings: Finding[];
  fileId: string;
  onHost: (host: string) => void;
}) {
  return (
    <section className={`finding-group sev-${severity === 'info' ? 'unknown' : severity}`} data-testid="finding-group" data-severity={severity}>
      <h3 className="finding-group-title">
        {severityLabel(severity)} <span className="muted">({formatCount(findings.length)})</span>
      </h3>
      <ul className="finding-list">
        {findings.map((f) => (
          <FindingRow key={f.findingId} finding={f} fileId={fileId} onHost={onHost} />
        ))}
      </ul>
    </section>
  );
}
