import { ApiError, errorMessage, resources } from '../api';
import { useApi } from '../hooks/useApi';
import { hostPath } from '../hosts/links';
import { Link } from '../router';
import type { Id } from '../types';
import { DeviceBadge, GeoLine } from './EnrichmentBadges';
import { Modal } from './Modal';

/** Spec 10.5: one endpoint's role in this conversation, its device class with the signals, and its location. */
export function HostPopup({
  conversationId,
  ip,
  onClose,
  onFilter,
  fileId,
}: {
  conversationId: Id;
  ip: string;
  onClose: () => void;
  onFilter?: (ip: string) => void;
  /** The conversation's capture: its host page is one click away. */
  fileId?: Id;
}) {
  const { data: host, error: failure } = useApi(resources.host(conversationId, ip));
  const error = !failure
    ? null
    : failure instanceof ApiError && failure.status === 404
      ? 'No host details are available for this address.'
      : `Could not load the host: ${errorMessage(failure)}`;

  const device = host?.device;
  const confidence = Math.max(0, Math.min(100, Math.round(device?.confidence ?? 0)));
  return (
    <Modal title={<span className="mono">{ip}</span>} onClose={onClose} testId="host-popup">
      {(onFilter || fileId !== undefined) && (
        <div className="host-actions">
          {onFilter && (
            <button type="button" onClick={() => onFilter(ip)} title={`Show only the conversations of ${ip} (IP filter)`} data-testid="host-filter">
              Filter on this host
            </button>
          )}
          {fileId !== undefined && (
            <Link to={hostPath(String(fileId), ip)} className="button-link" title={`Everything the capture shows of ${ip}`} data-testid="host-page-link">
              Open the host page
            </Link>
          )}
        </div>
      )}
      {error && <div className="alert alert-error" role="alert" data-testid="host-error">{error}</div>}
      {!host && !error && <div className="notice">Loading…</div>}
      {host && (
        <div className="host-info">
          <section>
            <h3>Type</h3>
            <div>
              <span className={`badge role role-${String(host.role).toLowerCase()}`} data-testid="host-role" data-role={host.role}>
                {host.roleLabel ?? host.role}
              </span>
              {host.service && (
                <span className="host-service" data-testid="host-service">
                  {host.service.name}
                  {host.service.note && <span className="muted"> ({host.service.note})</span>}
                </span>
              )}
            </div>
            {host.roleNote && <p className="host-note" data-testid="host-role-note">{host.roleNote}</p>}
          </section>
          {device && (
            <section data-testid="host-device">
              <h3>Device</h3>
              <div className="device-head">
                <DeviceBadge type={device.type} confidence={confidence} />
                {device.source === 'rule' && <span className="muted">by custom rule {device.rule}</span>}
              </div>
              <div className="confidence">
                <div className="progress-track" role="meter" aria-label="Confidence" aria-valuemin={0} aria-valuemax={100} aria-valuenow={confidence} data-testid="host-confidence">
                  <div className="progress-fill" style={{ width: `${confidence}%` }} />
                </div>
                <span>{confidence}% confidence</span>
              </div>
              {(device.mac || device.vendor) && (
                <div className="muted small">
                  {device.mac && <span className="mono">{device.mac}</span>} {device.vendor}
                </div>
              )}
              {device.signals && device.signals.length > 0 && (
                <ul className="signals" data-testid="host-signals">
                  {device.signals.map((s, i) => (
                    <li key={i} data-testid="host-signal">
                      {s.text}
                      {s.type && <span className="muted small"> → {s.type}{s.weight != null ? ` (+${s.weight})` : ''}</span>}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
          {host.geo && (
            <section>
              <h3>Location</h3>
              <GeoLine geo={host.geo} testId="host-geo" />
            </section>
          )}
        </div>
      )}
    </Modal>
  );
}
