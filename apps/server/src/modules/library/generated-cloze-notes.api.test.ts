import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatCompletionsServer, startChatCompletionsServer } from '../ai/testing/chat-completions-server.ts';
import { SAMPLE_TEXTS } from '../ai/testing/sample-material.ts';
import { followDocument } from '../pipeline/testing/pipeline-test-kit.ts';
import { buildTestApp, registerTestUser, type TestApp, type TestUser } from '../../test/test-app.ts';

/*
 * A cloze note the `openai` provider writes (issue 28, ADR 118) is saved as one note — a card per
 * deletion number, sharing the note — and counts as one exercise against the month's quota;
 * against a real chat-completions server on 127.0.0.1.
 */

let t: TestApp;
let ai: ChatCompletionsServer;
let owner: TestUser;

beforeAll(async () => {
  ai = await startChatCompletionsServer();
  t = await buildTestApp({
    pipeline: {},
    config: { AI_PROVIDER: 'openai', AI_BASE_URL: ai.baseUrl, AI_API_KEY: 'test-key', AI_MODEL: 'test-model' },
  });
  owner = await registerTestUser(t.app);
});
afterAll(async () => {
  await t?.close();
  await ai?.close();
});

interface Card {
  id: string;
  front: string;
  back: string;
  kind: string;
  noteId: string | null;
  ordinal: number;
  noteText: string | null;
  sourceChunkId: string | null;
}

const NOTE = 'The {{c1::Calvin cycle}} fixes carbon dioxide in the {{c2::stroma}}.';

const flashcardsReply = (cards: unknown[]) => ({
  kind: 'content' as const,
  content: JSON.stringify({ flashcards: cards }),
});

describe('cloze notes from the openai provider', () => {
  it('saves a generated note as its cards, one note, counted as one exercise; "generate more" too', async () => {
    ai.replies.push(
      { kind: 'content', content: JSON.stringify({ summary: 'Photosynthesis and the Calvin cycle.' }) },
      { kind: 'content', content: JSON.stringify({ keyConcepts: ['Calvin cycle'] }) },
      flashcardsReply([
        { front: NOTE, back: 'Calvin cycle', difficulty: 'medium', source: 1 },
        { front: 'What is ATP?', back: 'The cell’s energy currency.', difficulty: 'easy', source: 1 },
      ]),
      {
        kind: 'content',
        content: JSON.stringify({
          questions: [
            {
              type: 'true_false',
              prompt: 'Rubisco catalyses the first step of the Calvin cycle.',
              explanation: 'As the text says.',
              source: 1,
              answer: true,
            },
          ],
        }),
      },
    );
    const res = await t.call('POST', '/api/sessions', owner.token, {
      name: 'Biology notes',
      text: SAMPLE_TEXTS.en.join('\n\n'),
      questionTypes: ['true_false'],
      questionLanguage: 'en',
    });
    expect(res.statusCode, res.body).toBe(202);
    const { document, session } = res.json() as { document: { id: string }; session: { id: string } };
    const last = (await followDocument(t.app, owner.token, document.id)).at(-1)!;
    expect(last.error).toBeUndefined();
    expect(last.status).toBe('completed');

    const file = (await t.call('GET', `/api/directory/root/file/${session.id}`, owner.token)).json() as {
      flashcards: Card[];
    };
    const cloze = file.flashcards.filter((c) => c.kind === 'cloze');
    expect(cloze.map((c) => [c.ordinal, c.noteText, c.front])).toEqual([
      [1, NOTE, 'The […] fixes carbon dioxide in the stroma.'],
      [2, NOTE, 'The Calvin cycle fixes carbon dioxide in the […].'],
    ]);
    expect(cloze[0]!.noteId).not.toBeNull();
    expect(cloze[1]!.noteId).toBe(cloze[0]!.noteId);
    expect(cloze[1]!.back).toBe('The Calvin cycle fixes carbon dioxide in the **stroma**.');
    expect(cloze.every((c) => c.sourceChunkId !== null)).toBe(true);
    expect(file.flashcards.filter((c) => c.kind === 'basic').map((c) => c.front)).toEqual(['What is ATP?']);
    // three cards, but two flashcard items and one question: three exercises, not four
    const quota = (await t.call('GET', '/api/quota', owner.token)).json() as { exercisesGenerated: number };
    expect(quota.exercisesGenerated).toBe(3);

    // the note is a note as any other: an edit keeps its cards
    const edited = await t.call('PUT', `/api/sessions/${session.id}/notes/${cloze[0]!.noteId}`, owner.token, {
      text: `${NOTE} It runs in the light-independent reactions.`,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().cards.map((c: Card) => c.id)).toEqual(cloze.map((c) => c.id));

    // "generate more" saves a note the same way, counted once
    ai.replies.push(
      flashcardsReply([
        {
          front: 'Photosynthesis turns {{c1::light energy}} into {{c2::chemical energy}} in {{c3::chloroplasts}}.',
          back: 'light energy',
          difficulty: 'easy',
          source: 1,
        },
      ]),
    );
    const more = await t.call('POST', `/api/sessions/${session.id}/generate`, owner.token, { flashcards: 1 });
    expect(more.statusCode, more.body).toBe(200);
    const notes = new Set(
      (more.json() as { flashcards: Card[] }).flashcards.filter((c) => c.kind === 'cloze').map((c) => c.noteId),
    );
    expect(notes.size).toBe(2);
    expect((more.json() as { flashcards: Card[] }).flashcards).toHaveLength(6);
    const after = (await t.call('GET', '/api/quota', owner.token)).json() as { exercisesGenerated: number };
    expect(after.exercisesGenerated).toBe(4);
  });
});
