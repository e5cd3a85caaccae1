import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportResponse } from '@mnemo/contracts/exchange';
import type { DirectoryEntry } from '@mnemo/contracts/library';
import { apiError, createDeferred, json, stubFetch, type Reply } from '../../../test/fetch-stub.ts';
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

describe('Import Anki deck or CSV (library page)', () => {
  it('uploads the chosen file as multipart, shows it is importing, then opens the new session', async () => {
    const reply = createDeferred<Reply<ImportResponse>>();
    const { network, view, user } = renderLibrary({ 'POST /api/import': () => reply.promise });
    await user.click(await screen.findByRole('button', { name: 'Import Anki deck or CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Anki deck or CSV' });
    expect(within(dialog).getByText('No file chosen')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Deck file'), deck());
    expect(within(dialog).getByText('biology.csv')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Importing biology.csv…');
    expect(within(dialog).getByRole('button', { name: 'Importing…' })).toBeDisabled();
    const [request] = network.find('POST', '/api/import');
    const sent = (request?.body as FormData).get('file') as File;
    expect(sent.name).toBe('biology.csv');
    expect(await sent.text()).toBe('front,back\nCell,Unit of life\n');
    expect(request?.headers.get('Authorization')).toBe('Bearer library-token');

    reply.resolve(json({ sessionId: IMPORTED_ID, imported: { cards: 1, reviews: 0, media: 0 }, skipped: { count: 0, reasons: {} } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.router.state.location.pathname).toBe('/session');
    expect(view.router.state.location.search).toBe(`?folder_id=root&session_id=${IMPORTED_ID}`);
  });

  it('shows the server’s message when the file is not a deck, and asks for a file before sending', async () => {
    const message = 'This file is not an Anki package (.apkg) or a CSV file of cards.';
    const { network, view, user } = renderLibrary({ 'POST /api/import': apiError(415, 'UNSUPPORTED_FILE', message) });
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
});

describe('Import cards into this session (Overview)', () => {
  it('sends the file to the session’s own import, stays on the page and says how many cards came in', async () => {
    signInForTest('session-token');
    const reply = createDeferred<Reply<ImportResponse>>();
    const network = stubFetch({ [`POST /api/sessions/:id/import`]: () => reply.promise });
    const view = renderWithProviders(<ImportIntoSession session={{ id: SESSION_ID, name: 'Organic compounds' }} />, { path: '/session' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Import cards' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import cards into this session' });
    expect(dialog).toHaveTextContent('Its cards are added to “Organic compounds”');
    await user.upload(within(dialog).getByLabelText('Deck file'), deck());
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Importing biology.csv…');
    const [request] = network.find('POST', `/api/sessions/${SESSION_ID}/import`);
    expect(((request?.body as FormData).get('file') as File).name).toBe('biology.csv');
    expect(request?.headers.get('Authorization')).toBe('Bearer session-token');
    expect(network.find('POST', '/api/import')).toHaveLength(0);

    reply.resolve(json({ sessionId: SESSION_ID, imported: { cards: 146, reviews: 102, media: 0 }, skipped: { count: 0, reasons: {} } }));
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
});
