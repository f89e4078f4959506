// The facts panel's search: an item is shown when any of its texts holds the searched text, in any letter case.

/** True when `needle` is blank or one of `values` contains it. */
export function matches(needle: string, ...values: readonly (string | number | null | undefined)[]): boolean {
  const n = needle.trim().toLowerCase();
  if (n === '') return true;
  return values.some((v) => v != null && String(v).toLowerCase().includes(n));
}
