// The tags bar store and the session store's bookkeeping.
import { describe, expect, it, beforeEach } from 'vitest';
import { TagsStore } from '@app/stores/TagsStore';
import { SessionStore } from '@app/stores/SessionStore';
import type { Envelope } from '@core/api/envelope';
import { oauthApi } from '@core/api/oauth';

describe('tags of visited pages', () => {
  let tags: TagsStore;
  beforeEach(() => {
    tags = new TagsStore([{ path: '/home', title: 'layout.home' }]);
  });

  it('adds a view once per path', () => {
    tags.add({ path: '/a', title: 'A' });
    tags.add({ path: '/a', title: 'A again' });
    expect(tags.views.map((v) => v.path)).toEqual(['/home', '/a']);
  });

  it('never closes the affix home view', () => {
    expect(tags.close('/home', '/home')).toBeNull();
    expect(tags.views).toHaveLength(1);
  });

  it('moves to the neighbour when the active view closes', () => {
    tags.add({ path: '/a', title: 'A' });
    tags.add({ path: '/b', title: 'B' });
    expect(tags.close('/b', '/b')).toBe('/a');
    expect(tags.close('/a', '/home')).toBeNull();
    expect(tags.views.map((v) => v.path)).toEqual(['/home']);
  });

  it('closes others and all, keeping affix views', () => {
    tags.add({ path: '/a', title: 'A' });
    tags.add({ path: '/b', title: 'B' });
    tags.closeOthers('/b');
    expect(tags.views.map((v) => v.path)).toEqual(['/home', '/b']);
    expect(tags.closeAll()).toBe('/home');
    expect(tags.views.map((v) => v.path)).toEqual(['/home']);
  });
});

describe('session store', () => {
  const answers: Record<string, Envelope<unknown>> = {};
  const transport = async <T,>(_method: string, url: string) => (answers[url] ?? { code: 500, msg: 'x', data: null }) as Envelope<T>;

  beforeEach(() => {
    localStorage.clear();
    for (const key of Object.keys(answers)) delete answers[key];
  });

  it('keeps the token under kiln_token after sign-in and forgets it on reset', async () => {
    answers['/api/oauth/Login'] = { code: 200, msg: '', data: { token: 'Bearer t', theme: 'classic' } };
    const session = new SessionStore(oauthApi(transport));
    await session.login({ account: 'admin', password: 'x' });
    expect(localStorage.getItem('kiln_token')).toBe('Bearer t');
    expect(session.signedIn).toBe(true);
    session.reset();
    expect(localStorage.getItem('kiln_token')).toBeNull();
  });

  it('treats a CurrentUser answer without user info as a failed verification', async () => {
    answers['/api/oauth/CurrentUser'] = { code: 200, msg: '', data: {} };
    const session = new SessionStore(oauthApi(transport));
    expect(await session.loadCurrentUser()).toEqual({ ok: false, error: null });
  });

  it('stores the lock flag only when the server locked the session', async () => {
    const session = new SessionStore(oauthApi(transport));
    expect(await session.lock()).toBe(false);
    answers['/api/oauth/LockScreen/Actions/Lock'] = { code: 200, msg: '', data: null };
    expect(await session.lock()).toBe(true);
    expect(localStorage.getItem('kiln_locked')).toBe('1');
  });
});
