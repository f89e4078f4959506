import type { MouseEvent } from 'react';
import { downloads } from '../api';
import { formatCount, formatSize } from '../format';
import { explorerLink } from '../overview/links';
import { Link } from '../router';
import type { ExtractedFile, Id } from '../types';

interface ExtractedFileTableProps {
  fileId: Id;
  items: ExtractedFile[];
  /** The download links' onClick (useDownload's follow). */
  follow: (e: MouseEvent<HTMLAnchorElement>) => void;
  /** Test ids are `${testId}-table`, `${testId}-row`, `${testId}-download` … */
  testId: string;
  /** The capture-wide list: the conversation each came from, and programs and archives in a zip. */
  wide?: boolean;
}

/** Extracted files, each a download link, with their type, protocol, size, SHA-256 and frame. */
export function ExtractedFileTable({ fileId, items, follow, testId, wide = false }: ExtractedFileTableProps) {
  return (
    <table className={wide ? 'grid extracted' : 'grid'} data-testid={`${testId}-table`}>
      <thead>
        <tr>
          <th>Name</th>
          <th>Type</th>
          <th>Protocol</th>
          <th className="num">Size</th>
          {wide && <th>SHA-256</th>}
          <th className="num">Frame</th>
          {wide ? <th>Conversation</th> : <th>SHA-256</th>}
          {wide && <th aria-label="Downloads" />}
        </tr>
      </thead>
      <tbody>
        {items.map((f) => (
          <tr key={String(f.id)} data-testid={`${testId}-row`} data-extracted-id={String(f.id)}>
            <td className="name" title={f.name}>
              <a href={downloads.extractedFile(fileId, f.id)} download onClick={follow} data-testid={`${testId}-download`}>
                {f.name || `file-${f.id}`}
              </a>
            </td>
            <td>{f.fileType ? <span className="badge filetype">{f.fileType}</span> : ''}</td>
            <td>{f.protocol ?? ''}</td>
            <td className="num" title={f.size != null ? `${formatCount(f.size)} bytes` : undefined}>{formatSize(f.size)}</td>
            {wide && <Sha256 value={f.sha256} testId={testId} />}
            <td className="num">{f.frameNumber ?? ''}</td>
            {wide ? (
              <td>
                {f.conversationId != null ? (
                  <Link to={explorerLink(String(fileId), { open: String(f.conversationId) })} data-testid={`${testId}-conversation`}>
                    #{String(f.conversationId)}
                  </Link>
                ) : (
                  <span className="muted" title="The extractor named no frame for it, and several conversations could have carried it">—</span>
                )}
              </td>
            ) : (
              <Sha256 value={f.sha256} testId={testId} />
            )}
            {wide && (
              <td className="actions">
                {f.executableOrArchive && (
                  <a href={downloads.extractedFileZip(fileId, f.id)} download onClick={follow} data-testid={`${testId}-zip`}
                    title="In a zip encrypted with the password “infected”">
                    zip (infected)
                  </a>
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Sha256({ value, testId }: { value: string | undefined; testId: string }) {
  return (
    <td className="mono small sha" title={value} data-testid={`${testId}-sha256`}>
      {value ?? ''}
    </td>
  );
}
