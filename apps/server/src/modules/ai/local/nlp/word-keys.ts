import type { MaterialLanguage } from '@mnemo/domain/languages';
import { stemWord } from './language.ts';
import { lemmatizeEnglish } from './wordnet.ts';

/*
 * What makes two words "the same word" for the chat (issue 22 item 4): whole words and their
 * inflections, never a word that merely contains the other or shares a derivational root.
 * English Snowball stems are too eager for that ("capital" and "capitalize" are both `capit`),
 * so English words are keyed by their WordNet lemmas ("dictionaries" → dictionary, "ran" is not
 * needed: questions and material share tense rarely enough); a word WordNet does not know (a
 * name, an identifier) keys as itself, less a plural "s". The other languages' Snowball stems
 * strip inflections and few derivations, so they are the key there.
 */

const englishKeys = new Map<string, string[]>();

/** The keys of a lower-case word: two words match when they share one. */
export function getWordKeys(lower: string, language: MaterialLanguage): string[] {
  if (language !== 'en') return [stemWord(lower, language)];
  let keys = englishKeys.get(lower);
  if (!keys) {
    const word = lower.replace(/['’]s$/u, '');
    const lemmas = lemmatizeEnglish(word);
    keys = lemmas.length > 0 ? lemmas : [word.length > 3 && /[^s]s$/u.test(word) ? word.slice(0, -1) : word];
    if (englishKeys.size > 100_000) englishKeys.clear();
    englishKeys.set(lower, keys);
  }
  return keys;
}

/** Whether two lower-case words of a language are the same word (equal, or sharing a key). */
export function isSameWord(a: string, b: string, language: MaterialLanguage): boolean {
  if (a === b) return true;
  const keys = getWordKeys(b, language);
  return getWordKeys(a, language).some((key) => keys.includes(key));
}
