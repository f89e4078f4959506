import type { ExplorerView } from './query';

interface ViewSwitchProps {
  view: ExplorerView;
  onChange: (view: ExplorerView) => void;
}

const VIEWS: readonly { view: ExplorerView; label: string; title: string }[] = [
  { view: 'conversations', label: 'Conversations', title: 'One row per conversation: a connection once for each Protocol label it carried' },
  { view: 'flows', label: 'Flows', title: 'One row per transport connection, with the conversation rows it was split into' },
];

/** "Conversations | Flows" above the table: the same filters listed as rows or as whole connections. */
export function ViewSwitch({ view, onChange }: ViewSwitchProps) {
  return (
    <div className="view-switch" role="group" aria-label="List by" data-testid="view-switch">
      {VIEWS.map((v) => (
        <button
          key={v.view}
          type="button"
          className={view === v.view ? 'button active' : 'button'}
          aria-pressed={view === v.view}
          title={v.title}
          onClick={() => view !== v.view && onChange(v.view)}
          data-testid={`view-${v.view}`}
        >
          {v.label}
        </button>
      ))}
    </div>
  );
}
