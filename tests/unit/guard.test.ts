// The route guard, one test per rule of spec 01 §2.3.
import { describe, expect, it } from 'vitest';
import { decideNavigation, type GuardState } from '@app/router/guard';
import { isRedirectPath, redirectTarget } from '@app/router/redirect';
import { externalLinkAddress } from '@app/router/externalLink';
import { readWorkFlowLink } from '@app/router/workFlowLink';

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

  it('rule 4: reads a token with or without its Bearer prefix as the same session, and comes before the lock', () => {
    expect(decideNavigation(signedIn, to('/workFlowDetail', '?token=t1'))).toEqual({ action: 'allow' });
    expect(decideNavigation({ ...signedIn, locked: true }, to('/workFlowDetail', '?token=t9&config=x'))).toEqual({ action: 'adoptToken', token: 't9' });
    expect(decideNavigation(signedIn, to('/workFlowDetail', '?token='))).toEqual({ action: 'allow' });
    expect(decideNavigation(signedIn, to('/home', '?token=t9'))).toEqual({ action: 'allow' });
  });

  it('rule 5: loads the user and menu first when a token has no menu yet', () => {
    expect(decideNavigation({ ...signedIn, menuLoaded: false }, to('/home'))).toEqual({ action: 'loadUser' });
  });

  it('rule 6: otherwise allows the page (whose title the layout then sets)', () => {
    expect(decideNavigation(signedIn, to('/home'))).toEqual({ action: 'allow' });
  });
});

describe('/redirect', () => {
  it('re-enters the path after /redirect with its query', () => {
    expect(redirectTarget('/redirect/system/user', '?page=2')).toBe('/system/user?page=2');
    expect(redirectTarget('/redirect', '')).toBe('/home');
  });

  it('decodes a path the tags bar encoded whole because it holds a colon', () => {
    const encoded = `/redirect${encodeURIComponent('/model:orders')}`;
    expect(isRedirectPath(encoded)).toBe(true);
    expect(redirectTarget(encoded, '')).toBe('/model:orders');
    expect(redirectTarget(`/redirect/${encodeURIComponent('/model:orders')}`, '?a=1')).toBe('/model:orders?a=1');
  });

  it('never loops back into /redirect, and tells other paths apart', () => {
    expect(redirectTarget('/redirect/redirect/home', '')).toBe('/home');
    expect(isRedirectPath('/redirected')).toBe(false);
    expect(isRedirectPath('/system/user')).toBe(false);
  });
});

describe('/externalLink', () => {
  const token = 'Bearer tok 1';
  it('frames a URL-encoded or a Base64-encoded (JNPF) address, placeholders filled in', () => {
    expect(externalLinkAddress('https://example.org/a?b=1', token)).toBe('https://example.org/a?b=1');
    expect(externalLinkAddress(btoa('https://example.org/report'), token)).toBe('https://example.org/report');
    expect(externalLinkAddress('${dataV}/view/1?token=${jnpfToken}', token)).toBe('/DataV/view/1?token=tok%201');
  });

  it('frames nothing without an address, or for an address that is not a web one', () => {
    expect(externalLinkAddress(null, token)).toBeNull();
    expect(externalLinkAddress('  ', token)).toBeNull();
    expect(externalLinkAddress('javascript:alert(1)', token)).toBeNull();
    expect(externalLinkAddress(btoa('javascript:alert(1)'), token)).toBeNull();
    expect(externalLinkAddress('//evil.example/x', token)).toBeNull();
  });
});

describe('/workFlowDetail', () => {
  it("reads the task a workflow message's Base64 config names", () => {
    const config = btoa(JSON.stringify({ processId: 'p1', flowId: 'f1', type: 2, taskNodeId: 'n1', taskOperatorId: 'o1' }));
    expect(readWorkFlowLink(config)).toEqual({ processId: 'p1', flowId: 'f1', type: 2, taskNodeId: 'n1', taskOperatorId: 'o1' });
    expect(readWorkFlowLink(null)).toBeNull();
    expect(readWorkFlowLink('not base64 json')).toBeNull();
    expect(readWorkFlowLink(btoa('[1,2]'))).toBeNull();
  });
});
