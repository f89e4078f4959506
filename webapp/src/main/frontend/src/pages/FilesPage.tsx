import { useEffect, useState } from 'react';
import { api, errorMessage, resources } from '../api';
import { ConfirmAction } from '../components/ConfirmAction';
import { Pager } from '../components/Pager';
import { ProgressBar, StatusBadge } from '../components/StatusBadge';
import { ToolStatusChips } from '../components/ToolStatus';
import { UploadForm } from '../components/UploadForm';
import { formatCount, formatSize, formatTime } from '../format';
import { useApi } from '../hooks/useApi';
import { useRowAction } from '../hooks/useRowAction';
import { overviewPath } from '../overview/links';
import { Link } from '../router';
import { isActive } from '../types';

const PAGE_SIZE = 25;

/** "/": upload form and the paged list of capture files, polled while any file is being analysed. */
export function FilesPage() {
  const [page, setPage] = useState(1);

  useEffect(() => {
    document.title = 'pcaplens: capture files';
  }, []);

  const list = useApi(resources.files(page, PAGE_SIZE), {
    // keep polling while something is queued or analysing, also across a transient error
    pollWhile: (latest) => !!latest?.items.some(isActive),
    onAnswer: (result) => {
      // past the last page (files deleted elsewhere): show the last page instead
      if (result.totalPages > 0 && page > result.totalPages) {
        setPage(result.totalPages);
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
  const data = list.data;
  const error = deletion.error ?? (list.error ? `Could not load the file list: ${errorMessage(list.error)}` : null);

  const refresh = list.reload;

  return (
    <section>
      <h1 className="page-title">Capture files</h1>
      <UploadForm
        onUploaded={() => {
          setPage(1);
          refresh();
        }}
      />
      {error && (
        <div className="alert alert-error" role="alert" data-testid="load-error">
          {error}{' '}
          <button type="button" className="link-button" onClick={refresh}>
            Retry
          </button>
        </div>
      )}
      {data === null && !error && <div className="notice" data-testid="files-loading">Loading…</div>}
      {data !== null && data.total === 0 && (
        <div className="empty" data-testid="empty-files">
          No capture files yet. Choose a PCAP or PCAPNG file above and press Upload to analyse it.
        </div>
      )}
      {data !== null && data.total > 0 && (
        <>
          <table className="grid files" data-testid="files-table">
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
                <th aria-label="Actions" />
              </tr>
            </thead>
            <tbody>
              {data.items.map((f) => (
                <tr key={String(f.id)} data-testid="file-row" data-file-id={String(f.id)} data-status={f.status}>
                  <td className="name">
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
                      <span className="reason" data-testid="file-reason">
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
