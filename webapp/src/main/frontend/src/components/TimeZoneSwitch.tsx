import { setTimeZone, useTimeZone, zoneLabel, type TimeZoneChoice } from '../timeZone';

const CHOICES: { choice: TimeZoneChoice; label: string }[] = [
  { choice: 'utc', label: 'UTC' },
  { choice: 'local', label: 'Local' },
];

/** Shows every time in UTC or in the browser's zone, and says which zone that is. */
export function TimeZoneSwitch() {
  const zone = useTimeZone();
  return (
    <div className="zone-switch" role="group" aria-label="Time zone" data-testid="zone-switch" data-zone={zone}>
      {CHOICES.map(({ choice, label }) => (
        <button key={choice} type="button" aria-pressed={zone === choice} className={zone === choice ? 'on' : undefined} onClick={() => setTimeZone(choice)} data-testid={`zone-${choice}`}>
          {label}
        </button>
      ))}
      <span className="zone-label" data-testid="zone-label">
        {zoneLabel(zone)}
      </span>
    </div>
  );
}
