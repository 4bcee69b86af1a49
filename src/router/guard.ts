// The route guard of spec 01 §2.3 as a pure decision, so every rule is testable
// without a browser. The Guard component carries the decision out.

export const publicPaths: readonly string[] = ['/login', '/auth-redirect', '/sso', '/formShortLink'];

export interface GuardState {
  token: string | null;
  locked: boolean;
  menuLoaded: boolean;
}

export interface GuardTarget {
  pathname: string;
  search: string;
}

export type GuardDecision =
  | { action: 'allow' }
  | { action: 'redirect'; to: string }
  | { action: 'adoptToken'; token: string }
  | { action: 'loadUser' };

export const loginRedirect = (target: GuardTarget) =>
  `/login?redirect=${encodeURIComponent(target.pathname + target.search)}`;

const bareToken = (token: string) => token.replace(/^Bearer\s+/i, '');

export function isPublicPath(pathname: string): boolean {
  return publicPaths.includes(pathname);
}

export function decideNavigation(state: GuardState, target: GuardTarget): GuardDecision {
  const { pathname } = target;
  // Rule 4 comes first: a workflow link carrying a token signs the visitor in. The
  // same token with or without its 'Bearer ' prefix is the same session (no reload loop).
  if (pathname === '/workFlowDetail') {
    const token = new URLSearchParams(target.search).get('token')?.trim();
    if (token && bareToken(token) !== bareToken(state.token ?? '')) return { action: 'adoptToken', token };
  }
  // Rule 1.
  if (state.token && pathname === '/login') return { action: 'redirect', to: '/' };
  // Rule 2.
  if (state.token && state.locked && pathname !== '/lockScreen') return { action: 'redirect', to: '/lockScreen' };
  // Rule 3.
  if (!state.token) return isPublicPath(pathname) ? { action: 'allow' } : { action: 'redirect', to: loginRedirect(target) };
  // Rule 5.
  if (!state.menuLoaded && !isPublicPath(pathname)) return { action: 'loadUser' };
  // Rule 6 (the title) is set by the layout once the route is known.
  return { action: 'allow' };
}
