import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ChatStreamEvent } from '@mnemo/contracts/study';
import { buildSessionFile } from '../../../test/factories.ts';
import { apiError, json, stubFetch, type RecordedRequest } from '../../../test/fetch-stub.ts';
import { renderWithProviders, signInForTest } from '../../../test/render-app.tsx';
import { OpenAtContext } from '../../../lib/open-at.ts';
import { ChatPanel } from './chat-panel.tsx';

const DOC_ID = '10000000-0000-4000-8000-000000000001';
const CHUNK_ID = '30000000-0000-4000-8000-000000000001';
const MESSAGE_ID = '70000000-0000-4000-8000-000000000001';

/** An NDJSON reply whose lines are released one by one (`push`), ended by `end`, or cut by the client's abort. */
function createNdjsonStream(request: RecordedRequest) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  request.signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } }),
    push: (event: ChatStreamEvent) => controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`)),
    end: () => controller.close(),
  };
}

const citation = {
  chunkId: CHUNK_ID,
  documentId: DOC_ID,
  page: 7,
  slide: null,
  startMs: null,
  endMs: null,
  speaker: null,
  quote: 'ATP synthase',
};

describe('ChatPanel', () => {
  it('streams an answer in, renders its citations as [n] buttons that open the source, and keeps the turn', async () => {
    signInForTest();
    const session = buildSessionFile({ keyConcepts: ['Mitochondria'] });
    let stream: ReturnType<typeof createNdjsonStream> | null = null;
    // the server's stored turns: what it answers once the answer is done
    let stored: ChatMessage[] = [];
    const network = stubFetch({
      'GET /api/sessions/:id/chat': () => json({ messages: stored }),
      'POST /api/sessions/:id/chat': (request) => {
        stream = createNdjsonStream(request);
        return stream.response;
      },
    });
    const openAt = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <OpenAtContext.Provider value={openAt}>
        <ChatPanel session={session} />
      </OpenAtContext.Provider>,
    );
    expect(
      await screen.findByText('Ask anything about this session’s material. Answers cite their sources.'),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Where is ATP made?{Enter}');
    await waitFor(() => expect(stream).not.toBeNull());
    expect(network.find('POST', `/api/sessions/${session.id}/chat`)[0]!.body).toEqual({
      message: 'Where is ATP made?',
    });
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();

    stream!.push({ type: 'text', delta: 'In the mitochondria ' });
    expect(await screen.findByText(/In the mitochondria/)).toBeInTheDocument();
    stream!.push({ type: 'text', delta: '[1].' });
    stored = [
      {
        id: '70000000-0000-4000-8000-000000000009',
        role: 'user',
        content: 'Where is ATP made?',
        citations: [],
        places: [],
        isRefusal: false,
        createdAt: '2025-03-01T10:00:00.000Z',
      },
      {
        id: MESSAGE_ID,
        role: 'assistant',
        content: 'In the mitochondria [1].',
        citations: [citation],
        places: [],
        isRefusal: false,
        createdAt: '2025-03-01T10:00:01.000Z',
      },
    ];
    stream!.push({
      type: 'done',
      messageId: MESSAGE_ID,
      text: 'In the mitochondria [1].',
      citations: [citation],
      places: [],
      isRefusal: false,
      tokens: 12,
    });
    stream!.end();

    const chip = await screen.findByRole('button', { name: '[1]' });
    await user.click(chip);
    expect(openAt).toHaveBeenCalledWith({
      documentId: DOC_ID,
      page: 7,
      slide: null,
      startMs: null,
      chunkId: CHUNK_ID,
      quote: citation.quote,
    });
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('In the mitochondria [1].');
  });

  it('lists the places a "which chapter" answer gives, most relevant first, each a link that opens the viewer at its first page', async () => {
    signInForTest();
    const session = buildSessionFile();
    const places = [
      { documentId: DOC_ID, chunkId: CHUNK_ID, title: '11 Dictionaries', pageFrom: 125, pageTo: 134 },
      {
        documentId: DOC_ID,
        chunkId: '30000000-0000-4000-8000-000000000002',
        title: '11.1 A dictionary is a mapping',
        pageFrom: 125,
        pageTo: 125,
      },
    ];
    stubFetch({
      'GET /api/sessions/:id/chat': json({
        messages: [
          {
            id: MESSAGE_ID,
            role: 'user',
            content: 'Which chapter is about dictionaries?',
            citations: [],
            places: [],
            isRefusal: false,
            createdAt: '2025-03-01T10:00:00.000Z',
          },
          {
            id: '70000000-0000-4000-8000-000000000002',
            role: 'assistant',
            content:
              'These parts of your material treat it, the most relevant first:\n\n1. 11 Dictionaries (pp. 125–134)\n2. 11.1 A dictionary is a mapping (p. 125)',
            citations: [],
            places,
            isRefusal: false,
            createdAt: '2025-03-01T10:00:01.000Z',
          },
        ],
      }),
    });
    const openAt = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <OpenAtContext.Provider value={openAt}>
        <ChatPanel session={session} />
      </OpenAtContext.Provider>,
    );
    const list = await screen.findByRole('list', { name: 'Places in your material' });
    const links = within(list).getAllByRole('button');
    expect(links.map((link) => link.textContent)).toEqual([
      '11 Dictionaries · pp. 125–134',
      '11.1 A dictionary is a mapping · p. 125',
    ]);
    // the answer's own numbered lines are not shown a second time beside the links
    expect(screen.queryByText(/1\. 11 Dictionaries/)).not.toBeInTheDocument();
    await user.click(links[1]!);
    expect(openAt).toHaveBeenCalledWith({
      documentId: DOC_ID,
      page: 125,
      slide: null,
      startMs: null,
      chunkId: '30000000-0000-4000-8000-000000000002',
    });
  });

  it('stops a streaming answer with Stop and keeps what was written', async () => {
    signInForTest();
    const session = buildSessionFile();
    let stream: ReturnType<typeof createNdjsonStream> | null = null;
    stubFetch({
      'GET /api/sessions/:id/chat': json({ messages: [] }),
      'POST /api/sessions/:id/chat': (request) => {
        stream = createNdjsonStream(request);
        return stream.response;
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ChatPanel session={session} />);
    await user.type(await screen.findByRole('textbox', { name: 'Your question' }), 'Tell me more{Enter}');
    await waitFor(() => expect(stream).not.toBeNull());
    stream!.push({ type: 'text', delta: 'Cells are' });
    expect(await screen.findByText(/Cells are/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findAllByText('Stopped.')).not.toHaveLength(0);
    expect(screen.getByText(/Cells are/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('shows past turns with the "not in your material" mark, and clears the chat', async () => {
    signInForTest();
    const session = buildSessionFile();
    const network = stubFetch({
      'GET /api/sessions/:id/chat': json({
        messages: [
          {
            id: MESSAGE_ID,
            role: 'user',
            content: 'Who won the 1998 World Cup?',
            citations: [],
            places: [],
            isRefusal: false,
            createdAt: '2025-03-01T10:00:00.000Z',
          },
          {
            id: '70000000-0000-4000-8000-000000000002',
            role: 'assistant',
            content: 'Your material does not cover that.',
            citations: [],
            isRefusal: true,
            createdAt: '2025-03-01T10:00:01.000Z',
          },
        ],
      }),
      'DELETE /api/sessions/:id/chat': json({ deleted: 2 }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ChatPanel session={session} />);
    expect(await screen.findByText('Not in your material')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear chat' }));
    expect(
      await screen.findByText('Ask anything about this session’s material. Answers cite their sources.'),
    ).toBeInTheDocument();
    expect(network.find('DELETE', `/api/sessions/${session.id}/chat`)).toHaveLength(1);
  });

  it('notes that documents are still processing, and opens Login Required on a 401 and the quota modal on TOKENS_LIMIT', async () => {
    signInForTest();
    const session = buildSessionFile({
      documents: [
        {
          id: DOC_ID,
          kind: 'pdf',
          fileName: 'textbook.pdf',
          status: 'processing',
          embeddingStatus: 'not_done',
          durationMs: null,
          videoId: null,
          createdAt: '2025-03-01T10:00:00.000Z',
        },
      ],
    });
    let reply = apiError(401, 'UNAUTHENTICATED', 'Login required');
    stubFetch({
      'GET /api/sessions/:id/chat': json({ messages: [] }),
      'POST /api/sessions/:id/chat': () => reply,
    });
    const user = userEvent.setup();
    renderWithProviders(<ChatPanel session={session} />);
    expect(
      await screen.findByText(
        'Some documents are still being processed: the chat answers from the processed ones only.',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Hello{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    expect(dialog).toHaveTextContent('Log in or create an account to use chat.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', expect.stringContaining('/login'));
    await user.keyboard('{Escape}');
    // the question was kept in the box
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('Hello');

    reply = apiError(402, 'QUOTA_LIMIT', 'Token limit reached.', { limit: 'TOKENS_LIMIT' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Quota limit exceeded' })).toBeInTheDocument();
  });
});
