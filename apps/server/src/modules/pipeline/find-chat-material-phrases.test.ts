import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askChat, seedChatSession, type ChatEvalSession } from '../../cli/chat-eval.ts';
import { createLocalProvider } from '../ai/local/local.provider.ts';
import { createChunks } from '../ai/testing/sample-material.ts';

/* The chat's fourth round (ADR 110): phrases across languages, roots, and refusals. */

describe('chat retrieval of a phrase in another language (ADR 110)', () => {
  const provider = createLocalProvider();
  let session: ChatEvalSession;
  beforeAll(async () => {
    session = await seedChatSession([
      {
        chunks: createChunks([
          'Uma cruz marca o ponto de partida. O produto de dois números reais é comutativo.',
          'O produto vetorial de dois vetores é um vetor ortogonal a ambos, cujo comprimento é a área do paralelogramo que eles definem.',
          'Os produtos vetoriais aparecem no cálculo do momento de uma força.',
        ]),
        language: 'pt',
        name: 'vetores.pdf',
      },
    ]);
  }, 60_000);
  afterAll(async () => session?.close());

  it('finds the passage that writes the phrase, not the ones that write its words apart', async () => {
    const { done } = await askChat(provider, session, 'What is the cross product?');
    expect(done.isRefusal).toBe(false);
    expect(done.citations[0]!.page).toBe(2);
    expect(done.text).toMatch(/O produto vetorial de dois vetores é um vetor ortogonal/);
    expect(done.text).not.toMatch(/Uma cruz marca/);
  });
});

describe('chat answers and refusals of the fourth round (ADR 110)', () => {
  const provider = createLocalProvider();
  let session: ChatEvalSession;
  beforeAll(async () => {
    session = await seedChatSession([
      {
        chunks: createChunks([
          'If a recursion never reaches a base case, it goes on making recursive calls forever. This is known as infinite recursion, and it is generally not a good idea.',
          'The annotation process of the data had two steps. Each answer was read by two annotators, who wrote feedback with a rubric.',
          'The models were trained on two graphics cards for five hours. Training took longer for the larger model.',
          'Exam results and quiz results show a rank correlation of 0.44.',
          'We write a short program first.',
          'The letter A comes first in the alphabet.',
          'A formal language is designed by people for a purpose.',
        ]),
        language: 'en',
        name: 'notes.pdf',
      },
    ]);
  }, 60_000);
  afterAll(async () => session?.close());

  it('brings the sentence a best sentence points back to ("This is known as …")', async () => {
    const { done } = await askChat(provider, session, 'Was ist eine unendliche Rekursion?');
    expect(done.isRefusal).toBe(false);
    expect(done.text).toMatch(/If a recursion never reaches a base case/);
  });

  it('matches a noun of action with its verb ("annotated" / annotation)', async () => {
    const { done } = await askChat(provider, session, 'How was the data annotated?');
    expect(done.isRefusal).toBe(false);
    expect(done.citations[0]!.page).toBe(2);
  });

  it('counts a word whose root the material writes in another form as there ("correlation")', async () => {
    const { done } = await askChat(provider, session, 'How strongly do exams correlate?');
    expect(done.isRefusal).toBe(false);
    expect(done.text).toMatch(/rank correlation/);
  });

  it('refuses "how" when no passage holds both the doing and the thing', async () => {
    // each of its words is in the material, each in another passage
    const { done } = await askChat(provider, session, 'How do I write a formal letter?');
    expect(done.isRefusal).toBe(true);
  });

  it('refuses a question about a price when the material states no price', async () => {
    const { done } = await askChat(provider, session, 'How much does a graphics card cost?');
    expect(done.isRefusal).toBe(true);
  });
});
