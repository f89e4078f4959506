import { useCallback, useState } from 'react';
import { errorMessage, resources } from '../../api';
import { endpoint } from '../../format';
import { useApi } from '../../hooks/useApi';
import { Link } from '../../router';
import { tracerPath } from '../../tracer/paths';
import type { Id } from '../../types';
import { Drawer } from '../Drawer';
import { HostPopup } from '../HostPopup';
import { Pager } from '../Pager';
import { ExtractedFilesButton } from './ExtractedFilesButton';
import { HttpSection } from './HttpSection';
import { IdentitySection } from './IdentitySection';
import { PacketTable, type PacketTimeFormat } from './PacketTable';
import { loadPacketTimeFormat, PacketTimeSwitch, savePacketTimeFormat } from './PacketTimeSwitch';
import { ProtocolSection } from './ProtocolSection';
import { SecuritySection } from './SecuritySection';
import { StatisticsSection } from './StatisticsSection';
import { TlsSection } from './TlsSection';

const PACKET_PAGE_SIZE = 100;

/** The conversation's fields and its packet table (spec 10.4, 2.6). Mount it anew for another conversation. */
export function DetailPanel({ conversationId, onClose, onFilterHost }: { conversationId: Id; onClose: () => void; onFilterHost?: (ip: string) => void }) {
  const [packetPage, setPacketPage] = useState(1);
  const [hostIp, setHostIp] = useState<string | null>(null);
  const [timeFormat, setTimeFormat] = useState(loadPacketTimeFormat);
  const changeTimeFormat = (format: PacketTimeFormat) => {
    setTimeFormat(format);
    savePacketTimeFormat(format);
  };
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
    <Drawer className="detail-panel" testId="detail-panel" data={{ 'data-conversation-id': String(conversationId) }} label="Conversation detail">
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
      {hostIp !== null && (
        <HostPopup
          conversationId={conversationId}
          ip={hostIp}
          fileId={conv?.fileId}
          onClose={closeHost}
          onFilter={
            onFilterHost &&
            ((ip) => {
              closeHost();
              onFilterHost(ip);
            })
          }
        />
      )}

      <div className="packets-head">
        <h3 className="packets-title">Packets</h3>
        <PacketTimeSwitch value={timeFormat} onChange={changeTimeFormat} />
      </div>
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
      {packets.data && (
        <PacketTable key={packets.data.page} conversationId={conversationId} packets={packets.data} span={{ start: conv?.startTime, end: conv?.endTime }} timeFormat={timeFormat} />
      )}
    </Drawer>
  );
}
