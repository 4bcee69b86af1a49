// The signed-in session: token, lock flag and what CurrentUser returned.
// Spec 01 §4: login, server info, logout, lock and unlock.
import { makeAutoObservable, runInAction } from 'mobx';
import type { Envelope } from '@core/api/envelope';
import type { CurrentUserData, LoginForm, LoginResult, MenuEntry, OauthApi, UnlockForm } from '@core/api/oauth';
import { flattenTree } from '@core/tree';
import { storage, storageKeys } from '../storage';

/** Menu type 1: a directory, which only groups entries. */
const directoryType = 1;

export type LoadResult = { ok: true } | { ok: false; error: string | null };

export class SessionStore {
  token: string | null = storage.get(storageKeys.token);
  locked = storage.get(storageKeys.locked) === '1';
  current: CurrentUserData | null = null;
  /** Set by a sign-in, consumed by the layout's last-login notice. */
  justSignedIn = false;
  /** While our own sign-out runs: the server's logout push on the socket is then expected, not news. */
  endingSession = false;

  /** `onSignIn` hears each successful login answer (the layout comes from its theme). */
  constructor(
    private readonly oauth: OauthApi,
    private readonly onSignIn: (result: LoginResult) => void = () => undefined,
  ) {
    makeAutoObservable<SessionStore, 'oauth' | 'onSignIn'>(this, { oauth: false, onSignIn: false });
  }

  get signedIn(): boolean {
    return Boolean(this.token);
  }

  get menuLoaded(): boolean {
    return this.current !== null;
  }

  get userInfo() {
    return this.current?.userInfo ?? null;
  }

  /** The current application's entries that lead somewhere (not directories), in menu order. */
  get routes(): MenuEntry[] {
    return flattenTree(this.current?.menuList ?? []).filter((entry) => entry.type !== directoryType);
  }

  setToken(token: string): void {
    this.token = token;
    storage.set(storageKeys.token, token);
  }

  async login(form: LoginForm): Promise<Envelope<LoginResult>> {
    const result = await this.oauth.login(form);
    if (result.code === 200) {
      runInAction(() => {
        this.setToken(result.data.token);
        this.setLocked(false);
        this.current = null;
        this.justSignedIn = true;
      });
      this.onSignIn(result.data);
    }
    return result;
  }

  /** Fetches the server info; an answer without it is a failed verification. */
  async loadCurrentUser(): Promise<LoadResult> {
    const result = await this.oauth.currentUser();
    if (result.code !== 200) return { ok: false, error: typeof result.msg === 'string' ? result.msg : null };
    if (!result.data?.userInfo) return { ok: false, error: null };
    runInAction(() => {
      this.current = result.data;
    });
    return { ok: true };
  }

  consumeJustSignedIn(): boolean {
    const value = this.justSignedIn;
    this.justSignedIn = false;
    return value;
  }

  async logout(): Promise<void> {
    this.endingSession = true;
    await this.oauth.logout();
    this.reset();
  }

  async lock(): Promise<boolean> {
    const result = await this.oauth.lock();
    if (result.code !== 200) return false;
    this.setLocked(true);
    return true;
  }

  async unlock(form: UnlockForm): Promise<boolean> {
    const result = await this.oauth.unlock(form);
    if (result.code !== 200) return false;
    this.setLocked(false);
    return true;
  }

  setLocked(locked: boolean): void {
    this.locked = locked;
    if (locked) storage.set(storageKeys.locked, '1');
    else storage.remove(storageKeys.locked);
  }

  /** Forget everything about the session (sign-out, expiry, failed verification). */
  reset(): void {
    this.token = null;
    this.current = null;
    this.justSignedIn = false;
    this.endingSession = false;
    storage.remove(storageKeys.token);
    this.setLocked(false);
  }
}
