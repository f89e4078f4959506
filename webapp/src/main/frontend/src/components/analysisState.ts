/** An upload's analysis state as the end of a sentence: "waiting to be analysed", "being analysed". */
export function analysisState(status: string): string {
  if (status === 'QUEUED') return 'waiting to be analysed';
  if (status === 'ANALYZING') return 'being analysed';
  return status === 'COMPLETED' ? 'analysed' : 'analysis failed';
}
