import { describe, expect, it } from 'vitest';
import {
  buildVocabulary,
  cognateSimilarity,
  findCognates,
  hasWord,
  toSkeleton,
  findRelationalAdjectives,
} from './cognates.ts';

describe('cognates', () => {
  it("level the languages' regular spelling differences", () => {
    expect(toSkeleton('escalar')).toBe(toSkeleton('scalar'));
    expect(toSkeleton('vector')).toBe(toSkeleton('vetor'));
    expect(toSkeleton('orthogonal')).toBe(toSkeleton('ortogonal'));
    expect(toSkeleton('geometrically')).toBe(toSkeleton('geometricamente'));
  });

  it('are words spelt nearly alike, never a word that merely contains the other or starts otherwise', () => {
    expect(cognateSimilarity('dimension', 'dimensão')).toBeGreaterThanOrEqual(0.75);
    expect(cognateSimilarity('associative', 'associativo')).toBeGreaterThanOrEqual(0.75);
    expect(cognateSimilarity('independent', 'independente')).toBeGreaterThanOrEqual(0.75);
    expect(cognateSimilarity('capital', 'capitalize')).toBe(0);
    expect(cognateSimilarity('election', 'selection')).toBe(0);
    expect(cognateSimilarity('unit', 'unitário')).toBe(0);
  });

  it('are found among the words a material uses, most alike first', () => {
    const vocabulary = buildVocabulary([
      'os',
      'vetores',
      'são',
      'ortogonais',
      'escalar',
      'escalares',
      'produto',
      'ortogonalidade',
    ]);
    expect(findCognates('orthogonal', vocabulary)).toEqual(['ortogonais']);
    expect(findCognates('scalar', vocabulary)).toEqual(['escalar', 'escalares']);
    expect(findCognates('vectors', vocabulary)).toEqual(['vetores']);
    expect(findCognates('photosynthesis', vocabulary)).toEqual([]);
  });

  it('can be asked to be closer, for one word spelt two ways in the same language', () => {
    const vocabulary = buildVocabulary(['huguenote', 'poder', 'drift', 'drifts']);
    expect(findCognates('huguenot', vocabulary, 1, 0.85)).toEqual(['huguenote']);
    expect(findCognates('poker', vocabulary, 1, 0.85)).toEqual([]);
    expect(hasWord(vocabulary, 'drift')).toBe(true);
    expect(hasWord(vocabulary, 'derive')).toBe(false);
  });
});

describe('adjectives made from a noun (ADR 160)', () => {
  const vocabulary = buildVocabulary(
    'um vetor unitário tem norma um coordenadas esféricas e cilíndricas produto vetorial uma esfera normal'.split(' '),
  );
  it.each([
    ['unit', ['unitário']],
    ['esfera', ['esféricas']],
    ['vetor', ['vetorial']],
    ['cilindro', ['cilíndricas']],
  ])('"%s" → %j', (noun, adjectives) => {
    expect(findRelationalAdjectives(noun, vocabulary)).toEqual(adjectives);
  });

  it('finds none for a short noun or a word that merely starts alike', () => {
    expect(findRelationalAdjectives('base', vocabulary)).toEqual([]);
    expect(findRelationalAdjectives('produto', vocabulary)).toEqual([]);
  });
});
