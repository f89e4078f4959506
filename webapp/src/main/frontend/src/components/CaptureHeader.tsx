import { formatCount, formatSize, formatTime } from '../format';
import { AddToNetwork } from '../monitor/AddToNetwork';
import { Link } from '../router';
import { isActive, type CaptureFile } from '../types';
import { Fact } from './Fact';
import { ReanalysisControl } from './ReanalysisControl';
import { ProgressBar, StatusBadge } from './StatusBadge';
import { ToolsFact } from './ToolStatus';

/**
 * The capture file above its pages: name, status, facts (unless the page shows its own), the analysis progress
 * or failure, and what a completed analysis could not read (a capture cut short).
 */
export function CaptureHeader({ file, facts = true }: { file: CaptureFile; facts?: boolean }) {
  return (
    <>
      <div className="file-header" data-testid="file-header">
        <div className="crumbs">
          <Link to="/">Capture files</Link> / <span className="mono">{file.name}</span>
        </div>
        <h1 className="page-title" data-testid="file-title">
          {file.name} <StatusBadge status={file.status} />
        </h1>
        {file.status === 'COMPLETED' && (
          <div className="file-actions">
            <AddToNetwork fileId={String(file.id)} />
            <ReanalysisControl file={file} />
          </div>
        )}
        {facts && (
          <div className="facts">
            <Fact label="Packets" testId="file-packets" value={formatCount(file.packetCount)} />
            <Fact label="Conversations" testId="file-conversations" value={formatCount(file.conversationCount)} />
            <Fact label="Size" value={formatSize(file.size)} />
            <Fact label="Capture" value={file.captureStart ? `${formatTime(file.captureStart)} – ${formatTime(file.captureEnd)}` : ''} />
            <Fact label="Uploaded" value={formatTime(file.uploadedAt)} />
            <Fact label="SHA-256" value={file.sha256} mono />
            <ToolsFact tools={file.tools} />
          </div>
        )}
      </div>

      {isActive(file) && (
        <div className="notice" data-testid="file-analyzing">
          Analysis in progress: <ProgressBar percent={file.progress?.percent ?? 0} stage={file.progress?.stage} />
        </div>
      )}
      {file.warnings && file.warnings.length > 0 && (
        <div className="alert alert-warn" role="status" data-testid="file-warnings">
          {file.warnings.map((warning) => (
            <div key={warning}>Read only in part: {warning}</div>
          ))}
        </div>
      )}
      {file.status === 'FAILED' && (
        <div className="alert alert-error" role="alert" data-testid="file-reason">
          Analysis failed: {file.statusReason ?? 'no reason given'}
        </div>
      )}
    </>
  );
}
