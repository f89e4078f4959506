import type { IdsRuleset, ToolRun } from '../types';
import { rulesetChip, rulesetDetail } from './rulesetText';

const GLYPH: Record<string, string> = { COMPLETED: '✓', FAILED: '✗', SKIPPED: '–' };
const KNOWN = new Set(Object.keys(GLYPH));

/** One tool's run as sent; tolerates a bare status string and unknown statuses (shown grey). */
function normalize(run: ToolRun | string | null | undefined): { status: string; reason?: string; ruleset?: IdsRuleset } {
  if (typeof run === 'string') return { status: run.toUpperCase() };
  if (run && typeof run === 'object' && typeof run.status === 'string') {
    return {
      status: run.status.toUpperCase(),
      reason: typeof run.reason === 'string' && run.reason.trim() !== '' ? run.reason : undefined,
      ruleset: run.ruleset && Array.isArray(run.ruleset.sources) ? (run.ruleset as IdsRuleset) : undefined,
    };
  }
  return { status: 'UNKNOWN' };
}

function tooltip(tool: string, status: string, reason?: string, ruleset?: IdsRuleset): string {
  const said = status === 'FAILED' ? (reason ?? `${tool} failed (no reason given)`) : reason ? `${tool}: ${status.toLowerCase()} (${reason})` : `${tool}: ${status.toLowerCase()}`;
  return ruleset ? `${said}. ${rulesetDetail(ruleset)}` : said;
}

/**
 * A chip per analysis tool (tshark, ndpiReader, suricata, …): COMPLETED green, FAILED red with the reason
 * as tooltip, SKIPPED grey. Suricata's chip says how many rules it ran, and that only the built-in ones did
 * (amber) when that is so: "no alerts" means little then. Renders nothing when the file record has no tools.
 */
export function ToolStatusChips({ tools }: { tools?: Record<string, ToolRun> | null }) {
  if (!tools || typeof tools !== 'object') return null;
  const entries = Object.entries(tools as Record<string, ToolRun | string>);
  if (entries.length === 0) return null;
  return (
    <span className="tool-chips" data-testid="tool-statuses">
      {entries.map(([tool, run]) => {
        const { status, reason, ruleset } = normalize(run);
        const cls = KNOWN.has(status) ? status.toLowerCase() : 'unknown';
        return (
          <span
            key={tool}
            className={`badge tool tool-${cls}${ruleset?.builtInOnly ? ' tool-built-in-rules' : ''}`}
            data-testid="tool-status"
            data-tool={tool}
            data-status={status}
            data-rule-count={ruleset?.ruleCount}
            data-built-in-only={ruleset ? String(ruleset.builtInOnly) : undefined}
            title={tooltip(tool, status, reason, ruleset)}
          >
            {tool} <span aria-hidden="true">{GLYPH[status] ?? '?'}</span>
            <span className="visually-hidden">{` ${status.toLowerCase()}`}</span>
            {ruleset && (
              <span className="tool-rules" data-testid="tool-rules">
                {' · '}
                {rulesetChip(ruleset)}
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}

/** "Tools:" and a chip per tool, as one fact of a header's line; nothing when the record has no tools. */
export function ToolsFact({ tools }: { tools?: Record<string, ToolRun> | null }) {
  if (!tools || Object.keys(tools).length === 0) return null;
  return (
    <span className="fact">
      <span className="fact-label">Tools</span>
      <ToolStatusChips tools={tools} />
    </span>
  );
}
