import { resources } from '../api';
import { useApi } from '../hooks/useApi';
import { access } from './access';
import { useAccess } from './useAccess';

/** In the header while the tab holds an API token: the token's role, as the service tells it, and signing out. */
export function CallerBadge() {
  const { token, signIn } = useAccess();
  const held = token !== null && signIn === null;
  const caller = useApi(held ? resources.caller : null);
  if (!held) return null;
  const role = caller.data?.role;
  return (
    <div className="caller" data-testid="caller">
      <span title={caller.data?.name ?? undefined} data-testid="caller-role" data-role={role ?? ''}>
        {role ? `Token role: ${role}` : 'Signed in with a token'}
      </span>
      <button type="button" className="link-button" onClick={() => access.signOut()} data-testid="sign-out">
        Sign out
      </button>
    </div>
  );
}
