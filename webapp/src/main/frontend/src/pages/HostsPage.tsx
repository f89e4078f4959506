import { useEffect } from 'react';
import { downloads, errorMessage, resources } from '../api';
import { CaptureHeader } from '../components/CaptureHeader';
import { CaptureLoadError } from '../components/PageLoadError';
import { Pager } from '../components/Pager';
import { formatCount, formatSize, formatTime } from '../format';
import { useApi } from '../hooks/useApi';
import { useDebouncedField } from '../hooks/useDebouncedField';
import { useDownload } from '../hooks/useDownload';
import { hostPath, hostsPath } from '../hosts/links';
import {
  emptyHostsQuery,
  hasHostFilters,
  HOST_SORT_LABELS,
  HOST_SORTS,
  hostFilters,
  readHostsQuery,
  writeHostsQuery,
  type HostSort,
  type HostsQuery,
} from '../hosts/hostsQuery';
import { placeOf } from '../hosts/hostFacts';
import type { InventoryHost } from '../hosts/types';
import { FileTabs } from '../overview/FileTabs';
import { Link, navigate, useLocation } from '../router';
import { isActive } from '../types';
import '../map/map.css';
import '../hosts/hosts.css';

const PAGE_SIZE = 50;

/**
 * "/files/{fileId}/hosts": the capture's host inventory, filtered by address, place and device type, sorted and
 * paged as the list API does, each host linking to its page. Addresses and vendors are the capture's: text only.
 */
export function HostsPage({ fileId }: { fileId: string }) {
  const location = useLocation();
  const search = location.includes('?') ? location.slice(location.indexOf('?')) : '';
  const query = readHostsQuery(search);
  const file = useApi(resources.file(fileId), { pollWhile: (f, failed) => !failed && f !== null && isActive(f) });

  const fileName = file.data?.name;
  useEffect(() => {
    document.title = fileName !== undefined ? `pcaplens: ${fileName} hosts` : 'pcaplens';
  }, [fileName]);

  const show = (next: HostsQuery) => navigate(hostsPath(fileId) + writeHostsQuery(next), { replace: true });
  const setFilter = (key: keyof Omit<HostsQuery, 'page'>) => (value: string) =>
    show({ ...readHostsQuery(window.location.search), [key]: value, page: 1 });

  if (file.error) return <CaptureLoadError error={file.error} />;
  if (!file.data) return <div className="notice">Loading…</div>;
  const ready = file.data.status === 'COMPLETED';
  return (
    <section className="hosts-page" data-testid="hosts-page">
      <CaptureHeader file={file.data} facts={false} />
      <FileTabs fileId={fileId} current="hosts" />
      {!ready && <div className="notice" data-testid="hosts-not-ready">Hosts are listed once the analysis is complete.</div>}
      {ready && (
        <>
          <HostFilters fileId={fileId} query={query} setFilter={setFilter} onClear={() => show({ ...emptyHostsQuery(), sort: query.sort })} />
          <HostTable fileId={fileId} query={query} onPage={(page) => show({ ...query, page })} />
        </>
      )}
    </section>
  );
}

function HostFilters({
  fileId,
  query,
  setFilter,
  onClear,
}: {
  fileId: string;
  query: HostsQuery;
  setFilter: (key: keyof Omit<HostsQuery, 'page'>) => (value: string) => void;
  onClear: () => void;
}) {
  const [address, setAddress, flushAddress] = useDebouncedField(query.address, setFilter('address'));
  const facets = useApi(resources.facets(fileId));
  const types = Object.keys(facets.data?.deviceTypes ?? {}).sort();
  if (query.deviceType && !types.includes(query.deviceType)) types.push(query.deviceType);
  return (
    <div className="extracted-filters" data-testid="hosts-filters">
      <label>
        <span className="label-text">Address or MAC</span>
        <input type="search" className="mono" value={address} placeholder="e.g. 10.0.0." onChange={(e) => setAddress(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && flushAddress()} data-testid="hosts-address" />
      </label>
      <label>
        <span className="label-text">Place</span>
        <select value={query.internal} onChange={(e) => setFilter('internal')(e.target.value)} data-testid="hosts-internal">
          <option value="">Internal and external</option>
          <option value="true">Internal</option>
          <option value="false">External</option>
        </select>
      </label>
      <label>
        <span className="label-text">Device type</span>
        <select value={query.deviceType} onChange={(e) => setFilter('deviceType')(e.target.value)} data-testid="hosts-device-type">
          <option value="">Any type</option>
          {types.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="label-text">Order</span>
        <select value={query.sort} onChange={(e) => setFilter('sort')(e.target.value as HostSort)} data-testid="hosts-sort">
          {HOST_SORTS.map((s) => (
            <option key={s} value={s}>
              {HOST_SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      {hasHostFilters(query) && (
        <button type="button" className="link-button" onClick={onClear} data-testid="hosts-clear">
          Clear filters
        </button>
      )}
    </div>
  );
}

function HostTable({ fileId, query, onPage }: { fileId: string; query: HostsQuery; onPage: (page: number) => void }) {
  const filters = hostFilters(query);
  const list = useApi(resources.captureHosts(fileId, query.page, PAGE_SIZE, filters), {
    onAnswer: (r) => {
      // past the last page (a shared link, a narrower filter): the last page instead
      if (r.totalPages > 0 && query.page > r.totalPages) {
        onPage(r.totalPages);
        return false;
      }
    },
  });
  const download = useDownload();
  const data = list.data;
  const error = list.error ? `Could not load the hosts: ${errorMessage(list.error)}` : download.error;
  return (
    <>
      {error && <div className="alert alert-error" role="alert" data-testid="hosts-error">{error}</div>}
      {!data && !error && <div className="notice">Loading…</div>}
      {data && (
        <div className="extracted-summary" data-testid="hosts-summary" data-total={data.total}>
          {formatCount(data.total)} {data.total === 1 ? 'host' : 'hosts'}
          {hasHostFilters(query) ? ' match the filters' : ''}
          {data.total > 0 && (
            <>
              {' · '}
              <a href={downloads.hostsCsv(fileId, filters)} download onClick={download.follow} data-testid="hosts-csv"
                title="Every listed host, on every page, as CSV">
                Download as CSV
              </a>
            </>
          )}
        </div>
      )}
      {data && data.total === 0 && <div className="empty" data-testid="hosts-empty">No host matches.</div>}
      {data && data.items.length > 0 && (
        <div className="table-scroll">
          <table className="grid hosts-table" data-testid="hosts-table">
            <thead>
              <tr>
                <th>Address</th>
                <th>MAC · vendor</th>
                <th>Device type</th>
                <th>Place</th>
                <th className="num">Sent</th>
                <th className="num">Received</th>
                <th className="num">Peers</th>
                <th className="num">Conversations</th>
                <th>First seen</th>
                <th>Last seen</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((h) => (
                <HostRow key={h.address} fileId={fileId} host={h} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.totalPages > 1 && (
        <Pager page={data.page} totalPages={data.totalPages} total={data.total} noun="hosts" onPage={onPage} testIdPrefix="hosts-page" />
      )}
    </>
  );
}

function HostRow({ fileId, host: h }: { fileId: string; host: InventoryHost }) {
  return (
    <tr data-testid="host-row" data-address={h.address}>
      <td>
        <Link to={hostPath(fileId, h.address)} className="mono" data-testid="host-link">
          {h.address}
        </Link>
      </td>
      <td>
        {h.mac && <span className="mono">{h.mac}</span>} {h.vendor}
      </td>
      <td>{h.deviceType}</td>
      <td>{placeOf(h)}</td>
      <td className="num" title={`${formatCount(h.packetsSent)} packets`}>{formatSize(h.bytesSent)}</td>
      <td className="num" title={`${formatCount(h.packetsReceived)} packets`}>{formatSize(h.bytesReceived)}</td>
      <td className="num">{formatCount(h.peers)}</td>
      <td className="num">{formatCount(h.conversations)}</td>
      <td>{formatTime(h.firstSeen)}</td>
      <td>{formatTime(h.lastSeen)}</td>
    </tr>
  );
}
