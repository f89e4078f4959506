import { useId, type KeyboardEvent } from 'react';
import { severityClass } from '../components/EnrichmentBadges';
import { useDebouncedDrafts } from '../hooks/useDebouncedDrafts';
import type { TextFilter } from './drafts';
import { SEVERITIES, type Facets } from '../types';
import { MultiSelect } from './MultiSelect';
import { PillGroup } from './PillGroup';
import { pillClause } from '../hunt/clause';
import { NOT, communityIdError, describePayload, hasFilters, portError, toggleExclusion, type ExplorerQuery, type ListFilter } from './query';

type Patch = Partial<Pick<ExplorerQuery, 'ip' | 'port' | 'communityId' | 'payload' | 'payloadScope' | 'risksOnly' | 'lists'>>;

interface FilterPanelProps {
  query: ExplorerQuery;
  facets: Facets | null;
  facetsError: string | null;
  /** The facets are being counted again for changed filters (the previous counts stay until then). */
  facetsLoading?: boolean;
  /** Applies filter changes (the page goes back to 1). */
  onChange: (patch: Patch) => void;
  onClear: () => void;
  /** Pills write a hunt language clause into the query bar instead of setting the form's filter. */
  pillsToQuery?: boolean;
  onPillsToQuery?: (on: boolean) => void;
  /** Adds a clause to the query bar's expression. */
  onClause?: (clause: string) => void;
}

/** Pill groups in the spec's order (10.2): list filter, facet, label. */
const PILLS: [ListFilter, keyof Facets, string][] = [
  ['protocol', 'protocols', 'Protocol'],
  ['dissectorProtocol', 'dissectorProtocols', 'Dissected Protocol'],
  ['app', 'apps', 'Application'],
  ['category', 'categories', 'Category'],
  ['fileType', 'fileTypes', 'File Types'],
  ['risk', 'risks', 'Risk Type'],
];

/** Whether a text field's value may be applied: a port and a Community ID need their form, a payload its encoding. */
function textValid(field: TextFilter, value: string): boolean {
  if (field === 'port') return portError(value) === null;
  if (field === 'communityId') return communityIdError(value) === null;
  if (field === 'payload') return describePayload(value).ok;
  return true;
}

/** Every filter of spec 10.2. Text filters apply after a pause in typing; pills apply at once. */
export function FilterPanel({ query, facets, facetsError, facetsLoading = false, onChange, onClear, pillsToQuery = false, onPillsToQuery, onClause }: FilterPanelProps) {
  const ids = { ip: useId(), payload: useId(), hint: useId() };
  // one shared pause for every text field: what was typed in one is never lost to the next one's change
  const texts = { ip: query.ip, port: query.port, communityId: query.communityId, payload: query.payload };
  const fields = useDebouncedDrafts(texts, (patch) => onChange(patch), (field, value) => textValid(field, value));
  const { ip, port, communityId, payload } = fields.draft;
  const setIp = (v: string) => fields.set('ip', v);
  const setPort = (v: string) => fields.set('port', v);
  const setPayload = (v: string) => fields.set('payload', v);
  const setCommunityId = (v: string) => fields.set('communityId', v);
  const portProblem = portError(port);
  const communityIdProblem = communityIdError(communityId);
  const payloadInfo = describePayload(payload);

  // uncommitted text too: an invalid or still pending draft must not survive, nor be applied after the clear
  const clearAll = () => {
    fields.clear();
    onClear();
  };
  const drafts = fields.any;

  const setList = (f: ListFilter, values: string[]) => onChange({ lists: { ...query.lists, [f]: values } });
  // with pills writing the query, a pill adds its clause; one the form already holds is lifted as before
  const asClause = (f: ListFilter, v: string, not: boolean) => {
    if (!pillsToQuery || !onClause || query.lists[f].includes(v) || query.lists[f].includes(NOT + v)) return false;
    onClause(pillClause(f, v, not));
    return true;
  };
  const toggle = (f: ListFilter, v: string) => {
    if (asClause(f, v, false)) return;
    setList(f, query.lists[f].includes(v) ? query.lists[f].filter((x) => x !== v) : [...query.lists[f], v]);
  };
  const exclude = (f: ListFilter, v: string) => {
    if (asClause(f, v, true)) return;
    setList(f, toggleExclusion(query.lists[f], v));
  };

  // Severity quick-select: all rules of one severity at once; pressed again, they are all removed.
  const severities = facets?.customRuleSeverities ?? {};
  const rulesOf = (sev: string) => Object.keys(severities).filter((r) => String(severities[r]).toLowerCase() === sev);
  const quickSelect = (sev: string) => {
    const rules = rulesOf(sev);
    const all = rules.every((r) => query.lists.rule.includes(r));
    setList('rule', all ? query.lists.rule.filter((r) => !rules.includes(r)) : [...new Set([...query.lists.rule, ...rules])]);
  };
  // all four buttons whenever rules matched, a severity without rules in this file disabled
  const severityButtons = SEVERITIES.map((s) => {
    const none = rulesOf(s).length === 0;
    const all = !none && rulesOf(s).every((r) => query.lists.rule.includes(r));
    return (
      <button
        key={s}
        type="button"
        className={`pill sev-quick ${severityClass(s)}${all ? ' on' : ''}`}
        aria-pressed={all}
        title={none ? `No ${s} rule matched in this capture` : `Select every ${s} rule`}
        disabled={none}
        onClick={() => quickSelect(s)}
        data-testid="severity-quick"
        data-severity={s}
      >
        {s}
        {facets?.severities?.[s] != null && <span className="pill-count">{facets.severities[s]}</span>}
      </button>
    );
  });

  const enter = (flush: () => void) => (e: KeyboardEvent) => {
    if (e.key === 'Enter') flush();
  };

  return (
    <aside className="filter-panel" aria-label="Filters" data-testid="filter-panel" data-facets-loading={facetsLoading} aria-busy={facetsLoading}>
      <div className="filter-head">
        <h2>Filters</h2>
        <button type="button" className="link-button" onClick={clearAll} disabled={!hasFilters(query) && !drafts} data-testid="filters-clear">
          Clear all
        </button>
      </div>
      {onPillsToQuery && (
        <label className="checkbox pills-to-query" title="A pill click adds its clause (app == &quot;YouTube&quot;) to the query instead of filtering">
          <input type="checkbox" checked={pillsToQuery} onChange={(e) => onPillsToQuery(e.target.checked)} data-testid="pill-mode-query" />
          Pills write the query
        </label>
      )}

      <div className="filter-group">
        <label className="filter-label" htmlFor={ids.ip}>IP / Hostname</label>
        <input id={ids.ip} type="search" value={ip} placeholder="e.g. 10.0.2 or example.com" onChange={(e) => setIp(e.target.value)} onKeyDown={enter(fields.flush)} data-testid="filter-ip" />
      </div>
      <CheckedField
        label="Port"
        value={port}
        problem={portProblem}
        placeholder="e.g. 443"
        numeric
        onChange={setPort}
        onEnter={enter(fields.flush)}
        testId="filter-port"
      />
      <CheckedField
        label="Community ID"
        value={communityId}
        problem={communityIdProblem}
        placeholder="1:…= (from Zeek, Suricata, Arkime)"
        onChange={setCommunityId}
        onEnter={enter(fields.flush)}
        testId="filter-community-id"
      />
      <div className="filter-group">
        <label className="filter-label" htmlFor={ids.payload}>Payload contains</label>
        <input
          id={ids.payload}
          type="search"
          className="mono"
          value={payload}
          placeholder="GET /  ·  0x474554  ·  47 45 54"
          aria-invalid={!payloadInfo.ok}
          aria-describedby={ids.hint}
          onChange={(e) => setPayload(e.target.value)}
          onKeyDown={enter(fields.flush)}
          data-testid="filter-payload"
        />
        <div className={payloadInfo.ok ? 'field-hint' : 'field-error'} id={ids.hint} data-testid="filter-payload-hint">
          {payloadInfo.message}
        </div>
        <div className="payload-scope" role="radiogroup" aria-label="Where the payload is searched">
          <label className="check">
            <input type="radio" name={ids.payload + '-scope'} checked={query.payloadScope === 'stored'} onChange={() => onChange({ ...fields.take(), payloadScope: 'stored' })} data-testid="payload-scope-stored" />
            first 64 bytes of each packet
          </label>
          <label className="check" title="Reads every packet's whole TCP/UDP payload from the capture file: slower on large captures">
            <input type="radio" name={ids.payload + '-scope'} checked={query.payloadScope === 'full'} onChange={() => onChange({ ...fields.take(), payloadScope: 'full' })} data-testid="payload-scope-full" />
            whole packets
          </label>
        </div>
      </div>
      <div className="filter-group">
        <label className="check toggle">
          <input type="checkbox" checked={query.risksOnly} onChange={(e) => onChange({ risksOnly: e.target.checked })} data-testid="filter-risks-only" />
          Security risks only
        </label>
      </div>

      {facetsError && <div className="field-error">Filter values could not be loaded: {facetsError}</div>}
      {!facets && !facetsError && <div className="notice" data-testid="facets-loading">Loading filter values…</div>}
      {facets && (
        <>
          <MultiSelect label="IDS Alerts" testId="idsAlert" counts={facets.idsAlerts} selected={query.lists.idsAlert} onChange={(v) => setList('idsAlert', v)} onExclude={(v) => exclude('idsAlert', v)} />
          {PILLS.map(([f, facet, label]) => (
            <PillGroup
              key={f}
              label={label}
              testId={f}
              counts={facets[facet] as Record<string, number> | undefined}
              selected={query.lists[f]}
              onToggle={(v) => toggle(f, v)}
              onExclude={(v) => exclude(f, v)}
            />
          ))}
          <PillGroup
            label="Custom Rules"
            testId="rule"
            counts={facets.customRules}
            selected={query.lists.rule}
            onToggle={(v) => toggle('rule', v)}
            onExclude={(v) => exclude('rule', v)}
            pillClass={(v) => severityClass(severities[v])}
            extra={<span className="sev-quick-row">{severityButtons}</span>}
          />
          <PillGroup label="Country" testId="country" counts={facets.countries} selected={query.lists.country} onToggle={(v) => toggle('country', v)} onExclude={(v) => exclude('country', v)} />
          <PillGroup label="Device Type" testId="deviceType" counts={facets.deviceTypes} selected={query.lists.deviceType} onToggle={(v) => toggle('deviceType', v)} onExclude={(v) => exclude('deviceType', v)} />
          {/* chosen on the overview; no facet lists every system, so only the chosen ones show, each removable */}
          <PillGroup label="Autonomous System" testId="asn" selected={query.lists.asn} onToggle={(v) => toggle('asn', v)} />
        </>
      )}
    </aside>
  );
}

interface CheckedFieldProps {
  label: string;
  value: string;
  /** What is wrong with the value, shown under the field; null when it is fine. */
  problem: string | null;
  placeholder: string;
  numeric?: boolean;
  onChange: (value: string) => void;
  onEnter: (e: KeyboardEvent) => void;
  testId: string;
}

/** A text filter whose value must have a form (a port, a Community ID), saying what is wrong while it has not. */
function CheckedField({ label, value, problem, placeholder, numeric, onChange, onEnter, testId }: CheckedFieldProps) {
  const id = useId();
  const errorId = useId();
  return (
    <div className="filter-group">
      <label className="filter-label" htmlFor={id}>{label}</label>
      <input
        id={id}
        type={numeric ? 'text' : 'search'}
        inputMode={numeric ? 'numeric' : undefined}
        className={numeric ? undefined : 'mono'}
        value={value}
        placeholder={placeholder}
        aria-invalid={problem !== null}
        aria-describedby={problem ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onEnter}
        data-testid={testId}
      />
      {problem && (
        <div className="field-error" id={errorId} role="alert" data-testid={`${testId}-error`}>
          {problem}
        </div>
      )}
    </div>
  );
}
