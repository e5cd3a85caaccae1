import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatEvent, RetrievedPassage } from '../ai.provider.ts';
import { answerChat } from '../chat/index.ts';
import { generateFlashcards } from '../flashcards/index.ts';
import { generateQuestions } from '../questions/index.ts';
import { summarizeMaterial } from '../summarize/index.ts';
import { evaluateAnswer } from '../evaluate/index.ts';
import { createChunks, SAMPLE_TEXTS } from '../testing/sample-material.ts';
import { type ChatCompletionsServer, startChatCompletionsServer } from '../testing/chat-completions-server.ts';
import { createOpenAiProvider } from './openai.provider.ts';

/*
 * A real HTTP server speaking the chat-completions protocol on 127.0.0.1 (../testing): each test
 * queues the replies it wants (JSON bodies, raw text, status codes, delays, SSE streams) and reads
 * back the requests the provider made.
 */
let ai: ChatCompletionsServer;
let baseUrl: string;

beforeAll(async () => {
  ai = await startChatCompletionsServer();
  baseUrl = ai.baseUrl;
});

afterAll(async () => ai?.close());

beforeEach(() => {
  ai.replies.length = 0;
  ai.requests.length = 0;
});

const chunks = createChunks(SAMPLE_TEXTS.en);
const provider = (): ReturnType<typeof createOpenAiProvider> =>
  createOpenAiProvider({ baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs: 500, maxRetries: 1 });

describe('openai provider (chat completions over HTTP)', () => {
  it('asks for structured output, validates it, maps passage numbers to chunk ids and reports usage', async () => {
    ai.replies.push({
      kind: 'content',
      content: JSON.stringify({
        flashcards: [
          { front: 'Where does the Calvin cycle take place?', back: 'In the stroma.', difficulty: 'easy', source: 2 },
          { front: 'Bad source', back: 'x', difficulty: 'easy', source: 9 },
        ],
      }),
      usage: { prompt_tokens: 321, completion_tokens: 45, total_tokens: 366 },
    });
    const result = await generateFlashcards(provider(), {
      chunks,
      options: { counts: { flashcards: 2 }, questionLanguage: 'pt' },
    });
    expect(result.flashcards[0]).toMatchObject({ back: 'In the stroma.', sourceChunkId: chunks[1]!.id });
    expect(result.flashcards[1]!.sourceChunkId).toBeNull();
    expect(result.usage).toEqual({ promptTokens: 321, completionTokens: 45, totalTokens: 366 });
    const body = ai.requests[0]!.body;
    expect(body.model).toBe('test-model');
    expect((body.response_format as { type: string }).type).toBe('json_schema');
    expect(JSON.stringify(body.messages)).toContain('European Portuguese');
    expect(ai.requests[0]!.headers.authorization).toBe('Bearer test-key');
  });

  it('reads a cloze sentence as one cloze note: its text kept, its first card rendered; an unanswerable one dropped', async () => {
    ai.replies.push({
      kind: 'content',
      content: JSON.stringify({
        flashcards: [
          {
            front: 'The {{c1::Calvin cycle}} fixes carbon dioxide in the {{c2::stroma}}.',
            back: 'Calvin cycle',
            difficulty: 'medium',
            source: 2,
          },
          { front: 'What is ATP?', back: 'The cell’s energy currency.', difficulty: 'easy', source: 1 },
          // nothing around the blank says what is asked
          { front: '{{c1::Rubisco}}.', back: 'Rubisco', difficulty: 'easy', source: 2 },
          { front: 'Plants make {{c1::}} from light.', back: 'sugar', difficulty: 'easy', source: 2 },
        ],
      }),
    });
    const result = await generateFlashcards(provider(), { chunks, options: { counts: { flashcards: 4 } } });
    expect(result.flashcards).toHaveLength(2);
    expect(result.flashcards[0]).toMatchObject({
      front: 'The […] fixes carbon dioxide in the stroma.',
      back: 'The **Calvin cycle** fixes carbon dioxide in the stroma.',
      clozeText: 'The {{c1::Calvin cycle}} fixes carbon dioxide in the {{c2::stroma}}.',
      sourceChunkId: chunks[1]!.id,
    });
    expect(result.flashcards[1]).toMatchObject({ front: 'What is ATP?', back: 'The cell’s energy currency.' });
    expect(result.flashcards[1]!.clozeText ?? null).toBeNull();
    // the prompt offers cloze notes for a sentence stating a key term
    expect(JSON.stringify(ai.requests[0]!.body.messages)).toContain('{{c1::term}}');
  });

  it('repairs malformed JSON with one retry that shows the model its reply', async () => {
    ai.replies.push({ kind: 'content', content: 'Sure! Here is the summary: {"summary": ' });
    ai.replies.push({
      kind: 'content',
      content: '```json\n{"summary": "Plants turn light into chemical energy."}\n```',
    });
    const result = await summarizeMaterial(provider(), { chunks });
    expect(result.summary).toBe('Plants turn light into chemical energy.');
    expect(ai.requests).toHaveLength(2);
    const repairMessages = ai.requests[1]!.body.messages as { role: string; content: string }[];
    expect(repairMessages.at(-2)!.role).toBe('assistant');
    expect(repairMessages.at(-1)!.content).toMatch(/not valid/);
    expect(result.usage.totalTokens).toBe(240);
  });

  it('gives up after the repair retry with a clear error', async () => {
    ai.replies.push({ kind: 'content', content: '{"questions": "none"}' });
    ai.replies.push({ kind: 'content', content: 'still not json' });
    await expect(
      generateQuestions(provider(), { chunks, options: { questionTypes: ['true_false'] } }),
    ).rejects.toMatchObject({ code: 'INTERNAL', messageKey: 'ai:errors.invalidOutput' });
  });

  it('retries a 429 and succeeds; a lasting 429 becomes RATE_LIMITED', async () => {
    ai.replies.push({ kind: 'status', status: 429 });
    ai.replies.push({
      kind: 'content',
      content: JSON.stringify({ score: 0.9, verdict: 'correct', feedback: 'Good.', missingConcepts: [] }),
    });
    const { evaluation } = await evaluateAnswer(provider(), { question: 'Q?', expectedAnswer: 'A.', answer: 'A.' });
    expect(evaluation).toMatchObject({ score: 0.9, verdict: 'correct', expectedAnswer: 'A.' });
    ai.replies.push({ kind: 'status', status: 429 }, { kind: 'status', status: 429 });
    await expect(
      evaluateAnswer(provider(), { question: 'Q?', expectedAnswer: 'A.', answer: 'A.' }),
    ).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('turns a timeout into an INTERNAL error', async () => {
    ai.replies.push({ kind: 'delay', ms: 0 }, { kind: 'delay', ms: 0 });
    await expect(summarizeMaterial(provider(), { chunks })).rejects.toMatchObject({
      code: 'INTERNAL',
      messageKey: 'ai:errors.unavailable',
    });
  }, 10_000);

  it('processes long material in sections and merges them', async () => {
    const long = createOpenAiProvider({ baseUrl, model: 'm', sectionTokens: 80, maxRetries: 0 });
    ai.replies.push(
      { kind: 'content', content: '{"summary": "one"}' },
      { kind: 'content', content: '{"summary": "two"}' },
      { kind: 'content', content: '{"summary": "three"}' },
      { kind: 'content', content: '{"summary": "merged"}' },
    );
    const { summary } = await summarizeMaterial(long, { chunks });
    expect(summary).toBe('merged');
    expect(ai.requests).toHaveLength(4);
    expect(JSON.stringify(ai.requests[3]!.body.messages)).toContain('Section 3');
  });

  it("streams a chat answer with citations and the provider's usage", async () => {
    const passages: RetrievedPassage[] = chunks.map((chunk) => ({ ...chunk, score: 1 }));
    ai.replies.push({
      kind: 'stream',
      deltas: ['The Calvin cycle ', 'runs in the stroma [2].'],
      usage: { prompt_tokens: 50, completion_tokens: 9, total_tokens: 59 },
    });
    const events: ChatEvent[] = [];
    for await (const event of answerChat(provider(), { question: 'Where is the Calvin cycle?', passages }))
      events.push(event);
    expect(
      events.filter((event) => event.type === 'text').map((event) => (event.type === 'text' ? event.delta : '')),
    ).toEqual(['The Calvin cycle ', 'runs in the stroma [2].']);
    const done = events.at(-1)!;
    expect(done).toMatchObject({
      type: 'done',
      isRefusal: false,
      usage: { promptTokens: 50, completionTokens: 9, totalTokens: 59 },
    });
    expect(done.type === 'done' && done.citations.map((citation) => citation.chunkId)).toEqual([chunks[1]!.id]);
    expect(ai.requests[0]!.body.stream).toBe(true);
  });

  it('refuses without calling the model when nothing was retrieved', async () => {
    const events: ChatEvent[] = [];
    for await (const event of answerChat(provider(), { question: 'Anything?', passages: [], locale: 'pt' }))
      events.push(event);
    expect(events.at(-1)).toMatchObject({ type: 'done', isRefusal: true });
    expect(ai.requests).toHaveLength(0);
  });
});
