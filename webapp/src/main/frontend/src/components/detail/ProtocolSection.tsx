import type { Conversation } from '../../types';
import { AppName } from '../FlowBadges';

/** What the traffic is: tshark's protocol label, the dissected protocol, nDPI's application and the file types seen. */
export function ProtocolSection({ conv }: { conv: Conversation }) {
  return (
    <section>
      <h3>Protocol</h3>
      <dl className="kv">
        <dt>Protocol</dt>
        <dd data-testid="detail-protocol">{conv.protocol}</dd>
        {conv.transport && (
          <>
            <dt>Transport</dt>
            <dd>{conv.transport}</dd>
          </>
        )}
        <dt>Dissected protocol</dt>
        <dd data-testid="detail-dissector">{conv.dissectorProtocol ?? ''}</dd>
        {conv.appName && (
          <>
            <dt>Application</dt>
            <dd data-testid="detail-app">
              <AppName conv={conv} />
            </dd>
          </>
        )}
        {conv.category && (
          <>
            <dt>Category</dt>
            <dd data-testid="detail-category">{conv.category}</dd>
          </>
        )}
        {conv.appName && conv.dpiConfidence && (
          <>
            <dt>Classified by</dt>
            <dd data-testid="detail-dpi-confidence">{conv.dpiConfidence}</dd>
          </>
        )}
        {conv.fileTypes && conv.fileTypes.length > 0 && (
          <>
            <dt>File types</dt>
            <dd>
              {conv.fileTypes.map((t) => (
                <span key={t} className="badge filetype">
                  {t}
                </span>
              ))}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
