import type { Conversation } from '../../types';
import { RuleBadges } from '../EnrichmentBadges';
import { IdsBadges, RiskBadges, idsAlertViews } from '../FlowBadges';

/** nDPI's flow risks, the custom rules that fired and the IDS alerts; nothing when there are none. */
export function SecuritySection({ conv }: { conv: Conversation }) {
  const hasRisks = !!conv.flowRisks && conv.flowRisks.length > 0;
  const hasIdsAlerts = idsAlertViews(conv).length > 0;
  const hasRules = Array.isArray(conv.customRules) && conv.customRules.length > 0;
  if (!hasRisks && !hasIdsAlerts && !hasRules) return null;
  return (
    <section className="full-width" data-testid="security-block">
      <h3>Security</h3>
      <dl className="kv">
        {hasRisks && (
          <>
            <dt>Risks</dt>
            <dd className="risk-list">
              <RiskBadges risks={conv.flowRisks} />
            </dd>
          </>
        )}
        {hasRules && (
          <>
            <dt>Custom rules</dt>
            <dd className="risk-list" data-testid="detail-rules">
              <RuleBadges rules={conv.customRules} />
            </dd>
          </>
        )}
        {hasIdsAlerts && (
          <>
            <dt title="Intrusion detection (Suricata) alerts">IDS alerts</dt>
            <dd className="risk-list" data-testid="detail-ids-alerts">
              <IdsBadges conv={conv} />
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
