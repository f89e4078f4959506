import { useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage, resources } from '../api';
import { Pager } from '../components/Pager';
import { formatCount, formatTime } from '../format';
import { useApi } from '../hooks/useApi';
import { Link } from '../router';
import { hostPath } from './links';
import type { DnsLog, DnsLogLine, HostRole, HttpLog, HttpLogLine } from './types';

/** Ports HTTP is served on without DPI naming it. */
const HTTP_PORTS = new Set([80, 591, 8000, 8008, 8080, 8888]);

/** Whether the host answered DNS: a service on port 53, or one DPI named DNS. */
export const servesDns = (roles: HostRole[]) => roles.some((r) => r.port === 53 || /^dns$/i.test(r.app ?? ''));
/** Whether the host answered HTTP: a service DPI named HTTP, or one on a port HTTP is served on. */
export const servesHttp = (roles: HostRole[]) => roles.some((r) => /http/i.test(r.app ?? '') || HTTP_PORTS.has(r.port));

/**
 * The DNS and HTTP logs of a host that served them (hosts.md): each query or request with its response, read from
 * the capture when asked (each page is one dissection of the server's connections), filtered, paged, with the
 * whole log's tally and its suspicion. What the capture holds is shown as text.
 */
export function ServerLogs({ fileId, address, roles }: { fileId: string; address: string; roles: HostRole[] }) {
  return (
    <>
      {servesDns(roles) && <DnsLogSection fileId={fileId} address={address} />}
      {servesHttp(roles) && <HttpLogSection fileId={fileId} address={address} />}
    </>
  );
}

interface LogState {
  page: number;
  size: number;
  filters: URLSearchParams;
}

function useLogState() {
  const [state, setState] = useState<LogState>({ page: 1, size: 25, filters: new URLSearchParams() });
  return {
    ...state,
    setPage: (page: number) => setState((s) => ({ ...s, page })),
    setSize: (size: number) => setState((s) => ({ ...s, size, page: 1 })),
    setFilters: (filters: URLSearchParams) => setState((s) => ({ ...s, filters, page: 1 })),
  };
}

/** Client, text and result fields, applied together so that each page is read once. */
function LogFilters({ kind, result, onApply }: { kind: string; result: [string, string]; onApply: (f: URLSearchParams) => void }) {
  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const q = new URLSearchParams();
    for (const name of ['client', 'search', result[0]]) {
      const v = String(form.get(name) ?? '').trim();
      if (v) q.set(name, v);
    }
    onApply(q);
  };
  return (
    <form className="extracted-filters" onSubmit={apply} data-testid={`${kind}-log-filters`}>
      <input name="client" placeholder="Client address" aria-label="Client address" data-testid={`${kind}-log-client`} />
      <input name="search" placeholder={kind === 'dns' ? 'Name asked' : 'Host and path'} aria-label="Search" data-testid={`${kind}-log-search`} />
      <input name={result[0]} placeholder={result[1]} aria-label={result[1]} data-testid={`${kind}-log-result`} />
      <button type="submit" className="button" data-testid={`${kind}-log-apply`}>
        Apply
      </button>
    </form>
  );
}

function Summary({ kind, log, counts }: { kind: string; log: DnsLog | HttpLog; counts: Record<string, number> }) {
  const t = log.tally;
  return (
    <>
      <p className="muted small" data-testid={`${kind}-log-tally`} data-transactions={t.transactions}>
        {formatCount(t.transactions)} {t.transactions === 1 ? 'line' : 'lines'}, {formatCount(t.unanswered)} never answered
        {Object.entries(counts).map(([code, n]) => ` · ${code} ${formatCount(n)}`)} · read from {formatCount(log.framesRead)} frames
      </p>
      {t.suspicion && (
        <div className="alert alert-warn" role="status" data-testid={`${kind}-log-suspicion`}>
          {t.suspicion}
        </div>
      )}
      {log.truncated && (
        <div className="alert alert-warn" role="status" data-testid={`${kind}-log-truncated`}>
          The server's connections hold more frames than one log reads: this log covers the first {formatCount(log.framesRead)}.
        </div>
      )}
    </>
  );
}

function LogSection({ kind, title, children }: { kind: string; title: string; children: ReactNode }) {
  return (
    <section className="host-section" data-testid={`${kind}-log`}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

function ClientLink({ fileId, client }: { fileId: string; client: string }) {
  return (
    <Link to={hostPath(fileId, client)} className="mono">
      {client}
    </Link>
  );
}

const millis = (ms: number | undefined) => (ms === undefined ? '' : `${ms.toFixed(ms < 10 ? 2 : 0)} ms`);

function DnsLogSection({ fileId, address }: { fileId: string; address: string }) {
  const s = useLogState();
  const { data: log, error } = useApi(resources.dnsLog(fileId, address, s.page, s.size, s.filters));
  return (
    <LogSection kind="dns" title="DNS log">
      <LogFilters kind="dns" result={['rcode', 'Response code (NXDomain, none)']} onApply={s.setFilters} />
      {error != null && <div className="alert alert-error" role="alert">{errorMessage(error)}</div>}
      {!log && !error && <div className="notice">Reading the server's queries…</div>}
      {log && (
        <>
          <Summary kind="dns" log={log} counts={log.tally.rcodes} />
          <table className="grid" data-testid="dns-log-table">
            <thead>
              <tr>
                <th className="num">Frame</th>
                <th>Time</th>
                <th>Client</th>
                <th>Name</th>
                <th>Type</th>
                <th>Response</th>
                <th>Answers</th>
                <th className="num">Latency</th>
              </tr>
            </thead>
            <tbody>
              {log.items.map((l: DnsLogLine) => (
                <tr key={l.frame} data-testid="dns-log-line" data-frame={l.frame} data-rcode={l.rcode ?? ''}>
                  <td className="num">{l.frame}</td>
                  <td>{formatTime(l.time)}</td>
                  <td><ClientLink fileId={fileId} client={l.client} /></td>
                  <td className="mono" data-testid="dns-log-name">{l.name}</td>
                  <td>{l.type}</td>
                  <td>{l.answered ? l.rcode : <span className="muted">no response</span>}</td>
                  <td className="mono">{l.answers.join(', ')}</td>
                  <td className="num">{millis(l.latencyMs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={log.page} totalPages={log.totalPages} total={log.total} noun="lines" onPage={s.setPage} size={s.size} onSize={s.setSize} testIdPrefix="dns-log" />
        </>
      )}
    </LogSection>
  );
}

function HttpLogSection({ fileId, address }: { fileId: string; address: string }) {
  const s = useLogState();
  const { data: log, error } = useApi(resources.httpLog(fileId, address, s.page, s.size, s.filters));
  return (
    <LogSection kind="http" title="HTTP log">
      <LogFilters kind="http" result={['status', 'Status (404, 4xx, none)']} onApply={s.setFilters} />
      {error != null && <div className="alert alert-error" role="alert">{errorMessage(error)}</div>}
      {!log && !error && <div className="notice">Reading the server's requests…</div>}
      {log && (
        <>
          <Summary kind="http" log={log} counts={log.tally.statusClasses} />
          <table className="grid" data-testid="http-log-table">
            <thead>
              <tr>
                <th className="num">Frame</th>
                <th>Time</th>
                <th>Client</th>
                <th>Method</th>
                <th>Host</th>
                <th>Path</th>
                <th className="num">Status</th>
                <th>Content type</th>
                <th>User agent</th>
                <th className="num">Latency</th>
              </tr>
            </thead>
            <tbody>
              {log.items.map((l: HttpLogLine) => (
                <tr key={l.frame} data-testid="http-log-line" data-frame={l.frame} data-status={l.status ?? ''}>
                  <td className="num">{l.frame}</td>
                  <td>{formatTime(l.time)}</td>
                  <td><ClientLink fileId={fileId} client={l.client} /></td>
                  <td>{l.method}</td>
                  <td className="mono">{l.host}</td>
                  <td className="mono http-log-path">{l.path}</td>
                  <td className="num">{l.status ?? <span className="muted">none</span>}</td>
                  <td>{l.contentType}</td>
                  <td className="http-log-agent">{l.userAgent}</td>
                  <td className="num">{millis(l.latencyMs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={log.page} totalPages={log.totalPages} total={log.total} noun="lines" onPage={s.setPage} size={s.size} onSize={s.setSize} testIdPrefix="http-log" />
        </>
      )}
    </LogSection>
  );
}
