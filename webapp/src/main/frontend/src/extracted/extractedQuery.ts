// The extracted-files page keeps its filters and page in the URL, under the API's own parameter names, so a view can
// be shared and Back/Forward restore it.

export interface ExtractedQuery {
  name: string;
  /** One file type, a comma-separated group of them, or '' for any. */
  type: string;
  /** As typed: bytes, or a number with k, M or G (1024-based). */
  minSize: string;
  maxSize: string;
  sha256: string;
  page: number;
}

/** The types analysts pass on only inside a zip with the password "infected" (FileKind on the server). */
export const EXECUTABLES_AND_ARCHIVES = 'PE,ELF,MACH-O,CLASS,ZIP,GZIP,BZIP2,7Z,RAR,XZ';

/** What the type filter offers: the groups first, then each type the service recognises. */
export const TYPE_CHOICES: { value: string; label: string }[] = [
  { value: '', label: 'Any type' },
  { value: EXECUTABLES_AND_ARCHIVES, label: 'Executables and archives' },
  ...['PE', 'ELF', 'MACH-O', 'CLASS', 'ZIP', 'GZIP', 'BZIP2', '7Z', 'RAR', 'XZ', 'PDF', 'OLE', 'PNG', 'JPEG', 'GIF', 'MP4', 'SQLITE'].map(
    (t) => ({ value: t, label: t }),
  ),
  { value: 'UNKNOWN', label: 'Unrecognised' },
];

const UNITS: Record<string, number> = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 };

/** Bytes of "1500", "10k", "2.5 MB"; null for '' and NaN for anything else. */
export function parseSize(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  const m = /^(\d+(?:\.\d+)?)\s*([kmg]?)i?b?$/i.exec(t);
  if (!m) return NaN;
  return Math.round(Number(m[1]) * UNITS[m[2].toLowerCase()]);
}

export function readExtractedQuery(search: string): ExtractedQuery {
  const p = new URLSearchParams(search);
  const page = Number(p.get('page') ?? '1');
  return {
    name: p.get('name') ?? '',
    type: p.get('type') ?? '',
    minSize: p.get('minSize') ?? '',
    maxSize: p.get('maxSize') ?? '',
    sha256: p.get('sha256') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The page's own URL query: only what is set, page 1 left out. */
export function writeExtractedQuery(q: ExtractedQuery): string {
  const p = new URLSearchParams();
  for (const key of ['name', 'type', 'minSize', 'maxSize', 'sha256'] as const) {
    if (q[key].trim() !== '') p.set(key, q[key].trim());
  }
  if (q.page > 1) p.set('page', String(q.page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** The filters as the API takes them: sizes in bytes; a size that does not read is left out (the field says so). */
export function apiFilters(q: ExtractedQuery): URLSearchParams {
  const p = new URLSearchParams();
  if (q.name.trim()) p.set('name', q.name.trim());
  if (q.type) p.set('type', q.type);
  for (const key of ['minSize', 'maxSize'] as const) {
    const bytes = parseSize(q[key]);
    if (bytes !== null && !Number.isNaN(bytes)) p.set(key, String(bytes));
  }
  if (q.sha256.trim()) p.set('sha256', q.sha256.trim());
  return p;
}

export const emptyExtractedQuery = (): ExtractedQuery => ({ name: '', type: '', minSize: '', maxSize: '', sha256: '', page: 1 });
