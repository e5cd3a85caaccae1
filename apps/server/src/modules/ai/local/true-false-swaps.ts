import type { MaterialLanguage } from '@mnemo/domain/languages';
import { getContentKey, type DocumentAnalysis, type KeyPhrase, type SentenceInfo } from './analyze-material.ts';
import { substituteSpan } from './cloze.ts';
import { getSiblings, getTopDeterminer } from './distractors.ts';
import { isSameKind, withLearnerRules } from './learner-keeps.ts';
import { getEnglishPos, getEnglishSynsets } from './nlp/wordnet.ts';
import { isFunctionWord, stemWord, tokenizeWithOffsets } from './nlp/language.ts';
import { findPhraseSpans, type PhraseSpan } from './phrases.ts';
import { isIllustrationPhrase } from './illustrations.ts';
import { hasExplanationAfter } from './true-false-polarity.ts';
import { isUnevenSwap } from './true-false-forms.ts';

/*
 * What makes a false true/false statement worth asking (ADR 135): one term swapped for a sibling
 * of the same kind from the same material — never a synonym, another spelling or form of the term,
 * a term defined through the other, nor a word of another kind — and a set whose keys a learner
 * cannot guess (about as many false as true).
 */

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1)
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    previous = current;
  }
  return previous[b.length]!;
}

function letters(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Another spelling or form of one word: one holds the other ("allele", "alleles", "mutational"),
 * they open on the same five letters, or differ by a letter or two ("colour", "color"). Siblings
 * that differ by a prefix ("homozygous", "heterozygous") are not near: they differ by more.
 */
export function isNearSpelling(a: string, b: string): boolean {
  const x = letters(a);
  const y = letters(b);
  if (x.length === 0 || y.length === 0) return true;
  if (x.includes(y) || y.includes(x)) return true;
  const shortest = Math.min(x.length, y.length);
  let prefix = 0;
  while (prefix < shortest && x[prefix] === y[prefix]) prefix += 1;
  if (prefix >= 5 || prefix >= shortest - 1) return true;
  return levenshtein(x, y) <= Math.max(1, Math.floor(shortest / 4));
}

/** English one-word terms WordNet puts in one synset, in their two commonest senses ("error", "mistake"). */
function areEnglishSynonyms(a: string, b: string): boolean {
  const left = a.trim().toLowerCase();
  const right = b.trim().toLowerCase();
  if (/\s/u.test(left) || /\s/u.test(right)) return false;
  const senses = new Set(getEnglishSynsets(left, 2));
  return senses.size > 0 && getEnglishSynsets(right, 2).some((sense) => senses.has(sense));
}

/**
 * The grammatical number of a term's head, where its spelling tells: the last word in English
 * ("memory test questions"), the first in Portuguese, Spanish and French, whose nouns come before
 * what qualifies them ("coordenadas da posição", "ligne de code"); null where it does not tell
 * (German and Italian plurals, a name, a symbol). A term of another number is no sibling in the
 * sentence's slot: the swap reads wrong or names something of another kind (ADR 154).
 */
export function getHeadNumber(text: string, language: MaterialLanguage): 'singular' | 'plural' | null {
  const words = text
    .trim()
    .split(/\s+/u)
    .filter((word) => /^\p{L}+$/u.test(word));
  if (words.length === 0 || language === 'de' || language === 'it') return null;
  const head = (language === 'en' ? words[words.length - 1] : words[0])!.toLowerCase();
  if (/^\p{Lu}/u.test(words[0]!) && getTermShape(text, language) === 'name') return null;
  if (head.length < 3) return null;
  if (language === 'en') {
    if (/(?:ss|us|is|ics)$/u.test(head)) return null;
    return /s$/u.test(head) ? 'plural' : 'singular';
  }
  // a singular ending in -s: "fotosíntesis", "análisis", "vírus", "processus", "mês"
  if (/(?:is|us|[áéíóúêô]s)$/u.test(head)) return null;
  if (language === 'fr' && /x$/u.test(head)) return /aux$/u.test(head) ? 'plural' : null;
  return /s$/u.test(head) ? 'plural' : /[aeoéíóáú]$|ção$|dad$|ión$|[lrnz]$/u.test(head) ? 'singular' : null;
}

/** Two terms of one grammatical number, or one whose spelling does not tell. */
export function isSameNumber(a: string, b: string, language: MaterialLanguage): boolean {
  const left = getHeadNumber(a, language);
  const right = getHeadNumber(b, language);
  return left === null || right === null || left === right;
}

/** Words that open a definition without naming its kind: "one of the languages", "any kind of", "um tipo de". */
const KIND_OPENERS =
  /^(?:one|any|some|each|every|certain|particular|kind|sort|form|um|uma|qualquer|algum|alguma|cada|uno|una|cualquier|alguno|alguna|cada|un|une|tout|toute|certain|certaine|chaque|uno|una|qualsiasi|ogni|ein|eine|einer|jede|jeder|jedes|irgendein)$/iu;

/**
 * The kind a definition names, stemmed: its first word that is not a function word, a quantifier
 * ("one of the …"), nor in English a word that is never a noun ("special symbol" → symbol,
 * "A type that represents …" → type). Two terms of one genus are siblings (ADR 135).
 */
export function findGenus(definition: string, language: MaterialLanguage): string | null {
  const tokens = tokenizeWithOffsets(definition);
  for (let index = 0; index < tokens.length; index += 1) {
    const lower = tokens[index]!.lower;
    if (!/\p{L}/u.test(lower) || isFunctionWord(lower, language) || KIND_OPENERS.test(lower)) continue;
    if (language === 'en') {
      const pos = getEnglishPos(lower);
      if (pos.size > 0 && !pos.has('n')) continue;
      // "basic things", "special symbol": an adjective before the noun it qualifies
      const next = tokens[index + 1]?.lower;
      if (pos.has('a') && next !== undefined && /^\p{L}+$/u.test(next) && !isFunctionWord(next, language)) continue;
    }
    return stemWord(lower, language);
  }
  return null;
}

/** A verb's -ing form ("solving", "programming"), not a noun that ends alike ("string", "thing"): its stem is a verb. */
function isEnglishGerund(word: string): boolean {
  const lower = word.toLowerCase();
  if (!/\p{L}{2,}ing$/u.test(lower)) return false;
  const base = lower.slice(0, -3);
  const bases = [base, `${base}e`, /(\p{L})\1$/u.test(base) ? base.slice(0, -1) : base];
  return bases.some((candidate) => getEnglishPos(candidate).has('v'));
}

/** The shape of a term: a number, a name (every word capitalised, or an acronym), a verb's form (-ing), or a concept. */
export function getTermShape(text: string, language: MaterialLanguage): 'number' | 'name' | 'gerund' | 'concept' {
  const words = text.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return 'concept';
  if (/^[-+]?\p{N}[\p{N}.,\s%]*$/u.test(text.trim())) return 'number';
  if (words.every((word) => /^\p{Lu}/u.test(word))) return 'name';
  if (language === 'en' && isEnglishGerund(words[words.length - 1]!)) return 'gerund';
  return 'concept';
}

/**
 * Whether `replacement` may stand for `original` as a same-kind sibling in a false statement or
 * as a wrong option: of one shape (a concept for a concept, a name for a name, a number for a
 * number), of about its length, of the same grammatical kind, neither holding the other, no other
 * spelling or form of it and no synonym of it.
 */
export function isSiblingOf(
  original: string,
  replacement: string,
  language: MaterialLanguage,
  originalAtSentenceStart = false,
): boolean {
  // a sentence's first capital is no part of a common noun ("Dominance" opening its sentence)
  const asWritten =
    originalAtSentenceStart && language !== 'de' && /^\p{Lu}\p{Ll}/u.test(original)
      ? original.charAt(0).toLowerCase() + original.slice(1)
      : original;
  const shape = getTermShape(asWritten, language);
  if (shape !== getTermShape(replacement, language)) return false;
  // a number for another number (a year for a close year): alike by their digits, never by spelling
  if (shape === 'number') return original.trim() !== replacement.trim();
  const originalWords = original.trim().split(/\s+/u).length;
  const replacementWords = replacement.trim().split(/\s+/u).length;
  if (Math.abs(originalWords - replacementWords) > 1) return false;
  // of one kind by the learner's rules, in the study set's reserve too: a swap of another kind is never worth asking
  if (!withLearnerRules(() => isSameKind(original, replacement, language, originalAtSentenceStart))) return false;
  if (isNearSpelling(original, replacement)) return false;
  // of one grammatical number: "a tax cut" is no sibling of "passed health"'s kind of phrase (ADR 154)
  if (!isSameNumber(asWritten, replacement, language)) return false;
  return !(language === 'en' && areEnglishSynonyms(original, replacement));
}

/** Two terms one of which the material explains through the other ("also called machine language", "A type that …"): related, not siblings. */
export function isDefinedThrough(
  analysis: DocumentAnalysis,
  a: { stems: readonly string[]; sentence: SentenceInfo },
  b: { stems: readonly string[]; sentence: SentenceInfo },
): boolean {
  const holds = (sentence: SentenceInfo, stems: readonly string[]): boolean => {
    if (stems.length === 0) return false;
    const own = new Set(sentence.stems.filter((stem): stem is string => stem !== null));
    return stems.every((stem) => own.has(stem));
  };
  return a.sentence.index === b.sentence.index || holds(a.sentence, b.stems) || holds(b.sentence, a.stems);
}

/** How a coordination joins two phrases of an enumeration: a comma, "and", "or" (six languages). */
const ENUMERATION_JOIN =
  /^\s*(?:,|;|,?\s*(?:and|or|as well as|e|ou|y|o|et|und|oder|ed|od)\b)\s*(?:(?:the|a|an|o|os|as|um|uma|el|la|los|las|un|una|le|les|des|du|il|lo|gli|i|der|die|das|den|dem|ein|eine)\s+)?$/iu;

/** An article right after a word: the word is a verb taking an object ("raise the rate", "aumenta a taxa"). */
const FOLLOWED_BY_ARTICLE =
  /^\s+(?:the|a|an|o|os|as|um|uma|el|los|las|un|una|le|les|des|du|il|lo|gli|der|die|das|den|dem|ein|eine)\s/iu;

const enumerationCache = new WeakMap<DocumentAnalysis, Map<string, Set<string>>>();
/** The same, only of lists of three or more in one sentence: a list the material writes as one. */
const longListCache = new WeakMap<DocumentAnalysis, Map<string, Set<string>>>();

/** Whether two phrases stand in one list of three or more of the material ("mutation, genetic drift and natural selection"). */
export function isListedTogether(analysis: DocumentAnalysis, a: string, b: string): boolean {
  getEnumerationSiblings(analysis);
  return longListCache.get(analysis)?.get(a)?.has(b) ?? false;
}

/**
 * The material's enumerations (ADR 154): phrases it lists together — three or more joined in one
 * sentence ("hair, nails, sweat glands, and sebaceous glands"), or two joined in two sentences or
 * more ("dermis and hypodermis" … "the dermis or the hypodermis"). A pair joined once is no list:
 * "the supply and demand for funds", "taxes on sellers and buyers" join words of other kinds.
 */
export function getEnumerationSiblings(analysis: DocumentAnalysis): Map<string, Set<string>> {
  const cached = enumerationCache.get(analysis);
  if (cached) return cached;
  const siblings = new Map<string, Set<string>>();
  const long = new Map<string, Set<string>>();
  const link = (a: string, b: string, into = siblings): void => {
    if (a === b) return;
    const set = into.get(a) ?? new Set<string>();
    set.add(b);
    into.set(a, set);
  };
  const pairSentences = new Map<string, Set<number>>();
  for (const sentence of analysis.sentences) {
    if (sentence.chunkIndex < analysis.bodyStart || sentence.blockKind === 'code' || sentence.blockKind === 'reference')
      continue;
    // terms only: a word an article follows is a verb ("reduce national saving and raise the real interest rate"
    // joins two clauses, not two terms)
    const spans = findPhraseSpans(sentence, analysis).filter(
      (span) =>
        (span.phrase.kind === 'concept' || span.phrase.kind === 'name') &&
        !FOLLOWED_BY_ARTICLE.test(sentence.text.slice(span.end)),
    );
    let run: string[] = [];
    const close = (): void => {
      if (run.length >= 3)
        for (const a of run)
          for (const b of run) {
            link(a, b);
            link(a, b, long);
          }
      else if (run.length === 2) {
        const pair = [...run].sort().join('\u0000');
        const seen = pairSentences.get(pair) ?? new Set<number>();
        seen.add(sentence.index);
        pairSentences.set(pair, seen);
      }
      run = [];
    };
    for (let index = 0; index < spans.length; index += 1) {
      const span = spans[index]!;
      const previous = spans[index - 1];
      const joined =
        previous !== undefined &&
        span.start > previous.end &&
        previous.phrase.kind === span.phrase.kind &&
        ENUMERATION_JOIN.test(sentence.text.slice(previous.end, span.start));
      if (!joined) close();
      if (!run.includes(span.phrase.key)) run.push(span.phrase.key);
    }
    close();
  }
  for (const [pair, sentences] of pairSentences) {
    if (sentences.size < 2) continue;
    const [a, b] = pair.split('\u0000') as [string, string];
    link(a, b);
    link(b, a);
  }
  enumerationCache.set(analysis, siblings);
  longListCache.set(analysis, long);
  return siblings;
}

/** The head word of a term, stemmed: its last word in English and German, its first elsewhere ("produto interno" → produt). */
export function getHeadStem(text: string, language: MaterialLanguage): string | null {
  const words = tokenizeWithOffsets(text)
    .map((token) => token.lower)
    .filter((word) => /\p{L}/u.test(word) && !isFunctionWord(word, language));
  if (words.length === 0) return null;
  const head = language === 'en' || language === 'de' ? words[words.length - 1]! : words[0]!;
  return stemWord(head, language);
}

const genusCache = new WeakMap<DocumentAnalysis, Map<string, Set<string>>>();

/** The kinds (findGenus) the material's definitions give each defined term, by the term's key. */
export function getDefinedKinds(analysis: DocumentAnalysis): Map<string, Set<string>> {
  const cached = genusCache.get(analysis);
  if (cached) return cached;
  const kinds = new Map<string, Set<string>>();
  for (const definition of analysis.definitions) {
    const key = getContentKey(definition.bareTerm, analysis.language);
    const genus = findGenus(definition.definition, analysis.language);
    const set = kinds.get(key) ?? new Set<string>();
    if (genus !== null) set.add(genus);
    kinds.set(key, set);
  }
  genusCache.set(analysis, kinds);
  return kinds;
}

/**
 * Whether two phrases of the material are true siblings, of one category in it, so that naming one
 * for the other makes a false statement worth asking (ADR 154): members of one of its enumerations
 * (getEnumerationSiblings), or two terms it defines whose definitions name one kind ("A type that …")
 * or whose heads are one noun ("produto interno", "produto vetorial"); the number of the words as
 * written is isSiblingOf's to check.
 * Anything else — a phrase from elsewhere in the material, of another kind or from one example
 * ("broken headlight" for "leading question", "amount of money" for "inelastic demand") — is not.
 */
export function isMaterialSibling(analysis: DocumentAnalysis, originalKey: string, replacementKey: string): boolean {
  if (originalKey === replacementKey) return false;
  const original = analysis.phraseByKey.get(originalKey);
  const replacement = analysis.phraseByKey.get(replacementKey);
  if (!original || !replacement) return false;
  if (isIllustrationPhrase(analysis, original) || isIllustrationPhrase(analysis, replacement)) return false;
  if (getEnumerationSiblings(analysis).get(originalKey)?.has(replacementKey)) return true;
  const kinds = getDefinedKinds(analysis);
  const originalKinds = kinds.get(originalKey);
  const replacementKinds = kinds.get(replacementKey);
  if (!originalKinds || !replacementKinds) return false;
  if ([...originalKinds].some((kind) => replacementKinds.has(kind))) return true;
  const head = getHeadStem(original.surface, analysis.language);
  return head !== null && original.wordCount > 1 && head === getHeadStem(replacement.surface, analysis.language);
}

/** The context of a span: the sentence's content stems outside it. */
function contextOf(sentence: SentenceInfo, span: PhraseSpan): Set<string> {
  return new Set(
    sentence.stems.filter(
      (stem, index): stem is string =>
        stem !== null && (index < span.from || index > span.to) && !span.phrase.stems.includes(stem),
    ),
  );
}

/** Whether the material says much the same with `candidate` in the span's place: then the swap may be true. */
function mayBeSaidOf(
  analysis: DocumentAnalysis,
  sentence: SentenceInfo,
  span: PhraseSpan,
  candidate: KeyPhrase,
): boolean {
  const context = contextOf(sentence, span);
  if (context.size === 0) return true;
  // the sentence's subject: the first other multi-word term it names ("Capital flight raises net capital outflow …")
  const subject = findPhraseSpans(sentence, analysis).find(
    (other) => other.from !== span.from && other.phrase.wordCount > 1 && other.phrase.kind !== 'number',
  );
  for (const index of candidate.sentenceIndexes) {
    if (index === sentence.index) return true;
    const other = analysis.sentences[index]!;
    // the material names the subject and the candidate together ("Capital flight increases real interest rates"):
    // the swapped claim may be one it makes (ADR 154)
    if (subject && subject.from < span.from && subject.phrase.stems.every((stem) => other.stems.includes(stem)))
      return true;
    let shared = 0;
    for (const stem of new Set(other.contentStems)) if (context.has(stem)) shared += 1;
    if (shared / context.size >= 0.5) return true;
  }
  return false;
}

/** Words that stand for people or things in general, in six languages: no term a swap may exchange. */
const PRONOUN_LIKE =
  /^(?:every(?:body|one|thing)|some(?:body|one|thing)|any(?:body|one|thing)|no(?:body|one|thing)|people|person|thing|things|todos|todas|tudo|algu[ée]m|ningu[ée]m|pessoas|todo el mundo|alguien|nadie|gente|tout le monde|quelqu['’]un|personne|gens|tutti|qualcuno|nessuno|gente|jeder|jemand|niemand|alle|leute)$/iu;

/** Whether the word before or after a span makes, with it, another phrase of the material. */
function isPartOfLongerTerm(analysis: DocumentAnalysis, sentence: SentenceInfo, span: PhraseSpan): boolean {
  const before = sentence.stems[span.from - 1];
  const after = sentence.stems[span.to + 1];
  return (
    (typeof before === 'string' && analysis.phraseByKey.has(`${before} ${span.phrase.key}`)) ||
    (typeof after === 'string' && analysis.phraseByKey.has(`${span.phrase.key} ${after}`))
  );
}

/**
 * Whether the text between `start` and `end` is one half of a dash-joined compound: a dash glued to
 * its end or its start ("mutation– selection balance", "mutation-selection", "Hardy–Weinberg"),
 * even where a line break left a space after the dash. Swapped alone it makes a compound that is none.
 */
export function isHalfOfCompound(text: string, start: number, end: number): boolean {
  return /^[-‐‑–—]/u.test(text.slice(end)) || /[-‐‑–—]\s?$/u.test(text.slice(Math.max(0, start - 2), start));
}

/** A plausible other year: close to the right one, never the same decade's neighbour spelled alike. */
function shiftYear(text: string, seed: number): string | null {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1000 || value > 2100) return null;
  const steps = [3, -4, 6, -7, 5, -3];
  const next = value + steps[seed % steps.length]!;
  return next > new Date().getFullYear() ? String(value - 5) : String(next);
}

/**
 * A claim of the material (a sentence stating something about its terms) made false by one swap
 * (ADR 135): a defined term or key phrase in it swapped for a sibling the material lists beside it
 * ("dominance and epistasis") or a sibling defined term of the same kind (`definedSiblings`), or a
 * year for a plausible other year; null when no swap is surely false and reads right — then the
 * claim is asked true only, if the set's balance allows.
 */
export function swapClaimTerm(
  analysis: DocumentAnalysis,
  sentence: SentenceInfo,
  definedSiblings: (key: string) => readonly { key: string; text: string }[],
  isSwappable: (text: string) => boolean,
  isKeyPhrase: (phrase: KeyPhrase) => boolean,
): { statement: string; replacement: string; original: string } | null {
  const { language } = analysis;
  const spans = findPhraseSpans(sentence, analysis);
  const listed = getSiblings(analysis);
  const inSentence = new Set(sentence.stems.filter((stem): stem is string => stem !== null));
  for (const span of spans) {
    const { phrase } = span;
    if (phrase.kind === 'year') {
      const year = shiftYear(span.text, sentence.index);
      if (year !== null && !sentence.text.includes(year))
        return { statement: substituteSpan(sentence, span, year, language), replacement: year, original: span.text };
      continue;
    }
    // a term of the material, not an everyday word ("Everybody", "people")
    if (phrase.kind === 'number' || PRONOUN_LIKE.test(span.text.trim()) || !isSwappable(span.text)) continue;
    // half of a longer term of the material ("drift" in "genetic drift"): swapping it makes a term that is none
    if (isPartOfLongerTerm(analysis, sentence, span)) continue;
    // half of a dash compound ("mutation– selection balance" → "drift– selection balance", ADR 147)
    if (isHalfOfCompound(sentence.text, span.start, span.end)) continue;
    // explained again later in the sentence ("…, ou seja, …"): the sentence would contradict its own swap (ADR 154)
    if (hasExplanationAfter(sentence.text, span.end, language)) continue;
    const candidates: { key: string; text: string }[] = [...definedSiblings(phrase.key)];
    // a phrase listed beside it ("dominance and epistasis") when both are terms the material asks about (its key
    // phrases, or askable ones as a claim's subject is): a list alone also joins words of other kinds
    if (isKeyPhrase(phrase))
      for (const key of listed.get(phrase.key) ?? []) {
        const other = analysis.phraseByKey.get(key);
        if (
          other &&
          other.kind === phrase.kind &&
          !other.isDefinedTerm &&
          other.count >= 2 &&
          isKeyPhrase(other) &&
          !isIllustrationPhrase(analysis, other)
        )
          candidates.push({ key, text: other.surface });
      }
    for (const candidate of candidates) {
      const other = analysis.phraseByKey.get(candidate.key);
      if (!other || other.stems.some((stem) => inSentence.has(stem))) continue;
      // where an article marks gender, one seen with another article would not agree with the sentence
      // (and a phrase never seen after an article may be an adjective: "un número finito" → "continua")
      if (
        language !== 'en' &&
        !phrase.isDefinedTerm &&
        (getTopDeterminer(phrase) === null || getTopDeterminer(other) !== getTopDeterminer(phrase))
      )
        continue;
      // a true sibling in this material: one of its enumerations, or a defined term of one kind (ADR 154)
      if (!isMaterialSibling(analysis, phrase.key, candidate.key)) continue;
      const text = writeLike(span.text, candidate.text, other, language);
      if (!isSwappable(text) || !isSiblingOf(span.text, text, language, span.start === 0)) continue;
      // a phrase of another length ("initial conditions" → "points") is seldom of the term's kind, unless both are
      // terms the material defines or it lists them in one list of three or more (ADR 178)
      if (
        !(phrase.isDefinedTerm && other.isDefinedTerm) &&
        !isListedTogether(analysis, phrase.key, candidate.key) &&
        isUnevenSwap(span.text, text, language)
      )
        continue;
      // inside a compound or a name ("gas planets", "New Spain"): the swap makes one the material never uses (ADR 165)
      if (isSwapInCompound(sentence.text, span.start, span.end, language, text)) continue;
      if (mayBeSaidOf(analysis, sentence, span, other)) continue;
      return { statement: substituteSpan(sentence, span, text, language), replacement: text, original: span.text };
    }
  }
  return null;
}

/** A sibling written as the material writes it, in the grammatical number of the term it replaces. */
function writeLike(original: string, fallback: string, phrase: KeyPhrase, language: MaterialLanguage): string {
  const plural = (text: string): boolean => language !== 'de' && /[^s]s$/iu.test(text.trim().split(/\s+/u).pop() ?? '');
  const wanted = plural(original);
  let best: string | null = null;
  let bestCount = 0;
  for (const [surface, count] of phrase.surfaces) {
    if (plural(surface) !== wanted || count <= bestCount) continue;
    best = surface;
    bestCount = count;
  }
  const text = best ?? fallback;
  // a sentence's first capital is no part of a common noun
  return language !== 'de' && /^\p{Lu}\p{Ll}/u.test(text) && !/^\p{Lu}/u.test(original)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

/** The fewest false among true/false items: two in five (a learner who answers "true" always gets three in five at most). */
export const MIN_FALSE_SHARE = 0.4;
/** The same bound as whole numbers: at most three true items for two false ones. */
const TRUE_PER_FALSE = [3, 2] as const;

/**
 * The keys of a true/false set, balanced (ADR 135): items are taken in rank order; every other one
 * is asked false when it has a false variant (one without passing its turn to the next that has),
 * until half are false; true-only items are then kept only while at least two in five stay false
 * (one true item is kept where the material gives no false one). Returns, per item, its variant
 * to ask, itself, or null to drop it. Deterministic: the same ranks give the same keys.
 */
export function balanceKeys<T>(
  items: readonly T[],
  isFalse: (item: T) => boolean,
  falseVariantOf: (item: T) => T | undefined,
): (T | null)[] {
  const wanted = Math.floor(items.length / 2);
  const chosen = new Map<number, T>();
  let falseCount = items.filter(isFalse).length;
  for (const pass of [1, 0]) {
    items.forEach((item, rank) => {
      if (falseCount >= wanted || chosen.has(rank) || isFalse(item) || (pass === 1 && rank % 2 === 0)) return;
      const variant = falseVariantOf(item);
      if (variant === undefined) return;
      chosen.set(rank, variant);
      falseCount += 1;
    });
  }
  // true items allowed: false / (false + true) ≥ MIN_FALSE_SHARE, and one where nothing can be false
  const trueAllowed = Math.max(1, Math.floor((falseCount * TRUE_PER_FALSE[0]) / TRUE_PER_FALSE[1]));
  let trueCount = 0;
  return items.map((item, rank) => {
    const variant = chosen.get(rank);
    if (variant !== undefined) return variant;
    if (isFalse(item)) return item;
    trueCount += 1;
    return trueCount <= trueAllowed ? item : null;
  });
}

/** Whether an English word may modify a noun beside it: a noun or an adjective, not a verb's inflected form. */
function isEnglishModifier(word: string): boolean {
  const lower = word.toLowerCase();
  const pos = getEnglishPos(lower);
  if (!pos.has('n') && !pos.has('a')) return false;
  // "combines", "called", "running", "mapped": a verb beside the term, not part of it
  const isInflectedVerb = ['es', 's', 'ed', 'd', 'ing'].some((suffix) => {
    if (!lower.endsWith(suffix) || lower.length <= suffix.length + 2) return false;
    const stem = lower.slice(0, -suffix.length);
    const bases = [stem, `${stem}e`, /(\p{L})\1$/u.test(stem) ? stem.slice(0, -1) : stem];
    return bases.some((base) => getEnglishPos(base).has('v'));
  });
  if (isInflectedVerb && !/ss$/u.test(lower)) return false;
  return true;
}

/**
 * Whether the words between `start` and `end` stand inside a compound of the sentence, so that
 * swapping them alone makes a compound the material never uses (ADR 165): a name's other word
 * ("capital of New Spain" → "New Portugal"), a noun or adjective modifying them ("gas planets" →
 * "gas moons") or modified by them ("hybrid legal system" → "election legal system"). In English a
 * modifier may stand on either side; in Portuguese, Spanish, French and Italian an adjective after
 * the noun agrees and a name's word before it is what counts. A number is not a term of a compound.
 */
export function isSwapInCompound(
  text: string,
  start: number,
  end: number,
  language: MaterialLanguage,
  replacement?: string,
): boolean {
  const before = /(?:^|[\s(])([\p{L}'’-]+)\s+$/u.exec(text.slice(0, start))?.[1] ?? null;
  const after = /^\s+([\p{L}'’-]+)/u.exec(text.slice(end))?.[1] ?? null;
  const isContent = (word: string | null): word is string =>
    word !== null && word.length > 1 && !isFunctionWord(word.toLowerCase(), language);
  // a name's word beside the term: "New Spain", "Nueva España", "Hardy Weinberg" (not the sentence's first word)
  const isNameWord = (word: string | null, isFirst: boolean): boolean =>
    isContent(word) && /^\p{Lu}/u.test(word) && !isFirst && !/^\p{Lu}{2,}$/u.test(word);
  const beforeIsFirst = before !== null && text.slice(0, start).trim() === before;
  if (isNameWord(before, beforeIsFirst) || isNameWord(after, false)) return true;
  if (language === 'en') {
    // an adjective for an adjective before the same noun ("a positive way" → "a negative way") makes no new compound
    const isAdjective = (word: string): boolean => /^\p{L}+$/u.test(word) && getEnglishPos(word.toLowerCase()).has('a');
    const bothAdjectives =
      replacement !== undefined && isAdjective(text.slice(start, end).trim()) && isAdjective(replacement.trim());
    return (
      (isContent(before) && isEnglishModifier(before)) ||
      (!bothAdjectives && isContent(after) && isEnglishModifier(after))
    );
  }
  return (
    isContent(before) &&
    !/^(?:é|est|es|è|ist|são|son|sont|sono|sind)$/iu.test(before) &&
    language !== 'de' &&
    /^\p{L}+$/u.test(before) &&
    isAdjectiveBefore(before, language)
  );
}

/** Romance adjectives that stand before the noun they qualify ("nouvelle", "grande"): a content word there is one. */
function isAdjectiveBefore(word: string, language: MaterialLanguage): boolean {
  return (
    language !== 'en' &&
    /^(?:nov[oa]s?|nuev[oa]s?|nouve(?:au|l|lle)s?|nuov[oa]|grande?s?|gran|pequen[oa]s?|pequeñ[oa]s?|petite?s?|piccol[oa]|bon(?:ne)?s?|buen[oa]s?|bom|boa|mau|mal[ao]?|vieil(?:le)?|viej[oa]s?|velh[oa]s?|alt[oa]s?|baix[oa]s?|baj[oa]s?|haute?s?|bass[oa]|prim(?:eir|er)[oa]s?|premi(?:er|ère)s?|primo|segund[oa]s?|second[e]?s?|últim[oa]s?|derni(?:er|ère)s?|ultim[oa])$/iu.test(
      word,
    )
  );
}
