import { errorMessage, resources } from '../api';
import { useApi } from '../hooks/useApi';
import { useDownload } from '../hooks/useDownload';
import type { Id } from '../types';
import { ExtractedFileTable } from './ExtractedFileTable';
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
      {items && items.length > 0 && <ExtractedFileTable fileId={fileId} items={items} follow={download.follow} testId="extracted" />}
    </Modal>
  );
}
