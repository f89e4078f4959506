// Which columns the flow view shows: all but those hidden with its column picker, remembered in this browser.

const STORAGE_KEY = 'pcaplens.flows.hiddenColumns';

/** The hidden column ids among `known`; none when nothing (valid) is stored. */
export function loadHiddenFlowColumns(known: readonly string[]): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string' && known.includes(id)) : [];
  } catch {
    return [];
  }
}

export function saveHiddenFlowColumns(hidden: readonly string[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(hidden));
  } catch {
    // storage full or disabled: the choice lasts for this page only
  }
}

/** `hidden` with `id` shown or hidden; the last shown column stays. */
export function toggleFlowColumn(hidden: readonly string[], id: string, known: readonly string[]): string[] {
  if (hidden.includes(id)) return hidden.filter((h) => h !== id);
  const next = [...hidden, id];
  return known.every((k) => next.includes(k)) ? [...hidden] : next;
}

/** The conversation ids of the ticked flows, for the PCAP export of their whole connections. */
export function rowsOfFlows(flows: readonly { id: number; conversationIds: number[] }[], ticked: ReadonlySet<number>): number[] {
  return flows.filter((f) => ticked.has(f.id)).flatMap((f) => f.conversationIds);
}
