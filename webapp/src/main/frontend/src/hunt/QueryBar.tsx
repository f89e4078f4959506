import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useDismiss } from '../hooks/useDismiss';
import type { Facets, SavedQuery } from '../types';
import { applyCompletion, complete, facetValues } from './autocomplete';
import { caretAt } from './caret';
import { loadHistory, saveToHistory } from './history';
import { applySuggestion } from './problem';
import { SavedQueries } from './SavedQueries';
import { tokenize } from './tokenize';
import type { QueryField, QueryProblem } from './types';

interface QueryBarProps {
  /** The expression in force (the URL's `q`). */
  value: string;
  /** Runs an expression ('' for none). */
  onRun: (q: string) => void;
  /** The language's fields, for completion. */
  fields: readonly QueryField[];
  /** The page's filter values: after `field ==` the field's values are offered. */
  facets?: Facets | null;
  /** The service's refusal of `value`, shown under the bar with a mark where it went wrong. */
  problem?: QueryProblem | null;
  placeholder?: string;
  /** With `onLoadSaved`: the bar saves expressions under a name, to run over this scope (`all`, `file:<id>`). */
  saveScope?: string;
  /** Loads a saved query chosen from the bar's menu. */
  onLoadSaved?: (saved: SavedQuery) => void;
}

/**
 * The hunt language's input: the expression highlighted as it is typed (fields, operators, strings, numbers),
 * field names completed from the service's field list and values from the page's facets, Enter runs it, the
 * recent expressions of this browser a click away, and a refused expression's error with its position marked.
 */
export function QueryBar({ value, onRun, fields, facets, problem, placeholder, saveScope, onLoadSaved }: QueryBarProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // a new expression from outside (the URL changed: back, a link, a pill) replaces what is typed
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const [caret, setCaret] = useState(value.length);
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [history, setHistory] = useState(loadHistory);
  const [historyOpen, setHistoryOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const overlay = useRef<HTMLDivElement>(null);
  const historyBox = useRef<HTMLDivElement>(null);
  const pendingCaret = useRef<number | null>(null);
  // a save refused for its expression, told as a bad query is, about the text that was sent
  const [saveProblem, setSaveProblem] = useState<{ problem: QueryProblem; text: string } | null>(null);

  const tokens = useMemo(() => tokenize(draft), [draft]);
  const completion = useMemo(
    () => (listOpen ? complete(fields, draft, caret, (f) => facetValues(facets, f)) : null),
    [listOpen, fields, draft, caret, facets],
  );
  const items = completion?.items ?? [];
  const expanded = items.length > 0;

  useLayoutEffect(() => {
    const at = pendingCaret.current;
    if (at === null || !input.current) return;
    pendingCaret.current = null;
    input.current.setSelectionRange(at, at);
  }, [draft]);

  const closeHistory = useCallback(() => setHistoryOpen(false), []);
  useDismiss(historyOpen, historyBox, closeHistory);

  const run = (text: string) => {
    const q = text.trim();
    setSaveProblem(null);
    setDraft(q);
    setListOpen(false);
    setActive(-1);
    if (q !== '') setHistory(saveToHistory(q));
    onRun(q);
  };

  const accept = (index: number) => {
    if (!completion || !items[index]) return;
    const next = applyCompletion(draft, completion.start, completion.end, items[index].insert);
    pendingCaret.current = next.caret;
    setDraft(next.text);
    setCaret(next.caret);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!listOpen) setListOpen(true);
      else if (expanded) setActive((a) => (a + 1) % items.length);
    } else if (e.key === 'ArrowUp' && expanded) {
      e.preventDefault();
      setActive((a) => (a <= 0 ? items.length - 1 : a - 1));
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      accept(active);
    } else if (e.key === 'Escape' && (expanded || listOpen)) {
      e.preventDefault();
      e.stopPropagation();
      setListOpen(false);
      setActive(-1);
    }
  };

  const track = () => setCaret(input.current?.selectionStart ?? draft.length);
  const syncScroll = () => {
    if (overlay.current && input.current) overlay.current.scrollLeft = input.current.scrollLeft;
  };

  const listId = `${id}-fields`;
  const errorId = `${id}-error`;
  const shownProblem = saveProblem?.problem ?? problem ?? null;
  const problemText = saveProblem?.text ?? value;
  const mark = shownProblem && typeof shownProblem.position === 'number' ? caretAt(problemText, shownProblem.position) : null;

  return (
    <div className="query-bar" data-testid="query-bar">
      <form
        className="query-form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          run(draft);
        }}
      >
        <label htmlFor={`${id}-input`} className="query-label">
          Query
        </label>
        <div className={`query-input-wrap${shownProblem ? ' invalid' : ''}`}>
          <div className="query-highlight" ref={overlay} aria-hidden="true" data-testid="query-highlight">
            {tokens.map((t) => (
              <span key={t.start} className={`qt qt-${t.kind}${t.unterminated ? ' qt-unterminated' : ''}`}>
                {t.text}
              </span>
            ))}
            {' '}
          </div>
          <input
            ref={input}
            id={`${id}-input`}
            className="query-input"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            aria-invalid={shownProblem ? true : undefined}
            aria-describedby={shownProblem ? errorId : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder ?? 'app == "YouTube" && bytes > 1M'}
            value={draft}
            onChange={(e) => {
              setDraft(e.target.value);
              setSaveProblem(null);
              setCaret(e.target.selectionStart ?? e.target.value.length);
              setListOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onKeyUp={track}
            onClick={track}
            onSelect={track}
            onScroll={syncScroll}
            onBlur={() => setListOpen(false)}
            data-testid="query-input"
          />
          {expanded && (
            <ul className="query-completions" id={listId} role="listbox" aria-label="Completions" data-testid="query-completions">
              {items.map((item, i) => (
                <li
                  key={item.label}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  className={i === active ? 'active' : undefined}
                  // keeps the focus in the input, which the blur would close the list for
                  onMouseDown={(e) => {
                    e.preventDefault();
                    accept(i);
                  }}
                  data-testid="query-completion"
                >
                  <span className="mono">{item.label}</span>
                  {item.detail && <span className="muted small"> {item.detail}</span>}
                </li>
              ))}
            </ul>
          )}
        </div>
        <button type="submit" className="primary" data-testid="query-run">
          Run
        </button>
        {value !== '' && (
          <button type="button" onClick={() => run('')} data-testid="query-clear">
            Clear
          </button>
        )}
        <div className="dropdown" ref={historyBox}>
          <button
            type="button"
            aria-haspopup="menu"
            aria-expanded={historyOpen}
            disabled={history.length === 0}
            title={history.length === 0 ? 'No query run in this browser yet' : 'Recent queries of this browser'}
            onClick={() => setHistoryOpen(!historyOpen)}
            data-testid="query-history"
          >
            Recent
          </button>
          {historyOpen && (
            <div className="dropdown-menu align-right query-history" role="menu" data-testid="query-history-items">
              {history.map((h) => (
                <button
                  key={h}
                  type="button"
                  role="menuitem"
                  className="menu-button mono"
                  onClick={() => {
                    setHistoryOpen(false);
                    run(h);
                  }}
                >
                  {h}
                </button>
              ))}
            </div>
          )}
        </div>
        {saveScope && onLoadSaved && (
          <SavedQueries draft={draft} scope={saveScope} onLoad={onLoadSaved} onRefused={(p, text) => setSaveProblem({ problem: p, text })} />
        )}
      </form>
      {shownProblem && (
        <div className="query-error" id={errorId} role="alert" data-testid="query-error">
          <div>{shownProblem.detail ?? shownProblem.title ?? 'The query cannot be read.'}</div>
          {mark && (
            <pre className="query-caret" data-testid="query-caret">
              {mark.before}
              <mark data-testid="query-caret-mark">{mark.at === '' ? ' ' : mark.at}</mark>
              {mark.after}
              {'\n'}
              {' '.repeat(mark.before.length)}^
            </pre>
          )}
          {shownProblem.expected && <div className="muted">Expected: {shownProblem.expected}</div>}
          {shownProblem.suggestions && shownProblem.suggestions.length > 0 && (
            <div className="query-suggestions">
              Did you mean{' '}
              {shownProblem.suggestions.map((s) => (
                <button
                  key={s}
                  type="button"
                  className="link-button mono"
                  onClick={() => run(typeof shownProblem.position === 'number' ? applySuggestion(problemText, shownProblem.position, s) : s)}
                  data-testid="query-suggestion"
                >
                  {s}
                </button>
              ))}
              ?
            </div>
          )}
        </div>
      )}
    </div>
  );
}
