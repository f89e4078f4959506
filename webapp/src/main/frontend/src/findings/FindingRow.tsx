import { useState } from 'react';
import { errorMessage, resources } from '../api';
import { formatCount } from '../format';
import { useApi } from '../hooks/useApi';
import { captureHuntPath } from '../hunt/huntQuery';
import { Link } from '../router';
import type { Finding } from '../types';
import { EvidenceChart } from './EvidenceChart';
import { formatScore, kindLabel, parameterList, severityLabel } from './findingsQuery';

/** One finding: its severity, kind, title, explanation, score and hosts, a way to its conversations, and its details. */
export function FindingRow({ finding, fileId, onHost }: { finding: Finding; fileId: string; onHost: (host: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="finding-row" data-testid="finding-row" data-finding-id={finding.findingId} data-kind={finding.kind} data-severity={finding.severity}>
      <div className="finding-head">
        <span className="badge finding-severity" data-testid="finding-severity">{severityLabel(finding.severity)}</span>
        <span className="badge finding-kind" data-testid="finding-kind" title={finding.kind}>{kindLabel(finding.kind)}</span>
        <strong className="finding-title" data-testid="finding-title">{finding.title}</strong>
        <span className="finding-score muted" data-testid="finding-score" title="Orders findings of one kind only">
          score {formatScore(finding.score)}
        </span>
      </div>
      <p className="finding-explanation" data-testid="finding-explanation">{finding.explanation}</p>
      <div className="finding-foot">
        <span className="finding-hosts" data-testid="finding-hosts">
          {finding.hosts.map((h, i) => (
            <button key={`${h} ${i}`} type="button" className="link-button mono" title="Only the findings of this host"
              onClick={() => onHost(h)} data-testid="finding-host">
              {h}
            </button>
          ))}
        </span>
        <Link to={captureHuntPath(fileId, finding.q)} data-testid="finding-conversations" title={finding.q}>
          Show conversations ({formatCount(finding.conversationCount)})
        </Link>
        <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)} data-testid="finding-toggle">
          {open ? 'Hide details' : 'Details'}
        </button>
      </div>
      {open && <FindingDetailView finding={finding} />}
    </li>
  );
}

/** The detector and the parameters it ran with, the hunt expression, and how many conversations prove the finding. */
function FindingDetailView({ finding }: { finding: Finding }) {
  // the smallest page of ids the service gives: only their total is shown
  const detail = useApi(resources.finding(finding.findingId, 1, 10));
  const params = parameterList(detail.data?.finding.parameters ?? finding.parameters);
  return (
    <div className="finding-detail" data-testid="finding-detail">
      <dl className="kv">
        <dt>Detector</dt>
        <dd data-testid="finding-detector">
          {finding.detector} v{finding.detectorVersion}
        </dd>
        <dt>Parameters</dt>
        <dd data-testid="finding-parameters">
          {params.length === 0 ? (
            <span className="muted">none</span>
          ) : (
            params.map(([name, value]) => (
              <span key={name} className="finding-parameter mono" data-testid="finding-parameter" data-name={name}>
                {name} = {value}
              </span>
            ))
          )}
        </dd>
        <dt>Conversations</dt>
        <dd data-testid="finding-conversation-count">
          {detail.error
            ? `could not load: ${errorMessage(detail.error)}`
            : detail.data
              ? formatCount(detail.data.conversationIds.total)
              : formatCount(finding.conversationCount)}
        </dd>
        <dt>Hunt expression</dt>
        <dd className="mono" data-testid="finding-q">{finding.q}</dd>
      </dl>
      <EvidenceChart finding={finding} />
    </div>
  );
}
