import { useRef, useState, type DragEvent, type FormEvent } from 'react';
import { ApiError, api, errorMessage, resources } from '../api';
import { useApi } from '../hooks/useApi';
import { Link } from '../router';
import { isActive, type CaptureFile, type Id } from '../types';
import { analysisState } from './analysisState';
import { rulesetSummary } from './rulesetText';

/** How one chosen file's upload went. */
type Outcome =
  | { key: number; name: string; state: 'sending'; percent: number }
  | { key: number; name: string; state: 'uploaded'; file: CaptureFile }
  | { key: number; name: string; state: 'duplicate'; existingFileId: Id }
  | { key: number; name: string; state: 'failed'; message: string; status: number };

let nextKey = 1;

/**
 * POST /api/v1/files as multipart/form-data: file, enableDpi, enableFileExtraction, enableIds. Several files at
 * once, chosen or dropped on the form, go one after the other; each says how it went: uploaded (its notice stays
 * while the analysis is queued or running), already uploaded (with a link to it), or refused.
 */
export function UploadForm({ onUploaded }: { onUploaded: (file: CaptureFile) => void }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File[]>([]);
  const [enableDpi, setEnableDpi] = useState(true);
  const [enableFileExtraction, setEnableFileExtraction] = useState(true);
  const [enableIds, setEnableIds] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [dragging, setDragging] = useState(false);

  const update = (key: number, next: Outcome) => setOutcomes((all) => all.map((o) => (o.key === key ? next : o)));

  async function uploadAll(files: File[]) {
    if (files.length === 0 || busy) return;
    setBusy(true);
    const queued = files.map((f): Outcome => ({ key: nextKey++, name: f.name, state: 'sending', percent: 0 }));
    setOutcomes(queued);
    for (let i = 0; i < files.length; i++) {
      const { key, name } = queued[i];
      const form = new FormData();
      form.append('file', files[i], name);
      form.append('enableDpi', String(enableDpi));
      form.append('enableFileExtraction', String(enableFileExtraction));
      form.append('enableIds', String(enableIds));
      try {
        const file = await api.uploadFile(form, (fraction) => update(key, { key, name, state: 'sending', percent: Math.round(fraction * 100) }));
        update(key, { key, name, state: 'uploaded', file });
        onUploaded(file);
      } catch (err) {
        const existing = err instanceof ApiError ? err.problem?.existingFileId : undefined;
        if (err instanceof ApiError && err.status === 409 && existing != null) update(key, { key, name, state: 'duplicate', existingFileId: existing });
        else update(key, { key, name, state: 'failed', message: errorMessage(err), status: err instanceof ApiError ? err.status : 0 });
      }
    }
    setChosen([]);
    if (fileInput.current) fileInput.current.value = '';
    setBusy(false);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    void uploadAll(chosen);
  }

  function drop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    void uploadAll([...e.dataTransfer.files]);
  }

  const sending = outcomes.find((o) => o.state === 'sending');
  return (
    <form
      className={dragging ? 'upload-form dragging' : 'upload-form'}
      onSubmit={submit}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      data-testid="upload-form"
    >
      <div className="upload-row">
        <label className="upload-file">
          <span className="label-text">Capture files</span>
          <input
            ref={fileInput}
            type="file"
            name="file"
            multiple
            accept=".pcap,.pcapng,.cap,application/vnd.tcpdump.pcap"
            onChange={(e) => setChosen([...(e.target.files ?? [])])}
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
        <button type="submit" className="primary" disabled={chosen.length === 0 || busy} data-testid="upload-submit">
          {busy ? 'Uploading…' : chosen.length > 1 ? `Upload ${chosen.length} files` : 'Upload'}
        </button>
        {sending && (
          <span className="upload-progress" data-testid="upload-progress">
            {sending.name}: {sending.percent}% sent
          </span>
        )}
        <span className="drop-hint">or drop capture files here</span>
      </div>
      <IdsRules enabled={enableIds} />
      {outcomes.map((o) => (
        <UploadOutcome key={o.key} outcome={o} />
      ))}
    </form>
  );
}

/**
 * Which Suricata rules intrusion detection would run (GET /system): with the built-in rules alone a warning,
 * since most attacks then raise no alert, loud once the box is ticked.
 */
function IdsRules({ enabled }: { enabled: boolean }) {
  const system = useApi(resources.system);
  const rules = system.data?.idsRuleset;
  if (!rules) return null;
  const warn = rules.builtInOnly;
  return (
    <p
      className={warn && enabled ? 'upload-ids-rules alert alert-warn' : 'upload-ids-rules'}
      data-testid="upload-ids-rules"
      data-built-in-only={String(rules.builtInOnly)}
      data-rule-count={rules.ruleCount}
      title={`rule set version ${rules.version}`}
    >
      Intrusion detection runs {rulesetSummary(rules)}.
      {warn && (
        <>
          {' '}
          <strong>Only the built-in rules:</strong> clear-text credentials, scanners and a few exploit strings; most attacks raise no alert. An operator adds ET
          Open with <code>./pcaplens rules update</code>.
        </>
      )}
    </p>
  );
}

function UploadOutcome({ outcome: o }: { outcome: Outcome }) {
  if (o.state === 'sending') return null;
  if (o.state === 'uploaded') return <UploadedNotice file={o.file} />;
  if (o.state === 'duplicate') {
    return (
      <div className="alert alert-info" role="status" data-testid="upload-error" data-state="duplicate">
        <span className="mono">{o.name}</span> was already uploaded.{' '}
        <Link to={`/files/${encodeURIComponent(String(o.existingFileId))}`} data-testid="upload-existing-link">
          Open it
        </Link>
      </div>
    );
  }
  return (
    <div className="alert alert-error" role="alert" data-testid="upload-error" data-state="failed">
      <strong>
        Upload of <span className="mono">{o.name}</span> failed{o.status ? ` (${o.status})` : ''}:
      </strong>{' '}
      {o.message}
    </div>
  );
}

/** "waiting to be analysed" while it is: the notice follows the analysis and clears when it ends. */
function UploadedNotice({ file }: { file: CaptureFile }) {
  const latest = useApi(resources.file(file.id), { pollWhile: (f, failed) => !failed && (f === null || isActive(f)) });
  const current = latest.data ?? file;
  if (!isActive(current)) return null;
  return (
    <div className="alert alert-ok" role="status" data-testid="upload-success" data-status={current.status}>
      Uploaded <span className="mono">{current.name}</span>; {analysisState(current.status)}.
    </div>
  );
}
