import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { errorMessage, resources } from '../api';
import { CaptureHeader } from '../components/CaptureHeader';
import { Fact } from '../components/Fact';
import { CaptureLoadError } from '../components/PageLoadError';
import { ToolsFact } from '../components/ToolStatus';
import { TopFindings } from '../findings/TopFindings';
import { formatCount, formatDuration, formatSize, formatTime } from '../format';
import { useApi } from '../hooks/useApi';
import { BarList } from '../overview/BarList';
import { FileTabs } from '../overview/FileTabs';
import { explorerLink } from '../overview/links';
import { asnBars, countryBars, deviceTypeBars, flowBars, hierarchyBars, shareBars, talkerBars } from '../overview/series';
import { binWindow, binsForWidth } from '../overview/timeWindow';
import { navigate } from '../router';
import { isActive, type Overview } from '../types';

// the charting library is loaded with the first overview, not with every page
const TrafficChart = lazy(() => import('../overview/TrafficChart').then((m) => ({ default: m.TrafficChart })));

/**
 * "/files/{fileId}/overview": a capture's landing page. The summary and a chart per question an analyst asks first
 * (when, which protocols, which applications, who, where); every element opens the conversation table filtered to it.
 */
export function OverviewPage({ fileId }: { fileId: string }) {
  const file = useApi(resources.file(fileId), { pollWhile: (f, failed) => !failed && f !== null && isActive(f) });
  const completed = file.data?.status === 'COMPLETED';

  const fileName = file.data?.name;
  useEffect(() => {
    document.title = fileName !== undefined ? `pcaplens: ${fileName} overview` : 'pcaplens';
  }, [fileName]);

  if (file.error) return <CaptureLoadError error={file.error} />;
  if (!file.data) return <div className="notice">Loading…</div>;
  return (
    <section className="overview-page">
      <CaptureHeader file={file.data} facts={!completed} />
      <FileTabs fileId={fileId} current="overview" />
      {completed && <OverviewCharts fileId={fileId} />}
    </section>
  );
}

function OverviewCharts({ fileId }: { fileId: string }) {
  // as many bins as the chart, about as wide as the window, has room for; asked once
  const [bins] = useState(() => binsForWidth(window.innerWidth - 120));
  const overview = useApi(resources.overview(fileId));
  const timeline = useApi(resources.timeline(fileId, bins));
  const facets = useApi(resources.facets(fileId));

  if (overview.error) {
    return (
      <div className="alert alert-error" role="alert" data-testid="overview-error">
        Could not load the overview: {errorMessage(overview.error)}
      </div>
    );
  }
  const o = overview.data;
  if (!o) return <div className="notice" data-testid="overview-loading">Loading the overview…</div>;
  const t = timeline.data;
  const labels = Object.keys(facets.data?.protocols ?? {});

  return (
    <>
      <Summary overview={o} />
      <TopFindings fileId={fileId} />
      <div className="overview-grid">
        <Card title="Traffic over time" testId="card-traffic" span="wide" hint="Drag across the chart to open the conversations of that time window.">
          {!!timeline.error && <div className="field-error">Could not load the timeline: {errorMessage(timeline.error)}</div>}
          {!t && !timeline.error && <div className="notice">Loading…</div>}
          {t && t.bins.length === 0 && <p className="muted">No packets.</p>}
          {t && t.bins.length > 0 && (
            <Suspense fallback={<div className="notice">Loading the chart…</div>}>
              <TrafficChart
                timeline={t}
                onBins={(first, last) => {
                  const w = binWindow(t, first, last);
                  if (w) navigate(explorerLink(fileId, w));
                }}
              />
            </Suspense>
          )}
        </Card>
        <Card title="Protocol hierarchy" testId="card-protocols" span="double" hint="Frames and bytes per layer, as Wireshark's Protocol Hierarchy Statistics.">
          {!!facets.error && <div className="field-error">Protocol labels could not be loaded: {errorMessage(facets.error)}</div>}
          <BarList testId="protocol-hierarchy" bars={hierarchyBars(fileId, o.protocolHierarchy ?? [], labels)} empty="No layers." />
        </Card>
        <Card title="Applications" testId="card-apps">
          <BarList testId="applications" bars={shareBars(fileId, o.applications, 'app')} empty="No application was recognised." />
        </Card>
        <Card title="Categories" testId="card-categories">
          <BarList testId="categories" bars={shareBars(fileId, o.categories, 'category')} empty="No category was recognised." />
        </Card>
        <Card title="Top talkers by bytes" testId="card-talkers">
          <BarList testId="top-talkers" bars={talkerBars(fileId, o.topTalkers)} empty="No hosts." />
        </Card>
        <Card title="Top flows by bytes" testId="card-conversations" hint="One entry per connection, whatever Protocol labels split it into rows.">
          <BarList testId="top-conversations" bars={flowBars(fileId, o.topFlows)} empty="No flows." />
        </Card>
        <Card title="Countries of external hosts" testId="card-countries">
          <BarList testId="countries" bars={countryBars(fileId, o.countries)} empty="No external host was placed in a country." />
        </Card>
        <Card title="Autonomous systems of external hosts" testId="card-asns">
          <BarList testId="asns" bars={asnBars(fileId, o.topAsns)} empty="No external host was placed in an autonomous system." />
        </Card>
        <Card title="Device types" testId="card-devices">
          <BarList testId="device-types" bars={deviceTypeBars(fileId, o.deviceTypes)} empty="No device types." />
        </Card>
      </div>
    </>
  );
}

function Summary({ overview }: { overview: Overview }) {
  const s = overview.summary;
  const duration = s.durationNanos != null ? formatDuration(s.durationNanos / 1e6) : '';
  return (
    <div className="facts overview-summary" data-testid="overview-summary">
      <Fact label="Packets" testId="summary-packets" value={formatCount(s.packets)} />
      <Fact label="Conversations" testId="summary-conversations" value={formatCount(s.conversations)} />
      <Fact label="Flows" testId="summary-flows" value={formatCount(s.flows)} />
      <Fact label="Bytes" testId="summary-bytes" value={`${formatSize(s.bytes)} (${formatCount(s.bytes)})`} />
      {s.captureStart && <Fact label="Start" testId="summary-start" value={formatTime(s.captureStart)} />}
      {s.captureEnd && <Fact label="End" testId="summary-end" value={formatTime(s.captureEnd)} />}
      {duration && <Fact label="Duration" testId="summary-duration" value={duration} />}
      <Fact label="Hosts" testId="summary-hosts" value={`${formatCount(s.internalHosts)} internal · ${formatCount(s.externalHosts)} external`} />
      <ToolsFact tools={s.tools} />
    </div>
  );
}

interface CardProps {
  title: string;
  testId: string;
  hint?: string;
  /** The whole row, or two columns of it. */
  span?: 'wide' | 'double';
  children: ReactNode;
}

function Card({ title, testId, hint, span, children }: CardProps) {
  return (
    <section className={span ? `overview-card ${span}` : 'overview-card'} data-testid={testId} aria-label={title}>
      <h2>{title}</h2>
      {hint && <p className="card-hint">{hint}</p>}
      {children}
    </section>
  );
}
