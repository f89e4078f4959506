// Clauses of the hunt language written from a value: what a pill, a cell's "filter on this value" or "where
// else" add to an expression.
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
