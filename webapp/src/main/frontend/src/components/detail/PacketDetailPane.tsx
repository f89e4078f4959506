import { useState } from 'react';
import { errorMessage, resources } from '../../api';
import { useApi } from '../../hooks/useApi';
import type { Id, TreeNode } from '../../types';
import { ExpertBadges } from './ExpertBadges';
import { FrameBytes } from './FrameBytes';
import { ProtocolTree, type TreePath } from './ProtocolTree';

/**
 * One packet as Wireshark's packet details and bytes panes show it: the protocol tree (dissected after the
 * connection's earlier frames) beside every byte of the frame; selecting a line marks its bytes, in the reassembled
 * data when it lies there.
 */
export function PacketDetailPane({ conversationId, frameNumber }: { conversationId: Id; frameNumber: number }) {
  const detail = useApi(resources.packetDetail(conversationId, frameNumber));
  const [selected, setSelected] = useState<{ path: TreePath; node: TreeNode } | null>(null);
  const [shownSource, setShownSource] = useState(0);
  const d = detail.data;
  if (detail.error) {
    return (
      <div className="packet-detail error" data-testid="packet-detail-error" role="alert">
        Could not dissect frame {frameNumber}: {errorMessage(detail.error)}
      </div>
    );
  }
  if (!d) {
    return (
      <div className="packet-detail loading" data-testid="packet-detail-loading">
        Dissecting frame {frameNumber}…
      </div>
    );
  }
  const source = Math.min(shownSource, d.sources.length - 1);
  const node = selected?.node;
  const marks = node && node.source === source && node.length > 0 ? { from: node.position, to: node.position + node.length } : {};
  const select = (path: TreePath, n: TreeNode) => {
    setSelected({ path, node: n });
    if (n.source >= 0) setShownSource(n.source);
  };
  return (
    <div className="packet-detail" data-testid="packet-detail" data-frame-number={d.frameNumber}>
      <div className="packet-detail-head">
        <span>
          Frame {d.frameNumber}, dissected after {d.earlierFrames} earlier frame{d.earlierFrames === 1 ? '' : 's'} of its connection
          {d.contextCut ? ' (the connection has more: reassembly may lack its start)' : ''}
        </span>
        {d.expert.length > 0 && (
          <span className="packet-expert" data-testid="packet-expert">
            <ExpertBadges entries={d.expert} all />
          </span>
        )}
      </div>
      <div className="packet-detail-body">
        <div className="packet-tree-pane">
          <ProtocolTree tree={d.tree} selected={selected?.path ?? null} onSelect={select} />
          {d.treeCut && <div className="hex-note">The tree is cut here: it has more lines than are shown.</div>}
        </div>
        <div className="packet-bytes-pane">
          {d.sources.length > 1 && (
            <div className="source-tabs" role="tablist">
              {d.sources.map((s, i) => (
                <button
                  key={i}
                  type="button"
                  role="tab"
                  aria-selected={i === source}
                  className={i === source ? 'active' : ''}
                  onClick={() => setShownSource(i)}
                  data-testid="source-tab"
                >
                  {s.name} ({s.length} bytes)
                </button>
              ))}
            </div>
          )}
          <FrameBytes hex={d.sources[source].hex} {...marks} />
          {node && node.length > 0 && node.source < 0 && <div className="hex-note">This field's bytes are in none of the sources shown.</div>}
        </div>
      </div>
    </div>
  );
}
