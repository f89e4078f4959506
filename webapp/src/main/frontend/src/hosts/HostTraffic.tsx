import { lazy, Suspense, useState } from 'react';
import { errorMessage, resources } from '../api';
import { useApi } from '../hooks/useApi';
import { explorerLink } from '../overview/links';
import { binWindow, binsForWidth } from '../overview/timeWindow';
import { navigate } from '../router';
import { isMac } from './links';

const TrafficChart = lazy(() => import('../overview/TrafficChart').then((m) => ({ default: m.TrafficChart })));

/** The host's packets over the capture's span; dragging across opens its conversations of that stretch. */
export function HostTraffic({ fileId, address }: { fileId: string; address: string }) {
  const [bins] = useState(() => binsForWidth(Math.min(window.innerWidth - 120, 1200)));
  const { data: t, error } = useApi(resources.timeline(fileId, bins, address));
  return (
    <section className="host-section" data-testid="host-traffic">
      <h3>Traffic over time</h3>
      {error != null && <div className="field-error">Could not load the host's traffic: {errorMessage(error)}</div>}
      {!t && error == null && <div className="notice">Loading…</div>}
      {t && t.bins.length > 0 && (
        <Suspense fallback={<div className="notice">Loading the chart…</div>}>
          <TrafficChart
            timeline={t}
            onBins={(first, last) => {
              const w = binWindow(t, first, last);
              if (w) navigate(explorerLink(fileId, { ...w, ...(isMac(address) ? { ip: address } : { q: `ip == ${address}` }) }));
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
