import { useEffect, useState, type FormEvent } from 'react';
import { ApiError, callerOf, errorMessage } from '../api';
import { access } from './access';

/**
 * Shown instead of the pages while the service asks for an API token and offers no sign-in of its own: the token
 * is checked with the service (GET /caller) before the tab keeps it. The field is a password field that offers
 * no completion, so the secret is neither shown nor remembered by the browser's form history.
 */
export function TokenSignIn({ refused }: { refused: boolean }) {
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(
    refused ? 'The service refused the token: it is unknown or was revoked. Sign in with another one.' : null,
  );

  useEffect(() => {
    document.title = 'pcaplens: sign in';
  }, []);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const candidate = token.trim();
    if (!candidate) return;
    setBusy(true);
    setError(null);
    try {
      await callerOf(candidate);
      access.signIn(candidate);
    } catch (err) {
      setError(
        err instanceof ApiError && err.status === 401
          ? 'The service does not know this token, or it was revoked.'
          : `Could not check the token: ${errorMessage(err)}`,
      );
      setBusy(false);
    }
  }

  return (
    <section className="sign-in" data-testid="token-sign-in">
      <h1 className="page-title">Sign in</h1>
      <p>
        This service asks for an API token. Paste one an admin gave you (<code>pcaplens_…</code>); it is kept in this
        browser tab only, and forgotten when you sign out or close the tab.
      </p>
      <form onSubmit={(e) => void submit(e)} autoComplete="off" data-testid="token-form">
        <label className="sign-in-field">
          <span className="label-text">API token</span>
          <input
            type="password"
            name="api-token"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="off"
            value={token}
            onChange={(e) => setToken(e.target.value)}
            required
            data-testid="token-input"
          />
        </label>
        <button type="submit" className="primary" disabled={busy || !token.trim()} data-testid="token-submit">
          {busy ? 'Checking…' : 'Sign in'}
        </button>
      </form>
      {error && (
        <div className="alert alert-error" role="alert" data-testid="token-error">
          {error}
        </div>
      )}
    </section>
  );
}
