import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, stubFetch, type ApiStubs } from '../../test/fetch-stub.ts';
import { buildSessionFile, buildUser } from '../../test/factories.ts';
import { renderApp, signInForTest } from '../../test/render-app.tsx';

const TOKEN = 'share-token-1234567890';
const shared = buildSessionFile({ name: 'Owner notes', isOwner: false, flashcards: [] });
const copy = buildSessionFile({ name: 'Owner notes', isOwner: true });

function renderVisit(routes: ApiStubs = {}, { isSignedIn = true } = {}) {
  if (isSignedIn) signInForTest();
  const network = stubFetch({
    'GET /api/auth/me': json({ user: buildUser() }),
    'GET /api/sessions': json({ sessions: [] }),
    ...routes,
  });
  const view = renderApp({
    initialEntries: [`/session?folder_id=root&session_id=${shared.id}&sharetoken=${TOKEN}&tab=overview`],
  });
  return { ...view, network, user: userEvent.setup() };
}

describe('a share visitor', () => {
  it('sees the session read-only and saves it to their library, landing on their copy', async () => {
    const { network, user, router } = renderVisit({
      'GET /api/directory/:folderId/file/:fileId': (request) => json(request.params.fileId === copy.id ? copy : shared),
      'POST /api/sessions/:id/copy': json(copy, 201),
    });
    expect(await screen.findByRole('heading', { name: 'Owner notes' })).toBeInTheDocument();
    expect(screen.getByText(/You are viewing a shared session/)).toBeInTheDocument();
    // nothing that changes the owner's session
    for (const name of ['Share', 'Add material', /^Remove /])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    // nor asks for what only the owner has (guided study: the server would answer 404)
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(network.find('GET', `/api/sessions/${shared.id}/guided`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save to my library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save to my library' });
    expect(dialog).toHaveTextContent('Save a copy of “Owner notes” to your library?');
    await user.click(within(dialog).getByRole('button', { name: 'Save to my library' }));

    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('session_id')).toBe(copy.id));
    const [request] = network.find('POST', `/api/sessions/${shared.id}/copy`);
    expect(request!.search.get('sharetoken')).toBe(TOKEN);
    expect(new URLSearchParams(router.state.location.search).get('sharetoken')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.queryByText(/You are viewing a shared session/)).not.toBeInTheDocument();
  });

  it('is told the plan limit when the copy does not fit', async () => {
    const { user } = renderVisit({
      'GET /api/directory/:folderId/file/:fileId': json(shared),
      'POST /api/sessions/:id/copy': apiError(402, 'QUOTA_LIMIT', 'Limit', { limit: 'AMOUNT_OF_DOCUMENTS_LIMIT' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Save to my library' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Save to my library' })).getByRole('button', {
        name: 'Save to my library',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Quota limit exceeded' })).toBeInTheDocument();
  });

  it('not signed in: the spec message with log in and register, coming back to the link', async () => {
    renderVisit({}, { isSignedIn: false });
    expect(await screen.findByText('You are not authorized to access this session.')).toBeInTheDocument();
    const main = screen.getByRole('main');
    const login = within(main).getByRole('link', { name: 'Log in' });
    expect(decodeURIComponent(login.getAttribute('href') ?? '')).toContain(`sharetoken=${TOKEN}`);
    expect(within(main).getByRole('link', { name: 'Create account' })).toBeInTheDocument();
  });

  it('an expired link says so', async () => {
    renderVisit({ 'GET /api/directory/:folderId/file/:fileId': apiError(403, 'SHARE_TOKEN_EXPIRED', 'expired') });
    expect(await screen.findByText('The link has expired. Please request a new one.')).toBeInTheDocument();
  });

  it("any other refusal shows the server's message, else the share-link message", async () => {
    const first = renderVisit({
      'GET /api/directory/:folderId/file/:fileId': apiError(403, 'FORBIDDEN', 'This link was revoked by its owner.'),
    });
    expect(await screen.findByText('This link was revoked by its owner.')).toBeInTheDocument();
    first.unmount();
    // a 403 whose body is no error envelope (a proxy's, say)
    renderVisit({
      'GET /api/directory/:folderId/file/:fileId': new Response('{}', {
        status: 403,
        headers: { 'Content-Type': 'application/json' },
      }),
    });
    expect(
      await screen.findByText('This share link is not valid. Ask the person who shared it for a new one.'),
    ).toBeInTheDocument();
  });
});
