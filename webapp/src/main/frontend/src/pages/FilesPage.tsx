import { useEffect } from 'react';
import { api, errorMessage, resources } from '../api';
import { ConfirmAction } from '../components/ConfirmAction';
import { Pager } from '../components/Pager';
import { ProgressBar, StatusBadge } from '../components/StatusBadge';
import { ToolStatusChips } from '../components/ToolStatus';
import { UploadForm } from '../components/UploadForm';
import { findingsBadge, severityColourClass } from '../files/findingsBadge';
import { readFilesQuery, STATUS_CHOICES, writeFilesQuery, type FilesQuery } from '../files/filesQuery';
import { formatCount, formatSize, formatTime } from '../format';
import { useApi } from '../hooks/useApi';
import { useDebouncedField } from '../hooks/useDebouncedField';
import { useRowAction } from '../hooks/useRowAction';
import { findingsPath, overviewPath } from '../overview/links';
import { Link, navigate, useLocation } from '../router';
import { isActive, type CaptureFile } from '../types';

const PAGE_SIZE = 25;

/**
 * "/": upload form and the paged list of capture files, searchable by name and status (kept in the URL with the
 * page), polled while any file is being analysed.
 */
export function FilesPage() {
  const location = useLocation();
  const query = readFilesQuery(location.includes('?') ? location.slice(location.indexOf('?')) : '');
  const show = (next: FilesQuery, replace = true) => navigate('/' + writeFilesQuery(next), { replace });
  const setPage = (page: number) => show({ ...query, page }, false);

  useEffect(() => {
    document.title = 'pcaplens: capture files';
  }, []);

  const list = useApi(resources.files(query.page, PAGE_SIZE, query.name, query.status), {
    // keep polling while something is queued or analysing, also across a transient error
    pollWhile: (latest) => !!latest?.items.some(isActive),
    onAnswer: (result) => {
      // past the last page (files deleted elsewhere, a narrower search): show the last page instead
      if (result.totalPages > 0 && query.page > result.totalPages) {
        show({ ...query, page: result.totalPages });
        return false;
      }
      // a failed delete's message stays until the list loads again
      deletion.clearError();
    },
  });
  const deletion = useRowAction(async (id) => {
    await api.deleteFile(id);
    list.reload();
  }, 'Could not delete the file');
  const [name, setName, flushName] = useDebouncedField(query.name, (value) => show({ ...query, name: value, page: 1 }));
  const data = list.data;
  const error = deletion.error ?? (list.error ? `Could not load the file list: ${errorMessage(list.error)}` : null);
  const searching = query.name !== '' || query.status !== '';

  const refresh = list.reload;

  return (
    <section>
      <h1 className="page-title">Capture files</h1>
      <UploadForm
        onUploaded={() => {
          if (query.page !== 1) setPage(1);
          refresh();
        }}
      />
      <div className="files-search" data-testid="files-search">
        <input type="search" value={name} placeholder="Search by name" aria-label="Search by name" onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && flushName()} data-testid="files-name" />
        <select value={query.status} aria-label="Status" onChange={(e) => show({ ...query, status: e.target.value, page: 1 })} data-testid="files-status">
          {STATUS_CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <div className="alert alert-error" role="alert" data-testid="load-error">
          {error}{' '}
          <button type="button" className="link-button" onClick={refresh}>
            Retry
          </button>
        </div>
      )}
      {data === null && !error && <div className="notice" data-testid="files-loading">Loading…</div>}
      {data !== null && data.total === 0 && !searching && (
        <div className="empty" data-testid="empty-files">
          No capture files yet. Choose or drop PCAP or PCAPNG files above and press Upload to analyse them.
        </div>
      )}
      {data !== null && data.total === 0 && searching && (
        <div className="empty" data-testid="no-matching-files">
          No capture file matches.{' '}
          <button type="button" className="link-button" onClick={() => show({ name: '', status: '', page: 1 })} data-testid="files-clear">
            Show all files
          </button>
        </div>
      )}
      {data !== null && data.total > 0 && (
        <>
          <table className="grid files compact" data-testid="files-table">
            <thead>
              <tr>
                <th>Name</th>
                <th className="num">Size</th>
                <th>Uploaded</th>
                <th>Status</th>
                <th>Progress / reason</th>
                <th>Tools</th>
                <th className="num">Packets</th>
                <th className="num">Conversations</th>
                <th>Findings</th>
                <th aria-label="Actions" />
              </tr>
            </thead>
            <tbody>
              {data.items.map((f) => (
                <tr key={String(f.id)} data-testid="file-row" data-file-id={String(f.id)} data-status={f.status}>
                  <td className="name" title={f.name}>
                    {f.status === 'COMPLETED' ? (
                      <Link to={overviewPath(String(f.id))} data-testid="file-name">
                        {f.name}
                      </Link>
                    ) : (
                      <span data-testid="file-name">{f.name}</span>
                    )}
                  </td>
                  <td className="num" title={`${formatCount(f.size)} bytes`}>
                    {formatSize(f.size)}
                  </td>
                  <td className="time">{formatTime(f.uploadedAt)}</td>
                  <td>
                    <StatusBadge status={f.status} />
                  </td>
                  <td className="progress-cell">
                    {isActive(f) && <ProgressBar percent={f.progress?.percent ?? 0} stage={f.progress?.stage} />}
                    {f.status === 'FAILED' && (
                      <span className="reason" data-testid="file-reason" title={f.statusReason ?? undefined}>
                        {f.statusReason ?? 'Analysis failed'}
                      </span>
                    )}
                  </td>
                  <td className="tools-cell">
                    <ToolStatusChips tools={f.tools} />
                  </td>
                  <td className="num" data-testid="file-packets">
                    {formatCount(f.packetCount)}
                  </td>
                  <td className="num" data-testid="file-conversations">
                    {formatCount(f.conversationCount)}
                  </td>
                  <td className="findings-cell">
                    <FindingsCount fileId={String(f.id)} counts={f.findings} />
                  </td>
                  <td className="actions">
                    <ConfirmAction
                      label="Delete"
                      confirmLabel="Confirm delete"
                      busyLabel="Deleting…"
                      {...deletion.props(String(f.id))}
                      testId="file-delete"
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.totalPages > 1 && (
            <Pager page={data.page} totalPages={data.totalPages} total={data.total} noun="files" onPage={setPage} testIdPrefix="files-page" />
          )}
        </>
      )}
    </section>
  );
}

/** The capture's findings as a count coloured by the most severe, linking to its Findings tab; nothing when none. */
function FindingsCount({ fileId, counts }: { fileId: string; counts: CaptureFile['findings'] }) {
  const badge = findingsBadge(counts);
  if (!badge) return null;
  return (
    <Link to={findingsPath(fileId)} className={`badge file-findings ${severityColourClass(badge.severity)}`}
      title={`${badge.total} ${badge.total === 1 ? 'finding' : 'findings'}: ${badge.breakdown}`}
      data-testid="file-findings" data-total={badge.total} data-severity={badge.severity}>
      {formatCount(badge.total)}
    </Link>
  );
}
