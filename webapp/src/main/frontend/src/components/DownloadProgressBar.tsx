import type { DownloadProgress } from '../api';
import { formatSize } from '../format';

/**
 * An export under way: a bar of the bytes received out of the answer's length when it says one, else the bytes
 * received so far under a bar that only says "busy" (a streamed export's length is not known before its end).
 */
export function DownloadProgressBar({ progress }: { progress: DownloadProgress | null }) {
  const received = progress?.received ?? 0;
  const total = progress?.total ?? null;
  return (
    <span className="download-progress" data-testid="download-busy" data-received={received} data-total={total ?? ''}>
      {total !== null ? <progress max={total} value={received} /> : <progress />}
      <span>
        Downloading… {formatSize(received)}
        {total !== null && ` of ${formatSize(total)}`}
      </span>
    </span>
  );
}
