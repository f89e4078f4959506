// The hunt language's endpoints (the REST contract of the query language): defined here, not in api-types.ts,
// which is generated from the OpenAPI document and only gains them once the REST side is built with them.
import type { Conversation, Paged, Problem } from '../types';

export type QueryFieldType = 'ADDRESS' | 'NUMBER' | 'LABEL' | 'TEXT' | 'TIME' | 'DURATION' | 'BYTES' | 'BOOLEAN';

/** GET /api/v1/query/fields: one field of the language. `many`: the conversation may have several values. */
export interface QueryField {
  name: string;
  type: QueryFieldType;
  many: boolean;
  description: string;
  example: string;
}

/** The 400 problem of a query the service cannot read; `position` is a 1-based character (code point) index. */
export interface QueryProblem extends Problem {
  position?: number;
  expected?: string;
  suggestions?: string[];
}

/** A conversation of GET /api/v1/conversations?q=…: any capture's, with the capture's name. */
export type HuntConversation = Conversation & { fileId: Conversation['fileId']; fileName: string };

export type HuntPage = Paged<HuntConversation>;

/** GET /api/v1/conversations/captures?q=…: a capture holding hits, counted over all of them (not one page). */
export interface CaptureHits {
  fileId: string;
  fileName: string;
  hits: number;
  /** The earliest start and the latest end among the capture's hits (ISO instants). */
  firstSeen: string;
  lastSeen: string;
}
