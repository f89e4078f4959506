import { useState } from 'react';
import { api } from '../api';
import { Link } from '../router';
import type { Network } from '../types';
import { NetworkForm } from './NetworkForm';

/** The network's name and description above its timeline, with an editor for both. */
export function NetworkHeading({ network, onSaved }: { network: Network; onSaved: (network: Network) => void }) {
  const [editing, setEditing] = useState(false);

  async function save(name: string, description: string) {
    onSaved(await api.updateNetwork(network.id, { name, description }));
    setEditing(false);
  }

  return (
    <div className="network-heading" data-testid="network-heading">
      <div className="crumbs">
        <Link to="/monitor" data-testid="monitor-back">
          Monitored networks
        </Link>{' '}
        / <span>{network.name}</span>
      </div>
      {editing ? (
        <div className="panel">
          <NetworkForm
            initial={{ name: network.name, description: network.description }}
            submitLabel="Save"
            busyLabel="Saving…"
            onSubmit={save}
            onCancel={() => setEditing(false)}
            testId="network-edit-form"
          />
        </div>
      ) : (
        <>
          <h1 className="page-title">
            <span data-testid="network-name">{network.name}</span>
            <button type="button" className="icon-button small" onClick={() => setEditing(true)} data-testid="network-edit">
              Edit
            </button>
          </h1>
          {network.description && (
            <p className="network-description" data-testid="network-description">
              {network.description}
            </p>
          )}
        </>
      )}
    </div>
  );
}
