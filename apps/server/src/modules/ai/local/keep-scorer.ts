import type { GeneratedFlashcard } from '@mnemo/contracts/material';
import type { MaterialLanguage } from '@mnemo/domain/languages';
import type { GeneratedQuestion } from '../ai.provider.ts';
import { KEEP_SCORER_MODEL } from './keep-scorer-weights.ts';
import type { MaterialShape } from './material-shape.ts';
import { getAnaphoricStarts, getFunctionWords } from './nlp/function-words.ts';
import { getGeneralCount, isCommonWord } from './nlp/general-frequency.ts';
import { getContentStems, splitWords, stemWord } from './nlp/language.ts';
import { pointsAtBoard, speaksInPerson, startsWithFiller } from './nlp/speech.ts';
import { QUESTION_TEMPLATES } from './question-templates.ts';

/*
 * The learned keep-scorer (issue 20, "a scorer trained on labelled items"; ADR 168): a logistic
 * regression over a few dozen features an item shows as generated — its kind and form, the
 * sentence it asks (pointing back, length, digits, signs, title-like, spoken), its answer (a common
 * word, its length, said elsewhere in the prompt) — fitted on the labelled set
 * (test/fixtures/quality/judged-items.jsonl) by scripts/quality/train-keep-scorer.ts, which writes
 * keep-scorer-weights.ts. The same features are computed here for training and at run time.
 */

export type ScorerItemType = 'flashcard' | 'multiple_choice' | 'true_false' | 'open_ended';

/** What the scorer reads of an item, whatever its format (the generator's JSON, or what a learner was shown). */
export interface ScorerItem {
  type: ScorerItemType;
  /** the card's front or the question's prompt, as shown */
  prompt: string;
  /** the card's back, the correct option, the expected answer ('' for true/false) */
  answer: string;
  /** the other options of a multiple choice */
  distractors: string[];
}

const BLANK_MARK = /_{3,}|\[…\]/u;

/** The scorer's reading of a generated card or question. */
export function toScorerItem(item: GeneratedFlashcard | GeneratedQuestion): ScorerItem {
  if (!('type' in item)) return { type: 'flashcard', prompt: item.front, answer: item.back, distractors: [] };
  if (item.type === 'multiple_choice')
    return {
      type: 'multiple_choice',
      prompt: item.prompt,
      answer: item.options[item.correctIndex] ?? '',
      distractors: item.options.filter((_, index) => index !== item.correctIndex),
    };
  if (item.type === 'true_false') return { type: 'true_false', prompt: item.prompt, answer: '', distractors: [] };
  return {
    type: 'open_ended',
    prompt: item.prompt,
    answer: item.expectedAnswer ?? '',
    distractors: [],
  };
}

type Form = 'blank' | 'definition' | 'points' | 'about' | 'statement';

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** A template as a pattern: its words fixed, each {{slot}} any text (captured). */
const toPattern = (template: string): RegExp =>
  new RegExp(`^${escapeRegex(template).replace(/\\\{\\\{\w+\\\}\\\}/gu, '(.+?)')}\\s*`, 'su');

interface FormPatterns {
  prefixes: RegExp[];
  definition: RegExp[];
  points: RegExp[];
  about: RegExp[];
  whichTerm: RegExp[];
}

const FORM_PATTERNS: FormPatterns = (() => {
  const all = Object.values(QUESTION_TEMPLATES);
  const prefix = (text: string): RegExp => new RegExp(`^${escapeRegex(text)}\\s*`, 'u');
  return {
    prefixes: all.flatMap((t) => [prefix(t.fillBlank), prefix(t.completeStatement), prefix(t.trueOrFalse)]),
    definition: all.flatMap((t) =>
      [t.whatIs, t.whatAre, t.whichDefinition, t.explainTerm, t.explainTerms, t.explainVerb].map(toPattern),
    ),
    points: all.flatMap((t) => [t.slidePoints, t.sectionPoints, t.whichSlide, t.slidePoint].map(toPattern)),
    about: all.flatMap((t) => [t.aboutPhrase, t.describePhrase].map(toPattern)),
    whichTerm: all.map((t) => prefix(t.whichTerm)),
  };
})();

const stripQuotes = (text: string): string =>
  text
    .trim()
    .replace(/^[«“"„‘'\s]+|[»”"“’'\s]+$/gu, '')
    .trim();

/** The form an item takes, the material's sentence it asks (blank filled), the blank's answer and the term asked. */
interface ItemReading {
  form: Form;
  claim: string;
  /** the words asked by a blank (a card's, a completing option), else '' */
  blank: string;
  /** the sentence with its blank left blank, else the claim */
  shown: string;
  /** the term a definition item asks, else '' */
  term: string;
}

function readItem(item: ScorerItem): ItemReading {
  let prompt = item.prompt.trim();
  // the French templates' "que" elided before a vowel ("Qu’est-ce qu’un booléen ?")
  const asked = prompt.replace(/\b([Qq]u)[’'](?=\p{L})/gu, '$1e ');
  for (const prefix of FORM_PATTERNS.prefixes) prompt = prompt.replace(prefix, '');
  prompt = stripQuotes(prompt);
  if (BLANK_MARK.test(prompt)) {
    // a cloze note's back is the whole sentence with its answer in bold; an older card's, the answer
    const bold = /\*\*(.+?)\*\*/u.exec(item.answer);
    const blank = stripQuotes(bold ? bold[1]! : item.answer);
    const claim = prompt.replace(BLANK_MARK, blank).replace(/\*\*/gu, '');
    return { form: 'blank', claim, blank, shown: prompt.replace(/\*\*/gu, ''), term: '' };
  }
  for (const pattern of FORM_PATTERNS.points)
    if (pattern.test(asked)) return { form: 'points', claim: item.answer, blank: '', shown: item.answer, term: '' };
  for (const pattern of FORM_PATTERNS.definition) {
    const match = pattern.exec(asked);
    if (match) {
      const term = stripQuotes(match[1] ?? '');
      return { form: 'definition', claim: item.answer, blank: '', shown: item.answer, term };
    }
  }
  for (const pattern of FORM_PATTERNS.whichTerm)
    if (pattern.test(item.prompt.trim())) {
      const description = stripQuotes(item.prompt.trim().replace(pattern, ''));
      return { form: 'definition', claim: description, blank: '', shown: description, term: item.answer };
    }
  for (const pattern of FORM_PATTERNS.about) {
    const match = pattern.exec(item.prompt.trim());
    if (match)
      return { form: 'about', claim: item.answer, blank: '', shown: item.answer, term: stripQuotes(match[1] ?? '') };
  }
  // a true/false's statement; a card or open question of another form asks its back
  const claim = item.type === 'true_false' ? prompt : item.answer || prompt;
  return { form: 'statement', claim, blank: '', shown: claim, term: '' };
}

/** Definite articles that open a noun phrase leaning on what came before ("The result …", "La fonction …"). */
const DEFINITE: Record<MaterialLanguage, ReadonlySet<string>> = {
  en: new Set(['the']),
  pt: new Set(['o', 'a', 'os', 'as']),
  es: new Set(['el', 'la', 'los', 'las']),
  fr: new Set(['le', 'la', 'les', 'l']),
  it: new Set(['il', 'lo', 'la', 'i', 'gli', 'le', 'l']),
  de: new Set(['der', 'die', 'das', 'den', 'dem', 'des']),
};

/** Words that point back or ahead at other text wherever they stand ("this", "such", "the following", "above"). */
const POINTERS: Record<MaterialLanguage, RegExp> = {
  en: /\b(?:this|these|those|such|following|above|below|previous|preceding|latter|former|aforementioned|same)\b/giu,
  pt: /\b(?:este|esta|estes|estas|isto|esse|essa|esses|essas|isso|tal|tais|seguinte|seguintes|acima|abaixo|anterior|anteriores|mesmo|mesma)\b/giu,
  es: /\b(?:este|esta|estos|estas|esto|ese|esa|esos|esas|eso|tal|tales|siguiente|siguientes|anterior|anteriores|arriba|abajo|mismo|misma)\b/giu,
  fr: /\b(?:ce|cet|cette|ces|ceci|cela|celui-ci|celle-ci|tel|telle|tels|telles|suivant|suivante|suivants|suivantes|ci-dessus|ci-dessous|précédent|précédente|même)\b/giu,
  it: /\b(?:questo|questa|questi|queste|quello|quella|tale|tali|seguente|seguenti|sopra|sotto|precedente|stesso|stessa)\b/giu,
  de: /\b(?:dieser|diese|dieses|diesen|diesem|solche|solcher|folgende|folgenden|obige|oben|unten|vorherige|derselbe|dieselbe)\b/giu,
};

/** Words that continue what came before ("another", "both", "again", "the next", "finally"). */
const CONTINUATIONS: Record<MaterialLanguage, RegExp> = {
  en: /\b(?:another|both|again|also|other|next|finally|second|third|remaining|rest|one claim|one of them)\b/giu,
  pt: /\b(?:outro|outra|outros|outras|ambos|ambas|novamente|também|seguinte|finalmente|segundo|segunda|restantes)\b/giu,
  es: /\b(?:otro|otra|otros|otras|ambos|ambas|nuevamente|también|siguiente|finalmente|segundo|segunda|restantes)\b/giu,
  fr: /\b(?:autre|autres|encore|aussi|suivant|enfin|second|seconde|deuxième|restants)\b/giu,
  it: /\b(?:altro|altra|altri|altre|entrambi|ancora|anche|seguente|infine|secondo|seconda|restanti)\b/giu,
  de: /\b(?:andere|anderen|beide|beiden|wieder|auch|nächste|schließlich|zweite|übrigen)\b/giu,
};

const FORMULA_SIGNS = /[=<>≤≥≠±∑∫√∂∆Δπσμλαβγθ^{}\\|→⇒∈∀∃]|[𝐀-𝟿]/gu;
const CODE_SIGNS = /`|\w\(\)|\w_\w|::|;\s*$|#include|\bdef\b|\breturn\b/u;

/** The features' names, in the order of the weights (ADR 168 explains each). */
export const KEEP_FEATURE_NAMES = [
  'card',
  'multiple_choice',
  'true_false',
  'open_ended',
  'blank',
  'definition',
  'points',
  'about',
  'choice_blank',
  'slides',
  'spoken',
  'not_english',
  'opens_pointing_word',
  'opens_definite_article',
  'pointing_words',
  'words_log',
  'short_claim',
  'long_claim',
  'content_words_log',
  'blank_words',
  'blank_common_word',
  'blank_general_count_log',
  'blank_said_elsewhere',
  'blank_has_capital',
  'continuation_words',
  'definite_articles_share',
  'definite_before_blank',
  'digits_share',
  'formula_signs',
  'code_signs',
  'title_like',
  'no_end_punctuation',
  'opens_lowercase',
  'in_person',
  'spoken_filler',
  'points_at_board',
  'one_letter_words_share',
  'unbalanced_brackets',
  'term_words',
  'term_common_word',
  'definition_repeats_term',
  'option_length_ratio',
] as const;

export type KeepFeatureName = (typeof KEEP_FEATURE_NAMES)[number];

const log1p = (value: number): number => Math.log(1 + value);

/** Whether a phrase's every content word is a word common in general language. */
function isCommonPhrase(phrase: string, language: MaterialLanguage): boolean {
  const functionWords = getFunctionWords(language);
  const words = splitWords(phrase).filter((word) => !functionWords.has(word.toLowerCase()));
  return words.length > 0 && words.every((word) => isCommonWord(word, language));
}

/** The features of an item (see KEEP_FEATURE_NAMES), from what it shows and the material's shape and language. */
export function getKeepFeatures(
  item: ScorerItem,
  shape: MaterialShape,
  language: MaterialLanguage,
): Record<KeepFeatureName, number> {
  const reading = readItem(item);
  const claim = reading.claim.trim();
  const words = splitWords(claim);
  const lowerWords = words.map((word) => word.toLowerCase());
  const first = lowerWords[0] ?? '';
  const contentStems = getContentStems(claim, language);
  const blankWords = splitWords(reading.blank);
  const blankStems = new Set(blankWords.map((word) => stemWord(word.toLowerCase(), language)));
  const shownStems = getContentStems(reading.shown.replace(BLANK_MARK, ' '), language);
  const letters = claim.replace(/[^\p{L}]/gu, '').length;
  const digits = claim.replace(/[^\p{N}]/gu, '').length;
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word)).length;
  const claimStems = new Set(contentStems);
  const termStems = getContentStems(reading.term, language);
  const distractorLength =
    item.distractors.length > 0
      ? item.distractors.reduce((sum, option) => sum + option.length, 0) / item.distractors.length
      : 0;
  const opens = (brackets: string, closes: string): number =>
    [...claim].filter((char) => brackets.includes(char)).length -
    [...claim].filter((char) => closes.includes(char)).length;
  return {
    card: item.type === 'flashcard' ? 1 : 0,
    multiple_choice: item.type === 'multiple_choice' ? 1 : 0,
    true_false: item.type === 'true_false' ? 1 : 0,
    open_ended: item.type === 'open_ended' ? 1 : 0,
    blank: reading.form === 'blank' ? 1 : 0,
    definition: reading.form === 'definition' ? 1 : 0,
    points: reading.form === 'points' ? 1 : 0,
    about: reading.form === 'about' ? 1 : 0,
    choice_blank: item.type === 'multiple_choice' && reading.form === 'blank' ? 1 : 0,
    slides: shape === 'slides' ? 1 : 0,
    spoken: shape === 'spoken' ? 1 : 0,
    not_english: language === 'en' ? 0 : 1,
    opens_pointing_word: getAnaphoricStarts(language).has(first) ? 1 : 0,
    opens_definite_article: DEFINITE[language].has(first.replace(/['’].*$/u, '')) ? 1 : 0,
    pointing_words: Math.min(3, [...claim.matchAll(POINTERS[language])].length),
    words_log: log1p(words.length),
    short_claim: words.length < 8 ? 1 : 0,
    long_claim: words.length > 35 ? 1 : 0,
    content_words_log: log1p(contentStems.length),
    blank_words: Math.min(4, blankWords.length),
    blank_common_word: reading.blank !== '' && isCommonPhrase(reading.blank, language) ? 1 : 0,
    blank_general_count_log:
      blankWords.length === 0 ? 0 : log1p(Math.max(...blankWords.map((word) => getGeneralCount(word, language)))),
    blank_said_elsewhere: shownStems.some((stem) => blankStems.has(stem)) ? 1 : 0,
    blank_has_capital: /\p{Lu}/u.test(reading.blank) ? 1 : 0,
    continuation_words: Math.min(3, [...claim.matchAll(CONTINUATIONS[language])].length),
    definite_articles_share:
      words.length === 0 ? 0 : lowerWords.filter((word) => DEFINITE[language].has(word)).length / words.length,
    definite_before_blank: DEFINITE[language].has(
      (splitWords(reading.shown.split(BLANK_MARK)[0] ?? '').pop() ?? '').toLowerCase().replace(/['’].*$/u, ''),
    )
      ? 1
      : 0,
    digits_share: letters + digits === 0 ? 0 : digits / (letters + digits),
    formula_signs: Math.min(3, [...claim.matchAll(FORMULA_SIGNS)].length),
    code_signs: CODE_SIGNS.test(claim) ? 1 : 0,
    title_like: words.length > 0 && capitalised / words.length >= 0.5 ? 1 : 0,
    no_end_punctuation: /[.!?…;:)»”"]$/u.test(claim) ? 0 : 1,
    opens_lowercase: /^\p{Ll}/u.test(claim) ? 1 : 0,
    in_person: speaksInPerson(claim, language) ? 1 : 0,
    spoken_filler: startsWithFiller(claim, language) ? 1 : 0,
    points_at_board: pointsAtBoard(claim, language) ? 1 : 0,
    one_letter_words_share:
      words.length === 0 ? 0 : words.filter((word) => word.length === 1 && /\p{L}/u.test(word)).length / words.length,
    unbalanced_brackets: opens('([{', ')]}') !== 0 || opens('«“', '»”') !== 0 ? 1 : 0,
    term_words: Math.min(4, termStems.length),
    term_common_word: reading.term !== '' && isCommonPhrase(reading.term, language) ? 1 : 0,
    definition_repeats_term:
      reading.term !== '' && termStems.length > 0 && termStems.every((stem) => claimStems.has(stem)) ? 1 : 0,
    option_length_ratio:
      distractorLength > 0 ? Math.min(3, Math.abs(Math.log(Math.max(1, item.answer.length) / distractorLength))) : 0,
  };
}

/** A fitted model: each feature's mean and spread (to standardise it) and weight, and the chosen threshold. */
export interface KeepScorerModel {
  features: readonly string[];
  means: number[];
  scales: number[];
  weights: number[];
  bias: number;
  /** a candidate whose discard probability is above this is dropped, unless the floor needs it */
  threshold: number;
}

/** The probability, under a model, that a learner discards an item with these features. */
export function getDiscardProbabilityOf(model: KeepScorerModel, features: Record<KeepFeatureName, number>): number {
  let sum = model.bias;
  KEEP_FEATURE_NAMES.forEach((name, index) => {
    sum += (model.weights[index]! * (features[name] - model.means[index]!)) / model.scales[index]!;
  });
  return 1 / (1 + Math.exp(-sum));
}

/** The probability that a learner discards a generated item (the committed model). */
export function getDiscardProbability(
  item: GeneratedFlashcard | GeneratedQuestion,
  shape: MaterialShape,
  language: MaterialLanguage,
): number {
  return getDiscardProbabilityOf(KEEP_SCORER_MODEL, getKeepFeatures(toScorerItem(item), shape, language));
}

/** The discard probability above which the study set leaves a candidate out (while the floor is met). */
export const KEEP_SCORER_THRESHOLD = KEEP_SCORER_MODEL.threshold;
