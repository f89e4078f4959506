// What the flow view shows of a flow, worked out here so it can be tested without a browser.
import type { Flow, FlowLabel } from '../types';

/** The labels a flow went through with their packets, in the order its rows began: "TCP 119 · HTTP 14". */
export function labelSummary(labels: readonly FlowLabel[]): string {
  return labels.map((l) => `${l.protocol} ${l.packets.toLocaleString('en-US')}`).join(' · ');
}

/** How the initiator (the src side) was told, in words. */
export function initiatorNote(flow: Pick<Flow, 'initiator'>): string {
  return flow.initiator === 'SYN' ? 'sent the first SYN' : 'sent the first packet (no SYN captured)';
}
