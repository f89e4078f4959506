// The file list keeps its search, status filter and page in the URL ("/?name=…&status=…&page=…").

export interface FilesQuery {
  name: string;
  /** One status (QUEUED, ANALYZING, COMPLETED, FAILED), or '' for any. */
  status: string;
  page: number;
}

export const STATUS_CHOICES: { value: string; label: string }[] = [
  { value: '', label: 'Any status' },
  { value: 'QUEUED', label: 'Queued' },
  { value: 'ANALYZING', label: 'Analysing' },
  { value: 'COMPLETED', label: 'Completed' },
  { value: 'FAILED', label: 'Failed' },
];

export function readFilesQuery(search: string): FilesQuery {
  const p = new URLSearchParams(search);
  const page = Number(p.get('page') ?? '1');
  const status = (p.get('status') ?? '').toUpperCase();
  return {
    name: p.get('name') ?? '',
    status: STATUS_CHOICES.some((c) => c.value === status) ? status : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Only what is set; page 1 left out. */
export function writeFilesQuery(q: FilesQuery): string {
  const p = new URLSearchParams();
  if (q.name.trim()) p.set('name', q.name.trim());
  if (q.status) p.set('status', q.status);
  if (q.page > 1) p.set('page', String(q.page));
  const s = p.toString();
  return s ? `?${s}` : '';
}
