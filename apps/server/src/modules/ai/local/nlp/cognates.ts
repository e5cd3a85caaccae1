import { stripMarks } from './language.ts';
/*
 * Cognates across the six languages (ADR 099): "scalar" and "escalar", "orthogonal" and
 * "ortogonais", "dimension" and "dimensão", "vectors" and "vetores". Study vocabulary is mostly
 * Latin and Greek, written alike in English, Portuguese, Spanish, French and Italian; the
 * wordnets lack much of it ("scalar" has no Portuguese lemma) or give another region's spelling
 * ("vector" where a Brazilian text writes "vetor"). A question word is matched to the words the
 * material actually uses that are spelt nearly alike once the languages' regular spelling
 * differences are levelled; never to a word that merely contains it.
 */

/** The shortest word compared: shorter ones ("unit", "base") are too often alike by chance. */
const MIN_LENGTH = 5;
/** The least similarity (1 − edits / longer length) of two cognates' skeletons. */
const MIN_SIMILARITY = 0.75;

/**
 * A word with the languages' regular spelling differences levelled: no accents, ph → f, th → t,
 * y → i, k → c, ct → t (vector, vetor), no doubled letters, no Iberian "e" before s + consonant
 * (escalar, scalar), and no adverb ending (-ly, -mente, -ment).
 */
export function toSkeleton(word: string): string {
  let skeleton = stripMarks(word.toLowerCase())
    .replace(/ph/gu, 'f')
    .replace(/th/gu, 't')
    .replace(/y/gu, 'i')
    .replace(/k/gu, 'c')
    .replace(/ct/gu, 't')
    .replace(/(\p{L})\1/gu, '$1')
    .replace(/^es(?=[bcdfgmnpqstv])/u, 's');
  if (skeleton.length >= 9) skeleton = skeleton.replace(/(?:mente|ment|li)$/u, '');
  return skeleton;
}

/** Levenshtein distance, stopping early once it exceeds `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** How alike two words' skeletons are (0–1), or 0 when they are too short, start differently or are less alike than `minSimilarity`. */
export function cognateSimilarity(a: string, b: string, minSimilarity = MIN_SIMILARITY): number {
  const left = toSkeleton(a);
  const right = toSkeleton(b);
  if (left.length < MIN_LENGTH || right.length < MIN_LENGTH || left.slice(0, 2) !== right.slice(0, 2)) return 0;
  const longer = Math.max(left.length, right.length);
  const limit = Math.floor(longer * (1 - minSimilarity));
  const distance = editDistance(left, right, limit);
  return distance > limit ? 0 : 1 - distance / longer;
}

/** A material's vocabulary, indexed by the first two letters of each word's skeleton. */
export interface Vocabulary {
  byStart: Map<string, string[]>;
  words: Set<string>;
}

/** The vocabulary of a text's words (lower case). */
export function buildVocabulary(words: Iterable<string>): Vocabulary {
  const byStart = new Map<string, string[]>();
  const seen = new Set<string>();
  for (const word of words) {
    if (word.length < MIN_LENGTH || seen.has(word) || /\d/u.test(word)) continue;
    seen.add(word);
    const start = toSkeleton(word).slice(0, 2);
    const bucket = byStart.get(start);
    if (bucket) bucket.push(word);
    else byStart.set(start, [word]);
  }
  return { byStart, words: seen };
}

/** Whether a material writes a word, or its plural. */
export function hasWord(vocabulary: Vocabulary, word: string): boolean {
  return vocabulary.words.has(word) || vocabulary.words.has(`${word}s`) || vocabulary.words.has(`${word}es`);
}

/** The material's words that are cognates of a word of another language, most alike first (at most `limit`). */
export function findCognates(
  word: string,
  vocabulary: Vocabulary,
  limit = 3,
  minSimilarity = MIN_SIMILARITY,
): string[] {
  const lower = word.toLowerCase();
  const skeleton = toSkeleton(lower);
  if (skeleton.length < MIN_LENGTH) return [];
  return (vocabulary.byStart.get(skeleton.slice(0, 2)) ?? [])
    .map((candidate) => ({ candidate, similarity: cognateSimilarity(lower, candidate, minSimilarity) }))
    .filter((item) => item.similarity > 0 && item.candidate !== lower)
    .sort((a, b) => b.similarity - a.similarity || a.candidate.length - b.candidate.length)
    .slice(0, limit)
    .map((item) => item.candidate);
}

/** Endings of the adjectives Portuguese, Spanish, French and Italian make from a noun ("unitário", "esférica", "vetorial", "unitaire"). */
const RELATIONAL_ENDINGS = /^(?:ari[oa]s?|aires?|ic[oa]s?|iques?|ic[ih]e?|i?al|i?ais|i?ales|i?ale|i?ali|i?aux)$/u;

/**
 * The material's adjectives made from a noun (ADR 160): what English and German say with a noun
 * before another ("unit vector", "Kugelkoordinaten"), the Romance languages say with an adjective
 * after it ("vetor unitário", "coordenadas esféricas"). `noun` is the question's word or its
 * translation ("unit"; "esfera" of "Kugel"); a word of the material is one when it is the noun's
 * skeleton, less a final vowel, and an adjective ending.
 */
export function findRelationalAdjectives(noun: string, vocabulary: Vocabulary, limit = 2): string[] {
  const base = toSkeleton(noun).replace(/[aeo]$/u, '');
  if (base.length < 4) return [];
  return (vocabulary.byStart.get(base.slice(0, 2)) ?? [])
    .filter((candidate) => {
      const skeleton = toSkeleton(candidate);
      return skeleton.startsWith(base) && RELATIONAL_ENDINGS.test(skeleton.slice(base.length));
    })
    .sort((a, b) => a.length - b.length)
    .slice(0, limit);
}
