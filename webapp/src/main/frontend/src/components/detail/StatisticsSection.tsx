import { formatCount, formatDuration, formatTime } from '../../format';
import type { Conversation } from '../../types';

/** How much and when: packets, bytes, first and last packet, duration. */
export function StatisticsSection({ conv }: { conv: Conversation }) {
  return (
    <section>
      <h3>Statistics</h3>
      <dl className="kv">
        <dt>Packets</dt>
        <dd data-testid="detail-packets">{formatCount(conv.packetCount)}</dd>
        <dt>Bytes</dt>
        <dd data-testid="detail-bytes">{formatCount(conv.totalBytes)}</dd>
        <dt>Start</dt>
        <dd className="time" title={conv.startTime}>{formatTime(conv.startTime)}</dd>
        <dt>End</dt>
        <dd className="time" title={conv.endTime}>{formatTime(conv.endTime)}</dd>
        {conv.durationMs != null && (
          <>
            <dt>Duration</dt>
            <dd>{formatDuration(conv.durationMs)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
