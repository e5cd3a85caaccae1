import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentSummary } from '@mnemo/contracts/library';
import type { ErrorEnvelope } from '@mnemo/contracts/errors';
import type { DocumentChunksResponse, Speaker } from '@mnemo/contracts/reading';
import { apiError, json, stubFetch, type RecordedRequest, type RouteHandler } from '../../../../test/fetch-stub.ts';
import { buildSessionFile, buildUser } from '../../../../test/factories.ts';
import { renderApp, signInForTest } from '../../../../test/render-app.tsx';
import { i18n } from '../../../../lib/i18n.ts';

const DOC_ID = '99999999-9999-4999-8999-999999999999';
const SPEAKER_A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const SPEAKER_B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const chunkId = (n: number) => `cccccccc-cccc-4ccc-8ccc-00000000000${n}`;
const recording: DocumentSummary = {
  id: DOC_ID,
  kind: 'audio',
  fileName: 'lecture.mp3',
  status: 'completed',
  embeddingStatus: 'completed',
  durationMs: 120_000,
  videoId: null,
  createdAt: '2025-03-01T10:00:00.000Z',
};
const speakers: Speaker[] = [
  { id: SPEAKER_A, label: 'Speaker 1', name: null, color: 0, avatarUrl: null },
  { id: SPEAKER_B, label: 'Speaker 2', name: 'Grace', color: 3, avatarUrl: null },
];
const transcript: DocumentChunksResponse = {
  documentId: DOC_ID,
  speakers,
  chunks: [
    {
      id: chunkId(1),
      order: 0,
      text: 'Welcome to the lecture on cells.',
      page: null,
      slide: null,
      startMs: 0,
      endMs: 30_000,
      speakerId: SPEAKER_A,
    },
    {
      id: chunkId(2),
      order: 1,
      text: 'What is a mitochondrion?',
      page: null,
      slide: null,
      startMs: 30_000,
      endMs: 60_000,
      speakerId: SPEAKER_B,
    },
    {
      id: chunkId(3),
      order: 2,
      text: 'It makes the energy of the cell.',
      page: null,
      slide: null,
      startMs: 60_000,
      endMs: 120_000,
      speakerId: SPEAKER_A,
    },
  ],
};

function renderRecording({
  isOwner = true,
  speakerReply,
  chunks = transcript,
}: { isOwner?: boolean; speakerReply?: RouteHandler<Speaker | ErrorEnvelope>; chunks?: typeof transcript } = {}) {
  signInForTest();
  const session = buildSessionFile({ documents: [recording], isOwner });
  const network = stubFetch({
    'GET /api/auth/me': json({ user: buildUser() }),
    'GET /api/sessions': json({ sessions: [] }),
    'GET /api/directory/:folderId/file/:fileId': json(session),
    'GET /api/documents/:id/chunks': json(chunks),
    'GET /api/documents/:id/content-url': json({
      url: '/api/media/documents/x/original?exp=1&sig=s',
      expiresAt: '2030-01-01T00:00:00.000Z',
    }),
    'PATCH /api/documents/:id/speakers/:speakerId':
      speakerReply ??
      ((request: RecordedRequest) =>
        json({ ...speakers.find((speaker) => speaker.id === request.params.speakerId)!, ...(request.body as object) })),
  });
  const view = renderApp({
    initialEntries: [`/session?folder_id=root&session_id=${session.id}&tab=material&doc=${DOC_ID}`],
  });
  return { ...view, network };
}

const line = (text: string) => screen.getByText(text).closest('li')!;

describe('audio: transcript following playback', () => {
  it('shows each turn with its speaker and time, follows playback and seeks on a click', async () => {
    const { router } = renderRecording();
    const transcriptList = await screen.findByRole('list', { name: 'Transcript' });
    expect(within(transcriptList).getAllByText('Speaker 1')).toHaveLength(2);
    expect(within(transcriptList).getByText('Grace')).toBeInTheDocument();
    expect(within(line('What is a mitochondrion?')).getByText('0:30')).toBeInTheDocument();
    expect(line('Welcome to the lecture on cells.')).toHaveAttribute('aria-current', 'true');

    // playback reaches 1:05: the third line is the one being spoken
    const audio = window.document.querySelector('audio')!;
    // a loaded recording (jsdom's element never loads): its time counts
    Object.defineProperty(audio, 'readyState', { value: 1, configurable: true });
    Object.defineProperty(audio, 'currentTime', { value: 65, configurable: true, writable: true });
    fireEvent.timeUpdate(audio);
    expect(line('It makes the energy of the cell.')).toHaveAttribute('aria-current', 'true');
    expect(line('Welcome to the lecture on cells.')).not.toHaveAttribute('aria-current');

    // a click on a line moves the player there (and the URL's place)
    await userEvent.click(screen.getByRole('button', { name: /What is a mitochondrion\?/ }));
    expect(screen.getByTestId('player-time')).toHaveTextContent('0:30');
    expect(line('What is a mitochondrion?')).toHaveAttribute('aria-current', 'true');
    expect(router.state.location.search).toContain('t=30000');
    expect(screen.getByRole('button', { name: 'Play recording' })).toBeEnabled();
  });

  it('the owner renames a speaker and every turn shows the new name', async () => {
    const { network } = renderRecording();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit speaker Speaker 1' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Transcript' })).getAllByText('Ada')).toHaveLength(2),
    );
    expect(network.find('PATCH', `/api/documents/${DOC_ID}/speakers/${SPEAKER_A}`)[0]?.body).toEqual({ name: 'Ada' });
  });

  it('a refused picture shows why', async () => {
    renderRecording({ speakerReply: () => apiError(415, 'UNSUPPORTED_FILE', 'Unsupported file') });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit speaker Grace' }));
    await userEvent.upload(
      screen.getByLabelText('Picture (PNG, JPEG or WebP, up to 1 MB)'),
      new File(['not an image'], 'me.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Please choose a PNG, JPEG or WebP image of up to 1 MB.')).toBeInTheDocument();
  });

  it('a recording without a transcript says so, as a recording', async () => {
    renderRecording({ chunks: { ...transcript, speakers: [], chunks: [] } });
    expect(await screen.findByText('This recording has no transcript.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Transcript' })).toBeNull();
  });

  it('a speaker without a name is numbered in the reader’s language', async () => {
    await i18n.changeLanguage('pt');
    renderRecording();
    const transcriptList = await screen.findByRole('list', { name: 'Transcrição' });
    expect(within(transcriptList).getAllByText('Orador 1')).toHaveLength(2);
    expect(within(transcriptList).queryByText('Speaker 1')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Oradores' })).getByText('Grace')).toBeInTheDocument();
  });

  it('a visitor cannot edit speakers', async () => {
    renderRecording({ isOwner: false });
    expect(await screen.findByRole('list', { name: 'Transcript' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit speaker/ })).not.toBeInTheDocument();
  });
});
