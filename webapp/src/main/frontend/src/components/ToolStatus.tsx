import type { ToolRun } from '../types';

const GLYPH: Record<string, string> = { COMPLETED: '✓', FAILED: '✗', SKIPPED: '–' };
const KNOWN = new Set(Object.keys(GLYPH));

/** One tool's run as sent; tolerates a bare status string and unknown statuses (shown grey). */
function normalize(run: ToolRun | string | null | undefined): { status: string; reason?: string } {
  if (typeof run === 'string') return { status: run.toUpperCase() };
  if (run && typeof run === 'object' && typeof run.status === 'string') {
    return { status: run.status.toUpperCase(), reason: typeof run.reason === 'string' && run.reason.trim() !== '' ? run.reason : undefined };
  }
  return { status: 'UNKNOWN' };
}

function tooltip(tool: string, status: string, reason?: string): string {
  if (status === 'FAILED') return reason ?? `${tool} failed (no reason given)`;
  return reason ? `${tool}: ${status.toLowerCase()} (${reason})` : `${tool}: ${status.toLowerCase()}`;
}

/**
 * A chip per analysis tool (tshark, ndpiReader, suricata, …): COMPLETED green, FAILED red with the reason
 * as tooltip, SKIPPED grey. Renders nothing when the file record has no tools.
 */
export function ToolStatusChips({ tools }: { tools?: Record<string, ToolRun> | null }) {
  if (!tools || typeof tools !== 'object') return null;
  const entries = Object.entries(tools as Record<string, ToolRun | string>);
  if (entries.length === 0) return null;
  return (
    <span className="tool-chips" data-testid="tool-statuses">
      {entries.map(([tool, run]) => {
        const { status, reason } = normalize(run);
        const cls = KNOWN.has(status) ? status.toLowerCase() : 'unknown';
        return (
          <span
            key={tool}
            className={`badge tool tool-${cls}`}
            data-testid="tool-status"
            data-tool={tool}
            data-status={status}
            title={tooltip(tool, status, reason)}
          >
            {tool} <span aria-hidden="true">{GLYPH[status] ?? '?'}</span>
            <span className="visually-hidden">{` ${status.toLowerCase()}`}</span>
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
