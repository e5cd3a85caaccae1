import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askChat, seedChatSession, type ChatEvalSession } from '../../cli/chat-eval.ts';
import { createLocalProvider } from '../ai/local/local.provider.ts';
import { createChunks } from '../ai/testing/sample-material.ts';
import { ableAdjectives } from './find-chat-material.ts';

/* The chat's ninth round (ADR 160): English words the Romance languages say with another word class. */

describe('"-able" adjectives made from the verb in the material\'s language', () => {
  it.each([
    ['measurable', 'es', 'medible'],
    ['measurable', 'pt', 'medível'],
    ['measurable', 'it', 'misurabile'],
    ['integrable', 'es', 'integrable'],
    ['computable', 'pt', 'computável'],
  ] as const)('"%s" → %s %s', (word, language, adjective) => {
    expect(ableAdjectives(word, 'en', language)).toContain(adjective);
  });

  it('makes none of a word that only ends so, or into English', () => {
    expect(ableAdjectives('table', 'en', 'es')).toEqual([]);
    expect(ableAdjectives('variable', 'en', 'es')).toEqual([]);
    expect(ableAdjectives('measurable', 'en', 'en')).toEqual([]);
  });
});

describe('questions in English about Spanish and Portuguese material (ADR 160)', () => {
  const provider = createLocalProvider();
  let session: ChatEvalSession;
  beforeAll(async () => {
    session = await seedChatSession([
      {
        chunks: createChunks([
          '3. Funciones medibles\nSea Ω un espacio y A una σ-álgebra sobre Ω. Una función es medible si la imagen inversa de todo conjunto medible es medible. Las funciones simples son medibles.',
          '4. Esperanza matemática\nLa esperanza de una variable aleatoria se define como su integral respecto de la probabilidad.',
        ]),
        language: 'es',
        name: 'apuntes.pdf',
      },
    ]);
  }, 60_000);
  afterAll(async () => session?.close());

  it('answers what a measurable function is with the sentence that defines it', async () => {
    const { done } = await askChat(provider, session, 'What is a measurable function?', 'en');
    expect(done.isRefusal).toBe(false);
    expect(done.text).toMatch(/Una función es medible si la imagen inversa/);
  });
});
