import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askChat, seedChatSession, type ChatEvalSession } from '../../cli/chat-eval.ts';
import { translateWord } from '../ai/local/nlp/lexicon.ts';
import { analyzeQuestion } from '../ai/local/nlp/question.ts';
import { createLocalProvider } from '../ai/local/local.provider.ts';
import { createChunks } from '../ai/testing/sample-material.ts';

/* Questions in another language than the material's (ADR 177). */

const first = (word: string, from: 'pt' | 'es', to: 'en' | 'es'): string | undefined =>
  translateWord(word, from, to, 4, { irregularVerbs: true })[0]?.word;

describe("a question's plurals and feminines in the lexicon (ADR 177)", () => {
  it('are read by their masculine singular, not by a lemma of the same stem in another sense', () => {
    // "absoluta" shares its stem with absolutismo (tyranny), "variáveis" with variar (vary), "iniciais" with iniciar (begin)
    expect(first('absoluta', 'es', 'en')).toBe('absolute');
    expect(first('variáveis', 'pt', 'es')).toBe('variable');
    expect(first('iniciais', 'pt', 'en')).toBe('initial');
  });
});

describe("an English question's possessive (ADR 177)", () => {
  it('is its noun', () => {
    expect(analyzeQuestion("What does Weierstrass's approximation theorem say?", 'en').words).toContain('weierstrass');
    expect(analyzeQuestion('What does Bayes’s rule say?', 'en').words).toContain('bayes');
  });
});

describe('a question in another language whose word the material says otherwise (ADR 177)', () => {
  const provider = createLocalProvider();
  let session: ChatEvalSession;
  beforeAll(async () => {
    session = await seedChatSession([
      {
        chunks: createChunks([
          'Chapter 4 Selection\nHere, we define the absolute fitness of a genotype as the expected number of offspring of an individual of that genotype. Differences in fitness can arise at any point during the life cycle.',
          'The relative fitness of a genotype is its absolute fitness divided by the mean fitness of the population.',
          'Chapter 5 Drift\nGenetic drift occurs because more or less copies of an allele can be transmitted to the next generation by chance.',
        ]),
        language: 'en',
        name: 'notes.pdf',
      },
    ]);
  }, 60_000);
  afterAll(async () => session?.close());

  it('is answered from what the material writes of the rest', async () => {
    // "eficacia" is efficacy in the lexicon; the material calls it fitness
    const { done } = await askChat(provider, session, '¿Qué es la eficacia absoluta de un genotipo?', 'en');
    expect(done.isRefusal).toBe(false);
    expect(done.text).toMatch(/absolute fitness of a genotype as the expected number of offspring/);
  });

  it('still refuses a question in another language about what the material does not treat', async () => {
    const tomatoes = await askChat(provider, session, '¿Cómo se cultivan los tomates en un huerto?', 'en');
    expect(tomatoes.done.isRefusal).toBe(true);
    const lusiadas = await askChat(provider, session, 'Quem escreveu Os Lusíadas?', 'pt');
    expect(lusiadas.done.isRefusal).toBe(true);
  });
});
