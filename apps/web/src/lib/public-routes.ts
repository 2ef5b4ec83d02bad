/** Screens that work signed out; a 401 seen there must not bounce the user to /login. */
const PUBLIC_PREFIXES = [
  '/login',
  '/join',
  '/password/reset',
  '/password/new/',
  '/invitations/',
  '/email/confirm/',
] as const;

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PREFIXES.some((prefix) =>
    prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix || pathname === `${prefix}/`,
  );
}

/** Sends the browser to the sign-in screen after a 401, unless it is already on a public screen. */
export function redirectToLogin(): void {
  if (isPublicPath(window.location.pathname)) return;
  window.location.assign('/login');
}
