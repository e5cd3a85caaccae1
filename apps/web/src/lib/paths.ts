/** App URLs in one place, so links and redirects agree (spec §2). */
export const paths = {
  home: '/',
  login: (next?: string) => (next && next !== '/' ? `/login?next=${encodeURIComponent(next)}` : '/login'),
  register: (next?: string) => (next && next !== '/' ? `/register?next=${encodeURIComponent(next)}` : '/register'),
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  authCallback: '/auth/callback',
  library: (folderId?: string) => (folderId && folderId !== 'root' ? `/library?folder=${folderId}` : '/library'),
  settings: '/settings',
  /** the Admin page (admins only) */
  admin: '/admin',
  /** the library-wide sitting: every due card of the library */
  review: '/review',
  /** the library's statistics */
  progress: '/progress',
  newSession: (source?: string) => (source ? `/new?source=${source}` : '/new'),
  session: (folderId: string, sessionId: string, shareToken?: string) => {
    const params = new URLSearchParams({ folder_id: folderId, session_id: sessionId });
    if (shareToken) params.set('sharetoken', shareToken);
    return `/session?${params.toString()}`;
  },
};

/** Only same-site paths are followed after login, so `?next=` cannot send people elsewhere. */
export function getSafeNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return paths.home;
  return next;
}
