import type { MaterialLanguage } from '@mnemo/domain/languages';
import type { DocumentAnalysis, KeyPhrase, SentenceInfo } from './analyze-material.ts';
import { getElidedArticleLength, isFunctionWord, normalizeElision, stemWord } from './nlp/language.ts';
import { getGenericWords, getVerbMarkers } from './nlp/function-words.ts';
import { getEnglishPos } from './nlp/wordnet.ts';

/*
 * Key phrases as the generators use them: where they sit in sentences, their weight and rank,
 * and whether one may be blanked or asked about (a noun phrase, not a verb, adjective or number).
 */

/** A key phrase occurring in a sentence, as token positions. */
export interface PhraseSpan {
  phrase: KeyPhrase;
  /** first and last token index in the sentence */
  from: number;
  to: number;
  /** the text as written in the sentence (an elided article glued to the first word left out) */
  text: string;
  /** where the text starts and ends in the sentence */
  start: number;
  end: number;
}

/** How much of the best phrase score a phrase has, 0–1 (square root: a gentle slope). */
export function getPhraseWeight(analysis: DocumentAnalysis, phrase: KeyPhrase): number {
  const best = analysis.phrases[0]?.score ?? 1;
  return Math.sqrt(Math.min(1, phrase.score / best));
}

/** Key phrases in a sentence, longest match first at each position, left to right. */
export function findPhraseSpans(sentence: SentenceInfo, analysis: DocumentAnalysis): PhraseSpan[] {
  const spans: PhraseSpan[] = [];
  const { tokens } = sentence;
  const stems = tokens.map((token) => stemWord(normalizeElision(token.lower), analysis.language));
  let i = 0;
  while (i < tokens.length) {
    let found: PhraseSpan | null = null;
    for (let length = Math.min(4, tokens.length - i); length >= 1; length -= 1) {
      const phrase = analysis.phraseByKey.get(stems.slice(i, i + length).join(' '));
      if (!phrase) continue;
      const start = tokens[i]!.start + getElidedArticleLength(tokens[i]!.text);
      const end = tokens[i + length - 1]!.end;
      const text = sentence.text.slice(start, end);
      if (/[,;:()]/.test(text)) continue;
      found = { phrase, from: i, to: i + length - 1, text, start, end };
      break;
    }
    if (found) {
      spans.push(found);
      i = found.to + 1;
    } else {
      i += 1;
    }
  }
  return spans;
}

const NOUN_CONTEXTS: Record<MaterialLanguage, ReadonlySet<string>> = {
  en: new Set(
    'a an the this that these those its their his her our your my some any each every no of in on for with by from about between into as several many few both all another other such'.split(
      ' ',
    ),
  ),
  pt: new Set(
    'o a os as um uma uns umas do da dos das no na nos nas ao aos pelo pela pelos pelas de em para com sem sobre entre este esta estes estas esse essa esses essas seu sua seus suas cada todo toda todos todas'.split(
      ' ',
    ),
  ),
  es: new Set(
    'el la los las un una unos unas del al de en para con sin sobre entre este esta estos estas ese esa esos esas su sus cada todo toda todos todas'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'le la les un une des du au aux de en pour avec sans sur entre ce cet cette ces son sa ses leur leurs chaque tout toute tous toutes'.split(
      ' ',
    ),
  ),
  it: new Set(
    'il lo la i gli le un una uno del della dei delle degli al alla ai alle di in per con senza su tra fra questo questa questi queste suo sua suoi sue ogni'.split(
      ' ',
    ),
  ),
  de: new Set(
    'der die das den dem des ein eine einen einem einer eines im am zum zur vom von mit für bei aus nach über unter zwischen dieser diese dieses jeder jede jedes sein seine ihr ihre'.split(
      ' ',
    ),
  ),
};

const ADJECTIVE_SHAPE = /(?:al|ive|ous|ful|less|able|ible|ic|ed|ent|ant|ary|ory|ish)$/i;
const COMMON_ADJECTIVES = new Set([
  'high',
  'low',
  'new',
  'old',
  'good',
  'bad',
  'large',
  'small',
  'big',
  'unseen',
  'same',
  'different',
  'common',
  'simple',
  'main',
  'whole',
  'true',
  'false',
  'short',
  'long',
  'full',
  'free',
  'open',
  'close',
  'clear',
  'easy',
  'hard',
]);

/*
 * Whether a one-word phrase behaves like a noun: seen after an article or preposition (German
 * nouns are capitalised anyway); in English WordNet must also know it as a noun. Without a
 * part-of-speech tagger this keeps verbs ("comes") and adjectives ("rude") out of blanks and
 * distractors.
 */
const nounLikeCache = new WeakMap<KeyPhrase, boolean>();

export function isNounLike(phrase: KeyPhrase, language: MaterialLanguage): boolean {
  let value = nounLikeCache.get(phrase);
  if (value === undefined) {
    value = computeNounLike(phrase, language);
    nounLikeCache.set(phrase, value);
  }
  return value;
}

function computeNounLike(phrase: KeyPhrase, language: MaterialLanguage): boolean {
  if (phrase.kind === 'number' || phrase.kind === 'year') return true;
  if (language === 'en') {
    if (/['’]s$/i.test(phrase.surface)) return false;
    const head = phrase.surface.split(/\s+/).pop() ?? phrase.surface;
    const pos = getEnglishPos(head);
    if (!/-/.test(head) && pos.size > 0 && !pos.has('n')) return false;
    // A lone word that is also an adjective of a typical adjective shape reads as one ("formal").
    if (
      phrase.wordCount === 1 &&
      pos.has('a') &&
      (ADJECTIVE_SHAPE.test(head) || COMMON_ADJECTIVES.has(head.toLowerCase()))
    )
      return false;
  }
  if (phrase.wordCount >= 2 || phrase.kind === 'name') return true;
  if (language === 'de') return /^\p{Lu}/u.test(phrase.surface);
  if ((language === 'fr' || language === 'it') && /^\p{L}{1,3}['’]/u.test(phrase.surface)) return true;
  const contexts = NOUN_CONTEXTS[language];
  // a word seen after a verb marker ("lo ejecuta", "si chiama", "se termine") is a verb
  const verbMarkers = getVerbMarkers(language);
  let asNoun = 0;
  let asVerb = 0;
  for (const [word, count] of phrase.determiners) {
    if (verbMarkers.has(word)) asVerb += count;
    else if (contexts.has(word) || /^\p{L}{1,4}'$/u.test(word)) asNoun += count;
  }
  return asNoun > asVerb;
}

/** Phrases good enough to be blanked or asked about: the top of the ranking, never numbers alone. */
export function isAskablePhrase(analysis: DocumentAnalysis, phrase: KeyPhrase, rank: number): boolean {
  if (phrase.kind === 'number') return false;
  if (!isConceptAnswer(phrase, analysis.language)) return false;
  if (!phrase.isDefinedTerm && !isNounLike(phrase, analysis.language)) return false;
  // English participles ("designed", "used") pass the noun test through their noun homonyms.
  if (analysis.language === 'en' && phrase.wordCount === 1 && !phrase.isDefinedTerm && /ed$/.test(phrase.surface))
    return false;
  const limit = Math.max(40, Math.floor(analysis.phrases.length * 0.25));
  return rank < limit;
}

const rankCache = new WeakMap<DocumentAnalysis, Map<string, number>>();

export function getPhraseRank(analysis: DocumentAnalysis, phrase: KeyPhrase): number {
  let ranks = rankCache.get(analysis);
  if (!ranks) {
    ranks = new Map(analysis.phrases.map((item, index) => [item.key, index]));
    rankCache.set(analysis, ranks);
  }
  return ranks.get(phrase.key) ?? Number.POSITIVE_INFINITY;
}

/* Symbols read aloud or written as words: a blank on them tests notation, not a concept. */
const SYMBOL_WORDS = new Set(
  (
    'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau upsilon phi chi psi omega ' +
    'minus plus times equals equal squared cubed over dx dy dz dt du dv sin cos tan sine cosine tangent log ln exp sqrt infinity ' +
    'x y z a b c n m i j k t u v w f g h p q r s prime'
  ).split(' '),
);

/** English verbs that follow a subject ("programs run", "TraceMonkey starts"): a phrase ending in one is a clause. */
function endsInVerb(phrase: KeyPhrase): boolean {
  const words = phrase.surface.split(/\s+/);
  if (words.length < 2) return false;
  const last = words.at(-1)!.toLowerCase();
  const before = words.at(-2)!;
  const pos = getEnglishPos(last);
  if (!pos.has('v')) return false;
  // a plural or a name right before a verb form is its subject; compounds rarely start plural
  return (/[^s]s$/.test(before) && !/(?:ss|us|is)$/.test(before)) || (/^\p{Lu}/u.test(before) && /[^s]s$/.test(last));
}

/**
 * Whether a phrase can be an answer (a cloze blank, a correct option): a concept, a name or a
 * number with context — never one or two letters, a bare symbol (π, x, "theta", "minus"), a
 * function word, or (English) a subject with its verb.
 */
export function isConceptAnswer(phrase: KeyPhrase, language: MaterialLanguage): boolean {
  const surface = phrase.surface.trim();
  if (surface.replace(/[^\p{L}\p{N}]/gu, '').length <= 2) return false;
  const words = surface.toLowerCase().split(/[\s-]+/);
  if (words.every((word) => SYMBOL_WORDS.has(word) || /^[\p{N}.,]+$/u.test(word))) return false;
  if (language === 'en' && endsInVerb(phrase)) return false;
  // a generic word of the language ("thing", "way", "example", "gens", "cosa") is no concept
  const content = words.filter((word) => !isFunctionWord(normalizeElision(word), language));
  if (content.length === 1 && getGenericWords(language).has(normalizeElision(content[0]!))) return false;
  return true;
}
