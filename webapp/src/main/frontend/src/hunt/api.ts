// The hunt language's resources (see types.ts for why they are typed here).
import type { Facets, SavedQueryList } from '../types';
import type { Resource } from '../api';
import type { CaptureHits, HuntPage, QueryField } from './types';

/** Where a hunt looks: every capture's conversations, or those of one monitored network's captures. */
const scopePath = (network: string) =>
  network ? `/monitor/networks/${encodeURIComponent(network)}/conversations` : '/conversations';

export const huntResources = {
  /** The language's fields: names, types and examples. */
  fields: { path: '/query/fields' } as Resource<QueryField[]>,

  /** The caller's saved queries, by name. */
  savedQueries: { path: '/queries' } as Resource<SavedQueryList>,

  /** The scope's conversations matching `q`; `sort` as the per-capture list takes it ('' for its default). */
  conversations: (q: string, page: number, size: number, sort = '', network = ''): Resource<HuntPage> => {
    const p = new URLSearchParams({ q, page: String(page), size: String(size) });
    if (sort) p.set('sort', sort);
    return { path: `${scopePath(network)}?${p}` };
  },

  /** The scope's captures holding conversations matching `q`, each with all its hits, most first. */
  captures: (q: string, network = ''): Resource<CaptureHits[]> => ({
    path: `${scopePath(network)}/captures?${new URLSearchParams({ q })}`,
  }),

  /** The scope's pill values, unfiltered: the values the query bar offers after `field ==`. */
  facets: (network = ''): Resource<Facets> => ({ path: `${scopePath(network)}/facets` }),
};
