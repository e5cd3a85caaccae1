import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ErrorEnvelope } from '@mnemo/contracts/errors';
import type { ApiResponseOf } from '../../../test/api-routes.ts';
import { apiError, createDeferred, json, stubFetch, type Reply } from '../../../test/fetch-stub.ts';
import { buildSessionFile, buildSessionSummary } from '../../../test/factories.ts';
import { renderWithProviders, signInForTest } from '../../../test/render-app.tsx';
import { SessionSidebar } from './session-sidebar.tsx';

const biology = buildSessionSummary({ name: 'Biology notes' });
const history = buildSessionSummary({ name: 'History of Portugal' });

async function renderSidebar(routes: Parameters<typeof stubFetch>[0] = {}, path = '/') {
  signInForTest();
  const network = stubFetch({ 'GET /api/sessions': json({ sessions: [biology, history] }), ...routes });
  const view = renderWithProviders(
    <div>
      <SessionSidebar />
      <p>Outside the sidebar</p>
    </div>,
    { path },
  );
  await screen.findByRole('link', { name: /Biology notes/ });
  return { network, view, user: userEvent.setup() };
}

async function openRename(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: `Options for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
  return screen.findByRole('textbox', { name: `New name for ${name}` });
}

describe('SessionSidebar', () => {
  it('links each session to /session with folder root and highlights the open one', async () => {
    await renderSidebar({}, `/session?folder_id=root&session_id=${history.id}`);
    const link = screen.getByRole('link', { name: /Biology notes/ });
    expect(link).toHaveAttribute('href', `/session?folder_id=root&session_id=${biology.id}`);
    expect(link).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: /History of Portugal/ })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the cards due beside a session', async () => {
    signInForTest();
    stubFetch({ 'GET /api/sessions': json({ sessions: [{ ...biology, dueCount: 7 }, history] }) });
    renderWithProviders(<SessionSidebar />);
    expect(await screen.findByRole('link', { name: /^Biology notes\s*7 cards due$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'History of Portugal' })).toBeInTheDocument();
  });

  it('shows a session’s exam label beside its name', async () => {
    signInForTest();
    stubFetch({
      'GET /api/sessions': json({ sessions: [{ ...biology, examLabel: 'Medicine', dueCount: 2 }, history] }),
    });
    renderWithProviders(<SessionSidebar />);
    expect(
      await screen.findByRole('link', { name: /^Biology notes\s*Exam:\s*Medicine\s*2 cards due$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'History of Portugal' })).not.toHaveTextContent(/Exam/);
  });

  it('shows the empty state when there are no sessions', async () => {
    signInForTest();
    stubFetch({ 'GET /api/sessions': json({ sessions: [] }) });
    renderWithProviders(<SessionSidebar />);
    expect(await screen.findByText('No sessions yet')).toBeInTheDocument();
  });

  it('keeps one three-dot menu open at a time', async () => {
    const { user } = await renderSidebar();
    await user.click(screen.getByRole('button', { name: 'Options for Biology notes' }));
    expect(await screen.findAllByRole('menu')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Options for History of Portugal' }));
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Options for History of Portugal' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Options for Biology notes' })).toHaveAttribute('aria-expanded', 'false');
  });

  describe('inline rename', () => {
    it('opens focused with the name selected', async () => {
      const { user } = await renderSidebar();
      const input = (await openRename(user, 'Biology notes')) as HTMLInputElement;
      await waitFor(() => expect(input).toHaveFocus());
      expect(input.value).toBe('Biology notes');
      expect([input.selectionStart, input.selectionEnd]).toEqual([0, 'Biology notes'.length]);
    });

    it('saves on Enter and updates the cached list', async () => {
      const { user, network } = await renderSidebar({
        'PUT /api/directory/:folderId/file/:fileId': json(buildSessionFile({ id: biology.id, name: 'Cell biology' })),
      });
      const input = await openRename(user, 'Biology notes');
      await user.clear(input);
      await user.type(input, 'Cell biology{Enter}');
      expect(await screen.findByRole('link', { name: /Cell biology/ })).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      const [put] = network.find('PUT', `/api/directory/root/file/${biology.id}`);
      expect(put?.body).toEqual({ name: 'Cell biology' });
      // The list was updated in the cache, not refetched.
      expect(network.find('GET', '/api/sessions')).toHaveLength(1);
    });

    it('cancels on Escape without a request', async () => {
      const { user, network } = await renderSidebar();
      const input = await openRename(user, 'Biology notes');
      await user.type(input, ' changed{Escape}');
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Biology notes/ })).toBeInTheDocument();
      expect(network.find('PUT', /directory/)).toHaveLength(0);
    });

    it('saves on a click outside', async () => {
      const { user, network } = await renderSidebar({
        'PUT /api/directory/:folderId/file/:fileId': json(
          buildSessionFile({ id: history.id, name: 'Portuguese history' }),
        ),
      });
      const input = await openRename(user, 'History of Portugal');
      await user.clear(input);
      await user.type(input, 'Portuguese history');
      await user.click(screen.getByText('Outside the sidebar'));
      expect(await screen.findByRole('link', { name: /Portuguese history/ })).toBeInTheDocument();
      expect(network.find('PUT', `/api/directory/root/file/${history.id}`)).toHaveLength(1);
    });

    it('refuses names under 3 characters inline, without a request', async () => {
      const { user, network } = await renderSidebar();
      const input = await openRename(user, 'Biology notes');
      await user.clear(input);
      await user.type(input, ' ab {Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent('The name must have at least 3 characters.');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      await user.click(screen.getByText('Outside the sidebar'));
      expect(screen.getByRole('textbox')).toBeInTheDocument();
      expect(network.find('PUT', /directory/)).toHaveLength(0);
    });

    it('keeps the editor open with the duplicate message on a 409', async () => {
      const { user } = await renderSidebar({
        'PUT /api/directory/:folderId/file/:fileId': apiError(409, 'CONFLICT', 'File name already exists'),
      });
      const input = await openRename(user, 'Biology notes');
      await user.clear(input);
      await user.type(input, 'History of Portugal{Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The file name is already in use. Please choose another name.',
      );
      expect(screen.getByRole('textbox', { name: 'New name for Biology notes' })).toHaveValue('History of Portugal');
      expect(screen.getByRole('link', { name: /History of Portugal/ })).toBeInTheDocument();
    });

    it('edits one session at a time', async () => {
      const { user } = await renderSidebar();
      await openRename(user, 'Biology notes');
      await user.keyboard('{Escape}');
      await openRename(user, 'History of Portugal');
      expect(screen.getAllByRole('textbox')).toHaveLength(1);
    });
  });

  describe('delete', () => {
    it('names the session, shows the deleting label while pending, then removes the entry', async () => {
      const reply = createDeferred<Reply<ErrorEnvelope>>();
      const { user, network } = await renderSidebar({
        'DELETE /api/directory/:folderId/file/:fileId': () => reply.promise,
      });
      await user.click(screen.getByRole('button', { name: 'Options for Biology notes' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete session' });
      expect(dialog).toHaveTextContent('Do you want to delete “Biology notes”?');
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      const pending = await within(dialog).findByRole('button', { name: 'Deleting…' });
      expect(pending).toBeDisabled();
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      await act(async () => reply.resolve({ status: 204 }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(screen.queryByRole('link', { name: /Biology notes/ })).not.toBeInTheDocument();
      expect(network.find('DELETE', `/api/directory/root/file/${biology.id}`)).toHaveLength(1);
    });

    it('goes home after deleting the session that is open', async () => {
      const { user, view } = await renderSidebar(
        { 'DELETE /api/directory/:folderId/file/:fileId': { status: 204 } },
        `/session?folder_id=root&session_id=${biology.id}`,
      );
      await user.click(screen.getByRole('button', { name: 'Options for Biology notes' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    });

    it('keeps the modal open with an error when the delete fails', async () => {
      const { user } = await renderSidebar({
        'DELETE /api/directory/:folderId/file/:fileId': apiError(404, 'NOT_FOUND', 'Not found'),
      });
      await user.click(screen.getByRole('button', { name: 'Options for History of Portugal' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
      const dialog = await screen.findByRole('alertdialog');
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Something went wrong. Please try again later.',
      );
      // The modal hides the page from assistive technology while open, hence `hidden`.
      expect(screen.getByRole('link', { name: /History of Portugal/, hidden: true })).toBeInTheDocument();
    });
  });

  describe('share', () => {
    it('goes from create, to loading, to the link with copy, and cancel becomes close', async () => {
      const reply =
        createDeferred<Reply<ApiResponseOf<'GET /api/directory/:folderId/file/:fileId/share-token'> | ErrorEnvelope>>();
      const { user, network } = await renderSidebar({
        'GET /api/directory/:folderId/file/:fileId/share-token': () => reply.promise,
      });
      await user.click(screen.getByRole('button', { name: 'Options for Biology notes' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Share' }));
      const dialog = await screen.findByRole('dialog', { name: 'Share session' });
      expect(dialog).toHaveTextContent('“Biology notes”');
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
      expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
      expect(await within(dialog).findByRole('status')).toHaveTextContent('Creating link…');

      await act(async () =>
        reply.resolve(json({ shareToken: 'tok123', expiresAt: '2025-04-01T00:00:00.000Z', includeNotes: false })),
      );
      const field = await within(dialog).findByRole('textbox', { name: 'Share link' });
      const expected = `${window.location.origin}/session?folder_id=root&session_id=${biology.id}&sharetoken=tok123`;
      expect(field).toHaveValue(expected);
      expect(field).toHaveAttribute('readonly');
      expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
      expect(within(dialog).getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
      expect(network.find('GET', `/api/directory/root/file/${biology.id}/share-token`)).toHaveLength(1);

      await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
      // user-event provides the clipboard.
      await expect(navigator.clipboard.readText()).resolves.toBe(expected);
      expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    });

    it('shows the server message when the link cannot be created', async () => {
      const { user } = await renderSidebar({
        'GET /api/directory/:folderId/file/:fileId/share-token': apiError(404, 'NOT_FOUND', 'We could not find it.'),
      });
      await user.click(screen.getByRole('button', { name: 'Options for Biology notes' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Share' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not find it.');
      fireEvent.keyDown(dialog, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  });

  describe('exam date (issue 24)', () => {
    it('sets the session’s exam date from its menu, and removes it', async () => {
      const { user, network } = await renderSidebar({
        'PATCH /api/directory/:folderId/file/:fileId': (request) =>
          json(
            buildSessionFile({
              id: biology.id,
              name: 'Biology notes',
              examDate: (request.body as { examDate: string | null }).examDate,
            }),
          ),
      });
      await user.click(screen.getByRole('button', { name: 'Options for Biology notes' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Exam date…' }));
      const dialog = await screen.findByRole('dialog', { name: 'Exam date' });
      expect(dialog).toHaveTextContent('no card of “Biology notes” is scheduled after the day before it');
      const save = within(dialog).getByRole('button', { name: 'Save' });
      expect(save).toBeDisabled();
      fireEvent.change(within(dialog).getByLabelText('Exam date'), { target: { value: '2031-06-15' } });
      await user.click(save);
      await waitFor(() =>
        expect(network.find('PATCH', `/api/directory/root/file/${biology.id}`)[0]?.body).toEqual({
          examDate: '2031-06-15',
        }),
      );
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Exam date' })).not.toBeInTheDocument());
    });
  });
});
