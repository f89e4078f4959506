/** The ⊘ beside a filter value that excludes it (NOT): rows with the value are left out. */
export function ExcludeButton({ value, onExclude, testId }: { value: string; onExclude: (value: string) => void; testId: string }) {
  return (
    <button
      type="button"
      className="pill-exclude"
      title={`Exclude ${value}: leave out every row with it`}
      aria-label={`Exclude ${value}`}
      onClick={() => onExclude(value)}
      data-testid={testId}
      data-exclude={value}
    >
      ⊘
    </button>
  );
}
