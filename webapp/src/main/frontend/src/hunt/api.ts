// The hunt language's resources (see types.ts for why they are typed here).
import type { Resource } from '../api';
import type { SavedQueryList } from '../types';
import type { QueryField, HuntPage } from './types';

export const huntResources = {
  /** The language's fields: names, types and examples. */
  fields: { path: '/query/fields' } as Resource<QueryField[]>,

  /** Every capture's conversations matching `q`; `sort` as the per-capture list takes it ('' for its default). */
  /** The caller's saved queries, by name. */
  savedQueries: { path: '/queries' } as Resource<SavedQueryList>,

  conversations: (q: string, page: number, size: number, sort = ''): Resource<HuntPage> => {
    const p = new URLSearchParams({ q, page: String(page), size: String(size) });
    if (sort) p.set('sort', sort);
    return { path: `/conversations?${p}` };
  },
};
