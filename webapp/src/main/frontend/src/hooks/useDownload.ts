import { useState, type FormEvent, type MouseEvent } from 'react';
import { access } from '../access/access';
import { errorMessage, fetchDownload, type Download, type DownloadProgress } from '../api';

/** How long a saved file's object URL is kept: the browser has taken the bytes long before. */
const KEEP_URL_MS = 60_000;

/** Saves the bytes under the name, as a download of the browser. */
export function save({ blob, fileName }: Download): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
}

/**
 * Download links and forms (an export, a capture, an extracted file) that keep working when the tab holds an API
 * token: without one the browser follows them as usual; with one the tab fetches the file with the token and
 * saves it. With `withProgress` (exports that may be large) the tab always fetches the file itself and reports
 * the bytes received, so the page can show the progress. The last failure's message stays until the next download.
 */
export function useDownload({ withProgress = false }: { withProgress?: boolean } = {}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);

  async function fetchAndSave(address: string, init?: RequestInit) {
    setBusy(true);
    setError(null);
    try {
      save(await fetchDownload(address, init, withProgress ? setProgress : undefined));
    } catch (e) {
      setError(`Could not download: ${errorMessage(e)}`);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }
  const fetchesItself = () => withProgress || !!access.snapshot().token;

  /** For a download link's onClick. */
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!fetchesItself()) return;
    e.preventDefault();
    void fetchAndSave(e.currentTarget.href);
  };

  /** For a download form's onSubmit (a POST of its fields). */
  const submit = (e: FormEvent<HTMLFormElement>) => {
    if (!fetchesItself()) return;
    e.preventDefault();
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(e.currentTarget)) {
      if (typeof value === 'string') body.append(name, value);
    }
    void fetchAndSave(e.currentTarget.action, { method: 'POST', body });
  };

  return { follow, submit, error, busy, progress };
}
