import { useCallback, useState } from 'react';
import { formatCount } from '../../format';
import type { Conversation } from '../../types';
import { ExtractedFiles } from '../ExtractedFiles';

/**
 * Spec 10.4 item 8: a button naming how many files were carved out of the conversation, opening their list. Files
 * belong to the connection: every row of a transport flow counts and lists the files of all its rows.
 */
export function ExtractedFilesButton({ conv }: { conv: Conversation }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const count = conv.extractedFileCount;
  return (
    <>
      {count > 0 && (
        <button
          type="button"
          className="extracted-button"
          onClick={() => setOpen(true)}
          title="Files carried by this row's connection (every row of its transport flow)"
          data-testid="extracted-button"
          data-count={count}
        >
          Extracted files ({formatCount(count)})
        </button>
      )}
      {open && <ExtractedFiles fileId={conv.fileId} conversationId={conv.id} onClose={close} />}
    </>
  );
}
