import type { MaterialLanguage } from '@mnemo/domain/languages';
import { LANGUAGE_WORDS } from './languages/index.ts';

/*
 * Function words, generic words and anaphoric starts per language, read from the language files
 * under `languages/` (written by hand, close to the Snowball stop lists: the `stopwords-iso` lists
 * also hold content words such as "computer", "system", "número", which would erase exactly the
 * terms a learner has to know).
 */

function toSet(words: string): ReadonlySet<string> {
  return new Set(words.split(/\s+/).filter(Boolean));
}

const functionWordSets = new Map<MaterialLanguage, ReadonlySet<string>>();
const genericWordSets = new Map<MaterialLanguage, ReadonlySet<string>>();

/** The function words of a language, lower-cased. */
export function getFunctionWords(language: MaterialLanguage): ReadonlySet<string> {
  let set = functionWordSets.get(language);
  if (!set) {
    set = toSet(LANGUAGE_WORDS[language].functionWords);
    functionWordSets.set(language, set);
  }
  return set;
}

/** Words too generic to be a key phrase by themselves. */
export function getGenericWords(language: MaterialLanguage): ReadonlySet<string> {
  let set = genericWordSets.get(language);
  if (!set) {
    set = toSet(LANGUAGE_WORDS[language].genericWords);
    genericWordSets.set(language, set);
  }
  return set;
}

const anaphoricSets = new Map<MaterialLanguage, ReadonlySet<string>>();

/** First words that make a sentence depend on the one before it. */
export function getAnaphoricStarts(language: MaterialLanguage): ReadonlySet<string> {
  let set = anaphoricSets.get(language);
  if (!set) {
    set = toSet(LANGUAGE_WORDS[language].anaphoricStarts);
    anaphoricSets.set(language, set);
  }
  return set;
}

const verbMarkerSets = new Map<MaterialLanguage, ReadonlySet<string>>();

/** Words that, right before a word, mark it as a verb ("lo ejecuta", "si chiama", "se termine"). */
export function getVerbMarkers(language: MaterialLanguage): ReadonlySet<string> {
  let set = verbMarkerSets.get(language);
  if (!set) {
    set = toSet(LANGUAGE_WORDS[language].verbMarkers);
    verbMarkerSets.set(language, set);
  }
  return set;
}
