import { useApi } from '../hooks/useApi';
import { huntResources } from './api';
import { FALLBACK_FIELDS } from './fields';
import type { QueryField } from './types';

/** The language's fields from the service; a few known ones until it answers, or when it cannot. */
export function useQueryFields(): readonly QueryField[] {
  const answer = useApi(huntResources.fields);
  return Array.isArray(answer.data) && answer.data.length > 0 ? answer.data : FALLBACK_FIELDS;
}
