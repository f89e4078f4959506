import { useState } from 'react';
import { ApiError, errorMessage, resources } from '../api';
import { endpoint, formatCount, formatSize } from '../format';
import { useApi } from '../hooks/useApi';
import { save } from '../hooks/useDownload';
import type { Conversation, HttpMessage, SessionChunk, SessionGap } from '../types';
import { Modal } from './Modal';
import { hitsIn, searchedBytes, splitAtHits } from './searchHits';
import { concatenated, frameRanges, hexBytes, hexDump } from './sessionBytes';

const MAX_BYTES = 1_048_576;

type View = 'text' | 'hex' | 'http';

/** Which side's bytes are shown and downloaded. */
type Side = 'both' | 'CLIENT_TO_SERVER' | 'SERVER_TO_CLIENT';

const SIDES: [Side, string, string][] = [
  ['both', 'Both', 'both'],
  ['CLIENT_TO_SERVER', 'Client only', 'client'],
  ['SERVER_TO_CLIENT', 'Server only', 'server'],
];

/** "47 45 54 …", 16 bytes a line. */
function spacedHex(hex: string | undefined): string {
  const clean = (hex ?? '').replace(/[^0-9a-fA-F]/g, '').toLowerCase();
  const lines: string[] = [];
  for (let i = 0; i < clean.length; i += 32) lines.push(clean.slice(i, i + 32).replace(/(..)(?!$)/g, '$1 '));
  return lines.join('\n');
}

const dirClass = (d: string) => (d === 'CLIENT_TO_SERVER' ? 'c2s' : 's2c');

/** A chunk's text with the payload search's hits marked: the bytes are cut at the hits and each part decoded. */
function MarkedText({ chunk, pattern }: { chunk: SessionChunk; pattern: Uint8Array }) {
  const bytes = hexBytes(chunk.hex ?? undefined);
  const decoder = new TextDecoder();
  return (
    <>
      {splitAtHits(bytes, hitsIn(bytes, pattern), pattern.length).map((p, i) =>
        p.hit ? (
          <mark key={i} className="search-hit" data-testid="session-hit">
            {decoder.decode(p.part)}
          </mark>
        ) : (
          <span key={i}>{decoder.decode(p.part)}</span>
        ),
      )}
    </>
  );
}

function Chunk({ chunk, view, pattern }: { chunk: SessionChunk; view: View; pattern: Uint8Array | null }) {
  const hits = pattern ? hitsIn(hexBytes(chunk.hex ?? undefined), pattern).length : 0;
  return (
    <div className="chunk-frame">
      <div className="chunk-frames" data-testid="chunk-frames" data-frames={chunk.frames.join(',')}>
        {chunk.frames.length === 1 ? 'frame' : 'frames'} {frameRanges(chunk.frames)}
      </div>
      <pre className={`chunk chunk-${dirClass(chunk.direction)}`} data-testid="session-chunk" data-direction={chunk.direction} data-offset={chunk.offset} data-length={chunk.length} data-hits={hits} title={`${chunk.length} bytes at offset ${chunk.offset}`}>
        {view === 'hex' ? hexDump(chunk.hex, chunk.offset) : pattern && hits > 0 && chunk.text != null ? <MarkedText chunk={chunk} pattern={pattern} /> : chunk.text ?? ''}
      </pre>
    </div>
  );
}

function Gap({ gap }: { gap: SessionGap }) {
  return (
    <div className={`session-gap chunk-${dirClass(gap.direction)}`} data-testid="session-gap" data-direction={gap.direction} data-offset={gap.offset} data-length={gap.length}>
      [{formatCount(gap.length)} bytes missing]
    </div>
  );
}

/**
 * The chunks in order, each gap before the first chunk of its direction that starts at or after it (the
 * bytes held on both sides of a gap are separate chunks); gaps after the last chunk of their direction close the list.
 */
function withGaps(chunks: SessionChunk[], gaps: SessionGap[]): ({ chunk: SessionChunk } | { gap: SessionGap })[] {
  const pending = [...gaps].sort((a, b) => a.offset - b.offset);
  const out: ({ chunk: SessionChunk } | { gap: SessionGap })[] = [];
  for (const chunk of chunks) {
    for (let i = 0; i < pending.length; ) {
      if (pending[i].direction === chunk.direction && pending[i].offset <= chunk.offset) out.push({ gap: pending.splice(i, 1)[0] });
      else i++;
    }
    out.push({ chunk });
  }
  return [...out, ...pending.map((gap) => ({ gap }))];
}

function HttpBlock({ m }: { m: HttpMessage }) {
  const body = m.body;
  return (
    <div className={`http-message chunk-${dirClass(m.direction)}`} data-testid="http-message" data-kind={m.kind}>
      <div className="http-start mono" data-testid="http-start-line">{m.startLine}</div>
      {m.headers && m.headers.length > 0 && (
        <dl className="http-headers">
          {m.headers.map((h, i) => (
            <div key={i} className="http-header" data-testid="http-header">
              <dt>{h.name}:</dt>
              <dd>{h.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {body && (body.length ?? 0) > 0 && (
        <div className="http-body">
          <div className="muted small" data-testid="http-body-info">
            body {formatCount(body.length)} bytes
            {body.decodedLength != null && body.decodedLength !== body.length ? `, ${formatCount(body.decodedLength)} decoded` : ''}
            {body.encodings && body.encodings.length > 0 ? ` (${body.encodings.join(', ')})` : ''}
            {body.contentType ? ` · ${body.contentType}` : ''}
            {body.truncated ? ' · truncated' : ''}
          </div>
          {body.text != null ? (
            <pre className="chunk body-text" data-testid="http-body-text">{body.text}</pre>
          ) : body.hex ? (
            <pre className="chunk body-hex" data-testid="http-body-hex">{spacedHex(body.hex)}</pre>
          ) : null}
        </div>
      )}
    </div>
  );
}

/**
 * Spec 10.7: the reassembled stream of a conversation, client and server data in colour, as text, hex or HTTP; the
 * explorer's payload search, when one is set, is marked in the text.
 */
export function SessionViewer({ conv, onClose, payload = '' }: { conv: Conversation; onClose: () => void; payload?: string }) {
  const pattern = searchedBytes(payload);
  const { data: session, error: failure } = useApi(resources.session(conv.id, MAX_BYTES));
  // until a tab is chosen, an HTTP conversation opens on its messages
  const [chosen, setView] = useState<View | null>(null);
  const [side, setSide] = useState<Side>('both');

  const error = !failure
    ? null
    : failure instanceof ApiError && failure.status === 404
      ? 'Session reconstruction is not available for this conversation.'
      : errorMessage(failure);
  const shows = (direction: string) => side === 'both' || direction === side;
  const chunks = (session?.chunks ?? []).filter((c) => shows(c.direction));
  const gaps = (session?.gaps ?? []).filter((g) => shows(g.direction));
  const http = (session?.http ?? []).filter((m) => shows(m.direction));
  // the raw bytes of the side shown, in the order they were sent (the text view's order)
  const download = () => {
    const bytes = concatenated(chunks);
    const name = SIDES.find(([s]) => s === side)?.[2] ?? 'both';
    save({ blob: new Blob([bytes], { type: 'application/octet-stream' }), fileName: `session-${conv.id}-${name}.bin` });
  };
  const allHttp = session?.http ?? [];
  const view: View = chosen ?? (allHttp.length > 0 ? 'http' : 'text');
  const views: [View, string][] = [['text', 'Text'], ['hex', 'Hex']];
  if (allHttp.length > 0) views.push(['http', `HTTP (${http.length})`]);

  return (
    <Modal
      title={
        <span className="mono">
          Session {endpoint(conv.srcIp, conv.srcPort)} ⇄ {endpoint(conv.dstIp, conv.dstPort)}
        </span>
      }
      onClose={onClose}
      testId="session-viewer"
      wide
    >
      {error && <div className="alert alert-error" role="alert" data-testid="session-error">{error}</div>}
      {!session && !error && <div className="notice">Reassembling the stream…</div>}
      {session && (
        <>
          <div className="session-facts">
            <span className="dir-c2s" data-testid="session-client">client {session.client}</span>
            <span className="muted">→ {formatSize(session.bytesClientToServer)}</span>
            <span className="dir-s2c" data-testid="session-server">server {session.server}</span>
            <span className="muted">← {formatSize(session.bytesServerToClient)}</span>
            <span className="tabs" role="tablist" aria-label="View">
              {views.map(([v, label]) => (
                <button key={v} type="button" role="tab" aria-selected={view === v} className={view === v ? 'on' : ''} onClick={() => setView(v)} data-testid={`session-view-${v}`}>
                  {label}
                </button>
              ))}
            </span>
            <span className="tabs" role="tablist" aria-label="Side">
              {SIDES.map(([s, label, name]) => (
                <button key={s} type="button" role="tab" aria-selected={side === s} className={side === s ? 'on' : ''} onClick={() => setSide(s)} data-testid={`session-side-${name}`}>
                  {label}
                </button>
              ))}
            </span>
            <button type="button" className="button" onClick={download} disabled={chunks.length === 0} data-testid="session-download" title="The reassembled bytes of the side shown, as sent">
              Download raw
            </button>
          </div>
          {pattern && (
            <div className="muted small" data-testid="session-hits">
              {(() => {
                const n = chunks.reduce((sum, c) => sum + hitsIn(hexBytes(c.hex ?? undefined), pattern).length, 0);
                return `${n} hit${n === 1 ? '' : 's'} of the payload search "${payload}" in the chunks shown${n > 0 ? ' (marked in the text view)' : ''}`;
              })()}
            </div>
          )}
          {session.truncated && (
            <div className="alert alert-warn" role="status" data-testid="session-truncated">
              Only the first {formatSize(session.maxBytes)} of the stream are shown.
            </div>
          )}
          <div className="session-body" data-testid="session-body" data-view={view}>
            {view === 'http'
              ? http.map((m, i) => <HttpBlock key={i} m={m} />)
              : chunks.length === 0 && gaps.length === 0
                ? <div className="empty">No payload in this conversation.</div>
                : withGaps(chunks, gaps).map((part, i) => ('gap' in part ? <Gap key={i} gap={part.gap} /> : <Chunk key={i} chunk={part.chunk} view={view} pattern={pattern} />))}
          </div>
        </>
      )}
    </Modal>
  );
}
