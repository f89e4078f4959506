import { useSyncExternalStore } from 'react';
import { access, type AccessState } from './access';

/** The tab's access (its token, whether to ask for one); re-renders when it changes. */
export function useAccess(): AccessState {
  return useSyncExternalStore(access.subscribe, access.snapshot);
}
