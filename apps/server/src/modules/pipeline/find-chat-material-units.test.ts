import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askChat, seedChatSession, type ChatEvalSession } from '../../cli/chat-eval.ts';
import { createLocalProvider } from '../ai/local/local.provider.ts';
import { createChunks } from '../ai/testing/sample-material.ts';
import { findAdjacentPairs } from '../ai/local/nlp/question.ts';

/* The chat's fifth round (ADR 119): names and compounds whole, a word inside a term, reasons and definitions beside. */

describe('the runs of two content words a question writes', () => {
  it('are the words side by side, not across punctuation or function words', () => {
    expect(findAdjacentPairs('How do I reduce exam anxiety?', 'en')).toEqual([
      ['reduce', 'exam'],
      ['exam', 'anxiety'],
    ]);
    expect(findAdjacentPairs('¿Dónde nació Charles Darwin?', 'es')).toContainEqual(['charles', 'darwin']);
    expect(findAdjacentPairs('Is Paris, France big?', 'en')).not.toContainEqual(['paris', 'france']);
  });
});

describe('chat refusals and answers of the fifth round (ADR 119)', () => {
  const provider = createLocalProvider();
  let session: ChatEvalSession;
  beforeAll(async () => {
    session = await seedChatSession([
      {
        chunks: createChunks([
          'Each question needs a common ground truth with clearly defined boundaries. A common ground truth lets two annotators agree.',
          'Knowing that a system will grade the assignment can also reduce anxiety and help learners focus on their work.',
          'The final exam was written in June. Exam scores were compared with quiz scores over the years.',
          'Darwin described natural selection. Selection changes the frequency of alleles in a population over the years.',
          'The input sequence of the model is long. For computational reasons, the input sequence is trimmed to 512 tokens. Longer answers lose their end.',
          'Students at the university study these notes in their first year.',
          'The closest to our work is the TreeBank corpus. Here, its authors used expert graphs. The resulting explanations are lists of facts needed to answer the question.',
        ]),
        language: 'en',
        name: 'paper.pdf',
      },
    ]);
  }, 60_000);
  afterAll(async () => session?.close());

  it('refuses a word whose translation the material writes only inside a longer term ("tierra" → ground truth)', async () => {
    const { done } = await askChat(provider, session, '¿Cuántos años tiene la Tierra?', 'en');
    expect(done.isRefusal).toBe(true);
  });

  it('refuses a noun compound whose words the material writes only apart ("exam anxiety")', async () => {
    const { done } = await askChat(provider, session, 'How do I reduce exam anxiety?');
    expect(done.isRefusal).toBe(true);
  });

  it('refuses a name the material writes only in part ("Charles Darwin" / Darwin), though the lexicon shortens it', async () => {
    const { done } = await askChat(
      provider,
      session,
      '¿Dónde nació Charles Darwin y qué estudió en la universidad?',
      'en',
    );
    expect(done.isRefusal).toBe(true);
  });

  it('still answers the name it writes', async () => {
    const { done } = await askChat(provider, session, 'What did Darwin describe?');
    expect(done.isRefusal).toBe(false);
    expect(done.text).toMatch(/natural selection/);
  });

  it('brings the reason beside the best sentence of a "why" answer', async () => {
    const { done } = await askChat(provider, session, 'Why are longer answers cut at the end?');
    expect(done.isRefusal).toBe(false);
    expect(done.text).toMatch(/For computational reasons/);
  });

  it('brings the sentences after one that only names the subject of a "what is" answer', async () => {
    const { done } = await askChat(provider, session, 'What is the TreeBank corpus?');
    expect(done.isRefusal).toBe(false);
    expect(done.text).toMatch(/lists of facts needed to answer/);
  });
});
