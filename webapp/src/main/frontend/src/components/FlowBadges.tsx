import { isAppGuess, type Conversation } from '../types';

export const GUESS_TITLE = 'classified by port/IP, not by inspection';

/**
 * The application nDPI named; in italics with a tooltip when it was guessed (by port, IP, …) rather than
 * found by inspecting the payload. Renders nothing when there is no application.
 */
export function AppName({ conv }: { conv: Pick<Conversation, 'appName' | 'dpiConfidence'> }) {
  if (!conv.appName) return null;
  const guess = isAppGuess(conv);
  return (
    <span
      className={guess ? 'app-name guess' : 'app-name'}
      data-testid="app-name"
      data-guess={guess ? 'true' : 'false'}
      data-confidence={conv.dpiConfidence}
      title={guess ? GUESS_TITLE : conv.dpiConfidence ? `classified by ${conv.dpiConfidence}` : undefined}
    >
      {conv.appName}
    </span>
  );
}

/** One small badge per flow risk (nDPI), in the order sent. */
export function RiskBadges({ risks }: { risks?: string[] | null }) {
  if (!risks || risks.length === 0) return null;
  return (
    <>
      {risks.map((r, i) => (
        <span key={`${i}:${r}`} className="badge risk" data-testid="risk-badge">
          {r}
        </span>
      ))}
    </>
  );
}
