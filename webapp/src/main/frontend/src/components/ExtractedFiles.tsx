import { downloads, errorMessage, resources } from '../api';
import { formatSize } from '../format';
import { useApi } from '../hooks/useApi';
import { useDownload } from '../hooks/useDownload';
import type { Id } from '../types';
import { Modal } from './Modal';

/** Spec 10.4 item 8: the files carved out of one conversation, each a download link. */
export function ExtractedFiles({ fileId, conversationId, onClose }: { fileId: Id; conversationId: Id; onClose: () => void }) {
  const list = useApi(resources.extractedFiles(fileId, conversationId));
  const items = list.data ? (list.data.items ?? []) : null;
  const download = useDownload();
  const error = list.error ? `Could not load the extracted files: ${errorMessage(list.error)}` : download.error;

  return (
    <Modal title="Extracted files" onClose={onClose} testId="extracted-files" wide>
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      {!items && !error && <div className="notice">Loading…</div>}
      {items && items.length === 0 && <div className="empty">No files were extracted from this conversation.</div>}
      {items && items.length > 0 && (
        <table className="grid" data-testid="extracted-table">
          <thead>
            <tr>
              <th>Name</th>
              <th>Type</th>
              <th>Protocol</th>
              <th className="num">Size</th>
              <th className="num">Frame</th>
              <th>SHA-256</th>
            </tr>
          </thead>
          <tbody>
            {items.map((f) => (
              <tr key={String(f.id)} data-testid="extracted-row" data-extracted-id={String(f.id)}>
                <td className="name">
                  <a href={downloads.extractedFile(fileId, f.id)} download onClick={download.follow} data-testid="extracted-download">
                    {f.name || `file-${f.id}`}
                  </a>
                </td>
                <td>{f.fileType ? <span className="badge filetype">{f.fileType}</span> : ''}</td>
                <td>{f.protocol ?? ''}</td>
                <td className="num" title={f.size != null ? `${f.size} bytes` : undefined}>{formatSize(f.size)}</td>
                <td className="num">{f.frameNumber ?? ''}</td>
                <td className="mono small">{f.sha256 ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
