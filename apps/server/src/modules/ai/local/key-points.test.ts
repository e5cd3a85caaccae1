import { describe, expect, it } from 'vitest';
import type { MaterialLanguage } from '@mnemo/domain/languages';
import { createChunks } from '../testing/sample-material.ts';
import { analyzeMaterial } from './analyze-material.ts';
import { getKeyPoints, isConceptTitle } from './key-points.ts';
import { findCardDefect } from './precision.ts';
import { buildSlideCards } from './slide-items.ts';

/*
 * ADR 142: a slide's "What are the key points of “X”?" card is made only when X names a concept
 * and the back is a short list of complete points. Blind readers discarded the others as
 * needs-context (a structural title), garbled (fragments run together) or not-an-answer.
 */

/** A small deck as the PPTX extractor gives it: one chunk per slide, the title on the first line. */
function createDeck(slides: readonly string[]) {
  const chunks = createChunks(slides).map((chunk, index) => ({ ...chunk, page: null, slide: index + 1 }));
  return analyzeMaterial(chunks, 'en');
}

const DECK = [
  'Probabilistic Reasoning\nCS 188, lecture 14',
  'Conditional independence\n• Conditional independence simplifies the chain rule\n• Cavity\n• Toothache\n• Catch\n• entries\n• entries',
  'Summary\n• Bayes nets encode conditional independence between variables\n• Inference by enumeration is exponential in the number of variables',
  'Bayesian network\n• A Bayesian network is a directed acyclic graph of random variables\n• Each node holds a conditional probability table given its parents\n• The joint distribution is the product of the local conditional distributions',
  'Example 2: Alarm\n• The alarm rings when there is a burglary or an earthquake\n• John calls when he hears the alarm',
  'Inference by enumeration\n• Sum out the hidden variables from the joint distribution\n• Inference by enumeration is exponential in the number of variables',
];

describe('key-points cards of a deck (ADR 142)', () => {
  it('makes one only for a concept title over complete points', () => {
    const analysis = createDeck(DECK);
    const fronts = buildSlideCards(analysis, 'en').map((card) => card.item.front);
    expect(fronts).toEqual([
      'What are the key points of “Bayesian network”?',
      'What are the key points of “Inference by enumeration”?',
    ]);
  });

  it('refuses fragments run together, repeated entries, cells and cut lines', () => {
    expect(
      getKeyPoints(['Conditional independence', 'simplifies the chain rule', 'Cavity', 'Toothache', 'entries'], 'en'),
    ).toBeNull();
    expect(getKeyPoints(['Entropy measures randomness', 'Entropy measures randomness'], 'en')).toBeNull();
    expect(getKeyPoints(['Level 3: One-time Password', 'Level 4: High assurance PKI'], 'en')).toBeNull();
    expect(getKeyPoints(['Applications determine the level using a methodology based on:'], 'en')).toBeNull();
    expect(
      getKeyPoints(['E-Auth is requiring InC to', 'upgrade its policy and audit infrastructure'], 'en'),
    ).toBeNull();
    // too many to be a short list
    expect(
      getKeyPoints(
        Array.from({ length: 8 }, (_, index) => `Point number ${index} holds a claim`),
        'en',
      ),
    ).toBeNull();
  });

  it('keeps a short list of complete points', () => {
    expect(
      getKeyPoints(
        [
          'Entropy is a measure of randomness in a password',
          'Composition rules and dictionary rules may increase entropy',
        ],
        'en',
      ),
    ).toHaveLength(2);
  });

  it.each<[MaterialLanguage, string]>([
    ['en', 'Summary'],
    ['en', 'Conclusions'],
    ['en', 'Overview'],
    ['en', 'Example 2: Alarm'],
    ['en', 'Summary of Cryptographic-Based Identity Credentials'],
    ['en', 'FPKI Does Interfederate'],
    ['pt', 'Resumo'],
    ['pt', 'Conclusão'],
    ['pt', 'Exemplo 3'],
    ['es', 'Conclusiones'],
    ['es', 'Visión general'],
    ['fr', 'Synthèse'],
    ['fr', 'Exemples'],
    ['it', 'Riassunto'],
    ['it', 'Esempio: la rete'],
    ['de', 'Zusammenfassung'],
    ['de', 'Überblick'],
  ])('reads a structural title as no concept (%s): %s', (language, title) => {
    expect(isConceptTitle(title, language)).toBe(false);
  });

  it.each<[MaterialLanguage, string]>([
    ['en', 'Password Entropy'],
    ['en', 'Bayesian network'],
    ['en', 'Problem solving'],
    ['en', 'Problem of induction'],
    ['pt', 'Produto escalar'],
    ['es', 'Espacio probabilístico'],
    ['fr', 'Loi de Coulomb'],
    ['it', 'Rete bayesiana'],
    ['de', 'Bedingte Wahrscheinlichkeit'],
  ])('reads a concept title as one (%s): %s', (language, title) => {
    expect(isConceptTitle(title, language)).toBe(true);
  });

  it('judges a key-points card by its title and its back', () => {
    const analysis = createDeck(DECK);
    const card = (front: string, back: string) => ({ front, back, difficulty: 'medium' as const, sourceChunkId: null });
    expect(
      findCardDefect(
        card(
          'What are the key points of “Summary”?',
          'Bayes nets encode conditional independence between variables; Inference by enumeration is exponential in the number of variables.',
        ),
        analysis,
        'en',
      ),
    ).toBe('needs-context');
    expect(
      findCardDefect(
        card(
          'What are the key points of “Conditional independence”?',
          'Conditional independence simplifies the chain rule; Cavity; Toothache; Catch; entries; entries.',
        ),
        analysis,
        'en',
      ),
    ).toBe('garbled');
    expect(
      findCardDefect(
        card(
          'What are the key points of “Bayesian network”?',
          'A Bayesian network is a directed acyclic graph of random variables; Each node holds a conditional probability table given its parents.',
        ),
        analysis,
        'en',
      ),
    ).toBeNull();
  });
});
