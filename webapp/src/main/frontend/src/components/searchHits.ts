/** Where the explorer's payload search is found in a session's bytes, to mark it. */

/** The bytes the payload box searches for (the server's rules: 0x hex, hex bytes, else the text's UTF-8); null for none. */
export function searchedBytes(text: string): Uint8Array | null {
  const t = text.trim();
  if (text === '') return null;
  if (/^0x/i.test(t)) {
    const hex = t.slice(2);
    if (hex === '' || hex.length % 2 !== 0 || !/^[0-9a-f]+$/i.test(hex)) return null;
    return Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));
  }
  if (/^[0-9a-f]{2}( +[0-9a-f]{2})+$/i.test(t)) return Uint8Array.from(t.split(/ +/), (h) => parseInt(h, 16));
  return new TextEncoder().encode(text);
}

/** The start of every occurrence of the pattern in the bytes, byte-aligned, without overlaps. */
export function hitsIn(bytes: Uint8Array, pattern: Uint8Array): number[] {
  const out: number[] = [];
  if (pattern.length === 0) return out;
  for (let i = 0; i + pattern.length <= bytes.length; ) {
    let k = 0;
    while (k < pattern.length && bytes[i + k] === pattern[k]) k++;
    if (k === pattern.length) {
      out.push(i);
      i += pattern.length;
    } else i++;
  }
  return out;
}

/** The bytes cut at the hits: each part with whether it is a hit, for marking. */
export function splitAtHits(bytes: Uint8Array, hits: number[], length: number): { part: Uint8Array; hit: boolean }[] {
  const parts: { part: Uint8Array; hit: boolean }[] = [];
  let at = 0;
  for (const h of hits) {
    if (h > at) parts.push({ part: bytes.subarray(at, h), hit: false });
    parts.push({ part: bytes.subarray(h, h + length), hit: true });
    at = h + length;
  }
  if (at < bytes.length) parts.push({ part: bytes.subarray(at), hit: false });
  return parts;
}
