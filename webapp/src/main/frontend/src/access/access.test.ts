import { describe, expect, it, vi } from 'vitest';
import { Access, type TokenStorage } from './access';

/** A sessionStorage stand-in that shows what was written. */
function memoryStorage(initial: Record<string, string> = {}): TokenStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

const TOKEN = 'pcaplens_viewerSecret';

describe('Access', () => {
  it('starts with the token the tab kept, and sends it as a Bearer header', () => {
    const a = new Access(memoryStorage({ 'pcaplens.apiToken': TOKEN }), vi.fn());
    expect(a.snapshot()).toEqual({ token: TOKEN, signIn: null });
    expect(a.headers()).toEqual({ Authorization: `Bearer ${TOKEN}` });
    expect(a.headers('other')).toEqual({ Authorization: 'Bearer other' });
  });

  it('sends no header without a token', () => {
    const a = new Access(memoryStorage(), vi.fn());
    expect(a.headers()).toEqual({});
  });

  it('keeps a token signed in with in the storage, and forgets it on sign-out', () => {
    const storage = memoryStorage();
    const a = new Access(storage, vi.fn());
    a.signIn(TOKEN);
    expect(storage.items.get('pcaplens.apiToken')).toBe(TOKEN);
    expect(a.snapshot()).toEqual({ token: TOKEN, signIn: null });

    a.signOut();
    expect(storage.items.size).toBe(0);
    expect(a.snapshot()).toEqual({ token: null, signIn: { refused: false } });
  });

  it('asks for a token when the service refuses a tab without one', () => {
    const goTo = vi.fn();
    const a = new Access(memoryStorage(), goTo);
    a.unauthorized({ status: 401, detail: 'This address needs an API token' }, null);
    expect(a.snapshot().signIn).toEqual({ refused: false });
    expect(goTo).not.toHaveBeenCalled();
  });

  it('forgets a token the service refuses and says so', () => {
    const storage = memoryStorage({ 'pcaplens.apiToken': TOKEN });
    const a = new Access(storage, vi.fn());
    a.unauthorized({ status: 401 }, TOKEN);
    expect(a.snapshot()).toEqual({ token: null, signIn: { refused: true } });
    expect(storage.items.size).toBe(0);
  });

  it('ignores a late refusal of a token already replaced', () => {
    const a = new Access(memoryStorage({ 'pcaplens.apiToken': 'old' }), vi.fn());
    a.signIn(TOKEN);
    a.unauthorized({ status: 401 }, 'old');
    expect(a.snapshot()).toEqual({ token: TOKEN, signIn: null });
  });

  it('goes to the OpenID Connect sign-in when the service names one, without asking for a token', () => {
    const goTo = vi.fn();
    const a = new Access(memoryStorage(), goTo);
    a.unauthorized({ status: 401, login: '/login' }, null);
    expect(goTo).toHaveBeenCalledWith('/login');
    expect(a.snapshot().signIn).toBeNull();
  });

  it('tells listeners of each change, and only of changes', () => {
    const a = new Access(memoryStorage(), vi.fn());
    const listener = vi.fn();
    const stop = a.subscribe(listener);
    a.unauthorized({}, null);
    a.unauthorized({}, null);
    expect(listener).toHaveBeenCalledTimes(1);
    a.signIn(TOKEN);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    a.signOut();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the token for the page when the storage refuses it', () => {
    const refusing: TokenStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    const a = new Access(refusing, vi.fn());
    expect(a.snapshot().token).toBeNull();
    a.signIn(TOKEN);
    expect(a.headers()).toEqual({ Authorization: `Bearer ${TOKEN}` });
  });

  it("names the token's role in a refusal for a role too weak", () => {
    const a = new Access(memoryStorage({ 'pcaplens.apiToken': TOKEN }), vi.fn());
    const detail = 'This needs the analyst role; the caller\'s role is weaker.';
    expect(a.forbidden({ status: 403, detail })).toBe(`Your token's role may not do this. ${detail}`);
    expect(new Access(null, vi.fn()).forbidden(null)).toBe('Your role may not do this.');
  });
});
