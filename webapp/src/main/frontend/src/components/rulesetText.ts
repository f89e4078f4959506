import { dateOf, formatCount, plural } from '../format';
import type { IdsRuleset } from '../types';

/** "48,213 rules: 9 built in, 48,204 from ET Open (updated 2026-12-01)" — every source, the built-in rules first. */
export function rulesetSummary(r: IdsRuleset): string {
  const parts = r.sources
    .filter((s) => s.builtIn || s.ruleCount > 0)
    .map((s) => (s.builtIn ? `${formatCount(s.ruleCount)} built in` : `${formatCount(s.ruleCount)} from ${s.origin}${s.updatedAt ? ` (updated ${dateOf(s.updatedAt)})` : ''}`));
  return `${plural(r.ruleCount, 'rule')}: ${parts.join(', ')}`;
}

/** The chip's short word for the rules a run had: "9 built-in rules only" or "48,213 rules". */
export function rulesetChip(r: IdsRuleset): string {
  return r.builtInOnly ? `${formatCount(r.ruleCount)} built-in rules only` : plural(r.ruleCount, 'rule');
}

/** The whole story, for a tooltip: summary, version and the warning when only the built-in rules run. */
export function rulesetDetail(r: IdsRuleset): string {
  return [`Suricata ${rulesetSummary(r)}`, `rule set version ${r.version}`, r.warning].filter(Boolean).join('; ');
}
