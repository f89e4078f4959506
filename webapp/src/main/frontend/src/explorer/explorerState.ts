// The conversation page's own state. Filters, sort, page and the open conversation live in the URL (query.ts);
// what is kept here belongs to this browser tab only: the visible columns, the rows ticked for export and the
// open session viewer.
import type { Conversation, Id } from '../types';

export interface ExplorerState {
  /** Visible column ids, in the table's order. */
  columns: readonly string[];
  /** Ids of the rows ticked for the bulk PCAP export. */
  checked: ReadonlySet<string>;
  /** "Select all matching": every row of the current filters, on every page, whatever is ticked. */
  allMatching: boolean;
  /** The filters (the API's query string without sort) the selection was made under. */
  selectionFilters: string;
  /** The conversation whose reassembled stream is shown, if any. */
  session: Conversation | null;
}

export type ExplorerAction =
  | { type: 'check'; ids: readonly Id[]; on: boolean }
  | { type: 'selectAllMatching' }
  | { type: 'clearSelection' }
  | { type: 'filtersChanged'; filters: string }
  | { type: 'showColumns'; ids: readonly string[] }
  | { type: 'openSession'; conversation: Conversation }
  | { type: 'closeSession' };

const NOTHING_CHECKED: ReadonlySet<string> = new Set();

export function initialExplorerState(columns: readonly string[], filters: string): ExplorerState {
  return { columns, checked: NOTHING_CHECKED, allMatching: false, selectionFilters: filters, session: null };
}

export function explorerReducer(state: ExplorerState, action: ExplorerAction): ExplorerState {
  switch (action.type) {
    case 'check': {
      const checked = new Set(state.checked);
      for (const id of action.ids) {
        if (action.on) checked.add(String(id));
        else checked.delete(String(id));
      }
      return { ...state, checked };
    }
    case 'selectAllMatching':
      return { ...state, allMatching: true };
    case 'clearSelection':
      return { ...state, checked: NOTHING_CHECKED, allMatching: false };
    case 'filtersChanged':
      // a new filter set is a new selection: ticked rows the filters now hide must not be exported or counted
      if (action.filters === state.selectionFilters) return state;
      return { ...state, checked: NOTHING_CHECKED, allMatching: false, selectionFilters: action.filters };
    case 'showColumns':
      return { ...state, columns: action.ids };
    case 'openSession':
      return { ...state, session: action.conversation };
    case 'closeSession':
      return state.session === null ? state : { ...state, session: null };
  }
}
