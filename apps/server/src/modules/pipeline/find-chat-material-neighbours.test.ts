import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askChat, seedChatSession, type ChatEvalSession } from '../../cli/chat-eval.ts';
import { createLocalProvider } from '../ai/local/local.provider.ts';
import { createChunks } from '../ai/testing/sample-material.ts';

/* ADR 141: an answer that runs across a chunk boundary is read on into the next chunk. */

describe('chat answers across a chunk boundary (ADR 141)', () => {
  const provider = createLocalProvider();
  let session: ChatEvalSession;
  beforeAll(async () => {
    session = await seedChatSession([
      {
        chunks: createChunks([
          'Chapter 3 Functions\nSo far we have only used the functions that come with Python. It is also possible to add your own functions, in three steps.',
          'First you write the keyword def, then the name and the parentheses. Then comes the indented body, which runs each time the name is called.',
          'Chapter 4 Files\nA text file is a sequence of characters stored on a permanent medium. Reading a file gives its lines one by one.',
          'Chapter 5 Lists\nA list is a sequence of values. The sort method arranges the elements of a list from low to high.',
        ]),
        language: 'en',
        name: 'book.pdf',
      },
    ]);
  }, 60_000);
  afterAll(async () => session?.close());

  it('brings the steps that the next chunk holds after the sentence that announces them', async () => {
    const { done } = await askChat(provider, session, 'How do I add my own functions?');
    expect(done.isRefusal).toBe(false);
    expect(done.text).toMatch(/keyword def/);
    expect(done.citations.some((citation) => citation.quote.includes('keyword def'))).toBe(true);
  });

  it('does not bring the next chunk when the answer is whole in its own', async () => {
    const { done } = await askChat(provider, session, 'What does the sort method do?');
    expect(done.isRefusal).toBe(false);
    expect(done.text).not.toMatch(/keyword def|text file/);
  });
});
