import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreateSessionResponse, DocumentState } from '@mnemo/contracts/pipeline';
import { i18n } from '../../../lib/i18n.ts';
import { apiError, json, streamReply, stubFetch, type RecordedRequest, type Reply } from '../../../test/fetch-stub.ts';
import { renderApp, signInForTest } from '../../../test/render-app.tsx';
import { buildPlans } from '../../../test/factories.ts';
import { createSessionRoute } from '../routes.tsx';

const SESSION_ID = '11111111-1111-4111-8111-111111111111';
const DOCUMENT_ID = '22222222-2222-4222-8222-222222222222';

function documentState(overrides: Partial<DocumentState> = {}): DocumentState {
  return {
    id: DOCUMENT_ID,
    sessionId: SESSION_ID,
    kind: 'text',
    fileName: null,
    status: 'queued',
    embeddingStatus: 'not_done',
    progress: 0,
    stages: [],
    ...overrides,
  };
}

const created: CreateSessionResponse = {
  session: {
    id: SESSION_ID,
    name: 'Cell biology',
    folderId: null,
    questionTypes: ['multiple_choice', 'true_false', 'open_ended'],
    questionLanguage: 'en',
  },
  document: documentState(),
};

const at = (stage: string, status: 'done' | 'skipped' | 'failed' = 'done') => ({
  stage,
  status,
  at: '2026-01-01T00:00:00.000Z',
});

/** A server-sent-events answer whose events arrive one by one, as the server would send them. */
function eventStream(states: DocumentState[]): Response {
  const encoder = new TextEncoder();
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (index >= states.length) {
        controller.close();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
      controller.enqueue(encoder.encode(`event: document\ndata: ${JSON.stringify(states[index])}\n\n`));
      index += 1;
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

/** Material goes in the way the tab says: pasted, not typed key by key. */
async function pasteInto(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

function renderWizard(routes: Record<string, Reply | ((request: never) => Reply)> = {}, entry = '/new') {
  signInForTest();
  const network = stubFetch({ 'GET /api/plans': json(buildPlans()), ...(routes as Parameters<typeof stubFetch>[0]) });
  const view = renderApp({
    initialEntries: [entry],
    routes: [
      createSessionRoute,
      { path: 'session', element: <p>Session page</p> },
      { path: 'pricing', element: <p>Plans</p> },
      { path: 'login', element: <p>Login page</p> },
    ],
  });
  // no pause between keystrokes: typing waits on nothing the page does
  return { network, view, user: userEvent.setup({ delay: null }) };
}

describe('create-session wizard', () => {
  it('shows the spec messages before any request is sent', async () => {
    const { network, user } = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Create session' }));
    expect(await screen.findByText('Please upload a valid file.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a name larger than 2 characters.')).toBeInTheDocument();

    for (const label of ['Multiple choice', 'True / false', 'Open-ended'])
      await user.click(screen.getByRole('checkbox', { name: label }));
    await user.click(screen.getByRole('radio', { name: 'Paste text' }));
    await user.click(screen.getByRole('button', { name: 'Create session' }));
    expect(await screen.findByText('Please insert some text.')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one type of question.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Paste a link' }));
    await user.click(screen.getByRole('button', { name: 'Create session' }));
    expect(await screen.findByText('Please insert a link URL.')).toBeInTheDocument();
    expect(network.find('POST', '/api/sessions')).toHaveLength(0);
    // fixing a field clears its message at once
    await user.type(screen.getByRole('textbox', { name: 'Session name' }), 'Biology');
    expect(screen.queryByText('Please enter a name larger than 2 characters.')).not.toBeInTheDocument();
    expect(screen.getByText('Please insert a link URL.')).toBeInTheDocument();
  });

  it('speaks Portuguese when the interface does', async () => {
    await i18n.changeLanguage('pt');
    const { user } = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Criar sessão' }));
    expect(await screen.findByText('Carregue um ficheiro válido.')).toBeInTheDocument();
    expect(screen.getByText('Introduza um nome com mais de 2 caracteres.')).toBeInTheDocument();
  });

  it('sends pasted text, shows the stages and the progress bar live, then opens the session', async () => {
    const { network, user, view } = renderWizard({
      'POST /api/sessions': json(created, 202),
      'GET /api/documents/:id/events': () =>
        eventStream([
          documentState(),
          documentState({ status: 'processing', progress: 40, stages: [at('text_processed')] }),
          documentState({
            status: 'processing',
            progress: 60,
            stages: [at('text_processed'), at('chunks_created'), at('index_built')],
          }),
          documentState({
            status: 'completed',
            embeddingStatus: 'completed',
            progress: 100,
            stages: [
              'text_processed',
              'chunks_created',
              'index_built',
              'exercises_generated',
              'exercises_saved',
              'document_saved',
            ].map((s) => at(s)),
          }),
        ]),
    });
    await user.click(await screen.findByRole('radio', { name: 'Paste text' }));
    await pasteInto(user, screen.getByRole('textbox', { name: 'Text to study' }), 'Cells are the basic unit of life.');
    await user.click(screen.getByRole('checkbox', { name: 'True / false' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Question language' }), 'de');
    expect(screen.getByText(/cannot translate the material itself/)).toBeInTheDocument();
    const exam = screen.getByRole('combobox', { name: 'Exam (optional)' });
    expect(exam).toHaveValue('');
    await user.selectOptions(exam, 'Medicine');
    await user.type(screen.getByRole('textbox', { name: 'Session name' }), 'Cell biology');
    await user.click(screen.getByRole('button', { name: 'Create session' }));

    expect(await screen.findByRole('heading', { name: 'Preparing “Cell biology”' })).toBeInTheDocument();
    const [request] = network.find('POST', '/api/sessions');
    expect(request!.headers.get('authorization')).toBe('Bearer test-token');
    expect(request!.body).toEqual({
      name: 'Cell biology',
      folderId: 'root',
      questionLanguage: 'de',
      text: 'Cells are the basic unit of life.',
      questionTypes: ['multiple_choice', 'open_ended'],
      examLabel: 'Medicine',
    });
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Processing progress' })).toHaveAttribute('aria-valuenow', '60'),
    );
    expect(screen.getByText('Text processed')).toBeInTheDocument();
    expect(await screen.findByText('Document saved')).toBeInTheDocument();
    expect(screen.getByText('Exercises generated')).toBeInTheDocument();
    const [events] = network.find('GET', `/api/documents/${DOCUMENT_ID}/events`);
    expect(events!.headers.get('authorization')).toBe('Bearer test-token');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/session'));
    expect(view.router.state.location.search).toBe(`?folder_id=root&session_id=${SESSION_ID}`);
  });

  it('opens a long document’s session once its first cards are saved, while the rest is made (ADR 155)', async () => {
    const latest = documentState({ status: 'processing', progress: 75, early: { itemsSaved: 14, pagesComing: 214 } });
    let connections = 0;
    const { user, view } = renderWizard({
      'POST /api/sessions': json(created, 202),
      // a reconnection starts from the current state, as the server's stream does
      'GET /api/documents/:id/events': () =>
        (connections += 1) > 1
          ? eventStream([latest])
          : eventStream([
              documentState({ status: 'processing', progress: 60, stages: [at('index_built')] }),
              // the first batch gave nothing yet: not opened
              documentState({ status: 'processing', progress: 60, early: { itemsSaved: 0, pagesComing: 230 } }),
              documentState({ status: 'processing', progress: 60, early: { itemsSaved: 14, pagesComing: 214 } }),
              // progress after that does not hold the opening back
              documentState({ status: 'processing', progress: 70, early: { itemsSaved: 14, pagesComing: 214 } }),
              latest,
            ]),
    });
    await user.click(await screen.findByRole('radio', { name: 'Paste text' }));
    await pasteInto(user, screen.getByRole('textbox', { name: 'Text to study' }), 'A long book.');
    await user.type(screen.getByRole('textbox', { name: 'Session name' }), 'Cell biology');
    await user.click(screen.getByRole('button', { name: 'Create session' }));
    expect(await screen.findByRole('heading', { name: 'Preparing “Cell biology”' })).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/session'), { timeout: 5_000 });
    expect(view.router.state.location.search).toBe(`?folder_id=root&session_id=${SESSION_ID}`);
  });

  it('uploads a picked file as multipart and names the session after it', async () => {
    const { network, user } = renderWizard({
      'POST /api/sessions': json({ ...created, document: documentState({ kind: 'pdf' }) }, 202),
      'GET /api/documents/:id/events': () =>
        eventStream([
          documentState({ kind: 'pdf', status: 'processing', progress: 40, stages: [at('file_processed')] }),
        ]),
    });
    const file = new File(['%PDF-1.7 …'], 'cell_biology-chapter.pdf', { type: 'application/pdf' });
    await user.upload(await screen.findByLabelText('Choose a file'), file);
    expect(screen.getByText(/Selected: cell_biology-chapter.pdf/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Session name' })).toHaveValue('cell biology chapter');
    await user.click(screen.getByRole('button', { name: 'Create session' }));
    expect(await screen.findByText('File processed')).toBeInTheDocument();
    const [request] = network.find('POST', '/api/sessions');
    expect(request?.body).toBeInstanceOf(FormData);
    const form = request!.body as FormData;
    expect(form.get('questionTypes')).toBe('multiple_choice,true_false,open_ended');
    expect((form.get('file') as File).name).toBe('cell_biology-chapter.pdf');
    // no exam picked: none is sent
    expect(form.has('examLabel')).toBe(false);
  });

  it('sends the exam picked with an uploaded file', async () => {
    const { network, user } = renderWizard({
      'POST /api/sessions': json({ ...created, document: documentState({ kind: 'pdf' }) }, 202),
      'GET /api/documents/:id/events': () =>
        eventStream([
          documentState({ kind: 'pdf', status: 'processing', progress: 40, stages: [at('file_processed')] }),
        ]),
    });
    await user.upload(
      await screen.findByLabelText('Choose a file'),
      new File(['%PDF-1.7 …'], 'torts.pdf', { type: 'application/pdf' }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Exam (optional)' }), 'Bar');
    await user.click(screen.getByRole('button', { name: 'Create session' }));
    expect(await screen.findByText('File processed')).toBeInTheDocument();
    const [request] = network.find('POST', '/api/sessions');
    expect(request?.body).toBeInstanceOf(FormData);
    expect((request!.body as FormData).get('examLabel')).toBe('Bar');
  });

  it('shows the quota modal with a link to the plans on 402', async () => {
    const { user } = renderWizard({
      'POST /api/sessions': apiError(402, 'QUOTA_LIMIT', 'Quota limit exceeded', {
        limit: 'AMOUNT_OF_DOCUMENTS_LIMIT',
      }),
    });
    await user.click(await screen.findByRole('radio', { name: 'Paste a link' }));
    await pasteInto(user, screen.getByRole('textbox', { name: /Link to a web page/ }), 'https://example.com/article');
    await user.type(screen.getByRole('textbox', { name: 'Session name' }), 'Web article');
    await user.click(screen.getByRole('button', { name: 'Create session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quota limit exceeded' });
    expect(within(dialog).getByText(/reached the number of documents your plan allows/)).toBeInTheDocument();
    expect(await within(dialog).findByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
  });

  it('shows a server refusal where it belongs (duplicate name)', async () => {
    const { user } = renderWizard({
      'POST /api/sessions': apiError(409, 'CONFLICT', 'A session with this name already exists.', { field: 'name' }),
    });
    await user.click(await screen.findByRole('radio', { name: 'Paste text' }));
    await pasteInto(user, screen.getByRole('textbox', { name: 'Text to study' }), 'Some notes');
    await user.type(screen.getByRole('textbox', { name: 'Session name' }), 'Biology');
    await user.click(screen.getByRole('button', { name: 'Create session' }));
    expect(await screen.findByText('A session with this name already exists.')).toBeInTheDocument();
  });

  it('shows why processing failed and lets the user try other material', async () => {
    const { user } = renderWizard({
      'POST /api/sessions': json({ ...created, document: documentState({ kind: 'pdf' }) }, 202),
      'GET /api/documents/:id/events': () =>
        eventStream([
          documentState({
            kind: 'pdf',
            status: 'failed',
            embeddingStatus: 'failed',
            progress: 100,
            stages: [at('extract', 'failed')],
            error: {
              code: 'UNSUPPORTED_FILE',
              message: 'This PDF has no selectable text (it looks scanned or made of images).',
            },
          }),
        ]),
    });
    await user.upload(
      await screen.findByLabelText('Choose a file'),
      new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Create session' }));
    expect(await screen.findByRole('heading', { name: 'We could not use this material' })).toBeInTheDocument();
    expect(screen.getByText(/no selectable text/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try other material' }));
    expect(await screen.findByRole('button', { name: 'Create session' })).toBeInTheDocument();
  });

  it('shows the quota modal when processing hits the monthly exercises limit', async () => {
    const { user } = renderWizard({
      'POST /api/sessions': json(created, 202),
      'GET /api/documents/:id/events': () =>
        eventStream([
          documentState({
            status: 'failed',
            embeddingStatus: 'failed',
            progress: 100,
            stages: [at('text_processed'), at('exercises_saved', 'failed')],
            error: {
              code: 'QUOTA_LIMIT',
              limit: 'EXERCISES_LIMIT',
              message:
                'You have reached the exercises your plan allows this month. Upgrade your plan to generate more.',
            },
          }),
        ]),
    });
    await user.click(await screen.findByRole('radio', { name: 'Paste text' }));
    await pasteInto(user, screen.getByRole('textbox', { name: 'Text to study' }), 'Notes');
    await user.type(screen.getByRole('textbox', { name: 'Session name' }), 'Notes session');
    await user.click(screen.getByRole('button', { name: 'Create session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quota limit exceeded' });
    expect(await within(dialog).findByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'We could not use this material' })).toBeInTheDocument();
  });

  it('follows the next document from its own state after "Try other material"', async () => {
    const NEXT_DOCUMENT_ID = '33333333-3333-4333-8333-333333333333';
    let creations = 0;
    const { user } = renderWizard({
      'POST /api/sessions': () => {
        creations += 1;
        return json(creations === 1 ? created : { ...created, document: documentState({ id: NEXT_DOCUMENT_ID }) }, 202);
      },
      'GET /api/documents/:id/events': (request: RecordedRequest) =>
        request.params.id === DOCUMENT_ID
          ? eventStream([
              documentState({
                status: 'failed',
                embeddingStatus: 'failed',
                progress: 100,
                stages: [at('exercises_saved', 'failed')],
                error: {
                  code: 'QUOTA_LIMIT',
                  limit: 'EXERCISES_LIMIT',
                  message: 'You have reached the exercises your plan allows this month.',
                },
              }),
            ])
          : // the next document's stream stays open with nothing new yet
            streamReply([], { contentType: 'text/event-stream', signal: request.signal, isHeldOpen: true }),
    });
    const submitNotes = async () => {
      await user.click(await screen.findByRole('radio', { name: 'Paste text' }));
      await pasteInto(user, screen.getByRole('textbox', { name: 'Text to study' }), 'Notes');
      await user.type(screen.getByRole('textbox', { name: 'Session name' }), 'Notes session');
      await user.click(screen.getByRole('button', { name: 'Create session' }));
    };
    await submitNotes();
    const dialog = await screen.findByRole('dialog', { name: 'Quota limit exceeded' });
    // the modal asks for the plans when it opens: close it once it has settled, as a person would
    await within(dialog).findByRole('link', { name: 'See the plans' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await user.click(screen.getByRole('button', { name: 'Try other material' }));
    await submitNotes();
    expect(await screen.findByText('Waiting for a worker…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Preparing “Cell biology”' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'We could not use this material' })).not.toBeInTheDocument();
  });

  it('sends signed-out visitors to the login page', async () => {
    stubFetch({});
    const view = renderApp({
      initialEntries: ['/new'],
      routes: [createSessionRoute, { path: 'login', element: <p>Login page</p> }],
    });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?next=%2Fnew');
  });
});
