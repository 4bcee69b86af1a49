// The route guard, one test per rule of spec 01 §2.3.
import { describe, expect, it } from 'vitest';
import { decideNavigation, type GuardState } from '@app/router/guard';

const signedIn: GuardState = { token: 'Bearer t1', locked: false, menuLoaded: true };
const signedOut: GuardState = { token: null, locked: false, menuLoaded: false };
const to = (pathname: string, search = '') => ({ pathname, search });

describe('route guard', () => {
  it('rule 1: sends a signed-in user opening /login to /', () => {
    expect(decideNavigation(signedIn, to('/login'))).toEqual({ action: 'redirect', to: '/' });
  });

  it('rule 2: forces a locked session to /lockScreen, and lets it stay there', () => {
    const locked = { ...signedIn, locked: true };
    expect(decideNavigation(locked, to('/home'))).toEqual({ action: 'redirect', to: '/lockScreen' });
    expect(decideNavigation(locked, to('/lockScreen'))).toEqual({ action: 'allow' });
  });

  it('rule 3: sends a visitor to /login with the wanted path, but lets public paths through', () => {
    expect(decideNavigation(signedOut, to('/profile', '?tab=1'))).toEqual({ action: 'redirect', to: '/login?redirect=%2Fprofile%3Ftab%3D1' });
    expect(decideNavigation(signedOut, to('/lockScreen'))).toEqual({ action: 'redirect', to: '/login?redirect=%2FlockScreen' });
    for (const path of ['/login', '/sso', '/auth-redirect', '/formShortLink']) {
      expect(decideNavigation(signedOut, to(path))).toEqual({ action: 'allow' });
    }
  });

  it('rule 4: adopts the token of a /workFlowDetail link when it differs', () => {
    expect(decideNavigation(signedOut, to('/workFlowDetail', '?token=Bearer%20t2'))).toEqual({ action: 'adoptToken', token: 'Bearer t2' });
    expect(decideNavigation(signedIn, to('/workFlowDetail', '?token=Bearer%20t1'))).toEqual({ action: 'allow' });
  });

  it('rule 5: loads the user and menu first when a token has no menu yet', () => {
    expect(decideNavigation({ ...signedIn, menuLoaded: false }, to('/home'))).toEqual({ action: 'loadUser' });
  });

  it('rule 6: otherwise allows the page (whose title the layout then sets)', () => {
    expect(decideNavigation(signedIn, to('/home'))).toEqual({ action: 'allow' });
  });
});
