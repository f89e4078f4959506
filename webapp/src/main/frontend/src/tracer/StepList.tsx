import { useEffect, useRef } from 'react';
import { Pager } from '../components/Pager';
import { formatCount, timeOfDay, truncate } from '../format';
import { resources } from '../api';
import { ExpertBadges } from '../components/detail/ExpertBadges';
import { useApi } from '../hooks/useApi';
import type { Id, TraceStep } from '../types';
import { pageCount } from './stepPages';
import { DirectionArrow } from './StepSummary';

/** Info longer than this is cut in the list; the whole text is the cell's tooltip. */
const LIST_INFO_CHARS = 90;

interface StepListProps {
  /** The steps of the page shown; undefined while it is fetched. */
  steps: readonly TraceStep[] | undefined;
  /** The traced row: steps of the connection's other rows are marked as such. */
  tracedRow: number;
  /** The page shown, from 0. */
  page: number;
  total: number | null;
  current: number;
  onPage: (page: number) => void;
  onJump: (index: number) => void;
  /** The traced conversation, whose connection's Expert Info badges the steps. */
  conversationId?: Id;
}

/**
 * Spec 10.6 item 8: one page of the conversation's steps (index, direction, protocol, size, time of day, cut
 * Info) and the row each belongs to (dimmed when it is not the traced one); a click on a row jumps there. Only the page shown is in the DOM, however long the conversation.
 */
export function StepList({ steps, tracedRow, page, total, current, onPage, onJump, conversationId }: StepListProps) {
  const frames = (steps ?? []).map((s) => s.frameNumber);
  const expert = useApi(conversationId !== undefined && frames.length > 0 ? resources.expert(conversationId, Math.min(...frames), Math.max(...frames)) : null);
  const expertOf = new Map((expert.data?.frames ?? []).map((f) => [f.frameNumber, f.expert]));
  const box = useRef<HTMLDivElement>(null);
  const currentRow = useRef<HTMLTableRowElement>(null);

  // keep the current step's row in view inside the list's own scroll area, without scrolling the page
  useEffect(() => {
    const row = currentRow.current;
    const area = box.current;
    if (!row || !area) return;
    const head = area.querySelector('thead')?.getBoundingClientRect().height ?? 0;
    const top = row.offsetTop - head;
    const bottom = row.offsetTop + row.offsetHeight;
    if (top < area.scrollTop) area.scrollTop = top;
    else if (bottom > area.scrollTop + area.clientHeight) area.scrollTop = bottom - area.clientHeight;
  }, [current, steps]);

  return (
    <section className="step-list" aria-label="Packets of the conversation">
      {total !== null && pageCount(total) > 1 && (
        <Pager page={page + 1} totalPages={pageCount(total)} total={total} noun="packets" onPage={(p) => onPage(p - 1)} testIdPrefix="steps-page" />
      )}
      <div className="table-scroll step-list-scroll" ref={box}>
        <table className="grid steps" data-testid="step-list">
          <thead>
            <tr>
              <th className="num">#</th>
              <th aria-label="Direction">Dir</th>
              <th>Protocol</th>
              <th title="The conversation row the packet belongs to">Row</th>
              <th className="num">Size</th>
              <th title="Local time of day">Time</th>
              <th>Info</th>
            </tr>
          </thead>
          <tbody>
            {!steps && (
              <tr>
                <td colSpan={7} className="empty-cell">
                  Loading packets…
                </td>
              </tr>
            )}
            {steps?.map((s) => {
              const isCurrent = s.index === current;
              return (
                <tr
                  key={s.index}
                  ref={isCurrent ? currentRow : undefined}
                  className={`clickable${isCurrent ? ' selected' : ''}`}
                  onClick={() => onJump(s.index)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      onJump(s.index);
                    }
                  }}
                  tabIndex={0}
                  aria-current={isCurrent ? 'step' : undefined}
                  data-testid="step-row"
                  data-step-index={s.index}
                  data-direction={s.direction}
                  title={`frame ${s.frameNumber}`}
                >
                  <td className="num">{formatCount(s.index)}</td>
                  <td className="dir">
                    <DirectionArrow direction={s.direction} />
                  </td>
                  <td>
                    <span data-testid="step-protocol">{s.protocol}</span>{' '}
                    <ExpertBadges entries={expertOf.get(s.frameNumber) ?? []} />
                  </td>
                  <td
                    className={s.conversationId === tracedRow ? 'step-row-own' : 'step-row-other'}
                    title={s.conversationId === tracedRow ? 'the traced row' : `row ${s.conversationId} of the same connection`}
                    data-testid="step-row-label"
                    data-conversation-id={s.conversationId}
                  >
                    {s.rowProtocol}
                  </td>
                  <td className="num">{formatCount(s.size)}</td>
                  <td className="time" title={s.timestamp}>
                    {timeOfDay(s.timestamp)}
                  </td>
                  <td className="info" title={s.info} data-testid="step-info">
                    {truncate(s.info, LIST_INFO_CHARS)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
