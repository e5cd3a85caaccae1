import type { MaterialLanguage } from '@mnemo/domain/languages';
import { splitWords } from './language.ts';
import { LANGUAGE_WORDS } from './languages/index.ts';
import { withLetterBoundaries } from './question.ts';
import { getWordKeys } from './word-keys.ts';

/** A sentence that says what something is, beside the language's own claim patterns. */
const DEFINING_PATTERNS: Record<MaterialLanguage, RegExp> = {
  en: /\b(?:is|are) (?:also |often |sometimes |usually |commonly )?(?:called|known as|referred to as|named)\b|\b(?:is|are) (?:a|an|the|one|called|defined|known|used|what|any|how|like)\b|\b(?:is|are) (?:a )?(?:kind|type|sequence|collection|set|way|value|mapping)\b|\bmeans?\b|\b(?:we |they )?refers? to (?:this|these|it|them)(?: \p{L}+)? as\b|\brefers? to\b|\bstands? for\b|\b(?:we|you) call\b|\bis called\b|\bis when\b|\b(?:is|are) denoted\b|\bwe (?:define|say that|call|write)\b/iu,
  pt: /\b(?:é|são) (?:também |muitas vezes )?(?:chamad[oa]s?|designad[oa]s?|conhecid[oa]s? como)\b|\b(?:é|são) (?:um|uma|o|a|os|as|chamad[oa]s?|definid[oa]s?|conhecid[oa]s?|usad[oa]s?)\b|\bsignifica\b|\brefere-se\b|\bchama-se\b|\bdesigna\b|\b(?:é|são) denotad[oa]s?\b|\b(?:definimos|dizemos que|diz-se que|chamamos)\b/iu,
  es: /\b(?:es|son) (?:también |a menudo )?(?:llamad[oa]s?|denominad[oa]s?|conocid[oa]s? como)\b|\b(?:es|son) (?:un|una|el|la|los|las|llamad[oa]s?|definid[oa]s?|conocid[oa]s?)\b|\bsignifica\b|\bse refiere\b|\bse llama\b|\bse define\b|\bse denomina\b|\bse denota\b|\b(?:es|son) denotad[oa]s?\b|\b(?:definimos|decimos que|diremos que|se dice que|llamamos)\b/iu,
  fr: /\b(?:est|sont) (?:aussi |également |souvent )?(?:appelée?s?|nommée?s?)\b|\b(?:est|sont) (?:un|une|le|la|les|appelée?s?|définie?s?)\b|\bsignifie\b|\bdésigne\b|\bs['’]appelle\b|\bon appelle\b|\b(?:est|sont) notée?s?\b|\b(?:on définit|nous définissons|on dit que|nous appelons)\b/iu,
  it: /\b(?:è|sono) (?:anche |spesso )?(?:chiamat[oaie]|dett[oaie])\b|\b(?:è|sono) (?:un|uno|una|il|lo|la|i|gli|le|chiamat[oaie]|definit[oaie])\b|\bsignifica\b|\bsi chiama\b|\bsi definisce\b|\bindica\b|\b(?:definiamo|diciamo che|si dice che|chiamiamo)\b/iu,
  de: /\b(?:wird|werden) (?:auch |oft )?(?:genannt|bezeichnet)\b|\b(?:ist|sind) (?:ein|eine|der|die|das|definiert)\b|\bbedeutet\b|\bbezeichnet\b|\bheißt\b|\bnennt man\b|\bversteht man\b|\b(?:wir definieren|definieren wir|man sagt)\b/iu,
};
const DEFINING = Object.fromEntries(
  Object.entries(DEFINING_PATTERNS).map(([language, pattern]) => [language, withLetterBoundaries(pattern)]),
) as Record<MaterialLanguage, RegExp>;

/** "A function that calls itself is recursive.": a kind, then one word that says what it is, ending the sentence. */
const PREDICATE_END: Record<MaterialLanguage, RegExp> = {
  en: /\s(?:is|are)\s+(?:said to be\s+)?\p{L}+[.!]?$/u,
  pt: /\s(?:é|são)\s+\p{L}+[.!]?$/u,
  es: /\s(?:es|son)\s+\p{L}+[.!]?$/u,
  fr: /\s(?:est|sont)\s+\p{L}+[.!]?$/u,
  it: /\s(?:è|sono)\s+\p{L}+[.!]?$/u,
  de: /\s(?:ist|sind)\s+\p{L}+[.!]?$/u,
};

/** A defining verb that names what comes after it ("… is called encapsulation", "we call this a traversal"). */
const NAMING =
  /(?:call|called|known as|named|refers? to (?:this|these|it|them)(?: \p{L}+)? as|we define|we say that|chamad|chama|designa|definimos|dizemos que|diz-se que|llamad|llama|denomina|decimos que|diremos que|se dice que|appel|nomm|on définit|nous définissons|on dit que|chiam|definiamo|diciamo che|si dice che|heißt|nennt|bezeichnet|wir definieren|definieren wir|man sagt)/iu;
/**
 * "A function is measurable if …", "Una función es medible si …", "Eine Folge ist konvergent, wenn …":
 * the word after the verb is what a condition defines (ADR 160).
 */
const CONDITION: Record<MaterialLanguage, RegExp> = {
  en: /(?<!\p{L})(?:is|are) (?:said to be |called )?([\p{L}\p{N}-]+(?: [\p{L}\p{N}-]+){0,2}?),? (?:if|iff|whenever|when)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:é|são) (?:dit[oa]s? )?([\p{L}\p{N}-]+(?: [\p{L}\p{N}-]+){0,2}?),? (?:se|quando)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:es|son) (?:llamad[oa]s? )?([\p{L}\p{N}-]+(?: [\p{L}\p{N}-]+){0,2}?),? (?:si|cuando)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:est|sont) (?:dite?s? )?([\p{L}\p{N}-]+(?: [\p{L}\p{N}-]+){0,2}?),? (?:si|lorsque|quand)(?!\p{L})/iu,
  it: /(?<!\p{L})(?:è|sono) (?:dett[oaie] )?([\p{L}\p{N}-]+(?: [\p{L}\p{N}-]+){0,2}?),? (?:se|quando)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:ist|sind|heißt|heißen) ([\p{L}\p{N}-]+(?: [\p{L}\p{N}-]+){0,2}?),? (?:wenn|falls)(?!\p{L})/iu,
};
/** A definition's label opening a sentence, in the six languages ("Definition 2.1.", "Definição:", "Definición 3:"). */
const DEFINITION_LABEL =
  /^(?:definitions?|definição|definições|definición|definiciones|définition|définitions|definizione|definizioni|def\.)(?:\s+\d+(?:\.\d+)*)?\s*(?:\([^)]{1,40}\))?\s*[:.]\s+/iu;
/** How many words may stand before the defining verb for the subject to be the sentence's own. */
const SUBJECT_WORDS = 12;
/** The subject's word comes among the sentence's first words ("In Python, a variable is …"), not deep in a clause. */
const SUBJECT_START = 5;

/**
 * Whether a sentence says what one of the subject's words is: the word is the sentence's subject,
 * before its defining verb ("A variable is a name …", "variable: A name …"), or the name a naming
 * verb gives ("… is called encapsulation"). A sentence that names the word only after "is a"
 * ("An expression is a combination of values, variables …") defines something else.
 */
export function isDefining(text: string, termKeys: string[][], language: MaterialLanguage): boolean {
  /** whether a part of the sentence, short enough, names the subject within its first words */
  const names = (part: string, within = SUBJECT_START): boolean => {
    const words = splitWords(part);
    if (words.length > SUBJECT_WORDS) return false;
    const keys = new Set(words.slice(0, within).flatMap((word) => getWordKeys(word.toLowerCase(), language)));
    return termKeys.some((list) => list.some((key) => keys.has(key)));
  };
  // "Definición: Una función es medible si …", "Definition 2.1. A set …": what follows the label is the sentence (ADR 160)
  const labelled = DEFINITION_LABEL.exec(text);
  if (labelled) return isDefining(text.slice(labelled[0].length), termKeys, language);
  // a glossary entry ("variable: A name that refers to a value.")
  const glossary = /^([^:.]{1,60}):\s+\p{L}/u.exec(text);
  if (glossary) return names(glossary[1]!, SUBJECT_WORDS);
  // "A function that calls itself is recursive; the process … is called recursion": each clause on its own
  const clauses = text.split(/;\s+/u);
  if (clauses.length > 1) return clauses.some((clause) => isDefining(clause, termKeys, language));
  // "… ϕ es σ-aditiva si …": the condition defines the word after the verb, the sentence's subject or not
  const condition = CONDITION[language].exec(text);
  if (condition && (names(condition[1]!, 3) || names(text.slice(0, condition.index)))) return true;
  const predicate = PREDICATE_END[language].exec(text.trim());
  // "A function that calls itself is recursive": the last word names the kind the subject describes
  if (predicate && names(predicate[0], SUBJECT_WORDS) && splitWords(text).length <= SUBJECT_WORDS + 2) return true;
  const match = DEFINING[language].exec(text) ?? LANGUAGE_WORDS[language].claims.exec(text);
  if (!match) return false;
  if (names(text.slice(0, match.index))) return true;
  if (!NAMING.test(match[0])) return false;
  return names(
    splitWords(text.slice(match.index + match[0].length))
      .slice(0, 5)
      .join(' '),
    5,
  );
}
