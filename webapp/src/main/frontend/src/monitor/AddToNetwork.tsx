import { useId, useState } from 'react';
import { ApiError, api, errorMessage, resources } from '../api';
import { useApi } from '../hooks/useApi';
import { Link } from '../router';
import type { Network, Snapshot } from '../types';
import { snapshotLabel } from './snapshotLabel';
import './monitor.css';

/** The networks a capture can be added to: the first 100, enough for a picker. */
const PICKER_SIZE = 100;

type Outcome =
  | { kind: 'added'; network: Network; snapshot: Snapshot }
  | { kind: 'refused'; network: Network; message: string }
  | { kind: 'failed'; message: string };

/**
 * "Add to network…" on a completed capture's page: choose a monitored network and add the capture as a snapshot.
 * A refusal (409: already in that network, or not analysed) is said beside the button, not as a failed page.
 */
export function AddToNetwork({ fileId }: { fileId: string }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const selectId = useId();
  const networks = useApi(open ? resources.networks(1, PICKER_SIZE) : null);
  const items = networks.data?.items ?? [];
  const network = items.find((n) => n.id === chosen) ?? items[0];

  async function add(target: Network) {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ kind: 'added', network: target, snapshot: await api.addSnapshot(target.id, fileId) });
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        const already = e.problem?.title === 'Already a snapshot';
        setOutcome({ kind: 'refused', network: target, message: already ? `This capture is already in ${target.name}.` : errorMessage(e) });
      } else {
        setOutcome({ kind: 'failed', message: `Could not add the capture: ${errorMessage(e)}` });
      }
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} data-testid="add-to-network">
        Add to network…
      </button>
    );
  }
  return (
    <div className="add-to-network" data-testid="add-to-network-panel">
      {!!networks.error && <span className="reason">Could not load the networks: {errorMessage(networks.error)}</span>}
      {networks.data && items.length === 0 && (
        <span data-testid="add-no-networks">
          No monitored network yet. <Link to="/monitor">Create one</Link>
        </span>
      )}
      {network && (
        <>
          <label htmlFor={selectId} className="label-text">
            Network
          </label>
          <select id={selectId} value={network.id} onChange={(e) => setChosen(e.target.value)} data-testid="add-network-select">
            {items.map((n) => (
              <option key={n.id} value={n.id}>
                {n.name}
              </option>
            ))}
          </select>
          <button type="button" className="primary" disabled={busy} onClick={() => void add(network)} data-testid="add-network-submit">
            {busy ? 'Adding…' : 'Add'}
          </button>
        </>
      )}
      <button type="button" onClick={() => { setOpen(false); setOutcome(null); }} data-testid="add-network-close">
        Close
      </button>
      {outcome && <OutcomeLine outcome={outcome} />}
    </div>
  );
}

function OutcomeLine({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'failed') {
    return (
      <span className="alert alert-error" role="alert" data-testid="add-network-result" data-outcome="failed">
        {outcome.message}
      </span>
    );
  }
  const link = (
    <Link to={`/monitor/${encodeURIComponent(outcome.network.id)}`} data-testid="add-network-open">
      Open {outcome.network.name}
    </Link>
  );
  if (outcome.kind === 'refused') {
    return (
      <span className="alert alert-warn" role="status" data-testid="add-network-result" data-outcome="refused">
        {outcome.message} {link}
      </span>
    );
  }
  return (
    <span className="alert alert-ok" role="status" data-testid="add-network-result" data-outcome="added" data-snapshot-id={outcome.snapshot.id}>
      Added to {outcome.network.name} as snapshot {snapshotLabel(outcome.snapshot)}, {outcome.snapshot.changeCount} changes from the
      one before. {link}
    </span>
  );
}
