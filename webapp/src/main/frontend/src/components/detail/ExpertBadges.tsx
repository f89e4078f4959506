import type { ExpertEntry } from '../../types';

/** A short name for an entry, as Wireshark's packet list colours say it; the whole message is the tooltip. */
export function expertLabel(e: ExpertEntry): string {
  const m = e.message;
  if (/retransmission/i.test(m)) return 'Retransmission';
  if (/^Duplicate ACK/i.test(m)) return 'Dup ACK';
  if (/zero window/i.test(m)) return 'Zero window';
  if (/previous segment/i.test(m)) return 'Segment lost';
  if (/out-of-order/i.test(m)) return 'Out of order';
  if (e.group === 'Malformed') return 'Malformed';
  return m.length > 28 ? `${m.slice(0, 27)}…` : m;
}

/** An analyst's concern: chats (a request, a handshake step) are the traffic itself. */
export function notable(e: ExpertEntry): boolean {
  return e.severity === 'NOTE' || e.severity === 'WARNING' || e.severity === 'ERROR';
}

/** Badges for a packet's notable Expert Info entries, coloured by severity. */
export function ExpertBadges({ entries, all = false }: { entries: ExpertEntry[]; all?: boolean }) {
  const shown = all ? entries : entries.filter(notable);
  return (
    <>
      {shown.map((e, i) => (
        <span
          key={i}
          className={`badge expert expert-${e.severity.toLowerCase()}`}
          title={`${e.severity.toLowerCase()} (${e.group}): ${e.message}`}
          data-testid="badge-expert"
          data-severity={e.severity}
        >
          {expertLabel(e)}
        </span>
      ))}
    </>
  );
}
