import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { api, errorMessage } from '../api';
import { useApi } from '../hooks/useApi';
import { useDismiss } from '../hooks/useDismiss';
import type { SavedQuery } from '../types';
import { huntResources } from './api';
import { nameRefusal, saveRefusalOf } from './saved';
import type { QueryProblem } from './types';

interface SavedQueriesProps {
  /** The expression in the bar, which Save names. */
  draft: string;
  /** The scope a query saved here runs over (`all` on the hunt page). */
  scope: string;
  /** Loads a saved query: the page decides where its scope runs it. */
  onLoad: (saved: SavedQuery) => void;
  /** A save refused for its expression: the bar shows it as it shows a bad query, `text` being the one sent. */
  onRefused: (problem: QueryProblem, text: string) => void;
}

/**
 * The query bar's saved queries: Save names the expression in the bar and keeps it with the service, the menu
 * lists the caller's saved queries by name, loads one, or deletes one.
 */
export function SavedQueries({ draft, scope, onLoad, onRefused }: SavedQueriesProps) {
  const list = useApi(huntResources.savedQueries);
  const saved = list.data?.items ?? [];
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [saveError, setSaveError] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuError, setMenuError] = useState<string | null>(null);
  const saveBox = useRef<HTMLDivElement>(null);
  const menuBox = useRef<HTMLDivElement>(null);

  const closeSave = useCallback(() => setNaming(false), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(naming, saveBox, closeSave);
  useDismiss(menuOpen, menuBox, closeMenu);

  const save = async () => {
    const refusal = nameRefusal(name, saved);
    if (refusal) {
      setSaveError(refusal);
      return;
    }
    const text = draft.trim();
    try {
      await api.saveQuery(name.trim(), text, scope);
      setNaming(false);
      setName('');
      list.reload();
    } catch (e) {
      const refused = saveRefusalOf(e);
      if ('problem' in refused) {
        setNaming(false);
        onRefused(refused.problem, text);
      } else {
        setSaveError(refused.message);
      }
    }
  };

  const remove = async (q: SavedQuery) => {
    setMenuError(null);
    try {
      await api.deleteSavedQuery(q.name);
      list.reload();
    } catch (e) {
      setMenuError(`Could not delete "${q.name}": ${errorMessage(e)}`);
    }
  };

  // the bar's own form would take Enter as Run: here it saves
  const onNameKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void save();
    }
  };

  return (
    <>
      <div className="dropdown" ref={saveBox}>
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={naming}
          disabled={draft.trim() === ''}
          title={draft.trim() === '' ? 'Type an expression to save' : 'Save this expression under a name'}
          onClick={() => {
            setSaveError(null);
            setNaming(!naming);
          }}
          data-testid="query-save"
        >
          Save
        </button>
        {naming && (
          <div className="dropdown-menu align-right saved-query-form" role="dialog" aria-label="Save the query">
            <label className="small">
              Name{' '}
              <input
                type="text"
                value={name}
                maxLength={200}
                autoFocus
                onChange={(e) => {
                  setName(e.target.value);
                  setSaveError(null);
                }}
                onKeyDown={onNameKey}
                data-testid="query-save-name"
              />
            </label>
            <button type="button" className="primary" onClick={() => void save()} data-testid="query-save-confirm">
              Save
            </button>
            {saveError && (
              <div className="query-error" role="alert" data-testid="query-save-error">
                {saveError}
              </div>
            )}
          </div>
        )}
      </div>
      <div className="dropdown" ref={menuBox}>
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          disabled={saved.length === 0}
          title={saved.length === 0 ? (list.error ? `Saved queries unavailable: ${errorMessage(list.error)}` : 'No saved query yet') : 'Your saved queries'}
          onClick={() => {
            setMenuError(null);
            setMenuOpen(!menuOpen);
          }}
          data-testid="query-saved"
        >
          Saved
        </button>
        {menuOpen && (
          <div className="dropdown-menu align-right query-history" role="menu" data-testid="query-saved-items">
            {saved.map((q) => (
              <div key={q.name} className="saved-query" data-testid="query-saved-item" data-name={q.name}>
                <button
                  type="button"
                  role="menuitem"
                  className="menu-button"
                  title={q.scope === 'all' ? q.expression : `${q.expression} (${q.scope})`}
                  onClick={() => {
                    setMenuOpen(false);
                    onLoad(q);
                  }}
                  data-testid="query-saved-load"
                >
                  {q.name}
                  <span className="muted small mono"> {q.expression}</span>
                </button>
                <button
                  type="button"
                  className="link-button"
                  aria-label={`Delete ${q.name}`}
                  title="Delete this saved query"
                  onClick={() => void remove(q)}
                  data-testid="query-saved-delete"
                >
                  ×
                </button>
              </div>
            ))}
            {menuError && (
              <div className="query-error" role="alert" data-testid="query-saved-error">
                {menuError}
              </div>
            )}
          </div>
        )}
      </div>
    </>
  );
}
