import { useEffect, useState } from 'react';
import { ApiError, api, errorMessage, isAbort } from '../api';
import { DetailPanel } from '../components/DetailPanel';
import { AppName, IdsBadges, RiskBadges } from '../components/FlowBadges';
import { PAGE_SIZES, Pager } from '../components/Pager';
import { ProgressBar, StatusBadge } from '../components/StatusBadge';
import { ToolStatusChips } from '../components/ToolStatus';
import { endpoint, formatCount, formatSize, formatTime } from '../format';
import { Link, navigate, useLocation } from '../router';
import { hasIdsFields, isActive, type CaptureFile, type Conversation, type Id, type Paged } from '../types';

const POLL_MS = 2000;
const DEFAULT_SIZE = 25;

function readPaging(location: string): { page: number; size: number } {
  const params = new URLSearchParams(location.split('?')[1] ?? '');
  const page = Math.max(1, parseInt(params.get('page') ?? '1', 10) || 1);
  const sizeParam = parseInt(params.get('size') ?? '', 10);
  const size = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : DEFAULT_SIZE;
  return { page, size };
}

/** "/files/{fileId}": the file's header and its conversations, paged; a row opens the detail panel. */
export function ConversationsPage({ fileId }: { fileId: string }) {
  const location = useLocation();
  const { page, size } = readPaging(location);
  const [file, setFile] = useState<CaptureFile | null>(null);
  const [fileError, setFileError] = useState<{ message: string; status: number } | null>(null);
  const [convs, setConvs] = useState<Paged<Conversation> | null>(null);
  const [convError, setConvError] = useState<string | null>(null);
  const [loadingConvs, setLoadingConvs] = useState(false);
  const [selected, setSelected] = useState<Id | null>(null);

  const basePath = `/files/${encodeURIComponent(fileId)}`;
  const setPaging = (p: number, s: number) => navigate(p === 1 && s === DEFAULT_SIZE ? basePath : `${basePath}?page=${p}&size=${s}`, { replace: true });

  useEffect(() => {
    document.title = file ? `pcaplens: ${file.name}` : 'pcaplens';
  }, [file]);

  // The file record, polled until the analysis reaches COMPLETED or FAILED.
  useEffect(() => {
    const ctrl = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const load = async () => {
      try {
        const f = await api.getFile(fileId, ctrl.signal);
        if (stopped) return;
        setFile(f);
        setFileError(null);
        if (isActive(f)) timer = setTimeout(load, POLL_MS);
      } catch (e) {
        if (stopped || isAbort(e)) return;
        setFileError({ message: errorMessage(e), status: e instanceof ApiError ? e.status : 0 });
      }
    };
    void load();
    return () => {
      stopped = true;
      ctrl.abort();
      if (timer) clearTimeout(timer);
    };
  }, [fileId]);

  const completed = file?.status === 'COMPLETED';

  useEffect(() => {
    if (!completed) return;
    const ctrl = new AbortController();
    setLoadingConvs(true);
    api
      .listConversations(fileId, page, size, ctrl.signal)
      .then((result) => {
        if (result.totalPages > 0 && page > result.totalPages) {
          setPaging(result.totalPages, size);
          return;
        }
        setConvs(result);
        setConvError(null);
      })
      .catch((e) => {
        if (!isAbort(e)) setConvError(`Could not load conversations: ${errorMessage(e)}`);
      })
      .finally(() => {
        if (!ctrl.signal.aborted) setLoadingConvs(false);
      });
    return () => ctrl.abort();
  }, [fileId, page, size, completed]);

  useEffect(() => {
    if (selected === null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setSelected(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [selected]);

  // The IDS column only when intrusion detection ran (the field is present on some conversation of the page).
  const showIds = !!convs && convs.items.some(hasIdsFields);

  if (fileError) {
    return (
      <div className="alert alert-error" role="alert" data-testid={fileError.status === 404 ? 'file-not-found' : 'load-error'}>
        {fileError.status === 404 ? 'This capture file does not exist (it may have been deleted).' : `Could not load the file: ${fileError.message}`}{' '}
        <Link to="/">Back to the file list</Link>
      </div>
    );
  }
  if (!file) return <div className="notice">Loading…</div>;

  return (
    <section className={selected !== null ? 'with-detail' : undefined}>
      <div className="file-header" data-testid="file-header">
        <div className="crumbs">
          <Link to="/">Capture files</Link> / <span className="mono">{file.name}</span>
        </div>
        <h1 className="page-title" data-testid="file-title">
          {file.name} <StatusBadge status={file.status} />
        </h1>
        <div className="facts">
          <Fact label="Packets" testId="file-packets" value={formatCount(file.packetCount)} />
          <Fact label="Conversations" testId="file-conversations" value={formatCount(file.conversationCount)} />
          <Fact label="Size" value={formatSize(file.size)} />
          <Fact label="Capture" value={file.captureStart ? `${formatTime(file.captureStart)} – ${formatTime(file.captureEnd)}` : ''} />
          <Fact label="Uploaded" value={formatTime(file.uploadedAt)} />
          <Fact label="SHA-256" value={file.sha256} mono />
          {file.tools && Object.keys(file.tools).length > 0 && (
            <span className="fact">
              <span className="fact-label">Tools</span>
              <ToolStatusChips tools={file.tools} />
            </span>
          )}
        </div>
      </div>

      {isActive(file) && (
        <div className="notice" data-testid="file-analyzing">
          Analysis in progress: <ProgressBar percent={file.progress?.percent ?? 0} stage={file.progress?.stage} />
        </div>
      )}
      {file.status === 'FAILED' && (
        <div className="alert alert-error" role="alert" data-testid="file-reason">
          Analysis failed: {file.statusReason ?? 'no reason given'}
        </div>
      )}
      {convError && (
        <div className="alert alert-error" role="alert" data-testid="load-error">
          {convError}
        </div>
      )}

      {completed && convs && (
        <>
          <Pager
            page={convs.page}
            totalPages={convs.totalPages}
            total={convs.total}
            noun="conversations"
            size={size}
            onPage={(p) => setPaging(p, size)}
            onSize={(s) => setPaging(1, s)}
          />
          {convs.total === 0 ? (
            <div className="empty" data-testid="empty-conversations">
              No conversations in this capture.
            </div>
          ) : (
            <div className={`table-scroll${loadingConvs ? ' loading' : ''}`}>
              <table className="grid conversations" data-testid="conversations-table">
                <thead>
                  <tr>
                    <th>Source IP</th>
                    <th className="num">Source Port</th>
                    <th>Destination IP</th>
                    <th className="num">Destination Port</th>
                    <th>Protocol</th>
                    <th>Dissected protocol</th>
                    <th title="Application found by deep packet inspection (nDPI); italic when guessed by port/IP">Application</th>
                    <th>Category</th>
                    <th>Risks</th>
                    {showIds && (
                      <th title="Intrusion detection (Suricata) alert signatures" data-testid="ids-column">
                        IDS Alerts
                      </th>
                    )}
                    <th className="num">Packets</th>
                    <th className="num">Bytes</th>
                    <th>Start</th>
                    <th>End</th>
                  </tr>
                </thead>
                <tbody>
                  {convs.items.map((c) => (
                    <tr
                      key={String(c.id)}
                      className={`clickable${selected === c.id ? ' selected' : ''}`}
                      onClick={() => setSelected(c.id)}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter' || e.key === ' ') {
                          e.preventDefault();
                          setSelected(c.id);
                        }
                      }}
                      tabIndex={0}
                      aria-selected={selected === c.id}
                      data-testid="conversation-row"
                      data-conversation-id={String(c.id)}
                      title={`${endpoint(c.srcIp, c.srcPort)} → ${endpoint(c.dstIp, c.dstPort)}`}
                    >
                      <td className="mono">{c.srcIp}</td>
                      <td className="num">{c.srcPort ?? ''}</td>
                      <td className="mono">{c.dstIp}</td>
                      <td className="num">{c.dstPort ?? ''}</td>
                      <td>{c.protocol}</td>
                      <td>{c.dissectorProtocol ?? ''}</td>
                      <td data-testid="conversation-app">
                        <AppName conv={c} />
                      </td>
                      <td data-testid="conversation-category">{c.category ?? ''}</td>
                      <td className="risks" data-testid="conversation-risks">
                        <RiskBadges risks={c.flowRisks} />
                      </td>
                      {showIds && (
                        <td className="risks ids-alerts" data-testid="conversation-ids-alerts">
                          <IdsBadges conv={c} />
                        </td>
                      )}
                      <td className="num">{formatCount(c.packetCount)}</td>
                      <td className="num">{formatCount(c.totalBytes)}</td>
                      <td className="time">{formatTime(c.startTime)}</td>
                      <td className="time">{formatTime(c.endTime)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}

      {selected !== null && <DetailPanel key={String(selected)} conversationId={selected} onClose={() => setSelected(null)} />}
    </section>
  );
}

function Fact({ label, value, testId, mono }: { label: string; value: string; testId?: string; mono?: boolean }) {
  return (
    <span className="fact">
      <span className="fact-label">{label}</span>
      <span className={mono ? 'fact-value mono small' : 'fact-value'} data-testid={testId}>
        {value}
      </span>
    </span>
  );
}
