// Where /redirect/<path> re-enters (spec 01 §2.1): the path after /redirect,
// which the tags bar writes encoded whole when it holds a colon
// ('/redirect%2Fmodel%3Aorders' or '/redirect/%2Fmodel%3Aorders'), so a colon
// never reads as a route parameter. Pure, so each form is tested.

export const redirectPrefix = '/redirect';

/** The path and query to re-enter; /home when nothing follows /redirect. */
export function redirectTarget(pathname: string, search: string): string {
  let rest = pathname.slice(redirectPrefix.length);
  // Encoded once by the tags bar; a second layer (a browser re-encoding '%') is undone too.
  for (let layer = 0; layer < 2 && /%[0-9a-f]{2}/i.test(rest); layer += 1) {
    try {
      rest = decodeURIComponent(rest);
    } catch {
      break;
    }
  }
  const path = `/${rest.replace(/^\/+/, '')}`;
  return path === '/' || path.startsWith(redirectPrefix) ? `/home${path === '/' ? search : ''}` : path + search;
}

/** Whether a path is a /redirect one, encoded or not (an encoded one does not match the /redirect/* route). */
export function isRedirectPath(pathname: string): boolean {
  return pathname === redirectPrefix || pathname.startsWith(`${redirectPrefix}/`) || pathname.startsWith(`${redirectPrefix}%`);
}
