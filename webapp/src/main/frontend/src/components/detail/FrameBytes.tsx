import { Fragment } from 'react';
import { hexToBytes, printable } from '../../format';

const BYTES_PER_LINE = 16;
const CELLS = Array.from({ length: BYTES_PER_LINE }, (_, k) => k);

/**
 * Every byte of one of a packet's byte sources, 16 a line with offsets and ASCII (non-printable as '.'), as
 * Wireshark's bytes pane; the bytes of the selected field are marked in both columns.
 */
export function FrameBytes({ hex, from, to }: { hex: string; from?: number; to?: number }) {
  const bytes = hexToBytes(hex);
  const marked = (i: number) => from !== undefined && to !== undefined && i >= from && i < to;
  const lines: number[] = [];
  for (let i = 0; i < bytes.length; i += BYTES_PER_LINE) lines.push(i);
  return (
    <div className="hex-viewer frame-bytes" data-testid="frame-bytes" data-bytes={bytes.length}>
      {lines.map((start) => {
        const line = bytes.slice(start, start + BYTES_PER_LINE);
        return (
          <div className="hex-line" key={start}>
            <span className="hex-offset">{start.toString(16).padStart(4, '0')}</span>
            <span className="hex-bytes">
              {CELLS.map((k) => (
                <Fragment key={k}>
                  {k < line.length ? (
                    <span className={marked(start + k) ? 'byte marked' : 'byte'} data-marked={marked(start + k) ? 'true' : undefined}>
                      {line[k].toString(16).padStart(2, '0')}
                    </span>
                  ) : (
                    '  '
                  )}
                  {k === 7 ? '  ' : k < BYTES_PER_LINE - 1 ? ' ' : ''}
                </Fragment>
              ))}
            </span>
            <span className="hex-ascii">
              {line.map((b, k) => (
                <span key={k} className={marked(start + k) ? 'marked' : undefined}>
                  {printable(b)}
                </span>
              ))}
            </span>
          </div>
        );
      })}
    </div>
  );
}
