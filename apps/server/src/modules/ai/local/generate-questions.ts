import type { MaterialLanguage, QuestionLanguage, QuestionType } from '@mnemo/domain/languages';
import type { GeneratedQuestion } from '../ai.provider.ts';
import type { DocumentAnalysis, SentenceInfo } from './analyze-material.ts';
import { getContentKey } from './analyze-material.ts';
import { findClozeCandidates, makeCloze, substituteSpan } from './cloze.ts';
import { describeSource, getTemplates } from './describe-source.ts';
import { createRandom, getSiblings, getTopDeterminer } from './distractors.ts';
import type { Definition } from './definitions.ts';
import { findPhraseSpans, getPhraseRank, getPhraseWeight, isAskablePhrase, type PhraseSpan } from './phrases.ts';
import { getStemSet, type Ranked } from './ranking.ts';
import { findSections } from './sections.ts';
import { isFunctionWord } from './nlp/language.ts';
import { fillTemplate } from './question-templates.ts';
import { findOptionsDefect, findTextDefect, isKeyPhraseOf, isTermLike } from './precision.ts';
import { isIllustrationDefinition } from './illustrations.ts';
import { findSentenceContextDefect, findStandaloneDefect } from './standalone-sentence.ts';
import { areLearnerRulesOff, citesDocumentPart, hasLooseEnd, isEverydayWord, leansOnBefore } from './learner-keeps.ts';
import { ADVERB_START, buildOpenEnded } from './open-questions.ts';
import {
  findGenus,
  isDefinedThrough,
  isMaterialSibling,
  isSiblingOf,
  isSwapInCompound,
  swapClaimTerm,
} from './true-false-swaps.ts';
import { flipClaim, hasExplanationAfter } from './true-false-polarity.ts';
import { isHedgedClaim } from './true-false-forms.ts';

const OPTION_COUNT = 4;
/** the fewest wrong options a multiple choice item has: three good ones or no item (ADR 135) */
const MIN_DISTRACTORS = 3;

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

/** A term the material defines, as multiple choice and true/false use it (ADR 115). */
export interface DefinedTerm {
  definition: Definition & { sentenceIndex: number };
  key: string;
  stems: string[];
  sentence: SentenceInfo;
  /** the section (findSections) the definition sits in; -1 when the material shows none */
  section: number;
  /** the kind the definiens names, stemmed ("type" of "A type that represents …", findGenus) */
  genus: string | null;
}

/**
 * A line of an exercise or of one worked case, not a term: "Assume v is a vector …", "Seja f uma
 * função …", "Soit E un ensemble …" set up a problem; what they name is no concept of the material.
 */
const EXERCISE_OPENING =
  /^(?:assume|suppose|let|consider|show|prove|find|compute|calculate|write|solve|determine|verify|check|given|sejam?|suponha|considere|mostre|prove|calcule|determine|escreva|resolva|verifique|dad[oa]s?|sean?|supongamos|demuestre|calcule|escriba|resuelva|soit|soient|supposons|considérons|montrer|montrez|calculer|calculez|écrivez|résoudre|sia|siano|supponiamo|consideriamo|dimostrare|calcolare|scrivere|dat[oaie]|sei|seien|angenommen|betrachte|zeige|berechne|schreibe|gegeben)(?![\p{L}])/iu;

/** Words that place a sentence in one case or next to what the learner cannot see: "In this case", "acima", "ci-dessus". */
const PLACED_ELSEWHERE =
  /(?<![\p{L}])(?:in (?:this|that|each|either|which) case|as (?:shown|seen|mentioned|discussed) (?:above|below|earlier|before)|above|below|nesse caso|neste caso|nestes casos|acima|abaixo|em seguida|en (?:este|ese|tal) caso|arriba|abajo|dans ce cas|ci-dessus|ci-dessous|in questo caso|sopra|sotto|in diesem fall|oben|unten)(?![\p{L}])/iu;

const definedTermCache = new WeakMap<DocumentAnalysis, DefinedTerm[]>();

/**
 * The terms the material defines that may ask or answer a question: one per term (its first
 * definition), none set up by an exercise or a worked example, none with a loose end.
 */
export function listDefinedTerms(analysis: DocumentAnalysis): DefinedTerm[] {
  let terms = definedTermCache.get(analysis);
  if (terms) return terms;
  terms = [];
  const seen = new Set<string>();
  const sections = findSections(analysis);
  for (const definition of analysis.definitions) {
    const key = getContentKey(definition.bareTerm, analysis.language);
    if (key.length === 0 || seen.has(key)) continue;
    const sentence = analysis.sentences[definition.sentenceIndex]!;
    if (sentence.isWorkedExample || sentence.blockKind === 'exercise') continue;
    // "Earth is the third planet from the Sun" in a logic text: an illustration's term, never a distractor (ADR 143)
    if (isIllustrationDefinition(analysis, definition)) continue;
    if (EXERCISE_OPENING.test(definition.bareTerm) || EXERCISE_OPENING.test(sentence.text)) continue;
    if (hasLooseEnd(definition.bareTerm, analysis.language) || ADVERB_START.test(definition.bareTerm)) continue;
    seen.add(key);
    terms.push({
      definition,
      key,
      // "ciclo di Calvin" → cicl, calvin: a joint ("di", "of") names no term
      stems: key.split(' ').filter((stem) => !isFunctionWord(stem, analysis.language)),
      sentence,
      genus: findGenus(definition.definition, analysis.language),
      section: sections.findIndex(
        (section) => sentence.chunkIndex >= section.fromChunk && sentence.chunkIndex < section.toChunk,
      ),
    });
  }
  definedTermCache.set(analysis, terms);
  return terms;
}

/**
 * Other defined terms of the material, the likeliest siblings of `target` first: in its section,
 * listed beside it, close to it, of its length; of its grammatical number always. With
 * `mayOverlap`, terms that share a word with it are allowed ("void function" beside "fruitful
 * function"), but never one that holds the other ("function" beside "fruitful function": a kind
 * of it, so what defines one may be true of the other).
 */
export function rankSiblingTerms(
  analysis: DocumentAnalysis,
  target: DefinedTerm,
  terms: readonly DefinedTerm[],
  mayOverlap = false,
): DefinedTerm[] {
  const random = createRandom(`siblings:${target.key}`);
  const listed = getSiblings(analysis).get(target.key);
  const targetWords = target.definition.bareTerm.split(/\s+/u).length;
  return terms
    .filter((other) => {
      if (other.key === target.key || other.definition.isPlural !== target.definition.isPlural) return false;
      const shared = other.stems.filter((stem) => target.stems.includes(stem)).length;
      if (shared === 0) return true;
      return mayOverlap && shared < other.stems.length && shared < target.stems.length;
    })
    .map((other) => {
      const distance = Math.abs(other.definition.sentenceIndex - target.definition.sentenceIndex);
      const sameSection = target.section >= 0 && other.section === target.section;
      const lengthGap = Math.abs(other.definition.bareTerm.split(/\s+/u).length - targetWords);
      // "A type that represents whole numbers" beside "A type that represents sequences of characters": one kind
      const sameGenus = target.genus !== null && other.genus === target.genus;
      const order =
        (sameSection ? 0 : 20) +
        (listed?.has(other.key) ? -10 : 0) +
        (sameGenus ? -15 : 0) +
        lengthGap * 3 +
        Math.min(distance, 200) / 10;
      return { other, order: order + random() * 3 };
    })
    .sort((a, b) => a.order - b.order)
    .map(({ other }) => other);
}

/** Which of the two directions a term is asked in first: fixed by the term, so that the set holds both. */
function asksTermFirst(key: string): boolean {
  return createRandom(`direction:${key}`)() < 0.5;
}

function countWordsOf(text: string): number {
  return text.split(/\s+/u).filter(Boolean).length;
}

/** A clause, not a description: "If you import a module …", "When …". */
const SUBORDINATE_OPENING =
  /^(?:if|when|whenever|because|since|although|while|you|we|it|se|quando|porque|embora|si|cuando|aunque|quand|lorsque|parce|bien|quando|perché|sebbene|wenn|als|weil|obwohl|man)(?![\p{L}])/iu;

/** A description without its final full stop: options end alike, so that none stands out. */
function withoutStop(text: string): string {
  return text.trim().replace(/[.]$/u, '');
}

/** Whether a definition opens on an article or determiner: options of one opening, so none stands out by its grammar. */
function opensOnDeterminer(text: string): boolean {
  return /^(?:a|an|the|one|any|o|os|as|um|uma|uns|umas|el|la|los|las|un|una|unos|unas|le|les|des|une|l['’]|il|lo|gli|i|uno|der|die|das|ein|eine|einer)(?:\s|(?<=['’]))/iu.test(
    text.trim(),
  );
}

/**
 * A description that cannot be an option or an answer, in the reserve too (ADR 126): it points or
 * leans on what came before ("A raíz de esta definición …"), or is cut on a function word ("… que
 * será equivalente a", "… definir también lo que").
 */
/** A term that points back ("dicho límite", "the said set") or names a definition rather than a concept ("definición de estabilidad"). */
const POINTING_TERM =
  /^(?:dich[oa]s?|tal(?:es)?|referid[oa]s?|ledit|ladite|lesdits|suddett[oa]|the said|said|this|that|these|those|est[ea]s?|es[ea]s?|ess[ea]s?|ce|cet|cette|ces|questo|questa|dieser|diese|dieses|(?:the )?definition of|(?:la )?definici[óo]n de|(?:a )?defini[çc][ãa]o de|(?:la )?d[ée]finition de|(?:la )?definizione di|(?:die )?definition von)(?!\p{L})/iu;

function isCutOrPointing(text: string, language: MaterialLanguage): boolean {
  if (findTextDefect(text, language) !== null || findStandaloneDefect(text, language) !== null) return true;
  const last =
    text
      .replace(/[.;:!?…]+\s*$/u, '')
      .trim()
      .split(/\s+/u)
      .pop() ?? '';
  return /^\p{L}+$/u.test(last) && isFunctionWord(last.toLowerCase(), language);
}

/**
 * Multiple choice from the material's definitions only (ADR 115): "Which term matches this
 * description?" with other defined terms as options, and "Which description matches X?" with
 * other terms' definitions as options, the sibling terms first. A fill-in item is asked only
 * when its blank is a defined term and every option is a sibling defined term.
 */
function buildMultipleChoice(
  analysis: DocumentAnalysis,
  language: QuestionLanguage,
  count: number,
): Ranked<GeneratedQuestion>[] {
  const templates = getTemplates(language);
  const candidates: Ranked<GeneratedQuestion>[] = [];
  const terms = listDefinedTerms(analysis);
  const termByKey = new Map(terms.map((term) => [term.key, term]));
  const weightOf = (term: DefinedTerm): number => {
    const phrase = analysis.phraseByKey.get(term.key);
    return (0.4 + term.sentence.centrality) * (phrase ? getPhraseWeight(analysis, phrase) : 0.4);
  };
  for (const term of terms) {
    const { definition, sentence } = term;
    // a cut or pointing description, or a term that points ("dicho límite") or names a definition, asks nothing (ADR 126)
    if (isCutOrPointing(definition.definition, analysis.language) || POINTING_TERM.test(definition.bareTerm.trim()))
      continue;
    const definitionStems = getStemSet(analysis, definition.definition);
    // the definition names the term ("A recursive function is a function that …"): no riddle
    if (term.stems.some((stem) => definitionStems.has(stem))) continue;
    const siblings = rankSiblingTerms(analysis, term, terms);
    const answer = formatOption(definition.bareTerm, analysis);
    const first = asksTermFirst(term.key);
    // which term: the other terms as options
    const termOptions: string[] = [];
    for (const other of siblings) {
      const text = formatOption(other.definition.bareTerm, analysis);
      if (POINTING_TERM.test(other.definition.bareTerm.trim())) continue;
      if (findOptionsDefect(definition.bareTerm, [text], analysis) !== null) continue;
      // of the answer's kind and shape, not another form or a synonym of it (ADR 135)
      if (!isSiblingOf(answer, text, analysis.language)) continue;
      if (!termOptions.some((item) => item.toLowerCase() === text.toLowerCase())) termOptions.push(text);
      if (termOptions.length >= OPTION_COUNT - 1) break;
    }
    // three options where the material defines too few siblings for four, ranked lower
    if (termOptions.length >= MIN_DISTRACTORS) {
      const { options, correctIndex } = arrangeOptions(answer, termOptions, definition.definition);
      candidates.push({
        item: {
          type: 'multiple_choice',
          prompt: `${templates.whichTerm} ${quote(definition.definition, language)}`,
          options,
          correctIndex,
          explanation: `${fillTemplate(templates.answerIs, { answer })} ${describeSource(analysis, sentence, language)}`,
          sourceChunkId: chunkIdOf(analysis, sentence),
        },
        score: (first ? 1.1 : 1) * weightOf(term) * (termOptions.length === OPTION_COUNT - 1 ? 1 : 0.8),
        chunkIndex: sentence.chunkIndex,
        sentenceIndex: sentence.index,
        answerKey: term.key,
        text: `${definition.definition} ${definition.bareTerm}`,
      });
    }
    // which description: the other terms' definitions as options, of the answer's length and opening
    const answerWords = countWordsOf(definition.definition);
    if (answerWords > 30 || isCutOrPointing(definition.definition, analysis.language)) continue;
    const opens = opensOnDeterminer(definition.definition);
    const descriptionOptions: string[] = [];
    for (const other of siblings) {
      const text = other.definition.definition;
      const words = countWordsOf(text);
      if (words > 30 || words * 2 < answerWords || words > answerWords * 2) continue;
      if (opensOnDeterminer(text) !== opens || SUBORDINATE_OPENING.test(text)) continue;
      // an option that points or is cut ("A raíz de esta definición podemos definir también lo que") is no description (ADR 126)
      if (isCutOrPointing(text, analysis.language)) continue;
      // an option that names the term asked, or holds the answer's words, would point at it or be true as well
      const stems = getStemSet(analysis, text);
      if (term.stems.some((stem) => stems.has(stem)) || other.stems.some((stem) => stems.has(stem))) continue;
      if (text.toLowerCase() === definition.definition.toLowerCase()) continue;
      const option = withoutStop(text);
      if (!descriptionOptions.some((item) => item.toLowerCase() === option.toLowerCase()))
        descriptionOptions.push(option);
      if (descriptionOptions.length >= OPTION_COUNT - 1) break;
    }
    if (descriptionOptions.length >= MIN_DISTRACTORS) {
      const { options, correctIndex } = arrangeOptions(
        withoutStop(definition.definition),
        descriptionOptions,
        definition.bareTerm,
      );
      candidates.push({
        item: {
          type: 'multiple_choice',
          prompt: fillTemplate(templates.whichDefinition, { term: quote(answer, language) }),
          options,
          correctIndex,
          explanation: `${fillTemplate(templates.answerIs, { answer: definition.definition })} ${describeSource(analysis, sentence, language)}`,
          sourceChunkId: chunkIdOf(analysis, sentence),
        },
        score: (first ? 1 : 1.1) * weightOf(term) * (descriptionOptions.length === OPTION_COUNT - 1 ? 1 : 0.8),
        chunkIndex: sentence.chunkIndex,
        sentenceIndex: sentence.index,
        answerKey: term.key,
        text: `${definition.bareTerm} ${definition.definition}`,
      });
    }
  }
  // fill-in: only a blank that is a defined term, with sibling defined terms as the options
  const clozes = takeSpread(
    analysis,
    findClozeCandidates(analysis)
      .filter((cloze) => termByKey.has(cloze.span.phrase.key))
      .sort((a, b) => b.score - a.score),
    count * CANDIDATE_FACTOR + 10,
    (cloze) => cloze.sentence.chunkIndex,
  );
  for (const cloze of clozes) {
    const { sentence, span } = cloze;
    // a sentence that stands as a claim of the material: "In other words, the _____ …", "Each time through the _____, x …" do not
    if (!isClaimSentence(analysis, sentence)) continue;
    const term = termByKey.get(span.phrase.key)!;
    const sentenceStems = new Set(sentence.stems.filter((stem): stem is string => stem !== null));
    const distractors: string[] = [];
    for (const other of rankSiblingTerms(analysis, term, terms)) {
      if (other.stems.some((stem) => sentenceStems.has(stem))) continue;
      const text = formatOption(other.definition.bareTerm, analysis);
      if (findOptionsDefect(span.text, [text], analysis, span.start === 0) !== null) continue;
      if (!isSiblingOf(span.text, text, analysis.language, span.start === 0)) continue;
      if (!distractors.some((item) => item.toLowerCase() === text.toLowerCase())) distractors.push(text);
      if (distractors.length >= OPTION_COUNT - 1) break;
    }
    if (distractors.length < OPTION_COUNT - 1) continue;
    const clozeText = makeCloze(sentence, span);
    const { options, correctIndex } = arrangeOptions(span.text, distractors, clozeText);
    candidates.push({
      item: {
        type: 'multiple_choice',
        prompt: `${templates.completeStatement} ${quote(clozeText, language)}`,
        options,
        correctIndex,
        explanation: `${fillTemplate(templates.answerIs, { answer: span.text })} ${describeSource(analysis, sentence, language)}`,
        sourceChunkId: chunkIdOf(analysis, sentence),
      },
      score: cloze.score * 0.8,
      chunkIndex: sentence.chunkIndex,
      sentenceIndex: sentence.index,
      answerKey: span.phrase.key,
      text: sentence.text,
    });
  }
  return candidates;
}

function formatOption(bareTerm: string, analysis: DocumentAnalysis): string {
  const phrase = analysis.phraseByKey.get(getContentKey(bareTerm, analysis.language));
  if (analysis.language === 'de' || phrase?.kind === 'name' || /^\p{Lu}{2}/u.test(bareTerm)) return bareTerm;
  return /^\p{Lu}\p{Ll}/u.test(bareTerm) ? bareTerm.charAt(0).toLowerCase() + bareTerm.slice(1) : bareTerm;
}

/** Whether a phrase is a key term a true/false swap may exchange: term-like, not everyday language, not half a phrase (`strict`: in the reserve too). */
function isSwappableTerm(text: string, analysis: DocumentAnalysis, strict = false): boolean {
  // a claim's swap is judged by the learner's rules in the study set's reserve too (ADR 135)
  if (areLearnerRulesOff() && !strict) return true;
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

/** The grammatical gender an article marks, where the language marks one; null when it does not tell. */
const ARTICLE_GENDERS: Partial<Record<MaterialLanguage, Record<string, 'm' | 'f' | 'n'>>> = {
  pt: {
    o: 'm',
    os: 'm',
    um: 'm',
    uns: 'm',
    do: 'm',
    dos: 'm',
    no: 'm',
    nos: 'm',
    ao: 'm',
    aos: 'm',
    a: 'f',
    as: 'f',
    uma: 'f',
    umas: 'f',
    da: 'f',
    das: 'f',
    na: 'f',
    nas: 'f',
    à: 'f',
    às: 'f',
  },
  es: { el: 'm', los: 'm', un: 'm', unos: 'm', del: 'm', al: 'm', la: 'f', las: 'f', una: 'f', unas: 'f' },
  fr: { le: 'm', un: 'm', du: 'm', au: 'm', la: 'f', une: 'f' },
  it: {
    il: 'm',
    lo: 'm',
    i: 'm',
    gli: 'm',
    un: 'm',
    uno: 'm',
    del: 'm',
    dello: 'm',
    al: 'm',
    nel: 'm',
    la: 'f',
    le: 'f',
    una: 'f',
    'un’': 'f',
    "un'": 'f',
    della: 'f',
    alla: 'f',
    nella: 'f',
  },
  de: { der: 'm', ein: 'm', die: 'f', eine: 'f', das: 'n' },
};

function genderOf(article: string | null | undefined, language: MaterialLanguage): 'm' | 'f' | 'n' | null {
  if (!article) return null;
  return ARTICLE_GENDERS[language]?.[article.trim().toLowerCase()] ?? null;
}

/** A defined term's gender: from the article of its definition, else the one the material puts before it most. */
function genderOfTerm(analysis: DocumentAnalysis, term: DefinedTerm): 'm' | 'f' | 'n' | null {
  const { definition } = term;
  const article = definition.term.slice(0, definition.term.length - definition.bareTerm.length).trim();
  const phrase = analysis.phraseByKey.get(term.key);
  return genderOf(article, analysis.language) ?? genderOf(phrase ? getTopDeterminer(phrase) : null, analysis.language);
}

/** Where the defined term stands in its definition sentence: its key phrase's span, else its words as written. */
function findTermSpan(analysis: DocumentAnalysis, term: DefinedTerm): PhraseSpan | null {
  const { sentence, definition } = term;
  const span = findPhraseSpans(sentence, analysis).find((candidate) => candidate.phrase.key === term.key);
  if (span) return span;
  const lower = sentence.text.toLowerCase();
  const bare = definition.bareTerm.toLowerCase();
  // the term opens its sentence ("A program is …") or closes it ("… is called an increment.")
  const start = lower.indexOf(bare) <= definition.term.length ? lower.indexOf(bare) : lower.lastIndexOf(bare);
  if (start < 0) return null;
  const phrase = analysis.phraseByKey.get(term.key);
  if (!phrase) return null;
  return {
    phrase,
    from: -1,
    to: -1,
    text: sentence.text.slice(start, start + bare.length),
    start,
    end: start + bare.length,
  };
}

/**
 * The definition sentence of `term` made false by naming a sibling defined term in its place
 * ("A variable is a name that refers to a value." → "A function is a name …"), or null when no
 * sibling makes a statement that is surely false and reads right: of the same number and, where
 * the article tells, the same gender; not a kind of the term nor the term a kind of it; not in the
 * sentence already; and not said by the material with most of the same words (then it may be true).
 */
export function swapDefinedTerm(
  analysis: DocumentAnalysis,
  term: DefinedTerm,
  terms: readonly DefinedTerm[],
): { statement: string; replacement: string; original: string } | null {
  const span = findTermSpan(analysis, term);
  if (!span) return null;
  const { sentence } = term;
  const { language } = analysis;
  // explained again later in the sentence ("…, ou seja, …"): the sentence would contradict its own swap (ADR 154)
  if (hasExplanationAfter(sentence.text, span.end, language)) return null;
  const before = sentence.text.slice(0, span.start);
  const articleBefore = /(?:^|\s)([\p{L}]+['’]?)\s*$/u.exec(before)?.[1] ?? null;
  const gender = genderOf(articleBefore, language) ?? genderOfTerm(analysis, term);
  const sentenceStems = new Set(
    sentence.stems.filter((stem, index): stem is string => stem !== null && (index < span.from || index > span.to)),
  );
  const context = new Set([...sentenceStems].filter((stem) => !term.stems.includes(stem)));
  const listed = getSiblings(analysis).get(term.key);
  for (const other of rankSiblingTerms(analysis, term, terms, true)) {
    if (other.stems.some((stem) => context.has(stem))) continue;
    // a term of its kind (one genus: "A type that …") or listed beside it; any other defined term makes an absurd statement (ADR 135)
    if (!isOfOneKind(term, other, listed) || !isMaterialSibling(analysis, term.key, other.key)) continue;
    if (language !== 'en' && gender !== null && genderOfTerm(analysis, other) !== gender) continue;
    // the material says much the same of the other term: the swap may be true
    const otherStems = new Set(other.sentence.contentStems);
    let shared = 0;
    for (const stem of context) if (otherStems.has(stem)) shared += 1;
    if (context.size > 0 && shared / context.size >= 0.5) continue;
    const replacement = writeAsInText(analysis, other);
    if (!isSwappableTerm(replacement, analysis)) continue;
    if (findOptionsDefect(span.text, [replacement], analysis, span.start === 0) !== null) continue;
    // a sibling of the same kind, not another form, a synonym or a term the material explains through this one (ADR 135)
    if (!isSiblingOf(span.text, replacement, language, span.start === 0) || isDefinedThrough(analysis, term, other))
      continue;
    // inside a compound or a name ("hybrid legal system" → "election legal system"): no term of the material (ADR 165)
    if (isSwapInCompound(sentence.text, span.start, span.end, language, replacement)) continue;
    return { statement: substituteSpan(sentence, span, replacement, language), replacement, original: span.text };
  }
  return null;
}

/** Two defined terms of one kind: their definitions name one genus ("A type that …"), or the material lists them together. */
function isOfOneKind(term: DefinedTerm, other: DefinedTerm, listed: ReadonlySet<string> | undefined): boolean {
  return (term.genus !== null && other.genus === term.genus) || (listed?.has(other.key) ?? false);
}

/** A defined term as the material writes it inside a sentence ("Python interpreter", "value"). */
function writeAsInText(analysis: DocumentAnalysis, term: DefinedTerm): string {
  const bare = term.definition.bareTerm;
  const phrase = analysis.phraseByKey.get(term.key);
  let best: string | null = null;
  let bestCount = 0;
  for (const [surface, count] of phrase?.surfaces ?? []) {
    // the way it is written most (a sentence's first capital is seldom the most)
    if (surface.toLowerCase() !== bare.toLowerCase() || count <= bestCount) continue;
    best = surface;
    bestCount = count;
  }
  return best ?? formatOption(bare, analysis);
}

/**
 * Whether a sentence may be asked true or false as a claim of the material: it stands on its own,
 * walks through no example, sets up no exercise, leans on no sentence before it and points at
 * nothing the learner cannot see, and it is about a term of the material — its subject (its first
 * words) is a defined term or one of the material's key phrases.
 */
export function isClaimSentence(analysis: DocumentAnalysis, sentence: SentenceInfo): boolean {
  const { language } = analysis;
  if (!sentence.isStandalone || sentence.isWorkedExample || sentence.blockKind !== 'paragraph') return false;
  if (sentence.chunkIndex < analysis.bodyStart) return false;
  // a worked example's sentence, a paper's supplement after its references, a text telling its course (ADR 116, 126)
  if (findSentenceContextDefect(analysis, sentence.index) !== null) return false;
  const text = sentence.text;
  if (EXERCISE_OPENING.test(text) || PLACED_ELSEWHERE.test(text)) return false;
  if (leansOnBefore(text, language) || citesDocumentPart(text, language)) return false;
  const spans = findPhraseSpans(sentence, analysis);
  const subject = spans[0];
  if (!subject || subject.from > 2) return false;
  // only function words before it ("The", "In a", "Les")
  if (
    sentence.tokens
      .slice(0, subject.from)
      .some((token, index) => sentence.stems[index] !== null && token.text.length > 0)
  )
    return false;
  if (subject.phrase.kind === 'number' || subject.phrase.kind === 'year') return false;
  // "Genetic drift occurs because …" is about a concept; "The offspring can be …", "If the condition is false, …",
  // "The return value is the number of characters …" about one case's offspring, condition or value — unless the
  // material names the term with that article itself ("The Calvin cycle is a series of reactions …")
  const isDefinite = sentence.tokens
    .slice(0, subject.from)
    .some((token) => DEFINITE_ARTICLES[language].has(token.lower.replace(/['’]$/u, '')));
  if (subject.phrase.isDefinedTerm)
    return (
      !isDefinite ||
      analysis.definitions.some(
        (definition) =>
          getContentKey(definition.bareTerm, language) === subject.phrase.key &&
          definition.term !== definition.bareTerm &&
          DEFINITE_ARTICLES[language].has(definition.term.split(/[\s'’]/u)[0]!.toLowerCase()),
      )
    );
  return (
    !isDefinite &&
    (isKeyPhraseOf(subject.text, analysis) ||
      isAskablePhrase(analysis, subject.phrase, getPhraseRank(analysis, subject.phrase)))
  );
}

/** Definite articles (and demonstratives) that tie a subject to one case the material had in view. */
const DEFINITE_ARTICLES: Record<MaterialLanguage, ReadonlySet<string>> = {
  en: new Set(['the', 'this', 'these', 'that', 'those']),
  pt: new Set(['o', 'a', 'os', 'as', 'este', 'esta', 'esse', 'essa', 'estes', 'estas']),
  es: new Set(['el', 'la', 'los', 'las', 'este', 'esta', 'ese', 'esa', 'estos', 'estas']),
  fr: new Set(['le', 'la', 'les', 'l', 'ce', 'cet', 'cette', 'ces']),
  it: new Set(['il', 'lo', 'la', 'i', 'gli', 'le', 'l', 'questo', 'questa', 'questi', 'queste']),
  de: new Set(['der', 'die', 'das', 'dieser', 'diese', 'dieses']),
};

/**
 * True/false under the learner's rules (ADR 115): true statements are definition sentences and
 * claims about a term of the material (isClaimSentence); a definition's false variant names a
 * sibling defined term in place of its own (swapDefinedTerm). A claim is asked true only: a swap
 * of any other phrase was absurd or true as often as not.
 */
export function buildTrueFalse(
  analysis: DocumentAnalysis,
  language: QuestionLanguage,
  count: number,
): Ranked<GeneratedQuestion>[] {
  const templates = getTemplates(language);
  const candidates: Ranked<GeneratedQuestion>[] = [];
  const terms = listDefinedTerms(analysis);
  const defining = new Set<number>();
  const trueItem = (sentence: SentenceInfo): GeneratedQuestion & { type: 'true_false' } => ({
    type: 'true_false',
    prompt: `${templates.trueOrFalse} ${sentence.text}`,
    answer: true,
    explanation: `${templates.statementTrue} ${describeSource(analysis, sentence, language)}`,
    sourceChunkId: chunkIdOf(analysis, sentence),
  });
  for (const term of terms) {
    const { sentence } = term;
    defining.add(sentence.index);
    if (sentence.blockKind === 'glossary' || !/[.!]$/u.test(sentence.text)) continue;
    if (PLACED_ELSEWHERE.test(sentence.text) || leansOnBefore(sentence.text, analysis.language)) continue;
    if (citesDocumentPart(sentence.text, analysis.language)) continue;
    const item = trueItem(sentence);
    // no sibling term: the definition said the other way, where it is a clear claim (ADR 147) — not a hedged one
    // ("X may …"): turned, it may still hold (ADR 178); a sibling defined term in its place is false all the same,
    // since the definition says what the term is
    const swap =
      swapDefinedTerm(analysis, term, terms) ??
      (isHedgedClaim(sentence.text, analysis.language) ? null : flipClaim(analysis, sentence));
    if (swap) {
      falseVariants.set(item, {
        ...item,
        prompt: `${templates.trueOrFalse} ${swap.statement}`,
        answer: false,
        explanation: `${fillTemplate(templates.statementFalse, { answer: swap.original, wrong: swap.replacement })} ${describeSource(analysis, sentence, language)}`,
      });
    }
    const phrase = analysis.phraseByKey.get(term.key);
    candidates.push({
      item,
      // below the term's other items: a definition asked as options or "explain X" teaches more than as a statement
      score: 0.6 * (0.4 + sentence.centrality) * sentence.quality * (phrase ? getPhraseWeight(analysis, phrase) : 0.4),
      chunkIndex: sentence.chunkIndex,
      sentenceIndex: sentence.index,
      // asked as the term's definition: the study set keeps one item per defined term
      answerKey: `term:${term.key}`,
      text: sentence.text,
    });
  }
  const claims: Ranked<GeneratedQuestion>[] = [];
  for (const sentence of analysis.sentences) {
    if (defining.has(sentence.index)) continue;
    // the shape checks' fallback (ADR 083), for material the learner's rules leave short of its floor (spoken,
    // symbol-heavy notes): any standalone sentence with a key phrase, asked true only
    const isClaim = areLearnerRulesOff()
      ? sentence.isStandalone &&
        !sentence.isWorkedExample &&
        // a glossary line's description without its term is no statement ("Um símbolo especial que representa …", ADR 126)
        sentence.blockKind !== 'glossary' &&
        findSentenceContextDefect(analysis, sentence.index) === null &&
        findPhraseSpans(sentence, analysis).length > 0
      : isClaimSentence(analysis, sentence);
    if (!isClaim) continue;
    const subject = findPhraseSpans(sentence, analysis)[0]!;
    claims.push({
      item: trueItem(sentence),
      score: sentence.quality * (0.4 + sentence.centrality) * getPhraseWeight(analysis, subject.phrase),
      chunkIndex: sentence.chunkIndex,
      sentenceIndex: sentence.index,
      answerKey: subject.phrase.key,
      text: sentence.text,
    });
  }
  claims.sort((a, b) => b.score - a.score);
  const termByKey = new Map(terms.map((term) => [term.key, term]));
  const listed = getSiblings(analysis);
  // a defined term's siblings a claim may name in its place: of its kind (one genus) or listed beside it (ADR 135)
  const definedSiblings = (key: string): { key: string; text: string }[] => {
    const term = termByKey.get(key);
    if (!term) return [];
    const gender = analysis.language === 'en' ? null : genderOfTerm(analysis, term);
    return rankSiblingTerms(analysis, term, terms, true)
      .filter(
        (other) =>
          isOfOneKind(term, other, listed.get(term.key)) &&
          !isDefinedThrough(analysis, term, other) &&
          (gender === null || genderOfTerm(analysis, other) === gender),
      )
      .map((other) => ({ key: other.key, text: writeAsInText(analysis, other) }));
  };
  for (const claim of takeSpread(analysis, claims, count * CANDIDATE_FACTOR + 10, (item) => item.chunkIndex)) {
    const sentence = analysis.sentences[claim.sentenceIndex]!;
    // a hedged claim ("Under some conditions, selection occurs quickly") is asked true only (ADR 178)
    const swap = isHedgedClaim(sentence.text, analysis.language)
      ? null
      : (swapClaimTerm(
          analysis,
          sentence,
          definedSiblings,
          (text) => isSwappableTerm(text, analysis, true),
          (phrase) =>
            isKeyPhraseOf(phrase.surface, analysis) ||
            isAskablePhrase(analysis, phrase, getPhraseRank(analysis, phrase)),
        ) ??
        // no sibling the material lists: the claim said the other way, where it is a clear one (ADR 147)
        flipClaim(analysis, sentence));
    if (swap && claim.item.type === 'true_false')
      falseVariants.set(claim.item, {
        ...claim.item,
        prompt: `${templates.trueOrFalse} ${swap.statement}`,
        answer: false,
        explanation: `${fillTemplate(templates.statementFalse, { answer: swap.original, wrong: swap.replacement })} ${describeSource(analysis, sentence, language)}`,
      });
    candidates.push(claim);
  }
  return candidates;
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
