// How this tab authenticates to the API when the service asks for it (docs/security.md, Authentication): with an API token
// the user typed into the sign-in view, or through the OpenID Connect sign-in the service offers. The token lives
// in sessionStorage, so it survives a reload but goes with the tab, and is never written anywhere else.
import type { Problem } from '../types';

/** The part of the Web Storage API the token needs. */
export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface AccessState {
  /** The API token every request carries; null for none. */
  readonly token: string | null;
  /**
   * The service asked for credentials this tab does not have (or refused the token it sent): the UI shows the
   * sign-in view instead of its pages. `refused` tells whether a token was sent and turned down.
   */
  readonly signIn: { readonly refused: boolean } | null;
}

const KEY = 'pcaplens.apiToken';

export class Access {
  private state: AccessState;
  private readonly listeners = new Set<() => void>();

  /** `storage` null: the token is kept for this page only; `goTo` opens a sign-in address. */
  constructor(
    private readonly storage: TokenStorage | null,
    private readonly goTo: (address: string) => void,
  ) {
    this.state = { token: this.read(), signIn: null };
  }

  snapshot = (): AccessState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The headers a request to the API carries for `token` (the one held unless given). */
  headers(token: string | null = this.state.token): Record<string, string> {
    return token ? { Authorization: `Bearer ${token}` } : {};
  }

  /** Keeps `token` for this tab and shows the pages again. */
  signIn(token: string): void {
    this.write(token);
    this.set({ token, signIn: null });
  }

  /** Forgets the token; the service will ask for one again, so the sign-in view shows at once. */
  signOut(): void {
    this.write(null);
    this.set({ token: null, signIn: { refused: false } });
  }

  /**
   * The service answered 401 to a request that carried `sent` (null: no token). With OpenID Connect the problem
   * names where browsers sign in, and the tab goes there; otherwise a refused token is forgotten and the sign-in
   * view asks for one. A late answer to a token already replaced changes nothing.
   */
  unauthorized(problem: Problem | null, sent: string | null): void {
    if (problem?.login) {
      this.goTo(problem.login);
      return;
    }
    if (sent !== this.state.token) return;
    if (sent) this.write(null);
    this.set({ token: null, signIn: { refused: sent !== null } });
  }

  /** The message for a 403: the caller is known, its role is too weak. */
  forbidden(problem: Problem | null): string {
    const who = this.state.token ? "Your token's role" : 'Your role';
    return `${who} may not do this.${problem?.detail ? ` ${problem.detail}` : ''}`;
  }

  private set(next: AccessState): void {
    if (next.token === this.state.token && next.signIn?.refused === this.state.signIn?.refused) return;
    this.state = next;
    this.listeners.forEach((l) => l());
  }

  private read(): string | null {
    try {
      return this.storage?.getItem(KEY) || null;
    } catch {
      return null;
    }
  }

  private write(token: string | null): void {
    try {
      if (token) this.storage?.setItem(KEY, token);
      else this.storage?.removeItem(KEY);
    } catch {
      // storage refused (disabled, full): the token still works until the page goes
    }
  }
}

/** The tab's sessionStorage, or null where there is none (tests, a browser that forbids it). */
function tabStorage(): TokenStorage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

/** The one Access of the page; the API client reads it for every request. */
export const access = new Access(tabStorage(), (address) => window.location.assign(address));
