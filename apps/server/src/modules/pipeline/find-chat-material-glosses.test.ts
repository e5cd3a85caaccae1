import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askChat, seedChatSession, type ChatEvalSession } from '../../cli/chat-eval.ts';
import { createLocalProvider } from '../ai/local/local.provider.ts';
import { getWordKeys } from '../ai/local/nlp/word-keys.ts';
import { createChunks } from '../ai/testing/sample-material.ts';
import { findGlosses, writesApart } from './find-chat-material.ts';

/* The chat's round of ADR 181: elided words, glosses in brackets, formulas set apart, a section's title. */

describe('a French or Italian word after an elided article keys as the word itself', () => {
  it.each([
    ['l’énergie', 'énergie', 'fr'],
    ["l'entropie", 'entropie', 'fr'],
    ["d'équilibre", 'équilibre', 'fr'],
    ["dell'equilibrio", 'equilibrio', 'it'],
    ["l'energia", 'energia', 'it'],
  ] as const)('"%s" is "%s" (%s)', (elided, bare, language) => {
    expect(getWordKeys(elided, language)).toEqual(getWordKeys(bare, language));
  });
});

describe('glosses in brackets', () => {
  it('reads the words before the brackets and those in them as one term', () => {
    const words = ['eficacia', 'biológica', 'fitness', 'absoluta', 'genotipo'];
    expect(findGlosses('¿Qué es la eficacia biológica (fitness) absoluta de un genotipo?', words)).toEqual([
      { run: [0, 1, 2], gloss: ['fitness'] },
    ]);
  });

  it('runs on over "de" between content words, and stops at a function word or a comma', () => {
    const words = ['função', 'geradora', 'momentos', 'moment', 'generating', 'function'];
    expect(findGlosses('O que é a função geradora de momentos (moment generating function)?', words)[0]!.run).toEqual([
      0, 1, 2, 3, 4, 5,
    ]);
    expect(
      findGlosses('Que modelos, usados como referência (baselines)?', ['modelos', 'usados', 'referência', 'baselines']),
    ).toEqual([{ run: [2, 3], gloss: ['baselines'] }]);
  });

  it('finds none without brackets or with nothing before them', () => {
    expect(findGlosses('What is fitness?', ['fitness'])).toEqual([]);
    expect(findGlosses('(fitness)', ['fitness'])).toEqual([]);
  });
});

describe('a formula symbol written in parts', () => {
  it('is found across the spaces a PDF sets in a formula', () => {
    expect(writesApart('θ = 4N μ (38)', 'nμ')).toBe(true);
    expect(writesApart('P V = n R T', 'pv')).toBe(true);
  });

  it('is not found inside a longer word or as the word itself', () => {
    expect(writesApart('the number of runs', 'nu')).toBe(false);
    expect(writesApart('about it', 'ab')).toBe(false);
    expect(writesApart('μ is small', 'μ')).toBe(false);
  });
});

const provider = createLocalProvider();

/** A chat session over one document, seeded before its tests and closed after. */
function withMaterial(texts: string[], language: 'en' | 'es' | 'fr', name: string): () => ChatEvalSession {
  let session: ChatEvalSession;
  beforeAll(async () => {
    session = await seedChatSession([{ chunks: createChunks(texts), language, name }]);
  }, 180_000);
  afterAll(async () => session?.close());
  return () => session;
}

describe('questions about French material (ADR 181)', () => {
  const french = withMaterial(
    [
      "2. Premier principe\nL'énergie interne d'un système fermé ne dépend que de son état. La variation de l'énergie interne est égale à la somme du travail et de la chaleur reçus par le système.",
      "3. Second principe\nL'entropie d'un système isolé ne peut que croître au cours d'une transformation.",
    ],
    'fr',
    'cours.pdf',
  );

  it('answers an English question from French sentences that write the word after an elided article', async () => {
    const { done } = await askChat(provider, french(), 'What does the entropy of an isolated system do?');
    expect(done.isRefusal).toBe(false);
    expect(done.text).toMatch(/L'entropie d'un système isolé/);
  });

  it('still refuses what the material does not treat', async () => {
    const { done } = await askChat(provider, french(), 'Comment fait-on une pâte à crêpes ?');
    expect(done.isRefusal).toBe(true);
  });
});

describe('glosses in brackets and formulas set apart (ADR 181)', () => {
  const english = withMaterial(
    [
      '4 Fitness\nWe define the absolute fitness of a genotype as the expected number of offspring of an individual of that genotype. Differences in fitness can arise at any point during the life cycle.',
      '5 Mutation\nThis compound parameter 4N μ, the population-scaled mutation rate, will come up a number of times so we give it its own name θ = 4N μ.',
    ],
    'en',
    'notes.pdf',
  );

  it('asks for a glossed term by the material’s own word', async () => {
    const { done } = await askChat(
      provider,
      english(),
      '¿Qué es la eficacia biológica (fitness) absoluta de un genotipo?',
    );
    expect(done.isRefusal).toBe(false);
    expect(done.text).toMatch(/absolute fitness of a genotype/);
  });

  it('refuses a question of two things, one of which a phrase of two words says, when the other is missing', async () => {
    // "durée de vie" is one thing the material writes ("life"); the elephant it never writes weighs as much
    const { done } = await askChat(provider, english(), "Quelle est la durée de vie d'un éléphant ?", 'en');
    expect(done.isRefusal).toBe(true);
  });

  it('finds a formula the material sets apart', async () => {
    const { done } = await askChat(provider, english(), 'Que représente le paramètre θ = 4Nµ ?');
    expect(done.isRefusal).toBe(false);
    expect(done.text).toMatch(/population-scaled mutation rate/);
  });
});

describe("a section's title and its first sentence (ADR 181)", () => {
  const spanish = withMaterial(
    [
      '5.4.2. Ley de los grandes números\nSea Xn una sucesión de variables aleatorias independientes con la misma distribución.',
      '5.4.3. Teorema de aproximación de Weierstrass\nSea f(x) continua en [0, 1], se aproxima por el polinomio de Bernstein uniformemente en todo el intervalo.',
    ],
    'es',
    'apuntes.pdf',
  );

  it('answers from the first sentence of a section whose title names the subject', async () => {
    const { done } = await askChat(provider, spanish(), "What does Weierstrass's approximation theorem say?");
    expect(done.isRefusal).toBe(false);
    expect(done.text).toMatch(/se aproxima por el polinomio de Bernstein/);
  });
});

describe('a missing thing after an indefinite article (ADR 181)', () => {
  const english = withMaterial(
    [
      '2 Drift\nIf population sizes vary rapidly in size, we can replace our population size by the harmonic mean population size. The harmonic mean size is smaller than the arithmetic mean size.',
    ],
    'en',
    'notes.pdf',
  );

  it('refuses the mean size of a thing the material never names, asked in another language', async () => {
    const { done } = await askChat(provider, english(), "Quelle est la taille moyenne d'une girafe ?", 'en');
    expect(done.isRefusal).toBe(true);
  });

  it('still answers the mean size the material treats', async () => {
    const { done } = await askChat(
      provider,
      english(),
      'Qu’est-ce que la taille moyenne harmonique de la population ?',
      'en',
    );
    expect(done.isRefusal).toBe(false);
    expect(done.text).toMatch(/harmonic mean/);
  });
});
