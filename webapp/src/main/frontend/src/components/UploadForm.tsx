import { useRef, useState, type FormEvent } from 'react';
import { ApiError, api, errorMessage } from '../api';
import { Link } from '../router';
import type { CaptureFile, Id } from '../types';

interface UploadError {
  message: string;
  status: number;
  existingFileId?: Id;
}

/** POST /api/v1/files as multipart/form-data: file, enableDpi, enableFileExtraction, enableIds. */
export function UploadForm({ onUploaded }: { onUploaded: (file: CaptureFile) => void }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [enableDpi, setEnableDpi] = useState(true);
  const [enableFileExtraction, setEnableFileExtraction] = useState(true);
  const [enableIds, setEnableIds] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<UploadError | null>(null);
  const [uploaded, setUploaded] = useState<CaptureFile | null>(null);

  const busy = progress !== null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!chosen || busy) return;
    const form = new FormData();
    form.append('file', chosen, chosen.name);
    form.append('enableDpi', String(enableDpi));
    form.append('enableFileExtraction', String(enableFileExtraction));
    form.append('enableIds', String(enableIds));
    setError(null);
    setUploaded(null);
    setProgress(0);
    try {
      const file = await api.uploadFile(form, setProgress);
      setUploaded(file);
      setChosen(null);
      if (fileInput.current) fileInput.current.value = '';
      onUploaded(file);
    } catch (err) {
      if (err instanceof ApiError) {
        setError({ message: err.message, status: err.status, existingFileId: err.problem?.existingFileId });
      } else {
        setError({ message: errorMessage(err), status: 0 });
      }
    } finally {
      setProgress(null);
    }
  }

  return (
    <form className="upload-form" onSubmit={submit} data-testid="upload-form">
      <div className="upload-row">
        <label className="upload-file">
          <span className="label-text">Capture file</span>
          <input
            ref={fileInput}
            type="file"
            name="file"
            accept=".pcap,.pcapng,.cap,application/vnd.tcpdump.pcap"
            onChange={(e) => {
              setChosen(e.target.files?.[0] ?? null);
              setError(null);
            }}
            data-testid="upload-file"
          />
        </label>
        <label className="check">
          <input type="checkbox" name="enableDpi" checked={enableDpi} onChange={(e) => setEnableDpi(e.target.checked)} data-testid="upload-enable-dpi" />
          Deep packet inspection
        </label>
        <label className="check">
          <input
            type="checkbox"
            name="enableFileExtraction"
            checked={enableFileExtraction}
            onChange={(e) => setEnableFileExtraction(e.target.checked)}
            data-testid="upload-enable-file-extraction"
          />
          File extraction
        </label>
        <label className="check">
          <input type="checkbox" name="enableIds" checked={enableIds} onChange={(e) => setEnableIds(e.target.checked)} data-testid="upload-enable-ids" />
          Intrusion detection
        </label>
        <button type="submit" className="primary" disabled={!chosen || busy} data-testid="upload-submit">
          {busy ? 'Uploading…' : 'Upload'}
        </button>
        {busy && (
          <span className="upload-progress" data-testid="upload-progress">
            {Math.round((progress ?? 0) * 100)}% sent
          </span>
        )}
      </div>
      {error && (
        <div className="alert alert-error" role="alert" data-testid="upload-error">
          <strong>Upload failed{error.status ? ` (${error.status})` : ''}:</strong> {error.message}
          {error.status === 409 && error.existingFileId != null && (
            <>
              {' '}
              <Link to={`/files/${encodeURIComponent(String(error.existingFileId))}`} data-testid="upload-existing-link">
                Open the existing file
              </Link>
            </>
          )}
        </div>
      )}
      {uploaded && !error && (
        <div className="alert alert-ok" role="status" data-testid="upload-success">
          Uploaded <span className="mono">{uploaded.name}</span>; analysis is {uploaded.status.toLowerCase()}.
        </div>
      )}
    </form>
  );
}
