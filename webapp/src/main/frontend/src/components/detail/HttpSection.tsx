import { distinct } from '../../format';
import type { Conversation } from '../../types';

/** The HTTP user agents seen in the conversation; nothing when there are none. */
export function HttpSection({ conv }: { conv: Conversation }) {
  const userAgents = distinct(conv.httpUserAgents);
  if (userAgents.length === 0) return null;
  return (
    <section className="full-width" data-testid="http-block">
      <h3>HTTP</h3>
      <dl className="kv">
        <dt>User agents</dt>
        <dd>
          <ul className="ua-list" data-testid="user-agents">
            {userAgents.map((ua) => (
              <li key={ua} className="mono" data-testid="user-agent">
                {ua}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
    </section>
  );
}
