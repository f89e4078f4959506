/** How many arrived bytes the page holds at most before handing them to the browser's blob storage. */
const SLICE_BYTES = 8 * 1024 * 1024;

/**
 * Reads a response body to its end into one blob, calling `onRead` with the bytes read so far after each chunk.
 * The bytes are handed to the browser's blob storage every 8 MiB as they arrive (Chromium pages large blobs to
 * disk), so a multi-gigabyte download does not stay in the page's memory until it is saved.
 */
export async function streamedBlob(body: ReadableStream<Uint8Array>, type: string, onRead: (received: number) => void): Promise<Blob> {
  const parts: Blob[] = [];
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let received = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pending.push(value);
    pendingBytes += value.byteLength;
    received += value.byteLength;
    if (pendingBytes >= SLICE_BYTES) {
      parts.push(new Blob(pending as BlobPart[]));
      pending = [];
      pendingBytes = 0;
    }
    onRead(received);
  }
  parts.push(new Blob(pending as BlobPart[]));
  return new Blob(parts, { type });
}
