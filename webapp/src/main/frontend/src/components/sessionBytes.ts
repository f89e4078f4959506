/** Bytes of a session's chunks: the hex view's lines and the raw stream to download. */

/** The bytes of a hex string ("474554…"); anything that is not a hex digit is skipped. */
export function hexBytes(hex: string | undefined): Uint8Array<ArrayBuffer> {
  const clean = (hex ?? '').replace(/[^0-9a-fA-F]/g, '');
  const out = new Uint8Array(clean.length >> 1);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(clean.slice(2 * i, 2 * i + 2), 16);
  return out;
}

const printable = (b: number) => (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : '.');

/**
 * A hex dump as Wireshark's Follow Stream shows it: 16 bytes a line, the offset of the line's first byte
 * among all bytes of its direction (8 hex digits), the bytes in two groups of 8, and the bytes as ASCII
 * (a dot for anything not printable).
 */
export function hexDump(hex: string | undefined, offset: number): string {
  const bytes = hexBytes(hex);
  const lines: string[] = [];
  for (let i = 0; i < bytes.length; i += 16) {
    const row = bytes.subarray(i, Math.min(i + 16, bytes.length));
    const cells: string[] = [];
    for (let j = 0; j < 16; j++) cells.push(j < row.length ? row[j].toString(16).padStart(2, '0') : '  ');
    const hexPart = `${cells.slice(0, 8).join(' ')}  ${cells.slice(8).join(' ')}`;
    const ascii = Array.from(row, printable).join('');
    lines.push(`${(offset + i).toString(16).padStart(8, '0')}  ${hexPart}  |${ascii}|`);
  }
  return lines.join('\n');
}

/** The chunks' bytes one after the other, in the order given. */
export function concatenated(chunks: { hex?: string | null }[]): Uint8Array<ArrayBuffer> {
  const parts = chunks.map((c) => hexBytes(c.hex ?? undefined));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * Frame numbers as a reader scans them: ascending runs joined ("4, 6–9, 12"), so a chunk joined from many
 * TCP segments still names its frames in a line. The frames keep the order given (the order sent).
 */
export function frameRanges(frames: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < frames.length; ) {
    let j = i;
    while (j + 1 < frames.length && frames[j + 1] === frames[j] + 1) j++;
    parts.push(j === i ? `${frames[i]}` : `${frames[i]}–${frames[j]}`);
    i = j + 1;
  }
  return parts.join(', ');
}
