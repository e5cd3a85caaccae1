import { describe, expect, it } from 'vitest';
import type { ChatEvent, RetrievedPassage } from '../ai.provider.ts';
import { answerChat } from '../chat/index.ts';
import { createChunks, SAMPLE_TEXTS } from '../testing/sample-material.ts';
import { createLocalProvider } from './local.provider.ts';

const provider = createLocalProvider();
const passages: RetrievedPassage[] = createChunks(SAMPLE_TEXTS.en).map((chunk, index) => ({ ...chunk, score: 1 - index * 0.1 }));

async function collect(events: AsyncIterable<ChatEvent>): Promise<{ streamed: string; done: Extract<ChatEvent, { type: 'done' }> }> {
  let streamed = '';
  let done: Extract<ChatEvent, { type: 'done' }> | undefined;
  for await (const event of events) {
    if (event.type === 'text') streamed += event.delta;
    else done = event;
  }
  return { streamed, done: done! };
}

describe('local chat', () => {
  it('answers with the relevant sentences, each cited, streamed', async () => {
    const { streamed, done } = await collect(answerChat(provider, { question: 'Where does the Calvin cycle take place?', passages }));
    expect(done.isRefusal).toBe(false);
    expect(done.text).toBe(streamed);
    expect(done.text).toMatch(/stroma/);
    expect(done.citations.length).toBeGreaterThan(0);
    expect(done.citations[0]!.chunkId).toBe(passages[1]!.id);
    expect(done.citations[0]!.page).toBe(2);
    expect(done.text).toMatch(/\[1\]/);
    expect(done.usage.promptTokens).toBeGreaterThan(0);
    expect(done.usage.completionTokens).toBeGreaterThan(0);
  });

  it('refuses plainly, in the language asked in, when the material does not cover the question', async () => {
    const { done } = await collect(answerChat(provider, { question: 'Quem ganhou o campeonato do mundo de futebol em 1998?', passages, locale: 'en' }));
    expect(done.isRefusal).toBe(true);
    expect(done.citations).toEqual([]);
    expect(done.text).toMatch(/material/);
    expect(done.text).toMatch(/Não encontrei/);
  });

  it('says there is no material when nothing was retrieved', async () => {
    const { done } = await collect(answerChat(provider, { question: 'What is photosynthesis?', passages: [] }));
    expect(done.isRefusal).toBe(true);
  });
});
