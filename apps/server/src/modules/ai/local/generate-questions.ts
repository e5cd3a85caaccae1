import type { QuestionLanguage, QuestionType } from '@mnemo/domain/languages';
import type { GeneratedQuestion } from '../ai.provider.ts';
import type { DocumentAnalysis, SentenceInfo } from './analyze-material.ts';
import { getContentKey } from './analyze-material.ts';
import { findClozeCandidates, isAnswerElsewhere, makeCloze, substituteSpan } from './cloze.ts';
import { describeSource, getTemplates } from './describe-source.ts';
import { createRandom, findDistractors } from './distractors.ts';
import { findMathSpans, isInsideMath } from './math-spans.ts';
import { findPhraseSpans, getPhraseRank, getPhraseWeight, isAskablePhrase, type PhraseSpan } from './phrases.ts';
import { getStemSet, type Ranked } from './ranking.ts';
import { findSections } from './sections.ts';
import { fillTemplate } from './question-templates.ts';
import { findOptionsDefect, isKeyPhraseOf, isTermLike } from './precision.ts';
import { areLearnerRulesOff, hasLooseEnd, isEverydayWord } from './learner-keeps.ts';
import { buildOpenEnded } from './open-questions.ts';

const OPTION_COUNT = 4;

function chunkIdOf(analysis: DocumentAnalysis, sentence: SentenceInfo): string {
  return analysis.chunks[sentence.chunkIndex]!.id;
}

/** Puts the answer among the distractors at a position fixed by the seed. */
function arrangeOptions(
  answer: string,
  distractors: string[],
  seed: string,
): { options: string[]; correctIndex: number } {
  const random = createRandom(seed);
  const options = [...distractors];
  const correctIndex = Math.floor(random() * (options.length + 1));
  options.splice(correctIndex, 0, answer);
  return { options, correctIndex };
}

function quote(text: string, language: QuestionLanguage): string {
  return fillTemplate(getTemplates(language).quoted, { term: text });
}

/*
 * Distractors are the costly part; they are looked for only in the best candidates, several
 * times more than needed so that selection still has room to skip duplicates and crowding.
 */
const CANDIDATE_FACTOR = 4;

/**
 * The first `limit` of `ranked` (best first) spread over the material's sections by their
 * length: each section's share of the limit from its own best, the rest by rank. The costly
 * distractor search is bounded before the hard checks run, so a bound taken by rank alone would
 * give the best-scoring chapter most candidates and leave the others little to keep (ADR 083).
 */
function takeSpread<T>(
  analysis: DocumentAnalysis,
  ranked: readonly T[],
  limit: number,
  chunkOf: (item: T) => number,
): T[] {
  if (ranked.length <= limit) return [...ranked];
  const sections = findSections(analysis);
  if (sections.length < 2) return ranked.slice(0, limit);
  const words = sections.map((section) =>
    analysis.chunks
      .slice(section.fromChunk, section.toChunk)
      .reduce((sum, chunk) => sum + chunk.text.split(/\s+/u).length, 0),
  );
  const totalWords = Math.max(
    1,
    words.reduce((sum, count) => sum + count, 0),
  );
  const quotas = words.map((count) => Math.floor((count / totalWords) * limit));
  const taken = new Set<T>();
  for (const item of ranked) {
    const chunk = chunkOf(item);
    const section = sections.findIndex((part) => chunk >= part.fromChunk && chunk < part.toChunk);
    if (section >= 0 && quotas[section]! > 0) {
      quotas[section]! -= 1;
      taken.add(item);
    }
  }
  for (const item of ranked) {
    if (taken.size >= limit) break;
    taken.add(item);
  }
  return ranked.filter((item) => taken.has(item));
}

function buildMultipleChoice(
  analysis: DocumentAnalysis,
  language: QuestionLanguage,
  count: number,
): Ranked<GeneratedQuestion>[] {
  const templates = getTemplates(language);
  const candidates: Ranked<GeneratedQuestion>[] = [];
  const clozes = takeSpread(
    analysis,
    findClozeCandidates(analysis).sort((a, b) => b.score - a.score),
    count * CANDIDATE_FACTOR + 10,
    (cloze) => cloze.sentence.chunkIndex,
  );
  for (const cloze of clozes) {
    const { sentence, span } = cloze;
    // a few more than needed, so that those grammar would betray can be left out
    const distractors = findDistractors(analysis, sentence, span, { count: OPTION_COUNT + 1, seed: sentence.text })
      .filter((distractor) => findOptionsDefect(span.text, [distractor], analysis) === null)
      .slice(0, OPTION_COUNT - 1);
    if (distractors.length < 2) continue;
    const clozeText = makeCloze(sentence, span);
    const { options, correctIndex } = arrangeOptions(span.text, distractors, clozeText);
    const full = distractors.length === OPTION_COUNT - 1 ? 1 : 0.8;
    candidates.push({
      item: {
        type: 'multiple_choice',
        prompt: `${templates.completeStatement} ${quote(clozeText, language)}`,
        options,
        correctIndex,
        explanation: `${fillTemplate(templates.answerIs, { answer: span.text })} ${describeSource(analysis, sentence, language)}`,
        sourceChunkId: chunkIdOf(analysis, sentence),
      },
      score: cloze.score * full,
      chunkIndex: sentence.chunkIndex,
      sentenceIndex: sentence.index,
      answerKey: span.phrase.key,
      text: sentence.text,
    });
  }
  // "Which term matches this description?" with the other defined terms as options.
  const terms = analysis.definitions.map((definition) => ({
    definition,
    key: getContentKey(definition.bareTerm, analysis.language),
  }));
  for (const { definition, key } of terms) {
    const sentence = analysis.sentences[definition.sentenceIndex]!;
    const definitionStems = getStemSet(analysis, definition.definition);
    if (key.split(' ').some((stem) => definitionStems.has(stem))) continue;
    const random = createRandom(definition.definition);
    const others = terms
      .filter(
        (other) =>
          other.key !== key &&
          other.key.length > 0 &&
          !other.key.split(' ').some((stem) => key.split(' ').includes(stem)),
      )
      .filter((other) => other.definition.isPlural === definition.isPlural)
      .map((other) => ({
        other,
        order: Math.abs(other.definition.sentenceIndex - definition.sentenceIndex) + random() * 5,
      }))
      .sort((a, b) => a.order - b.order);
    const distractors: string[] = [];
    for (const { other } of others) {
      const text = formatOption(other.definition.bareTerm, analysis);
      if (findOptionsDefect(definition.bareTerm, [text], analysis) !== null) continue;
      if (!distractors.some((item) => item.toLowerCase() === text.toLowerCase())) distractors.push(text);
      if (distractors.length >= OPTION_COUNT - 1) break;
    }
    if (distractors.length < OPTION_COUNT - 1) continue;
    const answer = formatOption(definition.bareTerm, analysis);
    const { options, correctIndex } = arrangeOptions(answer, distractors, definition.definition);
    const phrase = analysis.phraseByKey.get(key);
    candidates.push({
      item: {
        type: 'multiple_choice',
        prompt: `${templates.whichTerm} ${quote(definition.definition, language)}`,
        options,
        correctIndex,
        explanation: `${fillTemplate(templates.answerIs, { answer })} ${describeSource(analysis, sentence, language)}`,
        sourceChunkId: chunkIdOf(analysis, sentence),
      },
      score: 1.1 * (0.4 + sentence.centrality) * (phrase ? getPhraseWeight(analysis, phrase) : 0.4),
      chunkIndex: sentence.chunkIndex,
      sentenceIndex: sentence.index,
      answerKey: key,
      text: `${definition.definition} ${definition.bareTerm}`,
    });
  }
  return candidates;
}

function formatOption(bareTerm: string, analysis: DocumentAnalysis): string {
  const phrase = analysis.phraseByKey.get(getContentKey(bareTerm, analysis.language));
  if (analysis.language === 'de' || phrase?.kind === 'name' || /^\p{Lu}{2}/u.test(bareTerm)) return bareTerm;
  return /^\p{Lu}\p{Ll}/u.test(bareTerm) ? bareTerm.charAt(0).toLowerCase() + bareTerm.slice(1) : bareTerm;
}

interface TrueFalseSource {
  sentence: SentenceInfo;
  span: PhraseSpan;
  /** the same-kind phrase that makes it false; null when the span sits in a formula (true only) */
  replacement: string | null;
  score: number;
}

/** Sentences with one key phrase or number that can be swapped for a same-kind alternative. */
function findTrueFalseSources(analysis: DocumentAnalysis, count: number): TrueFalseSource[] {
  const options: {
    sentence: SentenceInfo;
    spans: { span: PhraseSpan; score: number; inFormula: boolean }[];
    best: number;
  }[] = [];
  for (const sentence of analysis.sentences) {
    if (!sentence.isStandalone) continue;
    const spans: { span: PhraseSpan; score: number; inFormula: boolean }[] = [];
    const formulas = findMathSpans(sentence.text, analysis.language);
    for (const span of findPhraseSpans(sentence, analysis)) {
      const isNumber = span.phrase.kind === 'number' || span.phrase.kind === 'year';
      if (!isNumber && !isAskablePhrase(analysis, span.phrase, getPhraseRank(analysis, span.phrase))) continue;
      if (isAnswerElsewhere(sentence, span)) continue;
      const weight = isNumber ? 0.6 : getPhraseWeight(analysis, span.phrase);
      // "C_1" for "C_2", "a times 6" for "a times 1": a typo in a formula, not a plausible
      // falsehood; such a sentence can only be asked as true
      const inFormula = isInsideMath(formulas, span.start, span.end);
      spans.push({ span, score: sentence.quality * (0.4 + sentence.centrality) * weight, inFormula });
    }
    if (spans.length === 0) continue;
    // a span that can be swapped first, then by score
    spans.sort((a, b) => Number(a.inFormula) - Number(b.inFormula) || b.score - a.score);
    options.push({ sentence, spans, best: Math.max(...spans.map((span) => span.score)) });
  }
  options.sort((a, b) => b.best - a.best);
  const sources: TrueFalseSource[] = [];
  for (const option of takeSpread(
    analysis,
    options,
    count * CANDIDATE_FACTOR + 10,
    (entry) => entry.sentence.chunkIndex,
  )) {
    let found = false;
    for (const { span, score, inFormula } of option.spans) {
      if (inFormula) break;
      const [replacement] = findDistractors(analysis, option.sentence, span, {
        count: 1,
        seed: `tf:${option.sentence.text}`,
      });
      if (!replacement) continue;
      sources.push({ sentence: option.sentence, span, replacement, score });
      found = true;
      break;
    }
    const inFormula = option.spans.find((span) => span.inFormula);
    if (!found && inFormula)
      sources.push({ sentence: option.sentence, span: inFormula.span, replacement: null, score: inFormula.score });
  }
  return sources;
}

/** Whether a phrase is a key term a true/false swap may exchange: term-like, not everyday language, not half a phrase. */
function isSwappableTerm(text: string, analysis: DocumentAnalysis): boolean {
  if (areLearnerRulesOff()) return true;
  if (isNumberLikeText(text)) return true;
  if (!isTermLike(text, analysis) || hasLooseEnd(text, analysis.language)) return false;
  // "locus segregating": a participle ends no term a swap may use
  if (analysis.language === 'en' && /ing$/iu.test(text.trim())) return false;
  return /\s/u.test(text.trim()) || isKeyPhraseOf(text, analysis) || !isEverydayWord(text, analysis.language);
}

function isNumberLikeText(text: string): boolean {
  return /^[-+]?\p{N}[\p{N}.,\s%]*$/u.test(text.trim());
}

const falseVariants = new WeakMap<GeneratedQuestion, GeneratedQuestion>();

/** The same true/false item made false by its sibling swap, when it has one. */
export function getFalseVariant(question: GeneratedQuestion): GeneratedQuestion | undefined {
  return falseVariants.get(question);
}

/**
 * True/false candidates: each source sentence as it is (true), with its false variant beside it
 * (the key phrase swapped for a sibling of the same kind, see getFalseVariant). Which are asked
 * false is decided once the items are kept, so that about half of them are. A swap whose
 * replacement grammar would betray (another number, another length) gives no false variant.
 */
export function buildTrueFalse(
  analysis: DocumentAnalysis,
  language: QuestionLanguage,
  count: number,
): Ranked<GeneratedQuestion>[] {
  const templates = getTemplates(language);
  const sources = findTrueFalseSources(analysis, count);
  return sources.map((source): Ranked<GeneratedQuestion> => {
    const { sentence, span } = source;
    // a swap on a key term of the material for a sibling term (not "size" for "proceeding generation", not "two alleles")
    const swappable =
      source.replacement !== null &&
      isSwappableTerm(span.text, analysis) &&
      isSwappableTerm(source.replacement, analysis);
    const replacement =
      swappable && source.replacement !== null && findOptionsDefect(span.text, [source.replacement], analysis) === null
        ? source.replacement
        : null;
    const item: GeneratedQuestion = {
      type: 'true_false',
      prompt: `${templates.trueOrFalse} ${sentence.text}`,
      answer: true,
      explanation: `${templates.statementTrue} ${describeSource(analysis, sentence, language)}`,
      sourceChunkId: chunkIdOf(analysis, sentence),
    };
    if (replacement !== null) {
      falseVariants.set(item, {
        ...item,
        prompt: `${templates.trueOrFalse} ${substituteSpan(sentence, span, replacement, analysis.language)}`,
        answer: false,
        explanation: `${fillTemplate(templates.statementFalse, { answer: span.text, wrong: replacement })} ${describeSource(analysis, sentence, language)}`,
      });
    }
    return {
      item,
      score: source.score,
      chunkIndex: sentence.chunkIndex,
      sentenceIndex: sentence.index,
      answerKey: span.phrase.key,
      text: sentence.text,
    };
  });
}

/**
 * Every question candidate of the requested types, ranked but not yet selected: multiple choice
 * (cloze or definition, same-kind distractors), true/false (about half made false by one sibling
 * swap), open-ended (a defined concept, its defining sentences as the expected answer). Each comes
 * with its source chunk and an explanation quoting the passage. `budget` bounds the costly
 * distractor search to the best candidates.
 */
export function rankQuestionCandidates(
  analysis: DocumentAnalysis,
  language: QuestionLanguage,
  types: readonly QuestionType[],
  budget: number,
): Ranked<GeneratedQuestion>[] {
  const candidates: Ranked<GeneratedQuestion>[] = [];
  for (const type of types) {
    if (type === 'multiple_choice') candidates.push(...buildMultipleChoice(analysis, language, budget));
    else if (type === 'true_false') candidates.push(...buildTrueFalse(analysis, language, budget));
    else candidates.push(...buildOpenEnded(analysis, language));
  }
  return candidates;
}
