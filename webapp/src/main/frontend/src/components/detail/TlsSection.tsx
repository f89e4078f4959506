import { useState } from 'react';
import { formatTime, parseTime } from '../../format';
import type { Conversation } from '../../types';

/** True when the conversation carries any TLS fact worth a TLS block. */
function hasTls(c: Conversation): boolean {
  // the hostname alone is no TLS: for plain HTTP it is the Host header (shown under Identity)
  return [c.ja3Client, c.ja3Server, c.ja4Client, c.tlsIssuer, c.tlsSubject, c.certNotBefore, c.certNotAfter].some((v) => !!v)
    || (c.alpn?.length ?? 0) > 0;
}

/**
 * The TLS handshake: server name, JA3 and JA4 fingerprints, the application protocols the client offered (ALPN)
 * and the server certificate; nothing without TLS.
 */
export function TlsSection({ conv }: { conv: Conversation }) {
  // "expired" means before the moment the panel opened
  const [now] = useState(Date.now);
  if (!hasTls(conv)) return null;
  return (
    <section className="full-width" data-testid="tls-block">
      <h3>TLS</h3>
      <dl className="kv">
        {conv.hostname && (
          <>
            <dt>SNI</dt>
            <dd className="mono" data-testid="tls-sni">{conv.hostname}</dd>
          </>
        )}
        {conv.ja3Client && (
          <>
            <dt>JA3 client</dt>
            <dd className="mono" data-testid="tls-ja3-client">{conv.ja3Client}</dd>
          </>
        )}
        {conv.ja3Server && (
          <>
            <dt>JA3S server</dt>
            <dd className="mono" data-testid="tls-ja3-server">{conv.ja3Server}</dd>
          </>
        )}
        {conv.ja4Client && (
          <>
            <dt>JA4 client</dt>
            <dd className="mono" data-testid="tls-ja4-client">{conv.ja4Client}</dd>
          </>
        )}
        {(conv.alpn?.length ?? 0) > 0 && (
          <>
            <dt>ALPN offered</dt>
            <dd className="mono" data-testid="tls-alpn">{conv.alpn?.join(', ')}</dd>
          </>
        )}
        {conv.tlsIssuer && (
          <>
            <dt>Issuer</dt>
            <dd data-testid="tls-issuer">{conv.tlsIssuer}</dd>
          </>
        )}
        {conv.tlsSubject && (
          <>
            <dt>Subject</dt>
            <dd data-testid="tls-subject">{conv.tlsSubject}</dd>
          </>
        )}
        {conv.certNotBefore && (
          <>
            <dt>Valid from</dt>
            <CertDate iso={conv.certNotBefore} testId="tls-valid-from" />
          </>
        )}
        {conv.certNotAfter && (
          <>
            <dt>Valid to</dt>
            <CertDate iso={conv.certNotAfter} testId="tls-valid-to" expired={(parseTime(conv.certNotAfter)?.getTime() ?? Infinity) < now} />
          </>
        )}
        {conv.certValidAtCapture != null && (
          <>
            <dt>At capture time</dt>
            <dd data-testid="tls-valid-at-capture" data-valid={String(conv.certValidAtCapture)}>
              {conv.certValidAtCapture ? (
                <span className="badge cert-valid" title="Valid from ≤ the conversation's start ≤ valid to">
                  Valid
                </span>
              ) : (
                <span className="badge expired" title="The conversation started outside the certificate's validity">
                  Not valid
                </span>
              )}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

/** A certificate date: local time (the raw value as tooltip), or the raw text when it cannot be read. */
function CertDate({ iso, testId, expired }: { iso: string; testId: string; expired?: boolean }) {
  return (
    <dd className={`time${expired ? ' expired' : ''}`} title={iso}>
      <span data-testid={testId}>{parseTime(iso) ? formatTime(iso) : iso}</span>
      {expired && (
        <span className="badge expired" data-testid="expired-badge" title="The certificate's validity ended before now">
          Expired
        </span>
      )}
    </dd>
  );
}
