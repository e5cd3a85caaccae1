import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentSummary, SessionFile } from '@mnemo/contracts/library';
import type { CreateSessionResponse, DocumentState } from '@mnemo/contracts/pipeline';
import { apiError, json, streamReply, stubFetch, type ApiStubs } from '../../../test/fetch-stub.ts';
import { buildSessionFile, buildUser } from '../../../test/factories.ts';
import { renderApp, signInForTest } from '../../../test/render-app.tsx';
import { DESKTOP_WIDTH, stubWindowWidth } from '../../../test/window-width.ts';

const DOC_ID = '11111111-1111-4111-8111-111111111111';
const NEW_DOC_ID = '22222222-2222-4222-8222-222222222222';
const textbook: DocumentSummary = {
  id: DOC_ID,
  kind: 'pdf',
  fileName: 'textbook.pdf',
  status: 'completed',
  embeddingStatus: 'completed',
  durationMs: null,
  videoId: null,
  createdAt: '2025-03-01T10:00:00.000Z',
};

function documentState(overrides: Partial<DocumentState> = {}): DocumentState {
  return {
    id: NEW_DOC_ID,
    sessionId: '',
    kind: 'text',
    fileName: null,
    status: 'queued',
    embeddingStatus: 'not_done',
    progress: 0,
    stages: [],
    ...overrides,
  };
}
const at = (stage: string, status: 'done' | 'failed' = 'done') => ({ stage, status, at: '2026-01-01T00:00:00.000Z' });

function events(states: DocumentState[]): Response {
  return streamReply(
    states.map((state) => `event: document\ndata: ${JSON.stringify(state)}\n\n`),
    { contentType: 'text/event-stream', delayMs: 5 },
  );
}

/** Desktop width, so the Overview shows beside the material pane. */
function setWideWindow() {
  stubWindowWidth(DESKTOP_WIDTH);
}

function renderSession(session: SessionFile, routes: ApiStubs = {}) {
  setWideWindow();
  signInForTest();
  const network = stubFetch({
    'GET /api/auth/me': json({ user: buildUser() }),
    'GET /api/sessions': json({ sessions: [] }),
    'GET /api/directory/:folderId/file/:fileId': json(session),
    ...routes,
  });
  const view = renderApp({ initialEntries: [`/session?folder_id=root&session_id=${session.id}&tab=overview`] });
  return { ...view, network, user: userEvent.setup() };
}

function created(session: SessionFile, state: DocumentState): CreateSessionResponse {
  return {
    session: {
      id: session.id,
      name: session.name,
      folderId: null,
      questionTypes: ['multiple_choice'],
      questionLanguage: 'en',
    },
    document: { ...state, sessionId: session.id },
  };
}

describe('managing the material of a session (Overview)', () => {
  it('adds pasted text with the live stages, then refreshes the session', async () => {
    const session = buildSessionFile({ name: 'Cell biology', documents: [textbook] });
    const { network, user } = renderSession(session, {
      'POST /api/sessions/:id/documents': json(created(session, documentState()), 202),
      'GET /api/documents/:id/events': () =>
        events([
          documentState({ status: 'processing', progress: 40, stages: [at('text_processed')] }),
          documentState({
            status: 'completed',
            embeddingStatus: 'completed',
            progress: 100,
            stages: [at('text_processed'), at('document_saved')],
          }),
        ]),
    });
    await user.click(await screen.findByRole('button', { name: 'Add material' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add material' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    // nothing chosen yet: the wizard's own message, no request
    expect(await within(dialog).findByText('Please upload a valid file.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Paste text' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Text to study' }));
    await user.paste('Mitochondria make ATP.');
    const readsBefore = network.find('GET', `/api/directory/root/file/${session.id}`).length;
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await within(dialog).findByText('Your session is ready.')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Processing progress' })).toBeInTheDocument();
    const [post] = network.find('POST', `/api/sessions/${session.id}/documents`);
    expect(post!.body).toEqual({ text: 'Mitochondria make ATP.' });
    // the session is read again (new cards, questions, summary)
    await waitFor(() =>
      expect(network.find('GET', `/api/directory/root/file/${session.id}`).length).toBeGreaterThan(readsBefore),
    );
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends a file as multipart and retries the same material after a failed processing', async () => {
    const session = buildSessionFile({ documents: [textbook] });
    let posts = 0;
    const { network, user } = renderSession(session, {
      'POST /api/sessions/:id/documents': () => {
        posts += 1;
        return json(
          created(
            session,
            documentState({ id: posts === 1 ? NEW_DOC_ID : '33333333-3333-4333-8333-333333333333', kind: 'pdf' }),
          ),
          202,
        );
      },
      'GET /api/documents/:id/events': (request) =>
        request.params.id === NEW_DOC_ID
          ? events([
              documentState({
                kind: 'pdf',
                status: 'failed',
                embeddingStatus: 'failed',
                progress: 100,
                stages: [at('extract', 'failed')],
                error: { code: 'AI_UNAVAILABLE', message: 'The AI service is not available right now.' },
              }),
            ])
          : streamReply([], { contentType: 'text/event-stream', signal: request.signal, isHeldOpen: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add material' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add material' });
    await user.upload(
      within(dialog).getByLabelText('Choose a file'),
      new File(['%PDF-1.7'], 'chapter.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('heading', { name: 'We could not use this material' })).toBeInTheDocument();
    expect(within(dialog).getByText('The AI service is not available right now.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(posts).toBe(2));
    const requests = network.find('POST', `/api/sessions/${session.id}/documents`);
    for (const request of requests) {
      const form = request.body as FormData;
      expect(form).toBeInstanceOf(FormData);
      expect((form.get('file') as File).name).toBe('chapter.pdf');
    }
    expect(await within(dialog).findByText('Waiting for a worker…')).toBeInTheDocument();
  });

  it('shows a refusal of the material in the dialog', async () => {
    const session = buildSessionFile({ documents: [textbook] });
    const { user } = renderSession(session, {
      'POST /api/sessions/:id/documents': apiError(400, 'VALIDATION', 'Please enter a valid link.', { field: 'url' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add material' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add material' });
    await user.click(within(dialog).getByRole('radio', { name: 'Paste a link' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Link to a web page/ }), 'not a link');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter a valid link.');
  });

  it('removes a document after confirmation, and offers to delete the session when it was the last', async () => {
    const session = buildSessionFile({ name: 'Cell biology', documents: [textbook] });
    const { network, user, router } = renderSession(session, {
      'DELETE /api/documents/:id': json({ remainingDocuments: 0 }),
      'DELETE /api/directory/:folderId/file/:fileId': { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove textbook.pdf' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove material' });
    expect(confirm).toHaveTextContent('Remove “textbook.pdf” from this session?');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(network.find('DELETE', `/api/documents/${DOC_ID}`)).toHaveLength(1);

    const askDelete = await screen.findByRole('alertdialog', { name: 'Delete session' });
    expect(askDelete).toHaveTextContent('Do you want to delete “Cell biology”?');
    await user.click(within(askDelete).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('empties the overview when the last material is removed and the session kept, with a prompt to add material (issue 23 item 14)', async () => {
    const before = buildSessionFile({
      name: 'Cell biology',
      documents: [textbook],
      summary: 'Cells are the unit of life.',
      keyConcepts: ['membrane'],
    });
    const after = { ...before, documents: [], summary: null, keyConcepts: [], version: before.version + 1 };
    let isRemoved = false;
    const { user } = renderSession(before, {
      'GET /api/directory/:folderId/file/:fileId': () => json(isRemoved ? after : before),
      'DELETE /api/documents/:id': () => {
        isRemoved = true;
        return json({ remainingDocuments: 0 });
      },
    });
    expect(await screen.findByText('Cells are the unit of life.')).toBeInTheDocument();
    expect(screen.getByText('membrane')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove textbook.pdf' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove material' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    // the session is kept
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete session' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(
      await screen.findByText(/This session has no material\. Add material to get its summary/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Cells are the unit of life.')).not.toBeInTheDocument();
    expect(screen.queryByText('membrane')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add material' })).toBeInTheDocument();
  });

  it('says why a document still being processed cannot be removed', async () => {
    const session = buildSessionFile({
      documents: [textbook, { ...textbook, id: NEW_DOC_ID, fileName: 'notes.pdf', status: 'processing' }],
    });
    const { user } = renderSession(session, {
      'DELETE /api/documents/:id': apiError(409, 'CONFLICT', 'Conflict'),
    });
    expect(await screen.findByRole('button', { name: 'Remove notes.pdf' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove textbook.pdf' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove material' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('This material is still being processed.');
  });

  it('shows a share visitor no control that changes the material', async () => {
    const session = buildSessionFile({ documents: [textbook], isOwner: false });
    renderSession(session);
    expect(await screen.findByRole('button', { name: 'textbook.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add material' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });
});
