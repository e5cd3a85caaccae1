import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Annotation, DocumentSummary, SessionFile } from '@mnemo/contracts/library';
import type { AnnotationsPatchBody, DocumentChunksResponse } from '@mnemo/contracts/reading';
import { json, stubFetch, type RecordedRequest } from '../../../test/fetch-stub.ts';
import { buildSessionFile, buildUser } from '../../../test/factories.ts';
import { renderApp, signInForTest } from '../../../test/render-app.tsx';

const DOC_ID = '22222222-2222-4222-8222-222222222222';
const CHUNK_ID = '33333333-3333-4333-8333-333333333333';
const SAVED_ID = '44444444-4444-4444-8444-444444444444';
const TEXT = 'Photosynthesis turns light into chemical energy. The Calvin cycle fixes carbon in the stroma.';
const document: DocumentSummary = {
  id: DOC_ID,
  kind: 'text',
  fileName: 'notes.txt',
  status: 'completed',
  embeddingStatus: 'completed',
  durationMs: null,
  videoId: null,
  createdAt: '2025-03-01T10:00:00.000Z',
};

const PROFESSOR_ID = '66666666-6666-4666-8666-666666666666';
const AUDIENCE_ID = '77777777-7777-4777-8777-777777777777';

/** A pasted transcript: the pipeline stored its speakers' turns as passages with their speaker. */
function transcriptChunks(): DocumentChunksResponse {
  const chunk = (order: number, text: string, speakerId: string) => ({
    id: `8888888${order}-8888-4888-8888-888888888888`,
    order,
    text,
    page: null,
    slide: null,
    startMs: null,
    endMs: null,
    speakerId,
  });
  return {
    documentId: DOC_ID,
    chunks: [
      chunk(0, 'Clonal interference slows adaptation.', PROFESSOR_ID),
      chunk(1, 'Beneficial lineages compete with each other.', PROFESSOR_ID),
      chunk(2, 'Does it depend on the population size?', AUDIENCE_ID),
      chunk(3, 'It does: it matters when N times mu is large.', PROFESSOR_ID),
    ],
    speakers: [
      { id: PROFESSOR_ID, label: 'Professor', name: null, color: 0, avatarUrl: null },
      { id: AUDIENCE_ID, label: 'Audience', name: 'Student', color: 1, avatarUrl: null },
    ],
  };
}

function chunksOf(text: string): DocumentChunksResponse {
  return {
    documentId: DOC_ID,
    chunks: [{ id: CHUNK_ID, order: 0, text, page: null, slide: null, startMs: null, endMs: null, speakerId: null }],
    speakers: [],
  };
}

function savedHighlight(overrides: Partial<Annotation> = {}): Annotation {
  return {
    id: SAVED_ID,
    documentId: DOC_ID,
    kind: 'passage',
    page: null,
    rects: [],
    quote: 'Calvin cycle',
    color: '#fde047',
    note: 'the dark reactions',
    chunkId: CHUNK_ID,
    start: TEXT.indexOf('Calvin cycle'),
    end: TEXT.indexOf('Calvin cycle') + 'Calvin cycle'.length,
    ...overrides,
  };
}

function renderText(session: SessionFile, text = TEXT, chunks: DocumentChunksResponse = chunksOf(text)) {
  signInForTest();
  const network = stubFetch({
    'GET /api/auth/me': json({ user: buildUser() }),
    'GET /api/sessions': json({ sessions: [] }),
    'GET /api/directory/:folderId/file/:fileId': json(session),
    'GET /api/documents/:id/chunks': json(chunks),
    'PATCH /api/sessions/:id/annotations': (request: RecordedRequest) => {
      const body = request.body as AnnotationsPatchBody;
      return json({
        upserted: body.upsert.map((item, index) => ({
          ...item,
          id: item.id ?? `5555555${index}-5555-4555-8555-555555555555`,
        })),
        deleted: body.delete,
      });
    },
  });
  renderApp({ initialEntries: [`/session?folder_id=root&session_id=${session.id}&tab=material&doc=${DOC_ID}`] });
  return network;
}

/** Selects `quote` inside the passage as a learner would with the mouse. */
function selectText(quote: string) {
  const paragraph = screen.getByText(TEXT);
  const textNode = paragraph.firstChild!;
  const start = TEXT.indexOf(quote);
  const range = window.document.createRange();
  range.setStart(textNode, start);
  range.setEnd(textNode, start + quote.length);
  const selection = window.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
}

describe('text view: inline highlights and notes', () => {
  it('highlights a selection, takes a note and saves both as a passage annotation', async () => {
    const session = buildSessionFile({ documents: [document], isOwner: true });
    const network = renderText(session);
    expect(await screen.findByText(TEXT)).toBeInTheDocument();

    selectText('Calvin cycle');
    await userEvent.click(screen.getByRole('button', { name: 'Highlight' }));
    expect(screen.getByRole('button', { name: 'Highlight: Calvin cycle' })).toBeInTheDocument();

    const note = await screen.findByRole('textbox', { name: 'Note' });
    await userEvent.type(note, 'the dark reactions');
    await userEvent.click(screen.getByRole('radio', { name: 'Green' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));

    await waitFor(
      () => {
        const sent = network
          .find('PATCH', `/api/sessions/${session.id}/annotations`)
          .map((request) => request.body as AnnotationsPatchBody);
        const last = sent.at(-1)?.upsert.at(-1);
        expect(last).toMatchObject({
          kind: 'passage',
          chunkId: CHUNK_ID,
          start: TEXT.indexOf('Calvin cycle'),
          end: TEXT.indexOf('Calvin cycle') + 12,
          quote: 'Calvin cycle',
          note: 'the dark reactions',
          color: '#86efac',
          page: null,
        });
      },
      { timeout: 4000 },
    );
    // the first save created it; later changes update the same item by its new id
    const bodies = network.find('PATCH', /annotations$/).map((request) => request.body as AnnotationsPatchBody);
    expect(bodies[0]?.upsert[0]?.id).toBeUndefined();
    expect(bodies.slice(1).every((body) => body.upsert.every((item) => item.id !== undefined))).toBe(true);
    // saves wait SAVE_DELAY_MS after the last change: allow them time on a busy machine
  }, 20_000);

  it('restores a saved highlight with its note', async () => {
    renderText(buildSessionFile({ documents: [document], pdfAnnotations: [savedHighlight()] }));
    expect(await screen.findByRole('button', { name: 'Highlight with note: the dark reactions' })).toHaveTextContent(
      'Calvin cycle',
    );
  });

  it('hides a highlight whose quote no longer matches the passage', async () => {
    const changed = TEXT.replace('Calvin cycle', 'Krebs cycle!');
    renderText(buildSessionFile({ documents: [document], pdfAnnotations: [savedHighlight()] }), changed);
    expect(await screen.findByText(changed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Highlight with note/ })).not.toBeInTheDocument();
  });

  it('shows a visitor the owner’s highlights without any editing control', async () => {
    renderText(buildSessionFile({ documents: [document], isOwner: false, pdfAnnotations: [savedHighlight()] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Highlight with note: the dark reactions' }));
    expect(await screen.findByText('the dark reactions', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Highlight' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Note' })).not.toBeInTheDocument();
  });

  it("names who speaks where a pasted transcript's turn changes, by the name the owner gave", async () => {
    renderText(buildSessionFile({ documents: [document], isOwner: true }), TEXT, transcriptChunks());
    expect(await screen.findByText('Clonal interference slows adaptation.')).toBeInTheDocument();
    // one name per turn: the professor's two passages under one name
    expect(screen.getAllByText('Professor')).toHaveLength(2);
    expect(screen.getAllByText('Student')).toHaveLength(1);
    expect(screen.queryByText('Audience')).not.toBeInTheDocument();
  });
});

describe('pasted Markdown (issue 23 item 15)', () => {
  const MARKDOWN =
    '# A célula\n\nA célula é a unidade básica da vida.\n\n## Membrana ##\nSepara o interior do exterior.';

  it('shows its headings as headings, without the # markers, and highlights by the passage’s own offsets', async () => {
    const session = buildSessionFile({ documents: [document], isOwner: true });
    const network = renderText(session, MARKDOWN);
    expect(await screen.findByRole('heading', { name: 'A célula', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Membrana', level: 3 })).toBeInTheDocument();
    // the markers are in the page (offsets count them) but never shown
    const markers = screen.getAllByText(/#/);
    expect(markers.length).toBeGreaterThan(0);
    for (const marker of markers) expect(marker).not.toBeVisible();
    expect(screen.getByText('A célula é a unidade básica da vida.')).toBeVisible();

    // a selection in the body after a heading is stored at its place in the passage's text
    const body = screen.getByText('A célula é a unidade básica da vida.');
    const textNode = [...body.childNodes].find((node) => node.textContent?.includes('unidade básica'))!;
    const offset = textNode.textContent!.indexOf('unidade básica');
    const range = window.document.createRange();
    range.setStart(textNode, offset);
    range.setEnd(textNode, offset + 'unidade básica'.length);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    await userEvent.click(screen.getByRole('button', { name: 'Highlight' }));
    await waitFor(
      () => {
        const sent = network
          .find('PATCH', `/api/sessions/${session.id}/annotations`)
          .map((request) => request.body as AnnotationsPatchBody);
        expect(sent.at(-1)?.upsert.at(-1)).toMatchObject({
          start: MARKDOWN.indexOf('unidade básica'),
          quote: 'unidade básica',
        });
      },
      { timeout: 4000 },
    );
  }, 20_000);
});

describe('a slide deck without pictures (no LibreOffice on the server; issue 23 item 13)', () => {
  it('shows its text and notes, says once why there are no pictures, and never asks for its PDF', async () => {
    const deck: DocumentSummary = { ...document, kind: 'pptx', fileName: 'lecture.pptx', hasPdf: false };
    const session = buildSessionFile({ documents: [deck] });
    signInForTest();
    const network = stubFetch({
      'GET /api/auth/me': json({ user: buildUser() }),
      'GET /api/sessions': json({ sessions: [] }),
      'GET /api/directory/:folderId/file/:fileId': json(session),
      'GET /api/documents/:id/chunks': json(chunksOf(TEXT)),
    });
    const view = renderApp({ initialEntries: [`/session?folder_id=root&session_id=${session.id}&tab=material`] });
    expect(await screen.findByText(TEXT)).toBeInTheDocument();
    expect(
      screen.getByText(/pictures of the slides need LibreOffice on the server \(apt-get install libreoffice-impress\)/),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByText(/need LibreOffice/)).not.toBeInTheDocument();
    view.unmount();

    // opened again: the text, no notice, and still no request for a PDF
    renderApp({ initialEntries: [`/session?folder_id=root&session_id=${session.id}&tab=material`] });
    expect(await screen.findByText(TEXT)).toBeInTheDocument();
    expect(screen.queryByText(/need LibreOffice/)).not.toBeInTheDocument();
    expect(
      network.requests.filter(
        (request) => request.path.endsWith('/content-url') && request.search.get('variant') === 'pdf',
      ),
    ).toEqual([]);
  });
});
