import type { MaterialLanguage } from '@mnemo/domain/languages';
import { isFunctionWord, normalizeElision, stemWord } from './language.ts';
import { getEnglishPos, lemmatizeEnglish } from './wordnet.ts';

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

/**
 * The American spelling of a British-spelt word ("labour" → labor, "behaviours" → behaviors,
 * "organise" → organize, "centre" → center) when WordNet knows it, else null: both spellings key alike.
 */
export function toAmericanSpelling(word: string): string | null {
  const candidates = [
    word.replace(/(?<=\p{L}{3,})our(s|ed|ing|ers?|ful|less|ite|ites)?$/u, 'or$1'),
    word.replace(/(?<=\p{L}{3,})is(e|es|ed|ing|ation|ations)$/u, 'iz$1'),
    word.replace(/(?<=\p{L}{3,})tre(s)?$/u, 'ter$1'),
  ].filter((candidate) => candidate !== word);
  return candidates.find((candidate) => lemmatizeEnglish(candidate).length > 0) ?? null;
}

/** Endings of English nouns that name a verb's action, with the verb endings they may come from. */
const ACTION_ENDINGS: [RegExp, string[]][] = [
  [/ation$/u, ['ate', 'e', '']],
  [/ition$/u, ['e', '']],
  [/ion$/u, ['', 'e']],
];

/**
 * The verb an English noun of action is made from ("annotation" → annotate, "definition" →
 * define, "expression" → express), when WordNet knows it as a verb; else null. Only the -ion
 * nouns: "statement" is not "state", "capital" not "capitalize".
 */
function toActionVerb(noun: string): string | null {
  for (const [ending, replacements] of ACTION_ENDINGS) {
    if (!ending.test(noun) || noun.length < 7) continue;
    for (const replacement of replacements) {
      const verb = noun.replace(ending, replacement);
      if (verb.length >= 5 && getEnglishPos(verb).has('v') && lemmatizeEnglish(verb).includes(verb)) return verb;
    }
  }
  return null;
}

/** The keys of a lower-case word: two words match when they share one. */
export function getWordKeys(lower: string, language: MaterialLanguage): string[] {
  // a French or Italian word after an elided article or preposition is the word ("l’énergie", "dell'equilibrio")
  if (language === 'fr' || language === 'it') return [stemWord(normalizeElision(lower), language)];
  if (language !== 'en') return [stemWord(lower, language)];
  let keys = englishKeys.get(lower);
  if (!keys) {
    const word = lower.replace(/['’]s$/u, '');
    let lemmas = lemmatizeEnglish(word);
    const american = lemmas.length === 0 || /our|is(?:e|ation)|tre/u.test(word) ? toAmericanSpelling(word) : null;
    if (american) lemmas = [...new Set([...lemmas, ...lemmatizeEnglish(american)])];
    keys = lemmas.length > 0 ? lemmas : [word.length > 3 && /[^s]s$/u.test(word) ? word.slice(0, -1) : word];
    // a noun made from a verb keys as the verb too ("annotation" / annotated, "definition" / define)
    const verb = keys.map(toActionVerb).find((found) => found !== null);
    if (verb && !keys.includes(verb)) keys = [...keys, verb];
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

/** How a term is looked for in a text: the keys of its forms, their first letters for a related word, and a word start that counts as the word. */
export interface TermMatcher {
  keys: string[];
  prefixes: string[];
  /** the start of an untranslated word of another language ("annotatore" of "Annotatoren"): a word starting so is the word */
  start: string | null;
  /** forms of several words ("produto vetorial"): each of its content words' keys; the text must hold them all */
  phrases: string[][][];
}

/** The matcher of a term given by its forms (the word and its translations) in a language. */
export function createTermMatcher(
  forms: readonly string[],
  language: MaterialLanguage,
  start: string | null = null,
): TermMatcher {
  // a form of several words ("produto vetorial"), or hyphenated around a function word
  // ("castanha-do-pará", a translation of "Brazil"): its content words must all be there, not one
  // of them alone ("pará" keys as the preposition "para") (ADR 160)
  const isPhrase = (form: string): boolean =>
    form.trim().includes(' ') ||
    form
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .some((part, index, parts) => parts.length > 2 && index > 0 && isFunctionWord(part, language));
  const words = forms
    .filter((form) => !isPhrase(form))
    .flatMap((form) =>
      form
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    );
  // a phrase is there when all its content words are: "produto" alone is not "produto vetorial"
  const phrases = forms.filter(isPhrase).map((form) =>
    form
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word && !isFunctionWord(word, language))
      .map((word) => getWordKeys(word, language)),
  );
  // a hyphenated name is one word of the text too ("Cauchy-Schwarz"), not only its parts
  const whole = forms
    .map((form) => form.toLowerCase())
    .filter((form) => /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+$/u.test(form));
  return {
    start,
    phrases: phrases.filter((phrase) => phrase.length > 0),
    keys: [...new Set([...words, ...whole].flatMap((word) => getWordKeys(word, language)))],
    // "define" and "definition", "recursion" and "recursive": the same root, said another way
    prefixes: [
      ...new Set(words.filter((word) => word.length >= 6).map((word) => word.slice(0, Math.max(5, word.length - 3)))),
    ],
  };
}

/** The keys that name a term in a sentence's subject: its words' and its phrases' words' ("produto vetorial é …"). */
export function getNamingKeys(matcher: TermMatcher): string[] {
  return [...matcher.keys, ...matcher.phrases.flat(2)];
}

/**
 * How well a text holds a term: 1 for the word or an inflection of it (a shared key), 0.5 for a
 * word of the same root (a shared prefix of five letters or more), else 0.
 */
export function matchTerm(
  matcher: TermMatcher,
  keys: ReadonlySet<string> | ReadonlyMap<string, number>,
  words: Iterable<string>,
): number {
  if (matcher.keys.some((key) => keys.has(key))) return 1;
  if (matcher.phrases.some((phrase) => phrase.every((wordKeys) => wordKeys.some((key) => keys.has(key))))) return 1;
  if (matcher.prefixes.length === 0 && matcher.start === null) return 0;
  let strength = 0;
  for (const word of words) {
    if (matcher.start !== null && word.startsWith(matcher.start)) return 1;
    if (matcher.prefixes.some((prefix) => word.startsWith(prefix))) strength = 0.5;
  }
  return strength;
}

/** How often a text holds a term as a whole word, an inflection of it, or the start of an untranslated one. */
export function countTerm(matcher: TermMatcher, keys: ReadonlyMap<string, number>, words: Iterable<string>): number {
  const phraseCount = matcher.phrases.reduce(
    (sum, phrase) =>
      sum + Math.min(...phrase.map((wordKeys) => wordKeys.reduce((inner, key) => inner + (keys.get(key) ?? 0), 0))),
    0,
  );
  const count = matcher.keys.reduce((sum, key) => sum + (keys.get(key) ?? 0), 0) + phraseCount;
  if (count > 0 || matcher.start === null) return count;
  let starts = 0;
  for (const word of words) if (word.startsWith(matcher.start)) starts += 1;
  return starts;
}
