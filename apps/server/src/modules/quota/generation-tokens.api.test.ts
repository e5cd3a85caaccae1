import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatCompletionsServer, startChatCompletionsServer } from '../ai/testing/chat-completions-server.ts';
import { SAMPLE_TEXTS } from '../ai/testing/sample-material.ts';
import { followDocument } from '../pipeline/testing/pipeline-test-kit.ts';
import { buildTestApp, registerTestUser, type TestApp, type TestUser } from '../../test/test-app.ts';

/*
 * What the `openai` provider spends generating (a document's summary, key concepts, cards and
 * questions; "generate more") is counted as the month's generation tokens, beside and apart from
 * the chat tokens, with no limit; against a real chat-completions server on 127.0.0.1.
 */

let t: TestApp;
let ai: ChatCompletionsServer;
let owner: TestUser;

const usage = (total: number) => ({ prompt_tokens: total - 50, completion_tokens: 50, total_tokens: total });

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

/** Pasted text as a new session (202), with every question type. */
async function pasteSession(
  token: string,
  text: string,
): Promise<{ document: { id: string }; session: { id: string } }> {
  const res = await t.call('POST', '/api/sessions', token, {
    name: 'Biology notes',
    text,
    questionTypes: ['multiple_choice', 'true_false', 'open_ended'],
    questionLanguage: 'en',
  });
  expect(res.statusCode, res.body).toBe(202);
  return res.json() as { document: { id: string }; session: { id: string } };
}

const quotaOf = async (token: string) =>
  (await t.call('GET', '/api/quota', token)).json() as {
    generationTokens: number;
    tokensConsumed: number;
    limits: Record<string, number>;
  };

describe('generation tokens of the openai provider', () => {
  it('counts a processed document’s and "generate more"’s tokens as generation tokens, not chat tokens, without a limit', async () => {
    expect(await quotaOf(owner.token)).toMatchObject({ generationTokens: 0, tokensConsumed: 0 });
    ai.replies.push(
      {
        kind: 'content',
        content: JSON.stringify({ summary: 'Photosynthesis, the Calvin cycle and cellular respiration.' }),
        usage: usage(100),
      },
      {
        kind: 'content',
        content: JSON.stringify({ keyConcepts: ['Photosynthesis', 'Calvin cycle'] }),
        usage: usage(200),
      },
      {
        kind: 'content',
        content: JSON.stringify({
          flashcards: [
            { front: 'Where does the Calvin cycle take place?', back: 'In the stroma.', difficulty: 'easy', source: 1 },
          ],
        }),
        usage: usage(300),
      },
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
        usage: usage(400),
      },
    );
    const { document, session } = await pasteSession(owner.token, SAMPLE_TEXTS.en.join('\n\n'));
    const last = (await followDocument(t.app, owner.token, document.id)).at(-1)!;
    expect(last.error).toBeUndefined();
    expect(last.status).toBe('completed');
    expect(ai.requests).toHaveLength(4);
    // every token the provider reported for the four calls, none of them on the chat tokens
    expect(await quotaOf(owner.token)).toMatchObject({ generationTokens: 1000, tokensConsumed: 0 });

    ai.replies.push({
      kind: 'content',
      content: JSON.stringify({
        flashcards: [
          {
            front: 'What does Rubisco catalyse?',
            back: 'The first step of the Calvin cycle.',
            difficulty: 'medium',
            source: 1,
          },
        ],
      }),
      usage: usage(500),
    });
    const more = await t.call('POST', `/api/sessions/${session.id}/generate`, owner.token, { flashcards: 1 });
    expect(more.statusCode, more.body).toBe(200);
    expect(await quotaOf(owner.token)).toMatchObject({ generationTokens: 1500, tokensConsumed: 0 });
  });

  it('keeps counting past any figure: generation tokens have no limit', async () => {
    const heavy = await registerTestUser(t.app);
    const limit = (await quotaOf(heavy.token)).limits.tokens!;
    ai.replies.push(
      {
        kind: 'content',
        content: JSON.stringify({ summary: 'Cellular respiration releases energy from glucose.' }),
        usage: usage(limit + 1),
      },
      { kind: 'content', content: JSON.stringify({ keyConcepts: ['Cellular respiration'] }), usage: usage(100) },
      {
        kind: 'content',
        content: JSON.stringify({
          flashcards: [
            {
              front: 'Where does cellular respiration take place?',
              back: 'In the mitochondria.',
              difficulty: 'easy',
              source: 1,
            },
          ],
        }),
        usage: usage(100),
      },
      {
        kind: 'content',
        content: JSON.stringify({
          questions: [
            {
              type: 'true_false',
              prompt: 'Mitochondria produce most of the ATP of the cell.',
              explanation: 'As the text says.',
              source: 1,
              answer: true,
            },
          ],
        }),
        usage: usage(100),
      },
    );
    const { document } = await pasteSession(heavy.token, SAMPLE_TEXTS.en.join('\n\n'));
    const last = (await followDocument(t.app, heavy.token, document.id)).at(-1)!;
    expect(last.status).toBe('completed');
    expect(await quotaOf(heavy.token)).toMatchObject({ generationTokens: limit + 301, tokensConsumed: 0 });
  });
});
