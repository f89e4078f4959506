import { useCallback, useState } from 'react';
import { errorMessage, resources } from '../../api';
import { endpoint } from '../../format';
import { useApi } from '../../hooks/useApi';
import { Link } from '../../router';
import { tracerPath } from '../../tracer/paths';
import type { Id } from '../../types';
import { HostPopup } from '../HostPopup';
import { Pager } from '../Pager';
import { ExtractedFilesButton } from './ExtractedFilesButton';
import { HttpSection } from './HttpSection';
import { IdentitySection } from './IdentitySection';
import { PacketTable } from './PacketTable';
import { ProtocolSection } from './ProtocolSection';
import { SecuritySection } from './SecuritySection';
import { StatisticsSection } from './StatisticsSection';
import { TlsSection } from './TlsSection';

const PACKET_PAGE_SIZE = 100;

/** The conversation's fields and its packet table (spec 10.4, 2.6). Mount it anew for another conversation. */
export function DetailPanel({ conversationId, onClose }: { conversationId: Id; onClose: () => void }) {
  const [packetPage, setPacketPage] = useState(1);
  const [hostIp, setHostIp] = useState<string | null>(null);
  const closeHost = useCallback(() => setHostIp(null), []);

  const conversation = useApi(resources.conversation(conversationId));
  const packets = useApi(resources.packets(conversationId, packetPage, PACKET_PAGE_SIZE));
  const conv = conversation.data;
  const error = conversation.error
    ? `Could not load the conversation: ${errorMessage(conversation.error)}`
    : packets.error
      ? `Could not load the packets: ${errorMessage(packets.error)}`
      : null;

  return (
    <aside className="detail-panel" data-testid="detail-panel" data-conversation-id={String(conversationId)} aria-label="Conversation detail">
      <div className="detail-head">
        <h2>
          {conv ? (
            <span className="mono">
              {endpoint(conv.srcIp, conv.srcPort)} → {endpoint(conv.dstIp, conv.dstPort)}
            </span>
          ) : (
            'Conversation'
          )}
        </h2>
        <button type="button" className="close" onClick={onClose} aria-label="Close detail panel" data-testid="detail-close">
          ×
        </button>
      </div>

      {error && (
        <div className="alert alert-error" role="alert" data-testid="detail-error">
          {error}
        </div>
      )}

      {conv && (
        <>
          <div className="detail-sections" data-testid="detail-fields">
            <IdentitySection conv={conv} onHost={setHostIp} />
            <ProtocolSection conv={conv} />
            <StatisticsSection conv={conv} />
            <SecuritySection conv={conv} />
            <TlsSection conv={conv} />
            <HttpSection conv={conv} />
          </div>
          <div className="detail-actions">
            <Link to={tracerPath(conv.id)} className="button-link" data-testid="detail-trace">
              Trace conversation
            </Link>
            <ExtractedFilesButton conv={conv} />
          </div>
        </>
      )}
      {hostIp !== null && <HostPopup conversationId={conversationId} ip={hostIp} onClose={closeHost} />}

      <h3 className="packets-title">Packets</h3>
      {!packets.data && !error && <div className="notice">Loading packets…</div>}
      {packets.data && packets.data.totalPages > 1 && (
        <Pager
          page={packets.data.page}
          totalPages={packets.data.totalPages}
          total={packets.data.total}
          noun="packets"
          onPage={setPacketPage}
          testIdPrefix="packets-page"
        />
      )}
      {packets.data && <PacketTable key={packets.data.page} packets={packets.data} conversationStart={conv?.startTime} />}
    </aside>
  );
}
