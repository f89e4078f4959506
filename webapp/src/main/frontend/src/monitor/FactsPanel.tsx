import { useState, type ReactNode } from 'react';
import { errorMessage, resources } from '../api';
import { Fact } from '../components/Fact';
import { Modal } from '../components/Modal';
import { formatCount, formatSize } from '../format';
import { useApi } from '../hooks/useApi';
import type { SnapshotFacts } from '../types';
import { matches } from './factsSearch';
import { snapshotLabel } from './snapshotLabel';

interface FactsPanelProps {
  networkId: string;
  snapshotId: string;
  /** The search the panel opens with (a change's entity). */
  find: string;
  onClose: () => void;
}

/** What change detection saw in one snapshot, searchable, so that a change can be checked against its evidence. */
export function FactsPanel({ networkId, snapshotId, find, onClose }: FactsPanelProps) {
  const facts = useApi(resources.snapshotFacts(networkId, snapshotId));
  const [needle, setNeedle] = useState(find);
  const f = facts.data;
  return (
    <Modal title={f ? `Facts of snapshot ${snapshotLabel(f.snapshot)}` : 'Facts'} onClose={onClose} testId="facts-panel" wide>
      {!!facts.error && (
        <div className="alert alert-error" role="alert" data-testid="facts-error">
          Could not load the facts: {errorMessage(facts.error)}
        </div>
      )}
      {!f && !facts.error && <div className="notice">Loading…</div>}
      {f && (
        <div data-snapshot-id={snapshotId}>
          <div className="facts">
            <Fact label="Hosts" value={formatCount(f.summary.hosts)} />
            <Fact label="Conversations" value={formatCount(f.summary.conversations)} />
            <Fact label="Bytes" value={formatSize(f.summary.bytes)} />
            <Fact label="Violations held" value={formatCount(f.summary.violationCount)} />
          </div>
          <input
            type="search"
            className="facts-search"
            placeholder="Find an address, card, service, application…"
            aria-label="Find in the facts"
            value={needle}
            onChange={(e) => setNeedle(e.target.value)}
            data-testid="facts-search"
          />
          <FactsBody facts={f} needle={needle} />
        </div>
      )}
    </Modal>
  );
}

function FactsBody({ facts: f, needle }: { facts: SnapshotFacts; needle: string }) {
  const hosts = (f.hosts ?? []).filter((h) => matches(needle, h.ip, h.mac, h.deviceType, h.vendor));
  const bindings = (f.bindings ?? []).filter((b) => matches(needle, b.ip, b.mac, ...(b.evidence ?? [])));
  const contested = (f.contestedAddresses ?? []).filter((c) => matches(needle, c.ip, ...(c.macs ?? [])));
  const services = (f.services ?? []).filter((s) => matches(needle, s.entity, s.ip));
  const violations = (f.violations ?? []).filter((v) => matches(needle, v.type, v.entity, v.severity));
  const rules = (f.ruleMatches ?? []).filter((r) => matches(needle, r.name, r.severity));
  const gateway = f.gateway && matches(needle, f.gateway.mac, f.gateway.ip) ? f.gateway : null;
  const upstream = f.upstreamPeer && matches(needle, f.upstreamPeer) ? f.upstreamPeer : null;
  const words = (title: string, values: readonly string[] | undefined, testId: string, absent?: string) => (
    <Words title={title} all={values} shown={(values ?? []).filter((v) => matches(needle, v))} testId={testId} absent={absent} />
  );

  return (
    <div className="facts-sections" data-testid="facts-body">
      <Section title="Violations held" shown={violations.length} total={f.violations?.length ?? 0} testId="facts-violations">
        <ul className="plain">
          {violations.map((v) => (
            <li key={`${v.type}|${v.entity}`}>
              <span className={`badge change-sev change-sev-${(v.severity ?? 'info').toLowerCase()}`}>{v.severity}</span> {v.type}{' '}
              <span className="mono">{v.entity}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Addresses on two cards" shown={contested.length} total={f.contestedAddresses?.length ?? 0} testId="facts-contested">
        <ul className="plain">
          {contested.map((c) => (
            <li key={c.ip} className="mono">
              {c.ip}: {(c.macs ?? []).join(', ')}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Gateway and upstream" shown={(gateway ? 1 : 0) + (upstream ? 1 : 0)} total={(f.gateway ? 1 : 0) + (f.upstreamPeer ? 1 : 0)} testId="facts-gateway">
        <dl className="kv">
          {gateway && (
            <>
              <dt>Local gateway</dt>
              <dd className="mono">
                {gateway.mac}
                {gateway.ip ? ` (${gateway.ip})` : ''}
              </dd>
            </>
          )}
          {upstream && (
            <>
              <dt>Upstream peer</dt>
              <dd className="mono">{upstream}</dd>
            </>
          )}
        </dl>
      </Section>
      <Section title="Hosts" shown={hosts.length} total={f.hosts?.length ?? 0} testId="facts-hosts" scroll>
        <table className="grid">
          <thead>
            <tr>
              <th>IP</th>
              <th>MAC</th>
              <th>Device type</th>
              <th>Vendor</th>
            </tr>
          </thead>
          <tbody>
            {hosts.map((h) => (
              <tr key={`${h.ip}|${h.mac}`} data-testid="facts-host" data-ip={h.ip}>
                <td className="mono">{h.ip}</td>
                <td className="mono">{h.mac}</td>
                <td>{h.deviceType}</td>
                <td>{h.vendor}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section title="Address bindings" shown={bindings.length} total={f.bindings?.length ?? 0} testId="facts-bindings" scroll>
        <ul className="plain">
          {bindings.map((b) => (
            <li key={`${b.ip}|${b.mac}`} className="mono">
              {b.ip} ↔ {b.mac} <span className="muted">({(b.evidence ?? []).join(', ')})</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Services" shown={services.length} total={f.services?.length ?? 0} testId="facts-services" scroll>
        <ul className="plain inline">
          {services.map((s) => (
            <li key={s.entity} className="mono">
              {s.entity}
            </li>
          ))}
        </ul>
      </Section>
      {words('Applications', f.applications, 'facts-applications')}
      {words('Protocols', f.protocols, 'facts-protocols')}
      {words('Risks', f.risks, 'facts-risks')}
      {words('IDS alerts', f.idsAlerts, 'facts-ids', 'IDS did not run for this capture.')}
      <Section title="Custom rule matches" shown={rules.length} total={f.ruleMatches?.length ?? 0} testId="facts-rules">
        <ul className="plain inline">
          {rules.map((r) => (
            <li key={r.name}>
              {r.name} <span className="muted">({r.severity})</span>
            </li>
          ))}
        </ul>
      </Section>
      {words('Countries', f.countries, 'facts-countries')}
    </div>
  );
}

function Words({ title, all, shown, testId, absent }: { title: string; all: readonly string[] | undefined; shown: string[]; testId: string; absent?: string }) {
  if (all === undefined && absent) {
    return (
      <Section title={title} shown={0} total={0} testId={testId} empty={absent}>
        {null}
      </Section>
    );
  }
  return (
    <Section title={title} shown={shown.length} total={all?.length ?? 0} testId={testId}>
      <ul className="plain inline">
        {shown.map((v) => (
          <li key={v}>{v}</li>
        ))}
      </ul>
    </Section>
  );
}

interface SectionProps {
  title: string;
  shown: number;
  total: number;
  testId: string;
  scroll?: boolean;
  /** Said instead of "none" when the section is empty. */
  empty?: string;
  children: ReactNode;
}

function Section({ title, shown, total, testId, scroll, empty = 'None.', children }: SectionProps) {
  return (
    <section className="facts-section" data-testid={testId} data-shown={shown} data-total={total}>
      <h3>
        {title} <span className="muted">{shown === total ? total : `${shown} of ${total}`}</span>
      </h3>
      {total === 0 ? <p className="muted">{empty}</p> : shown === 0 ? <p className="muted">None matches.</p> : <div className={scroll ? 'facts-scroll' : undefined}>{children}</div>}
    </section>
  );
}
