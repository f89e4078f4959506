import { useCallback, useRef, useState } from 'react';
import { downloads } from '../api';
import { EyeIcon } from '../components/Icons';
import { useDownload } from '../hooks/useDownload';
import { useDismiss } from '../hooks/useDismiss';
import { Link } from '../router';
import { opensUpward, rowMenuHeight } from './menuPlacement';
import { tracerPath } from '../tracer/paths';
import { clauseFor } from '../hunt/clause';
import { huntValues, whereElsePath } from '../hunt/whereElse';
import { truncate } from '../format';
import type { Conversation } from '../types';

/** The row's PCAP downloads: its own packets (spec 10.7, first) or every packet of its transport flow. */
const PCAP_SCOPES = [
  { wholeConnection: false, label: "This row's packets", title: "Only this row's packets: the ones of its Protocol label", testId: 'row-download-pcap' },
  {
    wholeConnection: true,
    label: 'Whole connection',
    title: 'Every packet of the transport connection: all its rows, with the handshake',
    testId: 'row-download-connection',
  },
];

interface RowActionsProps {
  conv: Conversation;
  onSession: () => void;
  onDetails: () => void;
  /** Adds a hunt language clause to the page's expression ("filter on" / "exclude" a value); absent: not offered. */
  onClause?: (clause: string) => void;
}

/**
 * Spec 10.7: the eye opens the session viewer; the menu downloads this conversation's packets as a PCAP (or
 * its whole connection: every row of its transport flow) and opens it in the tracer (spec 10.6).
 */
export function RowActions({ conv, onSession, onDetails, onClause }: RowActionsProps) {
  const [open, setOpen] = useState(false);
  const [upward, setUpward] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const values = huntValues(conv);
  // the last rows' menu opens upward, so it is not cut by the window or the table's scrolling box
  const toggle = () => {
    const button = box.current?.getBoundingClientRect();
    const clip = box.current?.closest('.table-scroll')?.getBoundingClientRect();
    if (!open && button) setUpward(opensUpward(button, rowMenuHeight(values.length), window.innerHeight, clip));
    setOpen(!open);
  };
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, box, close);
  const download = useDownload();
  const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();
  // the session endpoint reassembles TCP and UDP only; rows of an unknown transport may still try
  const streamed = !conv.transport || conv.transport === 'TCP' || conv.transport === 'UDP';
  return (
    <div className="row-actions" onClick={stop} onKeyDown={stop}>
      <button
        type="button"
        className="icon-button"
        title={streamed ? 'Session reconstruction' : 'Only TCP and UDP conversations carry a stream'}
        aria-label="Open the session viewer"
        disabled={!streamed}
        onClick={onSession}
        data-testid="row-session"
      >
        <EyeIcon />
      </button>
      <div className="dropdown" ref={box}>
        <button type="button" className="icon-button" aria-haspopup="menu" aria-expanded={open} aria-label="Conversation actions" onClick={toggle} data-testid="row-menu">
          ⋮
        </button>
        {open && (
          <div className={`dropdown-menu align-right${upward ? ' drop-up' : ''}`} role="menu" data-testid="row-menu-items" data-placement={upward ? 'up' : 'down'}>
            <span className="menu-label" role="presentation">Download PCAP</span>
            {PCAP_SCOPES.map((scope) => (
              <a
                key={scope.testId}
                role="menuitem"
                href={downloads.conversationPcap(conv.id, scope.wholeConnection)}
                download
                onClick={(e) => {
                  download.follow(e);
                  setTimeout(close, 0);
                }}
                title={scope.title}
                data-testid={scope.testId}
              >
                {scope.label}
              </a>
            ))}
            <button type="button" role="menuitem" className="menu-button" disabled={!streamed} onClick={() => { close(); onSession(); }}>
              Session reconstruction
            </button>
            <button type="button" role="menuitem" className="menu-button" onClick={() => { close(); onDetails(); }}>
              Details
            </button>
            <Link role="menuitem" to={tracerPath(conv.id)} data-testid="row-trace">
              Trace conversation
            </Link>
            {values.length > 0 && (
              <span className="menu-label" role="presentation">
                Where else (every capture)
              </span>
            )}
            {values.map((v) => (
              <span key={`${v.field} ${v.value}`} className="where-else" role="presentation">
                <Link
                  role="menuitem"
                  to={whereElsePath(v.field, v.value)}
                  title={`Conversations of every capture where ${clauseFor(v.field, v.value)}`}
                  onClick={close}
                  data-testid="row-where-else"
                  data-field={v.field}
                >
                  {v.label}: {truncate(v.value, 40)}
                </Link>
                {onClause && (
                  <>
                    <button
                      type="button"
                      role="menuitem"
                      className="menu-button"
                      title={`Filter on this value: ${clauseFor(v.field, v.value)}`}
                      aria-label={`Filter on ${v.label} ${v.value}`}
                      onClick={() => {
                        close();
                        onClause(clauseFor(v.field, v.value));
                      }}
                      data-testid="row-filter-value"
                    >
                      =
                    </button>
                    <button
                      type="button"
                      role="menuitem"
                      className="menu-button"
                      title={`Exclude this value: ${clauseFor(v.field, v.value, true)}`}
                      aria-label={`Exclude ${v.label} ${v.value}`}
                      onClick={() => {
                        close();
                        onClause(clauseFor(v.field, v.value, true));
                      }}
                      data-testid="row-exclude-value"
                    >
                      ≠
                    </button>
                  </>
                )}
              </span>
            ))}
          </div>
        )}
      </div>
      {download.error && (
        <span className="field-error" role="alert" title={download.error} data-testid="row-download-error">
          Download failed
        </span>
      )}
    </div>
  );
}
