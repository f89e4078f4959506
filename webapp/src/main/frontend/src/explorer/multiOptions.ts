import { NOT, excludedValue, isExcluded } from './query';

/** How a value of a multi-select stands in the query. */
export type OptionState = 'selected' | 'excluded' | 'off';

export interface MultiOption {
  value: string;
  count: number;
  state: OptionState;
}

/**
 * The options a multi-select shows: chosen ones (selected or excluded) first and always, whatever the search,
 * then the facet values containing the search text (case-insensitive), in the facets' order. A chosen value the
 * facets lack is shown with a count of 0.
 */
export function multiOptions(counts: Record<string, number> | undefined, chosen: readonly string[], search: string): MultiOption[] {
  const stateOf = (v: string): OptionState => (chosen.includes(v) ? 'selected' : chosen.includes(NOT + v) ? 'excluded' : 'off');
  const all = Object.entries(counts ?? {});
  for (const c of chosen) {
    const v = isExcluded(c) ? excludedValue(c) : c;
    if (!all.some(([known]) => known === v)) all.push([v, 0]);
  }
  const needle = search.trim().toLowerCase();
  const options = all.map(([value, count]) => ({ value, count, state: stateOf(value) }));
  const first = options.filter((o) => o.state !== 'off');
  const rest = options.filter((o) => o.state === 'off' && (needle === '' || o.value.toLowerCase().includes(needle)));
  return [...first, ...rest];
}
