import { hexToBytes, printable } from '../format';

const BYTES_PER_LINE = 16;

/** Offset, 16 bytes of hex per line and their ASCII rendering (non-printable as '.') side by side. */
export function HexViewer({ hex }: { hex?: string }) {
  const bytes = hexToBytes(hex);
  if (bytes.length === 0) {
    return (
      <div className="hex-viewer hex-empty" data-testid="hex-viewer" data-bytes={0}>
        No payload stored for this packet.
      </div>
    );
  }
  const lines: number[][] = [];
  for (let i = 0; i < bytes.length; i += BYTES_PER_LINE) lines.push(bytes.slice(i, i + BYTES_PER_LINE));
  return (
    <div className="hex-viewer" data-testid="hex-viewer" data-bytes={bytes.length}>
      {lines.map((line, n) => {
        const cells = line.map((b) => b.toString(16).padStart(2, '0'));
        while (cells.length < BYTES_PER_LINE) cells.push('  ');
        const hexText = `${cells.slice(0, 8).join(' ')}  ${cells.slice(8).join(' ')}`;
        return (
          <div className="hex-line" key={n} data-testid="hex-line">
            <span className="hex-offset">{(n * BYTES_PER_LINE).toString(16).padStart(4, '0')}</span>
            <span className="hex-bytes">{hexText}</span>
            <span className="hex-ascii">{line.map(printable).join('')}</span>
          </div>
        );
      })}
      <div className="hex-note">
        {bytes.length} stored byte{bytes.length === 1 ? '' : 's'} (the first 64 bytes of the payload are kept)
      </div>
    </div>
  );
}
