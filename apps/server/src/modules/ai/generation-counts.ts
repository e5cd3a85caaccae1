/*
 * How much to generate when the caller does not say, from the material's length in words.
 * Shared by every provider so that switching providers does not change what a session gets.
 */

/** Flashcards: about one per 150 words, at least 5, at most 60. */
export function getDefaultFlashcardCount(wordCount: number): number {
  return Math.max(5, Math.min(60, Math.round(wordCount / 150)));
}

/** Questions of each type: about one per 250 words, at least 3, at most 30. */
export function getDefaultQuestionCount(wordCount: number): number {
  return Math.max(3, Math.min(30, Math.round(wordCount / 250)));
}

/** Key concepts: 1–3 for microlearning-sized material, growing slowly for long material, at most 12. */
export function getKeyConceptCount(wordCount: number): number {
  if (wordCount < 400) return 1;
  if (wordCount < 1500) return 2;
  if (wordCount < 4000) return 3;
  return Math.min(12, 3 + Math.round(Math.log2(wordCount / 4000) * 3));
}

/** Words in a text (letters or digits runs). */
export function countWords(text: string): number {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).length;
}
