import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Flashcard } from '@mnemo/contracts/library';
import type { DocumentSummary } from '@mnemo/contracts/library';
import type { DocumentChunksResponse } from '@mnemo/contracts/reading';
import { YOUTUBE_IFRAME_API_URL } from '../../../../lib/youtube-player.ts';
import { createFakeYoutubeIframeApi, type FakeYoutubeIframeApi } from '../../../../test/fake-youtube-iframe-api.ts';
import { json, stubFetch } from '../../../../test/fetch-stub.ts';
import { buildSessionFile, buildUser } from '../../../../test/factories.ts';
import { renderApp, signInForTest } from '../../../../test/render-app.tsx';

const DOC_ID = '99999999-9999-4999-8999-999999999999';
const VIDEO_ID = 'KXof0q88xbg';
const chunkId = (n: number) => `cccccccc-cccc-4ccc-8ccc-00000000000${n}`;
const video: DocumentSummary = {
  id: DOC_ID,
  kind: 'youtube',
  fileName: 'Lecture 1: Algorithms',
  status: 'completed',
  embeddingStatus: 'completed',
  durationMs: 120_000,
  videoId: VIDEO_ID,
  createdAt: '2025-03-01T10:00:00.000Z',
};
const transcript: DocumentChunksResponse = {
  documentId: DOC_ID,
  speakers: [],
  chunks: [
    {
      id: chunkId(1),
      order: 0,
      text: 'Welcome to the course on algorithms.',
      page: null,
      slide: null,
      startMs: 0,
      endMs: 30_000,
      speakerId: null,
    },
    {
      id: chunkId(2),
      order: 1,
      text: 'What is an algorithm?',
      page: null,
      slide: null,
      startMs: 30_000,
      endMs: 60_000,
      speakerId: null,
    },
    {
      id: chunkId(3),
      order: 2,
      text: 'A procedure that solves a problem.',
      page: null,
      slide: null,
      startMs: 60_000,
      endMs: 120_000,
      speakerId: null,
    },
  ],
};

type YtWindow = { YT?: unknown; onYouTubeIframeAPIReady?: () => void };
const ytWindow = window as unknown as YtWindow;
let yt: FakeYoutubeIframeApi;

beforeEach(() => {
  yt = createFakeYoutubeIframeApi();
});
afterEach(() => {
  delete ytWindow.YT;
  delete ytWindow.onYouTubeIframeAPIReady;
  for (const script of document.head.querySelectorAll(`script[src="${YOUTUBE_IFRAME_API_URL}"]`)) script.remove();
});

function renderVideo({
  search = `&tab=material&doc=${DOC_ID}`,
  isApiLoaded = true,
  flashcards = [] as Flashcard[],
  document = video,
} = {}) {
  // the IFrame API as the page sees it once YouTube's script has run
  if (isApiLoaded) ytWindow.YT = yt.api;
  signInForTest();
  const session = buildSessionFile({ documents: [document], flashcards });
  stubFetch({
    'GET /api/auth/me': json({ user: buildUser() }),
    'GET /api/sessions': json({ sessions: [] }),
    'GET /api/directory/:folderId/file/:fileId': json(session),
    'GET /api/documents/:id/chunks': json(transcript),
    'GET /api/review/due': json({
      cards: flashcards.map((card) => ({
        ...card,
        sessionId: session.id,
        sessionName: session.name,
        folderId: null,
        sourceName: document.fileName,
      })),
      total: flashcards.length,
      dueCount: 0,
      newCount: flashcards.length,
      reviewedToday: 0,
      nextDueAt: null,
    }),
  });
  return renderApp({ initialEntries: [`/session?folder_id=root&session_id=${session.id}${search}`] });
}

const line = (text: string) => screen.getByText(text).closest('li')!;

async function readyPlayer() {
  await waitFor(() => expect(yt.player).toBeDefined());
  act(() => yt.player!.ready());
  await waitFor(() => expect(screen.getByRole('button', { name: /^(Play|Pause) video$/ })).toBeEnabled());
}

describe('YouTube: the video with its transcript following it', () => {
  it('shows the privacy-enhanced video with a title and its transcript; a click on a line seeks there', async () => {
    const { router } = renderVideo();
    const transcriptList = await screen.findByRole('list', { name: 'Transcript' });
    expect(within(transcriptList).getByText('0:30')).toBeInTheDocument();
    const frame = await screen.findByTitle('Video: Lecture 1: Algorithms');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?enablejsapi=1`);
    expect(yt.player!.options.host).toBe('https://www.youtube-nocookie.com');
    await readyPlayer();
    expect(line('Welcome to the course on algorithms.')).toHaveAttribute('aria-current', 'true');

    await userEvent.click(screen.getByRole('button', { name: /What is an algorithm\?/ }));
    expect(yt.calls).toContain('seekTo 30 true');
    expect(line('What is an algorithm?')).toHaveAttribute('aria-current', 'true');
    expect(router.state.location.search).toContain('t=30000');
  });

  it('marks and scrolls to the line being spoken while the video plays', async () => {
    renderVideo();
    const transcriptList = await screen.findByRole('list', { name: 'Transcript' });
    // record which line the transcript keeps in view
    const scrolled: string[] = [];
    for (const item of within(transcriptList).getAllByRole('listitem')) {
      Object.defineProperty(item, 'scrollIntoView', {
        value: () => scrolled.push(item.textContent ?? ''),
        configurable: true,
      });
    }
    await readyPlayer();
    await userEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(await screen.findByRole('button', { name: 'Pause video' })).toBeInTheDocument();

    // playback moves on to 1:05: the third line is being spoken
    act(() => yt.player!.advance(65));
    await waitFor(() => expect(line('A procedure that solves a problem.')).toHaveAttribute('aria-current', 'true'));
    expect(line('Welcome to the course on algorithms.')).not.toHaveAttribute('aria-current');
    expect(screen.getByTestId('player-time')).toHaveTextContent('1:05');
    // the line is kept in view by an effect that runs after the commit that marked it
    await waitFor(() => expect(scrolled.at(-1)).toContain('A procedure that solves a problem.'));

    // paused: the place is kept in the URL
    await userEvent.click(screen.getByRole('button', { name: 'Pause video' }));
    expect(await screen.findByRole('button', { name: 'Play video' })).toBeInTheDocument();
  });

  it('starts at the URL’s time', async () => {
    renderVideo({ search: `&tab=material&doc=${DOC_ID}&t=65000` });
    await screen.findByRole('list', { name: 'Transcript' });
    await waitFor(() => expect(yt.player).toBeDefined());
    expect(yt.player!.options.playerVars).toMatchObject({ start: 65 });
    expect(line('A procedure that solves a problem.')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('player-time')).toHaveTextContent('1:05');
  });

  it('openAt from a card’s source seeks the video there and marks the line', async () => {
    const card: Flashcard = {
      id: '20000000-0000-4000-8000-000000000001',
      front: 'What is an algorithm?',
      back: 'A procedure that solves a problem.',
      difficulty: 'medium',
      sourceChunkId: chunkId(3),
      schedule: null,
      isSuspended: false,
      isBadItem: false,
      tags: [],
      kind: 'basic',
      noteId: null,
      ordinal: 1,
      noteText: null,
      source: { documentId: DOC_ID, page: null, slide: null, startMs: 60_000 },
    };
    const { router } = renderVideo({ search: '&tab=flashcards', flashcards: [card] });
    const user = userEvent.setup();
    await screen.findByText('What is an algorithm?');
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'From Lecture 1: Algorithms, at 1:00' }));

    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('tab')).toBe('material');
    expect(params.get('t')).toBe('60000');
    await screen.findByRole('list', { name: 'Transcript' });
    await readyPlayer();
    // the seek asked for before the player was ready is made once it is (and, as YouTube does, plays from there)
    expect(yt.calls).toContain('seekTo 60 true');
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /A procedure that solves a problem\./ })).toHaveClass('ring-2');
  });

  it('without YouTube (the IFrame API does not load) the transcript still shows, with a message', async () => {
    renderVideo({ isApiLoaded: false });
    await screen.findByRole('list', { name: 'Transcript' });
    const script = await waitFor(() => {
      const found = document.head.querySelector(`script[src="${YOUTUBE_IFRAME_API_URL}"]`);
      expect(found).not.toBeNull();
      return found!;
    });
    act(() => {
      script.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText('The video could not load. Its transcript is below.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play video' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /What is an algorithm\?/ })).toBeEnabled();
  });

  it('a video without a name (a YouTube link) is titled "Video"', async () => {
    renderVideo({ document: { ...video, fileName: null } });
    expect((await screen.findByTitle('Video')).tagName).toBe('IFRAME');
  });
});
