/** One "Label: value" of a header's line of facts. */
export function Fact({ label, value, testId, mono }: { label: string; value: string; testId?: string; mono?: boolean }) {
  return (
    <span className="fact">
      <span className="fact-label">{label}</span>
      <span className={mono ? 'fact-value mono small' : 'fact-value'} data-testid={testId}>
        {value}
      </span>
    </span>
  );
}
