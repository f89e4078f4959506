import { useEffect } from 'react';
import { downloads, errorMessage, resources } from '../api';
import { CaptureHeader } from '../components/CaptureHeader';
import { ExtractedFileTable } from '../components/ExtractedFileTable';
import { CaptureLoadError } from '../components/PageLoadError';
import { Pager } from '../components/Pager';
import { apiFilters, emptyExtractedQuery, parseSize, readExtractedQuery, TYPE_CHOICES, writeExtractedQuery, type ExtractedQuery } from '../extracted/extractedQuery';
import { formatCount } from '../format';
import { useApi } from '../hooks/useApi';
import { useDebouncedField } from '../hooks/useDebouncedField';
import { useDownload } from '../hooks/useDownload';
import { FileTabs } from '../overview/FileTabs';
import { extractedFilesPath } from '../overview/links';
import { navigate, useLocation } from '../router';
import { isActive } from '../types';

const PAGE_SIZE = 50;
const SHA256_PREFIX = /^[0-9a-fA-F]{0,64}$/;
const sizeReads = (v: string) => !Number.isNaN(parseSize(v));

/**
 * "/files/{fileId}/extracted": every file the capture's traffic carried, as Wireshark's Export Objects lists them,
 * searchable by name, type, size and SHA-256; each links to the conversation it came from. Programs and archives
 * are offered inside a zip with the password "infected", as samples are passed on.
 */
export function ExtractedFilesPage({ fileId }: { fileId: string }) {
  const location = useLocation();
  const search = location.includes('?') ? location.slice(location.indexOf('?')) : '';
  const query = readExtractedQuery(search);
  const file = useApi(resources.file(fileId), { pollWhile: (f, failed) => !failed && f !== null && isActive(f) });

  const fileName = file.data?.name;
  useEffect(() => {
    document.title = fileName !== undefined ? `pcaplens: ${fileName} extracted files` : 'pcaplens';
  }, [fileName]);

  const show = (next: ExtractedQuery) => navigate(extractedFilesPath(fileId) + writeExtractedQuery(next), { replace: true });
  /** A changed filter starts again at page 1. */
  const setFilter = (key: keyof Omit<ExtractedQuery, 'page'>) => (value: string) => show({ ...query, [key]: value, page: 1 });

  if (file.error) return <CaptureLoadError error={file.error} />;
  if (!file.data) return <div className="notice">Loading…</div>;
  return (
    <section className="extracted-page">
      <CaptureHeader file={file.data} facts={false} />
      <FileTabs fileId={fileId} current="extracted" />
      {file.data.status === 'COMPLETED' && !file.data.enableFileExtraction && (
        <div className="notice" data-testid="extraction-off">File extraction was not enabled for this capture.</div>
      )}
      {file.data.status === 'COMPLETED' && file.data.enableFileExtraction && (
        <>
          <ExtractedFilters query={query} setFilter={setFilter} onClear={() => show(emptyExtractedQuery())} />
          <ExtractedTable fileId={fileId} query={query} onPage={(page) => show({ ...query, page })} />
        </>
      )}
    </section>
  );
}

function ExtractedFilters({
  query,
  setFilter,
  onClear,
}: {
  query: ExtractedQuery;
  setFilter: (key: keyof Omit<ExtractedQuery, 'page'>) => (value: string) => void;
  onClear: () => void;
}) {
  const [name, setName, flushName] = useDebouncedField(query.name, setFilter('name'));
  const [minSize, setMinSize] = useDebouncedField(query.minSize, setFilter('minSize'), 400, sizeReads);
  const [maxSize, setMaxSize] = useDebouncedField(query.maxSize, setFilter('maxSize'), 400, sizeReads);
  const [sha256, setSha256] = useDebouncedField(query.sha256, setFilter('sha256'), 400, (v) => SHA256_PREFIX.test(v.trim()));
  const any = writeExtractedQuery({ ...query, page: 1 }) !== '';
  return (
    <div className="extracted-filters" data-testid="extracted-filters">
      <label>
        <span className="label-text">Name</span>
        <input type="search" value={name} placeholder="part of the name" onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && flushName()} data-testid="extracted-name" />
      </label>
      <label>
        <span className="label-text">Type</span>
        <select value={query.type} onChange={(e) => setFilter('type')(e.target.value)} data-testid="extracted-type">
          {TYPE_CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="label-text">Size from</span>
        <input value={minSize} placeholder="e.g. 10k" size={8} onChange={(e) => setMinSize(e.target.value)}
          aria-invalid={!sizeReads(minSize)} data-testid="extracted-min-size" />
      </label>
      <label>
        <span className="label-text">to</span>
        <input value={maxSize} placeholder="e.g. 5M" size={8} onChange={(e) => setMaxSize(e.target.value)}
          aria-invalid={!sizeReads(maxSize)} data-testid="extracted-max-size" />
      </label>
      <label className="grow">
        <span className="label-text">SHA-256</span>
        <input className="mono" value={sha256} placeholder="the hash or its beginning" onChange={(e) => setSha256(e.target.value)}
          aria-invalid={!SHA256_PREFIX.test(sha256.trim())} data-testid="extracted-sha256" />
      </label>
      {any && (
        <button type="button" className="link-button" onClick={onClear} data-testid="extracted-clear">
          Clear filters
        </button>
      )}
    </div>
  );
}

function ExtractedTable({ fileId, query, onPage }: { fileId: string; query: ExtractedQuery; onPage: (page: number) => void }) {
  const filters = apiFilters(query);
  const list = useApi(resources.captureExtractedFiles(fileId, query.page, PAGE_SIZE, filters), {
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
  const error = list.error ? `Could not load the extracted files: ${errorMessage(list.error)}` : download.error;
  const items = data?.items ?? [];
  return (
    <>
      {error && <div className="alert alert-error" role="alert" data-testid="extracted-error">{error}</div>}
      {!data && !error && <div className="notice">Loading…</div>}
      {data && (
        <div className="extracted-summary" data-testid="extracted-summary" data-total={data.total}>
          {formatCount(data.total)} {data.total === 1 ? 'file' : 'files'}
          {data.total > 0 && (
            <>
              {' · '}
              <a href={downloads.extractedZip(fileId, filters)} download onClick={download.follow} data-testid="extracted-zip-all"
                title="Every listed file, on every page, in one zip encrypted with the password “infected”">
                Download {data.total === 1 ? 'it' : `all ${formatCount(data.total)}`} as a zip (password <code>infected</code>)
              </a>
            </>
          )}
        </div>
      )}
      {data && data.total === 0 && <div className="empty" data-testid="extracted-empty">No extracted file matches.</div>}
      {items.length > 0 && <ExtractedFileTable fileId={fileId} items={items} follow={download.follow} testId="capture-extracted" wide />}
      {data && data.totalPages > 1 && (
        <Pager page={data.page} totalPages={data.totalPages} total={data.total} noun="files" onPage={onPage} testIdPrefix="extracted-page" />
      )}
    </>
  );
}
