/**
 * The signed-in header of a prerendered public page: the static page is the same for everyone and
 * shows "Log in" and "Sign up"; when the browser holds a token that GET /api/auth/me accepts, the
 * way back into the app takes their place. A stale or refused token leaves the page as it is.
 */
export async function showSignedInHeader(
  root: ParentNode,
  token: string | null,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  if (!token) return false;
  const member = root.querySelector<HTMLElement>('[data-account="member"]');
  const visitor = root.querySelector<HTMLElement>('[data-account="visitor"]');
  if (!member || !visitor) return false;
  let response: Response;
  try {
    response = await fetchImpl('/api/auth/me', {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
  } catch {
    return false;
  }
  if (!response.ok) return false;
  member.hidden = false;
  visitor.hidden = true;
  return true;
}
