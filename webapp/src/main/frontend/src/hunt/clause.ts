// Clauses of the hunt language written from a value: what a pill, a cell's "filter on this value" or "where
// else" add to an expression.
import type { ListFilter } from '../explorer/query';
import { hasTopLevelOr } from './tokenize';

/** `value` as a double-quoted string of the language: `"` and `\` escaped, control characters too. */
export function quote(value: string): string {
  const body = value.replace(/[\\"\n\r\t\0]/g, (c) => {
    switch (c) {
      case '\n':
        return '\\n';
      case '\r':
        return '\\r';
      case '\t':
        return '\\t';
      case '\0':
        return '\\0';
      default:
        return `\\${c}`;
    }
  });
  return `"${body}"`;
}

/** `field == "value"`, or `!(field == "value")` when excluding it. */
export function clauseFor(field: string, value: string, exclude = false): string {
  const clause = `${field} == ${quote(value)}`;
  return exclude ? `!(${clause})` : clause;
}

/** `expr` ANDed with `clause`: `expr` bracketed when an `||` at its top would otherwise take the clause in. */
export function appendClause(expr: string, clause: string): string {
  const e = expr.trim();
  if (e === '') return clause;
  return `${hasTopLevelOr(e) ? `(${e})` : e} && ${clause}`;
}

/** The hunt language field of each pill filter (the form's list filters): a pill's value as a clause. */
export const FIELD_OF_LIST_FILTER: Readonly<Record<ListFilter, string>> = {
  protocol: 'protocol',
  dissectorProtocol: 'dissector',
  app: 'app',
  category: 'category',
  fileType: 'filetype',
  risk: 'risk',
  idsAlert: 'ids',
  rule: 'rule',
  country: 'country',
  deviceType: 'device',
  asn: 'asn',
};

/** The clause a pill of `filter` stands for: `app == "YouTube"`, or its negation for the pill's exclusion. */
export function pillClause(filter: ListFilter, value: string, exclude = false): string {
  return clauseFor(FIELD_OF_LIST_FILTER[filter], value, exclude);
}
