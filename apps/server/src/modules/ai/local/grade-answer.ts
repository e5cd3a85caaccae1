import type { MaterialLanguage } from '@mnemo/domain/languages';
import { isFunctionWord, normalizeElision, stemWord, tokenizeWithOffsets } from './nlp/language.ts';
import { getEnglishSynsets, hasWordnet } from './nlp/wordnet.ts';

/*
 * Grading an open answer against the expected one without a model (Mohler et al. 2011 for the
 * features; Sultan et al. 2016 for the shape: aligned content words in both directions, question
 * words demoted). Every constant below is set from first principles, not fitted to a data set:
 * a match of the same stem counts 1, a WordNet synonym (English) 0.85, a shared 5-letter prefix
 * (derivations the stemmer leaves apart: "simulate"/"simulation") 0.7.
 */

const SYNONYM_MATCH = 0.85;
/** Senses per lemma taken as a word's usual meaning. */
const COMMON_SENSES = 3;
const PREFIX_MATCH = 0.7;
/** Recall of the reference weighs this much more than precision of the answer (F-beta). */
const RECALL_BETA = 2;

/*
 * Function words that still carry an answer's meaning ("at least once", "before", "never").
 * They stay in the comparison at half weight instead of being dropped with the other
 * function words.
 */
const MEANINGFUL_FUNCTION_WORDS: Record<MaterialLanguage, ReadonlySet<string>> = {
  en: new Set([
    'once',
    'twice',
    'least',
    'most',
    'always',
    'never',
    'only',
    'before',
    'after',
    'all',
    'every',
    'each',
    'none',
    'both',
    'more',
    'less',
    'same',
    'without',
    'within',
    'between',
    'above',
    'below',
    'first',
    'last',
    'until',
  ]),
  pt: new Set([
    'sempre',
    'nunca',
    'antes',
    'depois',
    'apenas',
    'todos',
    'todas',
    'cada',
    'ambos',
    'mais',
    'menos',
    'mesmo',
    'sem',
    'entre',
    'durante',
    'até',
  ]),
  es: new Set([
    'siempre',
    'nunca',
    'antes',
    'después',
    'solo',
    'sólo',
    'todos',
    'todas',
    'cada',
    'ambos',
    'más',
    'menos',
    'mismo',
    'sin',
    'entre',
    'durante',
    'hasta',
  ]),
  fr: new Set([
    'toujours',
    'jamais',
    'avant',
    'après',
    'seulement',
    'tous',
    'toutes',
    'chaque',
    'plus',
    'moins',
    'même',
    'sans',
    'entre',
    'pendant',
    'depuis',
  ]),
  it: new Set([
    'sempre',
    'mai',
    'prima',
    'dopo',
    'solo',
    'tutti',
    'tutte',
    'ogni',
    'più',
    'meno',
    'stesso',
    'senza',
    'tra',
    'fra',
    'durante',
    'fino',
  ]),
  de: new Set([
    'immer',
    'nie',
    'niemals',
    'vor',
    'nach',
    'nur',
    'alle',
    'jede',
    'jeder',
    'beide',
    'mehr',
    'weniger',
    'gleich',
    'ohne',
    'zwischen',
    'während',
    'bis',
    'einmal',
  ]),
};

interface GradingToken {
  surface: string;
  lower: string;
  stem: string;
  /** informativeness of the word: longer, rarer-looking words carry more of the meaning */
  weight: number;
  /** the word's common senses (what a reference word means) */
  synsets: string[] | null;
  /** every sense of the word (what an answer word may mean) */
  allSynsets: string[] | null;
  /** position in the word sequence, to group missed words back into phrases */
  position: number;
}

const NEGATIONS: Record<MaterialLanguage, ReadonlySet<string>> = {
  en: new Set([
    'not',
    'no',
    'never',
    'none',
    'cannot',
    "can't",
    "don't",
    "doesn't",
    "isn't",
    "aren't",
    "won't",
    'without',
    'neither',
    'nor',
  ]),
  pt: new Set(['não', 'nunca', 'nenhum', 'nenhuma', 'sem', 'nem', 'jamais']),
  es: new Set(['no', 'nunca', 'ningún', 'ninguno', 'ninguna', 'sin', 'ni', 'jamás']),
  fr: new Set(['ne', 'pas', 'jamais', 'aucun', 'aucune', 'sans', 'ni', "n'"]),
  it: new Set(['non', 'mai', 'nessun', 'nessuno', 'nessuna', 'senza', 'né']),
  de: new Set(['nicht', 'kein', 'keine', 'keinen', 'keinem', 'keiner', 'nie', 'niemals', 'ohne', 'weder']),
};

/** Content words of a text with stems, weights and (English) synsets. */
export function getGradingTokens(text: string, language: MaterialLanguage): GradingToken[] {
  const useWordnet = language === 'en' && hasWordnet();
  const tokens: GradingToken[] = [];
  let position = 0;
  for (const token of tokenizeWithOffsets(text)) {
    position += 1;
    const lower = normalizeElision(token.lower);
    const isMeaningful = MEANINGFUL_FUNCTION_WORDS[language].has(lower);
    if (!isMeaningful && isFunctionWord(lower, language)) continue;
    const stem = stemWord(lower, language);
    const hasSenses = useWordnet && !/\p{N}/u.test(lower);
    tokens.push({
      surface: token.text,
      lower,
      stem,
      weight: isMeaningful ? 0.5 : weighWord(lower),
      synsets: hasSenses ? getEnglishSynsets(lower, COMMON_SENSES) : null,
      allSynsets: hasSenses ? getEnglishSynsets(lower) : null,
      position,
    });
  }
  return tokens;
}

/*
 * Every content word weighs the same. Word length as a stand-in for idf was tried (Zipf: short
 * words are frequent) and did no better; with no corpus at grading time, uniform is the honest
 * choice. Numbers count like words: "3" or "O(n)" can be the whole answer.
 */
function weighWord(_lower: string): number {
  return 1;
}

/*
 * `a` is the word looked for, `b` a candidate: a synonym when one of a's common senses is any
 * sense of b — the reference means its words in their usual sense, a student may use a word in
 * a rarer one ("execute" → "run").
 */
function matchTokens(a: GradingToken, b: GradingToken): number {
  if (a.stem === b.stem || a.lower === b.lower) return 1;
  if (a.synsets && b.allSynsets && a.synsets.some((key) => b.allSynsets!.includes(key))) return SYNONYM_MATCH;
  const prefix = 5;
  if (
    a.lower.length >= prefix + 1 &&
    b.lower.length >= prefix + 1 &&
    a.lower.slice(0, prefix) === b.lower.slice(0, prefix)
  )
    return PREFIX_MATCH;
  // Misspellings ("defintion", "recieve") are common in typed answers.
  if (a.lower.length >= 5 && b.lower.length >= 5 && diceTrigrams(a.lower, b.lower) >= 0.6) return PREFIX_MATCH;
  return 0;
}

/** Weighted share of `from`'s words that find a counterpart in `to`, and each word's match. */
function align(from: GradingToken[], to: GradingToken[]): { share: number; matches: number[] } {
  let total = 0;
  let matched = 0;
  const matches = from.map((token) => {
    let best = 0;
    for (const other of to) {
      const value = matchTokens(token, other);
      if (value > best) best = value;
      if (best === 1) break;
    }
    total += token.weight;
    matched += token.weight * best;
    return best;
  });
  return { share: total > 0 ? matched / total : 0, matches };
}

export interface AnswerGrade {
  /** 0–1 */
  score: number;
  /** reference coverage (recall) and answer precision, 0–1 */
  coverage: number;
  precision: number;
  /** reference words or phrases the answer did not cover, as written in the reference */
  missed: string[];
}

/** Removes the question's words from a token list, unless that would leave nothing. */
function demoteQuestionWords(tokens: GradingToken[], questionStems: ReadonlySet<string>): GradingToken[] {
  const kept = tokens.filter((token) => !questionStems.has(token.stem));
  return kept.length > 0 ? kept : tokens;
}

/**
 * Scores an answer against the expected answer: F-beta of the reference's coverage and the
 * answer's precision over content words, after removing what the question already says, with a
 * penalty when the answer negates what the reference does not. Calibrated so that covering most
 * of the reference's meaning earns full marks, as human graders do.
 */
export function gradeAnswer(input: {
  question: string;
  expectedAnswer: string;
  answer: string;
  language: MaterialLanguage;
}): AnswerGrade {
  const { language } = input;
  const questionStems = new Set(getGradingTokens(input.question, language).map((token) => token.stem));
  const referenceAll = getGradingTokens(input.expectedAnswer, language);
  const answerAll = getGradingTokens(input.answer, language);
  const reference = demoteQuestionWords(referenceAll, questionStems);
  const answer = demoteQuestionWords(answerAll, questionStems);
  if (answer.length === 0 || reference.length === 0) {
    return {
      score: 0,
      coverage: 0,
      precision: 0,
      missed: groupMissed(
        reference,
        reference.map(() => 0),
      ),
    };
  }
  const recall = align(reference, answer);
  const precision = align(answer, reference);
  const beta2 = RECALL_BETA * RECALL_BETA;
  const f =
    recall.share + precision.share > 0
      ? ((1 + beta2) * recall.share * precision.share) / (beta2 * precision.share + recall.share)
      : 0;
  const negationPenalty =
    countNegations(input.answer, language) > countNegations(input.expectedAnswer, language) ? 0.85 : 1;
  const raw = f * negationPenalty;
  return {
    score: calibrate(raw),
    coverage: recall.share,
    precision: precision.share,
    missed: groupMissed(reference, recall.matches),
  };
}

/*
 * Raw overlap rarely reaches 1 even for a perfect paraphrase (other words, extra explanation),
 * and graders give full marks well before every word is echoed. Fixed anchors, chosen from
 * grading practice and not fitted to any data: a quarter of the reference's meaning is about
 * half marks, half of it a good answer (~0.85), 70 % or more full marks.
 */
function calibrate(raw: number): number {
  return Math.min(1, Math.max(0, Math.pow(raw / 0.7, 0.6)));
}

function countNegations(text: string, language: MaterialLanguage): number {
  const negations = NEGATIONS[language];
  let count = 0;
  for (const token of tokenizeWithOffsets(text)) if (negations.has(token.lower)) count += 1;
  if (language === 'en') count += (text.match(/n['’]t\b/gi) ?? []).length;
  return count;
}

/** Groups consecutive missed reference words into phrases ("member functions"), in order. */
function groupMissed(reference: GradingToken[], matches: number[]): string[] {
  const phrases: string[] = [];
  let current: GradingToken[] = [];
  const seen = new Set<string>();
  const flush = (): void => {
    if (current.length > 0) {
      const phrase = current.map((token) => token.surface).join(' ');
      const key = current.map((token) => token.stem).join(' ');
      if (!seen.has(key)) {
        seen.add(key);
        phrases.push(phrase);
      }
    }
    current = [];
  };
  reference.forEach((token, index) => {
    const missed = (matches[index] ?? 0) < 0.5;
    const previous = current[current.length - 1];
    if (missed && previous && token.position - previous.position > 2) flush();
    if (missed) current.push(token);
    else flush();
  });
  flush();
  return phrases;
}

/** Dice coefficient of the two words' character trigrams. */
function diceTrigrams(a: string, b: string): number {
  const grams = (word: string): string[] => {
    const padded = ` ${word} `;
    const result: string[] = [];
    for (let i = 0; i + 3 <= padded.length; i += 1) result.push(padded.slice(i, i + 3));
    return result;
  };
  const ga = grams(a);
  const gb = new Set(grams(b));
  let common = 0;
  for (const gram of ga) if (gb.has(gram)) common += 1;
  return (2 * common) / (ga.length + gb.size);
}

/** Sentences of a passage (a chunk's text, possibly several paragraphs). */
function splitPassage(passage: string): string[] {
  return passage
    .replace(/\s+/gu, ' ')
    .split(/(?<=[.!?])\s+(?=["“«(]?\p{Lu})/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** Most passage sentences taken together as one reference. */
const MAX_WINDOW_SENTENCES = 3;

/**
 * Grades an answer against the expected answer and the passage it was drawn from together
 * (issue 20 item 3): the best of the expected answer alone and of each run of up to three passage
 * sentences around the one that says what the expected answer says, alone and joined with the
 * expected answer. A complete answer in the passage's other words is not marked partly correct
 * for missing the fragment the expected answer holds; the run always holds that sentence, so an
 * answer about something else in the passage earns nothing more. The concepts named as missed
 * stay those of the expected answer.
 */
export function gradeAgainstSource(input: {
  question: string;
  expectedAnswer: string;
  answer: string;
  language: MaterialLanguage;
  passage?: string;
}): AnswerGrade {
  const base = gradeAnswer(input);
  if (!input.passage) return base;
  const sentences = splitPassage(input.passage);
  // the passage's sentence that says what the expected answer says: every reference run holds it,
  // so an answer about another sentence of the passage earns nothing more
  let anchor = -1;
  let anchorScore = 0;
  sentences.forEach((sentence, index) => {
    const { score } = gradeAnswer({ ...input, answer: sentence });
    if (score > anchorScore) {
      anchor = index;
      anchorScore = score;
    }
  });
  if (anchor < 0) return base;
  let best = base;
  for (let from = Math.max(0, anchor - MAX_WINDOW_SENTENCES + 1); from <= anchor; from += 1) {
    for (let to = anchor + 1; to <= Math.min(sentences.length, from + MAX_WINDOW_SENTENCES); to += 1) {
      const window = sentences.slice(from, to).join(' ');
      for (const reference of [window, `${input.expectedAnswer} ${window}`]) {
        const grade = gradeAnswer({ ...input, expectedAnswer: reference });
        if (grade.score > best.score) best = grade;
      }
    }
  }
  if (best === base) return base;
  return { ...best, missed: best.score >= 0.8 ? [] : base.missed };
}
