import { downloads } from '../api';
import { CopyText } from '../components/CopyText';
import { useDownload } from '../hooks/useDownload';
import { endpoint, formatCount, formatSize, formatTime } from '../format';
import { Link } from '../router';
import { tracerPath } from '../tracer/paths';
import type { Flow, Id } from '../types';
import { initiatorNote } from './flows';

interface FlowDetailProps {
  flow: Flow;
  /** Opens a conversation row's detail panel. */
  onOpenConversation: (id: Id) => void;
}

/** A flow's detail under its table row: both sides, and the conversation rows it was split into, each openable. */
export function FlowDetail({ flow, onOpenConversation }: FlowDetailProps) {
  const download = useDownload();
  return (
    <div className="flow-detail" data-testid="flow-detail" data-flow-id={String(flow.id)}>
      <p>
        <strong>{endpoint(flow.srcIp, flow.srcPort)}</strong> {initiatorNote(flow)}: {formatCount(flow.srcPackets)} packets,{' '}
        {formatSize(flow.srcBytes)}. <strong>{endpoint(flow.dstIp, flow.dstPort)}</strong> answered: {formatCount(flow.dstPackets)}{' '}
        packets, {formatSize(flow.dstBytes)}.
      </p>
      <table className="grid flow-rows" data-testid="flow-rows">
        <thead>
          <tr>
            <th>Protocol</th>
            <th className="num">Packets</th>
            <th>Conversation</th>
            <th>
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {flow.labels.map((l) => (
            <tr key={l.conversationId} data-testid="flow-row" data-conversation-id={String(l.conversationId)}>
              <td>{l.protocol}</td>
              <td className="num">{formatCount(l.packets)}</td>
              <td>{l.conversationId}</td>
              <td>
                <button type="button" className="link-button" onClick={() => onOpenConversation(l.conversationId)} data-testid="flow-row-open">
                  Details
                </button>{' '}
                <Link to={tracerPath(l.conversationId)} data-testid="flow-row-trace">
                  Trace
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="notice">
        From {formatTime(flow.startTime)} to {formatTime(flow.endTime)}
        {flow.appName ? `; application ${flow.appName}` : ''}
        {flow.hostname ? `; host ${flow.hostname}` : ''}
        {flow.flowRisks && flow.flowRisks.length > 0 ? `; risks: ${flow.flowRisks.join(', ')}` : ''}
      </p>
      <p>
        <a href={downloads.flowPcap(flow.fileId, flow.id)} download onClick={download.follow} data-testid="flow-pcap">
          Download the flow's PCAP
        </a>{' '}
        (every packet of its {flow.labels.length === 1 ? 'row' : `${flow.labels.length} rows`})
        {download.error && <span className="field-error"> {download.error}</span>}
      </p>
      {flow.communityId && (
        <p>
          Community ID: <CopyText text={flow.communityId} label="Community ID" testId="flow-community-id" />
        </p>
      )}
      {flow.wiresharkFilter && (
        <p>
          Wireshark filter: <CopyText text={flow.wiresharkFilter} label="Wireshark filter" testId="flow-wireshark-filter" />
        </p>
      )}
    </div>
  );
}
