import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImportStateSchema, type ImportState } from '@mnemo/contracts/exchange';
import type { DirectoryEntry } from '@mnemo/contracts/library';
import { apiError, createDeferred, json, stubFetch } from '../../../test/fetch-stub.ts';
import { buildSessionSummary } from '../../../test/factories.ts';
import { renderWithProviders, signInForTest } from '../../../test/render-app.tsx';
import { captureSavedFiles, fileReply } from '../../../test/saved-files.ts';
import { LibraryBrowser } from './library-browser.tsx';
import { ImportIntoSession } from './import-into-session.tsx';
import { SessionSidebar } from './session-sidebar.tsx';

const SESSION_ID = '20000000-0000-4000-8000-000000000001';
const IMPORTED_ID = '20000000-0000-4000-8000-000000000002';
const organic: DirectoryEntry = { id: SESSION_ID, name: 'Organic compounds', type: 'file' };

function renderLibrary(routes: Parameters<typeof stubFetch>[0] = {}) {
  signInForTest('library-token');
  const network = stubFetch({ 'GET /api/directory/:folderId': json({ contents: [organic] }), ...routes });
  const view = renderWithProviders(<LibraryBrowser folderId="root" />, { path: '/library' });
  return { network, view, user: userEvent.setup() };
}

const deck = () => new File(['front,back\nCell,Unit of life\n'], 'biology.csv', { type: 'text/csv' });

const IMPORT_ID = '20000000-0000-4000-8000-000000000009';
const NOTHING_SKIPPED = { count: 0, reasons: {} };

/** An import's state as the server streams it; each is checked against the contract. */
function importState(overrides: Partial<ImportState> = {}): ImportState {
  return ImportStateSchema.parse({
    status: 'running',
    progress: 0,
    imported: { cards: 0, reviews: 0, media: 0 },
    skipped: NOTHING_SKIPPED,
    ...overrides,
  });
}

/** GET /api/imports/:id/events: the states one by one, each after `gate` (when given) lets it go. */
function importEvents(states: ImportState[], gate?: Promise<unknown>): Response {
  const encoder = new TextEncoder();
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (index >= states.length) {
        controller.close();
        return;
      }
      if (index === states.length - 1 && gate) await gate;
      await new Promise((resolve) => setTimeout(resolve, 10));
      controller.enqueue(encoder.encode(`event: import\ndata: ${JSON.stringify(states[index])}\n\n`));
      index += 1;
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

describe('Import Anki deck or CSV (library page)', () => {
  it('uploads the chosen file as multipart, shows the import’s progress, then opens the new session', async () => {
    const finish = createDeferred<void>();
    const { network, view, user } = renderLibrary({
      'POST /api/import': json({ sessionId: IMPORTED_ID, importId: IMPORT_ID }, 202),
      'GET /api/imports/:importId/events': () =>
        importEvents(
          [
            importState({ status: 'queued' }),
            importState({ progress: 55 }),
            importState({ status: 'done', progress: 100, imported: { cards: 1, reviews: 0, media: 0 } }),
          ],
          finish.promise,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Import Anki deck or CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Anki deck or CSV' });
    expect(within(dialog).getByText('No file chosen')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Deck file'), deck());
    expect(within(dialog).getByText('biology.csv')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    const bar = await within(dialog).findByRole('progressbar', { name: 'Importing biology.csv…' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '55'));
    expect(bar).toHaveAttribute('aria-valuetext', '55 %');
    expect(within(dialog).getByRole('button', { name: 'Importing…' })).toBeDisabled();
    const [request] = network.find('POST', '/api/import');
    const sent = (request?.body as FormData).get('file') as File;
    expect(sent.name).toBe('biology.csv');
    expect(await sent.text()).toBe('front,back\nCell,Unit of life\n');
    expect(request?.headers.get('Authorization')).toBe('Bearer library-token');
    expect(network.find('GET', `/api/imports/${IMPORT_ID}/events`)[0]?.headers.get('Authorization')).toBe(
      'Bearer library-token',
    );

    finish.resolve();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.router.state.location.pathname).toBe('/session');
    expect(view.router.state.location.search).toBe(`?folder_id=root&session_id=${IMPORTED_ID}`);
  });

  it('shows the report when cards were left out (how many, and why), then opens the session', async () => {
    const { view, user } = renderLibrary({
      'POST /api/import': json({ sessionId: IMPORTED_ID, importId: IMPORT_ID }, 202),
      'GET /api/imports/:importId/events': () =>
        importEvents([
          importState({
            status: 'done',
            progress: 100,
            imported: { cards: 1200, reviews: 3, media: 0 },
            skipped: { count: 4, reasons: { front_too_long: 1, back_too_long: 2, back_empty: 1 } },
          }),
        ]),
    });
    await user.click(await screen.findByRole('button', { name: 'Import Anki deck or CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Anki deck or CSV' });
    await user.upload(within(dialog).getByLabelText('Deck file'), deck());
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    // the progress (a status too) gives way to the report
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('1200 cards imported.'));
    const report = within(dialog).getByRole('status');
    expect(report).toHaveTextContent('4 cards were left out:');
    expect(
      within(report)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1 with a front longer than 2000 characters',
      '2 with a back longer than 4000 characters',
      '1 with an empty back',
    ]);
    expect(view.router.state.location.pathname).toBe('/library');
    await user.click(within(dialog).getByRole('button', { name: 'Open the session' }));
    expect(view.router.state.location.search).toBe(`?folder_id=root&session_id=${IMPORTED_ID}`);
  });

  it('warns of Anki image occlusion cards that came in without their masks, even when nothing was left out', async () => {
    const { view, user } = renderLibrary({
      'POST /api/import': json({ sessionId: IMPORTED_ID, importId: IMPORT_ID }, 202),
      'GET /api/imports/:importId/events': () =>
        importEvents([
          importState({
            status: 'done',
            progress: 100,
            imported: { cards: 13, reviews: 26, media: 1, imageOcclusion: 3 },
          }),
        ]),
    });
    await user.click(await screen.findByRole('button', { name: 'Import Anki deck or CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Anki deck or CSV' });
    await user.upload(within(dialog).getByLabelText('Deck file'), deck());
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(within(dialog).getByText('13 cards imported.')).toBeInTheDocument());
    expect(within(dialog).queryByText(/left out/)).toBeNull();
    expect(
      within(dialog).getByText(
        '3 cards of Anki’s image occlusion came in as plain cards: Mnemo shows their image without the masks, so their answers are in view on the front. Edit them or delete them.',
      ),
    ).toBeInTheDocument();
    // the dialog waits for the learner to have read it
    expect(view.router.state.location.pathname).toBe('/library');
    await user.click(within(dialog).getByRole('button', { name: 'Open the session' }));
    expect(view.router.state.location.search).toBe(`?folder_id=root&session_id=${IMPORTED_ID}`);
  });

  it('shows the import’s own message when it failed, and asks for a file before sending', async () => {
    const message = 'This file is not an Anki package (.apkg) or a CSV file of cards.';
    const { network, view, user } = renderLibrary({
      'POST /api/import': json({ sessionId: IMPORTED_ID, importId: IMPORT_ID }, 202),
      'GET /api/imports/:importId/events': () =>
        importEvents([importState({ status: 'failed', progress: 0, error: { code: 'UNSUPPORTED_FILE', message } })]),
    });
    await user.click(await screen.findByRole('button', { name: 'Import Anki deck or CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Anki deck or CSV' });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByText('Choose a file to import.')).toBeInTheDocument();
    expect(network.find('POST', '/api/import')).toHaveLength(0);

    await user.upload(within(dialog).getByLabelText('Deck file'), new File(['%PDF-1.7'], 'notes.apkg'));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(view.router.state.location.pathname).toBe('/library');
  });

  it('shows the server’s message when it refuses the upload itself', async () => {
    const message =
      'This file is larger than your plan allows. It was not saved. Upgrade your plan to upload larger files.';
    const { network, user } = renderLibrary({ 'POST /api/import': apiError(413, 'QUOTA_LIMIT', message) });
    await user.click(await screen.findByRole('button', { name: 'Import Anki deck or CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Anki deck or CSV' });
    await user.upload(within(dialog).getByLabelText('Deck file'), deck());
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(network.find('GET', `/api/imports/${IMPORT_ID}/events`)).toHaveLength(0);
  });
});

describe('Import cards into this session (Overview)', () => {
  it('sends the file to the session’s own import, stays on the page and says how many cards came in', async () => {
    signInForTest('session-token');
    const network = stubFetch({
      [`POST /api/sessions/:id/import`]: json({ sessionId: SESSION_ID, importId: IMPORT_ID }, 202),
      'GET /api/imports/:importId/events': () =>
        importEvents([
          importState({ progress: 40 }),
          importState({ status: 'done', progress: 100, imported: { cards: 146, reviews: 102, media: 0 } }),
        ]),
    });
    const view = renderWithProviders(<ImportIntoSession session={{ id: SESSION_ID, name: 'Organic compounds' }} />, {
      path: '/session',
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Import cards' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import cards into this session' });
    expect(dialog).toHaveTextContent('Its cards are added to “Organic compounds”');
    await user.upload(within(dialog).getByLabelText('Deck file'), deck());
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const [request] = network.find('POST', `/api/sessions/${SESSION_ID}/import`);
    expect(((request?.body as FormData).get('file') as File).name).toBe('biology.csv');
    expect(request?.headers.get('Authorization')).toBe('Bearer session-token');
    expect(network.find('POST', '/api/import')).toHaveLength(0);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('146 cards imported, with 102 past reviews.');
    expect(view.router.state.location.pathname).toBe('/session');
  });
});

describe('Export (library page and sidebar)', () => {
  it('exports the library as an Anki package under the server’s file name, with the token', async () => {
    const saved = captureSavedFiles();
    const { network, user } = renderLibrary({
      'GET /api/export': () => fileReply('apkg-bytes', 'Mnemo library.apkg', 'application/apkg'),
    });
    await user.click(await screen.findByRole('button', { name: 'Export library as Anki' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe('Mnemo library.apkg');
    expect(await saved[0]?.blob.text()).toBe('apkg-bytes');
    const [request] = network.find('GET', '/api/export');
    expect(request?.search.get('format')).toBe('apkg');
    expect(request?.headers.get('Authorization')).toBe('Bearer library-token');
  });

  it('exports one session as CSV or Anki from its menu in the library', async () => {
    const saved = captureSavedFiles();
    const { network, user } = renderLibrary({
      'GET /api/sessions/:id/export': ({ search }) =>
        fileReply(`as ${search.get('format') ?? ''}`, `Organic compounds.${search.get('format') ?? ''}`, 'text/csv'),
    });
    await user.click(await screen.findByRole('button', { name: 'Options for Organic compounds' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export as CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Options for Organic compounds' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export as Anki (.apkg)' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved.map((file) => file.fileName)).toEqual(['Organic compounds.csv', 'Organic compounds.apkg']);
    expect(
      network.find('GET', `/api/sessions/${SESSION_ID}/export`).map((request) => request.search.get('format')),
    ).toEqual(['csv', 'apkg']);
  });

  it('exports from the sidebar’s session menu and says so when the export fails', async () => {
    const saved = captureSavedFiles();
    signInForTest();
    const biology = buildSessionSummary({ name: 'Biology notes' });
    stubFetch({
      'GET /api/sessions': json({ sessions: [biology] }),
      'GET /api/sessions/:id/export': apiError(404, 'NOT_FOUND', 'This session does not exist.'),
    });
    renderWithProviders(<SessionSidebar />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Options for Biology notes' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export as Anki (.apkg)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The export failed: This session does not exist.');
    expect(saved).toHaveLength(0);
  });

  it('speaks Portuguese', async () => {
    const { i18n } = await import('../../../lib/i18n.ts');
    await i18n.changeLanguage('pt');
    const { user } = renderLibrary();
    await user.click(await screen.findByRole('button', { name: 'Importar baralho Anki ou CSV' }));
    expect(await screen.findByRole('dialog', { name: 'Importar baralho Anki ou CSV' })).toBeInTheDocument();
    expect(screen.getByLabelText('Ficheiro do baralho')).toBeInTheDocument();
  });

  it('reports what was left out in Portuguese', async () => {
    const { i18n } = await import('../../../lib/i18n.ts');
    await i18n.changeLanguage('pt');
    const { user } = renderLibrary({
      'POST /api/import': json({ sessionId: IMPORTED_ID, importId: IMPORT_ID }, 202),
      'GET /api/imports/:importId/events': () =>
        importEvents([
          importState({
            status: 'done',
            progress: 100,
            imported: { cards: 2, reviews: 0, media: 0 },
            skipped: { count: 2, reasons: { back_too_long: 1, front_empty: 1 } },
          }),
        ]),
    });
    await user.click(await screen.findByRole('button', { name: 'Importar baralho Anki ou CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar baralho Anki ou CSV' });
    await user.upload(within(dialog).getByLabelText('Ficheiro do baralho'), deck());
    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('2 cartões importados.'));
    const report = within(dialog).getByRole('status');
    expect(report).toHaveTextContent(
      '2 cartões ficaram de fora:1 com o verso maior do que 4000 caracteres1 com a frente vazia',
    );
    expect(within(dialog).getByRole('button', { name: 'Abrir a sessão' })).toBeInTheDocument();
  });

  it('warns of image occlusion cards in Portuguese', async () => {
    const { i18n } = await import('../../../lib/i18n.ts');
    await i18n.changeLanguage('pt');
    const { user } = renderLibrary({
      'POST /api/import': json({ sessionId: IMPORTED_ID, importId: IMPORT_ID }, 202),
      'GET /api/imports/:importId/events': () =>
        importEvents([
          importState({
            status: 'done',
            progress: 100,
            imported: { cards: 2, reviews: 0, media: 1, imageOcclusion: 1 },
          }),
        ]),
    });
    await user.click(await screen.findByRole('button', { name: 'Importar baralho Anki ou CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar baralho Anki ou CSV' });
    await user.upload(within(dialog).getByLabelText('Ficheiro do baralho'), deck());
    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(
      await within(dialog).findByText(
        '1 cartão de oclusão de imagem do Anki entrou como cartão simples: o Mnemo mostra a imagem sem as máscaras, por isso a resposta está à vista na frente. Edite-o ou apague-o.',
      ),
    ).toBeInTheDocument();
  });
});
