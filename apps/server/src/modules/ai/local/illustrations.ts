import type { MaterialLanguage } from '@mnemo/domain/languages';
import type { DocumentAnalysis } from './analyze-material.ts';

/**
 * Sentences that illustrate the subject rather than state it (ADR 143). A logic textbook shows
 * what an argument is with "It is raining, so you should take an umbrella" and what a sentence is
 * with "Earth is the third planet from the Sun": the example is about rain or planets, not about
 * logic, and a learner throws away a card, a blank or a true/false built on it — and a multiple
 * choice that offers "The third planet from the Sun" as what "entailment" means.
 *
 * The signal is the material's own vocabulary: an illustration shares no content word with the
 * terms the material keeps coming back to (key phrases named at least `TERM_COUNT` times, defined
 * terms that recur). A sentence without any of them is an illustration when something sets it up
 * as one — an example cue opening it or one of the two sentences before ("For example", "Consider",
 * "Por exemplo", "Par exemple", "Zum Beispiel"), quotation marks around it, or a list entry after a
 * colon. A definition without any of them, whose term the material names no more than twice, is
 * one example's thing ("Earth is …"): never a distractor, a sibling for a swap, or an item.
 */

/** A key phrase named this often, or a defined term named at least twice, is the material's vocabulary. */
const TERM_COUNT = 4;
/** Below this many sentences, recurrence says nothing: every word of a page is named once. */
const MIN_SENTENCES = 60;
/** How many sentences back an example cue still sets a sentence up. */
const CUE_REACH = 2;
/** A defined term named this often or less is one example's thing when nothing else ties it to the subject. */
const RARE_TERM_COUNT = 2;

/** Phrases that introduce an illustration, at a sentence's start or anywhere in the sentence before. */
export const EXAMPLE_CUE: Record<MaterialLanguage, RegExp> = {
  en: /(?<!\p{L})(?:for (?:example|instance)|e\.\s?g\.|such as|consider|suppose|imagine|take (?:the|a|an) (?:sentence|argument|statement|example|case)|here (?:is|are) (?:an? |some |two |three )?(?:examples?|sentences?|arguments?)|as an example|an example (?:is|of))(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:por exemplo|p\.\s?ex\.|considere(?:mos)?|suponha(?:mos)?|imagine(?:mos)?|como exemplo|um exemplo (?:é|de)|eis (?:um|alguns) exemplos?)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:por ejemplo|p\.\s?ej\.|consider(?:e|emos)|supong(?:a|amos)|imagine(?:mos)?|como ejemplo|un ejemplo (?:es|de)|he aquí (?:un|algunos) ejemplos?)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:par exemple|p\.\s?ex\.|consid[ée]rons|supposons|imaginons|à titre d['’]exemple|un exemple (?:est|de)|voici (?:un|des|quelques) exemples?)(?!\p{L})/iu,
  it: /(?<!\p{L})(?:per esempio|ad esempio|ad es\.|consideriamo|supponiamo|immaginiamo|come esempio|un esempio (?:è|di)|ecco (?:un|alcuni) esempi)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:zum beispiel|z\.\s?b\.|beispielsweise|betrachten wir|angenommen|stellen sie sich vor|als beispiel|ein beispiel (?:ist|für))(?!\p{L})/iu,
};

/** A sentence wholly inside quotation marks: a sample sentence, not a claim of the material. */
const QUOTED = /^\s*(?:\(?\d{1,2}[.)]\s*|[-•*]\s*)?["“„«‘'][^"“”„«»]{3,}["”»’'][.!?]?\s*$/u;
/** A numbered or bulleted entry: "1. It is raining.", "(a) Earth is …", "• Muesli is …". */
const LIST_ENTRY = /^\s*(?:\(?(?:\d{1,2}|[a-h]|[ivx]{1,4})[.)]|[-•*–])\s+/u;

const vocabularies = new WeakMap<DocumentAnalysis, ReadonlySet<string> | null>();

/** The stems of the terms the material keeps coming back to; null when it is too short to tell. */
export function getSubjectVocabulary(analysis: DocumentAnalysis): ReadonlySet<string> | null {
  if (vocabularies.has(analysis)) return vocabularies.get(analysis)!;
  let vocabulary: Set<string> | null = null;
  if (analysis.sentences.length >= MIN_SENTENCES && analysis.shape !== 'slides') {
    vocabulary = new Set<string>();
    for (const phrase of analysis.phrases) {
      if (phrase.kind !== 'concept' && phrase.kind !== 'name') continue;
      const sentences = new Set(phrase.sentenceIndexes).size;
      if (sentences >= TERM_COUNT || (phrase.isDefinedTerm && sentences > RARE_TERM_COUNT))
        for (const stem of phrase.stems) vocabulary.add(stem);
    }
  }
  vocabularies.set(analysis, vocabulary);
  return vocabulary;
}

/** Whether the sentence holds any of the material's recurring vocabulary (true when the material is too short to tell). */
function sharesVocabulary(analysis: DocumentAnalysis, sentenceIndex: number): boolean {
  const vocabulary = getSubjectVocabulary(analysis);
  const sentence = analysis.sentences[sentenceIndex];
  if (!vocabulary || !sentence) return true;
  return sentence.contentStems.some((stem) => vocabulary.has(stem));
}

/** Whether something sets the sentence up as an illustration: a cue before or at its start, quotes, a list entry after a colon. */
function isSetUpAsExample(analysis: DocumentAnalysis, sentenceIndex: number): boolean {
  const { sentences, language } = analysis;
  const sentence = sentences[sentenceIndex]!;
  const text = sentence.text.trim();
  const cue = EXAMPLE_CUE[language];
  const opening = (line: string): string => line.trim().split(/\s+/u).slice(0, 4).join(' ');
  if (cue.test(opening(text)) || QUOTED.test(text)) return true;
  for (let back = 1; back <= CUE_REACH; back += 1) {
    const before = sentences[sentenceIndex - back];
    if (!before || before.chunkIndex !== sentence.chunkIndex) break;
    // "For example: …", "Consider the following argument: …" — a cue inside a claim ("(beispielsweise …)") sets up nothing
    if (cue.test(opening(before.text)) || (cue.test(before.text) && /:\s*$/u.test(before.text))) return true;
    if (back === 1 && /:\s*$/u.test(before.text) && LIST_ENTRY.test(text)) return true;
  }
  return false;
}

/** Whether the material's sentence illustrates its subject rather than states it: no item is built on it. */
export function isIllustrationSentence(analysis: DocumentAnalysis, sentenceIndex: number): boolean {
  if (sharesVocabulary(analysis, sentenceIndex)) return false;
  return isSetUpAsExample(analysis, sentenceIndex);
}

/**
 * Whether a definition belongs to an illustration ("Earth is the third planet from the Sun" in a
 * logic text): its sentence shares none of the material's recurring vocabulary and its term is
 * named no more than twice — or the sentence is set up as an example.
 */
export function isIllustrationDefinition(
  analysis: DocumentAnalysis,
  definition: { sentenceIndex: number; bareTerm: string },
): boolean {
  if (sharesVocabulary(analysis, definition.sentenceIndex)) return false;
  if (isSetUpAsExample(analysis, definition.sentenceIndex)) return true;
  const stems = analysis.sentences[definition.sentenceIndex]!.contentStems;
  const termWords = definition.bareTerm.toLowerCase().split(/\s+/u);
  // the term's stems are among the sentence's; how often the material names the rarest of them
  let named = Number.POSITIVE_INFINITY;
  for (const stem of stems) {
    if (!termWords.some((word) => word.startsWith(stem.slice(0, Math.max(3, stem.length - 1))))) continue;
    named = Math.min(named, new Set(analysis.sentencesByStem.get(stem) ?? []).size);
  }
  return named <= RARE_TERM_COUNT;
}

const illustrationSets = new WeakMap<DocumentAnalysis, ReadonlySet<number>>();

/** The sentences of the material that illustrate rather than state: set up as an example, or an example's definition. */
export function getIllustrationSentences(analysis: DocumentAnalysis): ReadonlySet<number> {
  let found = illustrationSets.get(analysis);
  if (found) return found;
  const inside = new Set<number>();
  if (getSubjectVocabulary(analysis)) {
    for (let index = 0; index < analysis.sentences.length; index += 1)
      if (isIllustrationSentence(analysis, index)) inside.add(index);
    for (const definition of analysis.definitions)
      if (isIllustrationDefinition(analysis, definition)) inside.add(definition.sentenceIndex);
  }
  found = inside;
  illustrationSets.set(analysis, found);
  return found;
}

/** Whether a key phrase occurs only in illustrations ("umbrella", "planet" in a logic text): never a distractor or a swap. */
export function isIllustrationPhrase(
  analysis: DocumentAnalysis,
  phrase: { sentenceIndexes: readonly number[] },
): boolean {
  const illustrations = getIllustrationSentences(analysis);
  return (
    illustrations.size > 0 &&
    phrase.sentenceIndexes.length > 0 &&
    phrase.sentenceIndexes.every((index) => illustrations.has(index))
  );
}
