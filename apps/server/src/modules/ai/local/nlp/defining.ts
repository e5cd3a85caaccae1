import type { MaterialLanguage } from '@mnemo/domain/languages';
import { splitWords } from './language.ts';
import { LANGUAGE_WORDS } from './languages/index.ts';
import { withLetterBoundaries } from './question.ts';
import { getWordKeys } from './word-keys.ts';

/** A sentence that says what something is, beside the language's own claim patterns. */
const DEFINING_PATTERNS: Record<MaterialLanguage, RegExp> = {
  en: /\b(?:is|are) (?:a|an|the|one|called|defined|known|used|what|any|how|like)\b|\b(?:is|are) (?:a )?(?:kind|type|sequence|collection|set|way|value|mapping)\b|\bmeans?\b|\brefers? to\b|\bstands? for\b|\b(?:we|you) call\b|\bis called\b|\bis when\b/iu,
  pt: /\b(?:é|são) (?:um|uma|o|a|os|as|chamad[oa]s?|definid[oa]s?|conhecid[oa]s?|usad[oa]s?)\b|\bsignifica\b|\brefere-se\b|\bchama-se\b|\bdesigna\b/iu,
  es: /\b(?:es|son) (?:un|una|el|la|los|las|llamad[oa]s?|definid[oa]s?|conocid[oa]s?)\b|\bsignifica\b|\bse refiere\b|\bse llama\b|\bse define\b|\bse denomina\b/iu,
  fr: /\b(?:est|sont) (?:un|une|le|la|les|appelée?s?|définie?s?)\b|\bsignifie\b|\bdésigne\b|\bs['’]appelle\b|\bon appelle\b/iu,
  it: /\b(?:è|sono) (?:un|uno|una|il|lo|la|i|gli|le|chiamat[oaie]|definit[oaie])\b|\bsignifica\b|\bsi chiama\b|\bsi definisce\b|\bindica\b/iu,
  de: /\b(?:ist|sind) (?:ein|eine|der|die|das|definiert)\b|\bbedeutet\b|\bbezeichnet\b|\bheißt\b|\bnennt man\b|\bversteht man\b/iu,
};
const DEFINING = Object.fromEntries(Object.entries(DEFINING_PATTERNS).map(([language, pattern]) => [language, withLetterBoundaries(pattern)])) as Record<MaterialLanguage, RegExp>;

/** Whether a sentence says what one of the subject's words is: the word early, then a defining verb. */
export function isDefining(text: string, termKeys: string[][], language: MaterialLanguage): boolean {
  const words = splitWords(text).slice(0, 10);
  const early = new Set(words.flatMap((word) => getWordKeys(word.toLowerCase(), language)));
  if (!termKeys.some((keys) => keys.some((key) => early.has(key)))) return false;
  // a glossary entry ("variable: A name that refers to a value.")
  if (/^[^:.]{1,60}:\s+\p{L}/u.test(text)) return true;
  return DEFINING[language].test(text) || LANGUAGE_WORDS[language].claims.test(text);
}

