import { errorMessage, resources } from '../api';
import { useApi } from '../hooks/useApi';
import { findingsPath } from '../overview/links';
import { Link } from '../router';
import { kindLabel, severityLabel } from './findingsQuery';

/** How many findings the overview lists before the charts: the rest are a click away in the Findings tab. */
const TOP = 5;

/** The smallest page the findings API serves; the overview asks for it and shows the first {@link TOP}. */
const SMALLEST_PAGE = 10;

/**
 * The capture's most severe findings in one compact list above the overview's charts, each line opening the Findings
 * tab narrowed to its kind. Titles come from the capture: shown as text.
 */
export function TopFindings({ fileId }: { fileId: string }) {
  const list = useTopFindings(fileId);
  if (list.error)
    return <div className="field-error" data-testid="top-findings-error">Could not load the findings: {errorMessage(list.error)}</div>;
  const data = list.data;
  if (!data || data.total === 0) return null;
  return (
    <section className="top-findings" data-testid="top-findings" data-total={data.total}>
      <h3 className="top-findings-title">
        <Link to={findingsPath(fileId)} data-testid="top-findings-all">
          Findings ({data.total})
        </Link>
      </h3>
      <ul className="finding-list compact">
        {data.items.slice(0, TOP).map((f) => (
          <li key={f.findingId} className="top-finding" data-testid="top-finding" data-finding-id={f.findingId} data-severity={f.severity}>
            <span className="badge finding-severity">{severityLabel(f.severity)}</span>{' '}
            <Link to={`${findingsPath(fileId)}?kind=${encodeURIComponent(f.kind)}`} title={kindLabel(f.kind)}>
              {f.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function useTopFindings(fileId: string) {
  // most severe first is the list's default order
  return useApi(resources.captureFindings(fileId, 1, SMALLEST_PAGE, new URLSearchParams()));
}
