import { useState, type FormEvent } from 'react';
import { api, errorMessage, resources } from '../api';
import { useApi } from '../hooks/useApi';
import type { CaptureFile, Reanalysis } from '../types';
import { ProgressBar } from './StatusBadge';

const running = (r: Reanalysis | null) => r !== null && (r.status === 'QUEUED' || r.status === 'ANALYZING');

/**
 * "Analyse again" with other options (POST /files/{id}/reanalysis). The page keeps showing the earlier results
 * while the new analysis runs; they are replaced at once when it completes, and kept when it fails.
 */
export function ReanalysisControl({ file }: { file: CaptureFile }) {
  const [open, setOpen] = useState(false);
  const [enableDpi, setEnableDpi] = useState(file.enableDpi);
  const [enableFileExtraction, setEnableFileExtraction] = useState(file.enableFileExtraction);
  const [enableIds, setEnableIds] = useState(file.enableIds);
  const [asked, setAsked] = useState<Reanalysis | null>(null);
  const [error, setError] = useState<string | null>(null);
  // polled only once one was asked for here, while it runs
  const latest = useApi(asked ? resources.reanalysis(file.id) : null, { pollWhile: (r, failed) => !failed && running(r) });
  const state = latest.data ?? asked;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      setAsked(await api.reanalyse(file.id, { enableDpi, enableFileExtraction, enableIds }));
      setOpen(false);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <div className="reanalysis" data-testid="reanalysis">
      {!running(state) && (
        <button type="button" className="button" onClick={() => setOpen(!open)} data-testid="reanalyse-open">
          Analyse again…
        </button>
      )}
      {open && (
        <form className="reanalysis-form" onSubmit={submit} data-testid="reanalyse-form">
          <label className="check">
            <input type="checkbox" checked={enableDpi} onChange={(e) => setEnableDpi(e.target.checked)} data-testid="reanalyse-dpi" />
            Deep packet inspection
          </label>
          <label className="check">
            <input
              type="checkbox"
              checked={enableFileExtraction}
              onChange={(e) => setEnableFileExtraction(e.target.checked)}
              data-testid="reanalyse-file-extraction"
            />
            File extraction
          </label>
          <label className="check">
            <input type="checkbox" checked={enableIds} onChange={(e) => setEnableIds(e.target.checked)} data-testid="reanalyse-ids" />
            Intrusion detection (Suricata)
          </label>
          <button type="submit" className="button primary" data-testid="reanalyse-submit">
            Start
          </button>
        </form>
      )}
      {error && (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      )}
      {state && running(state) && (
        <div className="notice" data-testid="reanalysis-running">
          Analysing again (the results below stay until it completes): <ProgressBar percent={state.progress?.percent ?? 0} stage={state.progress?.stage} />
        </div>
      )}
      {state?.status === 'COMPLETED' && (
        <div className="notice" data-testid="reanalysis-completed">
          Analysed again. <a href={window.location.href}>Show the new results</a>
        </div>
      )}
      {state?.status === 'FAILED' && (
        <div className="alert alert-error" role="alert" data-testid="reanalysis-failed">
          The new analysis failed: {state.statusReason ?? 'no reason given'}. The earlier results are kept.
        </div>
      )}
    </div>
  );
}
