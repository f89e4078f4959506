import { describe, expect, it } from 'vitest';
import { rowsOfFlows, toggleFlowColumn } from './flowColumns';

describe('the flow view columns and selection', () => {
  const known = ['initiator', 'responder', 'bytesOut'];
  it('hides and shows a column, never the last one', () => {
    expect(toggleFlowColumn([], 'bytesOut', known)).toEqual(['bytesOut']);
    expect(toggleFlowColumn(['bytesOut'], 'bytesOut', known)).toEqual([]);
    expect(toggleFlowColumn(['initiator', 'responder'], 'bytesOut', known)).toEqual(['initiator', 'responder']);
  });

  it('exports the rows of the ticked flows', () => {
    const flows = [{ id: 3, conversationIds: [3, 9] }, { id: 4, conversationIds: [4] }, { id: 5, conversationIds: [5, 6] }];
    expect(rowsOfFlows(flows, new Set([3, 5]))).toEqual([3, 9, 5, 6]);
  });
});
