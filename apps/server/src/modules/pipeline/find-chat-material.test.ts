import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askChat, seedChatSession, type ChatEvalSession } from '../../cli/chat-eval.ts';
import { createLocalProvider } from '../ai/local/local.provider.ts';
import { createChunks } from '../ai/testing/sample-material.ts';
import { splitCompound } from './find-chat-material.ts';

describe('a compound word', () => {
  it('is split into two known parts, a linking "s" dropped, or left whole', () => {
    const known = new Set(['skalar', 'produkt', 'kugel', 'koordinaten', 'arbeit', 'zeit']);
    const isKnown = (part: string): boolean => known.has(part);
    expect(splitCompound('skalarprodukt', isKnown)).toEqual(['skalar', 'produkt']);
    expect(splitCompound('kugelkoordinaten', isKnown)).toEqual(['kugel', 'koordinaten']);
    expect(splitCompound('arbeitszeit', isKnown)).toEqual(['arbeit', 'zeit']);
    expect(splitCompound('photosynthese', isKnown)).toBeNull();
  });
});

describe('chat retrieval across languages and names (ADR 099)', () => {
  const provider = createLocalProvider();
  let session: ChatEvalSession;
  beforeAll(async () => {
    const texts = [
      'Vetores e escalares. Um escalar é um número real ou complexo. Os vetores são os elementos de um espaço vetorial.',
      'Dois vetores não nulos são ditos ortogonais se o ângulo entre eles é de noventa graus, ou seja, se o produto escalar é nulo.',
      'O produto vetorial não é associativo, portanto a ordem dos vetores é relevante. A distância entre dois pontos de Porto Alegre e Londres é dada pela lei dos cossenos.',
    ];
    const chunks = createChunks(texts);
    session = await seedChatSession([{ chunks, language: 'pt', name: 'vetores.pdf' }]);
  }, 60_000);
  afterAll(async () => session?.close());

  it("finds Portuguese passages for English words the lexicon lacks, through the material's cognates", async () => {
    const scalar = await askChat(provider, session, 'What is a scalar?');
    expect(scalar.done.isRefusal).toBe(false);
    expect(scalar.done.text).toMatch(/Um escalar é um número real ou complexo/);
    const orthogonal = await askChat(provider, session, 'When are two vectors orthogonal?');
    expect(orthogonal.done.isRefusal).toBe(false);
    expect(orthogonal.done.citations[0]!.page).toBe(2);
  });

  it('finds them for a German compound by its parts', async () => {
    const { done } = await askChat(provider, session, 'Was ist das Skalarprodukt?');
    expect(done.isRefusal).toBe(false);
    expect(done.text).toMatch(/produto escalar/);
  });

  it('refuses a question none of whose names the material writes, though most of its other words are there', async () => {
    const lisbon = await askChat(provider, session, 'Qual é a distância entre dois pontos de Lisboa?', 'pt');
    expect(lisbon.done.isRefusal).toBe(true);
    const london = await askChat(provider, session, 'Qual é a distância entre dois pontos de Londres?', 'pt');
    expect(london.done.isRefusal).toBe(false);
  });
});
