import type { ChatPlace } from '@mnemo/contracts/material';
import { MATERIAL_LANGUAGES, type MaterialLanguage } from '@mnemo/domain/languages';
import type { AppContext } from '../../app-context.ts';
import type { StoredSection } from '../../db/schema.ts';
import type { ChatFocus, FocusTerm, RetrievedPassage } from '../ai/ai.provider.ts';
import { getGenericWords } from '../ai/local/nlp/function-words.ts';
import { getGeneralCount } from '../ai/local/nlp/general-frequency.ts';
import { isFunctionWord, normalizeElision, splitWords } from '../ai/local/nlp/language.ts';
import { PLURAL_ENDINGS, translateOtherSenses, translateWord } from '../ai/local/nlp/lexicon.ts';
import { translateFromSupplement } from '../ai/local/nlp/lexicon-supplement.ts';
import { isKnownPhrase, translatePhrase } from '../ai/local/nlp/phrase-lexicon.ts';
import {
  buildVocabulary,
  findCognates,
  findRelationalAdjectives,
  hasWord,
  toSkeleton,
  type Vocabulary,
} from '../ai/local/nlp/cognates.ts';
import {
  analyzeQuestion,
  detectAnswerType,
  findAdjacentPairs,
  findNames,
  isAnswerTypeNoun,
} from '../ai/local/nlp/question.ts';
import { isDefining } from '../ai/local/nlp/defining.ts';
import {
  countTerm,
  createTermMatcher,
  getNamingKeys,
  getWordKeys,
  matchTerm,
  type TermMatcher,
} from '../ai/local/nlp/word-keys.ts';
import { endsReferences, isCodeLine, isReferenceHeading, splitSentences } from '../ai/local/nlp/segment.ts';
import { getEnglishPos } from '../ai/local/nlp/wordnet.ts';
import { saveDocumentSections } from '../material/document-records.ts';
import * as repo from './retrieval.repository.ts';
import { toAnyWordsQuery } from './retrieval.repository.ts';
import { findDocumentSections } from './steps/index/find-document-sections.ts';
import { getSearchConfig } from './steps/index/search-config.ts';

/*
 * Retrieval for the chat (issue 22; ADR 073). The question is read (its kind and content words,
 * `analyzeQuestion`); each content word is put into the language of each document with the
 * bilingual lexicon (ADR 072); full-text search finds the chunks holding any of them, and how
 * many chunks hold each (rarer words say more about the subject). The candidates are then scored
 * on whole words and their inflections only (`getWordKeys`: "capital" never matches
 * "capitalize"), with a boost for chunks inside a section whose title names the subject, and
 * most for the first chunk of that section: so the chapter about X outranks a passing mention.
 * "Where / which chapter" questions get the sections themselves, most relevant first.
 */

const CANDIDATES = 40;
/**
 * Verbs of a learner's asking for advice ("which path should I follow", "que vinho devo escolher"): they
 * weigh like generic words, for the material says them in any sense ("a seguir", "the following") (ADR 160).
 */
const ADVICE_VERBS =
  /^(?:follow|follows|choose|chooses|seguir|segue|seguem|sigo|escolher|escolho|escolhe|sigue|siguen|elegir|elijo|elige|suivre|suis|suit|choisir|choisis|choisit|seguire|seguo|scegliere|scelgo|sceglie|folgen|folge|folgt|wählen|wähle|wählt)$/u;
/** The material languages that say with an adjective what English and German say with a noun before another. */
const ROMANCE: ReadonlySet<MaterialLanguage> = new Set(['pt', 'es', 'fr', 'it']);
const MAX_PLACES = 3;
/** How many of the best passages are read on into the chunks beside them. */
const NEIGHBOUR_PASSAGES = 2;
/** A term that many chunks or fewer match is checked word by word in all of them, and they all take part. */
const STRICT_CHECK_LIMIT = 60;
/** Words that join the two words of a phrase ("desequilibrio de ligamiento", "taille d'une population"). */
const LINKS = /^(?:of|de|do|da|dos|das|del|des|du|di|del|della|dello|von|vom|der|d|une?)$/u;
/** Share of the question's weight one passage must hold when a name or compound of it is nowhere whole. */
const MIN_WHOLE_COVERAGE = 0.4;
/** What a word of such a name weighs in a passage that holds the name in part. */
const PARTIAL_NAME = 0.5;
/** How alike a question word and the material's must be to count as one word spelt otherwise ("Huguenot", huguenote; not "póker", poder). */
const SAME_LANGUAGE_SPELLING = 0.85;

/**
 * A question of how to do something ("How do I …", "¿Cómo se …?", "Comment fait-on …"), not how
 * something happened ("Como foram resolvidas …").
 */
const PROCEDURAL_HOW: Record<MaterialLanguage, RegExp> = {
  en: /^how (?:do|can|could|should|would|might) (?:i|you|we|one)\b|^how to\b/iu,
  pt: /^como (?:se|posso|podemos|devo|devemos|faço|fazer|é que se|é que (?:eu )?posso)\b/iu,
  es: /^c[óo]mo (?:se|puedo|podemos|debo|debemos|hago|hacer)\b/iu,
  fr: /^comment (?:\p{L}+-(?:on|je|nous)\b|puis-je|peut-on|faire\b|on\b)/iu,
  it: /^come (?:si|posso|possiamo|devo|dobbiamo|faccio|fare)\b/iu,
  de: /^wie (?:kann|könnte|soll|sollte|muss) (?:ich|man|wir)\b|^wie \p{L}+ man\b/iu,
};
/** How often a verb must be met in general text to be one of everyday requests ("write" 243, "create" 138; "inherit" 14). */
const EVERYDAY_VERB_COUNT = 100;

/** What the chat answers from. */
export interface ChatMaterial {
  passages: RetrievedPassage[];
  focus: ChatFocus;
  /** whether the session has processed material at all */
  hasMaterial: boolean;
}

interface Candidate {
  passage: RetrievedPassage;
  language: MaterialLanguage;
  keys: ReadonlyMap<string, number>;
  words: ReadonlySet<string>;
  /** how often each term occurs (whole words and inflections), by term index */
  counts: number[];
  score: number;
}

/** A chunk of a table of contents ("7.6. Algorithms . . . . 68"): it names subjects, it does not treat them. */
const isContentsChunk = (text: string): boolean => (text.match(/(?:\.\s){5,}/gu) ?? []).length >= 3;

/**
 * The language a document's words are matched in: the one stored with it when it is one of the
 * six, else the question's. Documents extracted before ADR 167, whose language was read from their
 * first pages, have it read again from their prose by migration 0206 (ADR 170).
 */
function readMaterialLanguage(document: { language: string | null }, fallback: MaterialLanguage): MaterialLanguage {
  return (MATERIAL_LANGUAGES as readonly string[]).includes(document.language ?? '')
    ? (document.language as MaterialLanguage)
    : fallback;
}

/** Words of a chunk as keys (with how often each occurs) and as written; kept per chunk (a stored chunk never changes). */
const chunkWordCache = new Map<string, { keys: Map<string, number>; words: Set<string> }>();
function getChunkWords(
  id: string,
  text: string,
  language: MaterialLanguage,
): { keys: Map<string, number>; words: Set<string> } {
  let entry = chunkWordCache.get(id);
  if (!entry) {
    entry = { keys: new Map(), words: new Set() };
    for (const word of splitWords(text)) {
      const lower = word.toLowerCase();
      entry.words.add(lower).add(normalizeElision(lower));
      // function words too: a term of another language may be one here ("while" in "ciclo while")
      for (const key of getWordKeys(lower, language)) entry.keys.set(key, (entry.keys.get(key) ?? 0) + 1);
    }
    if (chunkWordCache.size > 20_000) chunkWordCache.clear();
    chunkWordCache.set(id, entry);
  }
  return entry;
}

/** Where a document's list of references runs: from a chunk and the character its heading starts at, to the chunk an appendix starts in. */
interface ReferencesRange {
  from: number;
  offset: number;
  /** the first chunk after the list (an appendix), or null when the list ends the document */
  to: number | null;
}
const referencesCache = new Map<string, ReferencesRange | null>();
/**
 * A document's list of references, found from its chunks' lines (ADR 160): the first references
 * heading in its second half, up to an appendix heading. A document whose sections (its outline)
 * name no references section still has one ("References" in a paper whose bookmarks stop at the
 * conclusions).
 */
async function loadReferencesRange(ctx: Pick<AppContext, 'db'>, documentId: string): Promise<ReferencesRange | null> {
  if (referencesCache.has(documentId)) return referencesCache.get(documentId)!;
  const chunks = await repo.listChunkTexts(ctx.db, documentId);
  const lastPage = Math.max(0, ...chunks.map((chunk) => chunk.page ?? 0));
  // in the second half of the pages (of the chunks, without pages): a contents page lists "References" too
  const isLate = (chunk: { ord: number; page: number | null }): boolean =>
    lastPage > 0 && chunk.page !== null ? chunk.page > lastPage / 2 : chunk.ord >= chunks.length / 2;
  let range: ReferencesRange | null = null;
  for (const chunk of chunks) {
    const lines = chunk.text.split('\n');
    if (!range) {
      if (!isLate(chunk)) continue;
      let offset = 0;
      for (const line of lines) {
        // a heading an entry follows: a year within the next lines
        if (isReferenceHeading(line) && /\b(?:19|20)\d{2}\b/u.test(chunk.text.slice(offset, offset + 400))) {
          range = { from: chunk.ord, offset, to: null };
          break;
        }
        offset += line.length + 1;
      }
    } else if (lines.some((line) => endsReferences(line.trim()) || APPENDIX_OPENING.test(line.trim()))) {
      range.to = chunk.ord;
      break;
    }
  }
  if (referencesCache.size > 200) referencesCache.clear();
  referencesCache.set(documentId, range);
  return range;
}
/** A line opening with an appendix's heading, run into its text ("A Appendix: Sensitivity of …"). */
const APPENDIX_OPENING =
  /^(?:[A-Z](?:\.\d+)*\.?\s+)?(?:appendix|appendices|anhang|anexo|apêndice|annexe|appendice|apéndice)\b/iu;

/** A chunk's sentences, kept per chunk like its words. */
const sentenceCache = new Map<string, string[]>();
function getSentences(id: string, text: string, language: MaterialLanguage): string[] {
  let sentences = sentenceCache.get(id);
  if (!sentences) {
    sentences = splitSentences(text.replace(/\n/g, ' '), language);
    if (sentenceCache.size > 20_000) sentenceCache.clear();
    sentenceCache.set(id, sentences);
  }
  return sentences;
}

/**
 * A chunk's prose: its text without code lines, interpreter sessions (">>> cheeses = ['Cheddar']"
 * up to the prose after them), identifiers ("capitalize_all", "print(x)") and a program's string
 * values — one word between single quotes that open as a closing one or a straight one does
 * ("'Cheddar'", "’Edam’" in a state diagram; prose opens a quote with ‘ or "), ADR 170. Double
 * quotes and parentheses stay: in prose they hold names and terms ("the \"Golden Anniversary\"",
 * "(NFL)"). What a word is there for only in code is no subject the material treats (ADR 128).
 */
export function proseOf(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/(?:>>>|\.\.\.\s).*?(?=\s{2,}\p{Lu}|$)/gu, ' ')
        .replace(/\S*(?:\p{L}_\p{L}|\p{L}\([^\s)]*\))\S*/gu, ' ')
        .replace(/(?<![\p{L}\p{N}])['’][\p{L}\p{N}-]+['’](?![\p{L}\p{N}])/gu, ' '),
    )
    .filter((line) => line.trim() && !isCodeLine(line.trim()))
    .join('\n');
}

/**
 * A line of a document's first page that names where its authors work ("1British Trust for
 * Ornithology, Thetford, United Kingdom – 2University of Florida", "Technical University of
 * Darmstadt", an e-mail address): an institution word, in the six languages, or an address.
 */
const AFFILIATION =
  /(?<!\p{L})(?:universit(?:y|ies|ät|é|à)|universidad|universidade|institut[eo]?|istituto|department|departamento|département|dipartimento|fachbereich|facult(?:y|é)|facultad|faculdade|facoltà|fakultät|laborator(?:y|ies|io|ium)|laboratoire|college|school of|hochschule|centre (?:for|de)|cent(?:er|ro) (?:for|de|di|per)|[\w.+-]+@[\w-]+\.[\w.]+)\b|\}@/iu;
/** Where the front matter of a document's first chunk ends: its abstract, or its first numbered heading. */
const FRONT_MATTER_END =
  /^(?:[Aa]bstract|ABSTRACT|[Rr]esumo|[Rr]esumen|[Rr]ésumé|[Rr]iassunto|[Zz]usammenfassung|[Ss]ummary|[Kk]eywords|1\.?\s+\p{Lu}\p{Ll}+|I\.\s+\p{Lu}\p{Ll}+)/u;

/**
 * The text of a document's first chunk without the lines of its front matter that name the
 * authors' institutions (ADR 170): "Which birds does the British Trust for Ornithology count?"
 * about a paper one of whose authors works there. Like the references (ADR 128, 160), an
 * affiliation names what the material does not treat. Only before an abstract or a first numbered
 * heading (a paper's front matter), and only lines that are no run of sentences.
 */
export function withoutAffiliations(text: string): string {
  const lines = text.split('\n');
  const end = lines.findIndex((line) => FRONT_MATTER_END.test(line.trim()));
  return lines
    .filter((line, index) => index >= end || !AFFILIATION.test(line) || /\p{Ll}[.!?]\s+\p{Lu}/u.test(line))
    .join('\n');
}

/** Whether a question writes a word as code: quoted, or in an identifier or a call ("What does `len` do?", "capitalize_all"). */
function asksAsCode(question: string, word: string): boolean {
  const lower = question.toLowerCase();
  return [...lower.matchAll(/(['"`‘“])([^'"`’”]{1,40})['"`’”]|\S*[_()]\S*/gu)].some((match) =>
    splitWords(match[0]).some((token) => token.toLowerCase() === word),
  );
}

/** A text's prose word keys and words. */
function proseWordsOf(text: string, language: MaterialLanguage): { keys: Map<string, number>; words: Set<string> } {
  const entry = { keys: new Map<string, number>(), words: new Set<string>() };
  for (const word of splitWords(proseOf(text))) {
    const lower = word.toLowerCase();
    entry.words.add(lower).add(normalizeElision(lower));
    for (const key of getWordKeys(lower, language)) entry.keys.set(key, (entry.keys.get(key) ?? 0) + 1);
  }
  return entry;
}

/** A chunk's prose word keys and words, kept per chunk. */
const proseCache = new Map<string, { keys: Map<string, number>; words: Set<string> }>();
function getProseWords(
  id: string,
  text: string,
  language: MaterialLanguage,
): { keys: Map<string, number>; words: Set<string> } {
  let entry = proseCache.get(id);
  if (!entry) {
    entry = { keys: new Map(), words: new Set() };
    for (const word of splitWords(proseOf(text))) {
      const lower = word.toLowerCase();
      entry.words.add(lower).add(normalizeElision(lower));
      for (const key of getWordKeys(lower, language)) entry.keys.set(key, (entry.keys.get(key) ?? 0) + 1);
    }
    if (proseCache.size > 20_000) proseCache.clear();
    proseCache.set(id, entry);
  }
  return entry;
}

function newCandidate(passage: RetrievedPassage, language: MaterialLanguage): Candidate {
  return { passage, language, keys: new Map(), words: new Set(), counts: [], score: 0 };
}

/** Each document's vocabulary, for cognates of another language's words (a stored document's chunks never change). */
const vocabularyCache = new Map<string, Vocabulary>();
async function loadVocabulary(ctx: Pick<AppContext, 'db'>, documentId: string): Promise<Vocabulary> {
  let vocabulary = vocabularyCache.get(documentId);
  if (!vocabulary) {
    const chunks = await repo.listChunkTexts(ctx.db, documentId);
    // a word after an elided article is the word ("l’énergie": énergie)
    vocabulary = buildVocabulary(
      chunks.flatMap((chunk) => splitWords(chunk.text).map((word) => normalizeElision(word.toLowerCase()))),
    );
    if (vocabularyCache.size > 200) vocabularyCache.clear();
    vocabularyCache.set(documentId, vocabulary);
  }
  return vocabulary;
}

/**
 * Whether a material writes every content word of a phrase of its language, or an inflection of
 * it ("produto vetorial" in "produtos vetoriais"); a word too short for the vocabulary counts as written.
 */
function writesPhrase(vocabularies: Vocabulary[], phrase: string, language: MaterialLanguage): boolean {
  return phrase
    .split(' ')
    .filter((word) => !isFunctionWord(word, language))
    .every((word) => {
      if (word.length < 5) return true;
      const start = word.slice(0, Math.max(5, word.length - 2));
      return vocabularies.some(
        (vocabulary) =>
          hasWord(vocabulary, word) ||
          (vocabulary.byStart.get(toSkeleton(word).slice(0, 2)) ?? []).some((known) => known.startsWith(start)),
      );
    });
}

/** How many translations a word has before the material's own words among its further senses. */
const TRANSLATIONS = 4;
/** How far down a word's senses a translation the material writes is looked for, and how strong it must be. */
const FURTHER_TRANSLATIONS = 12;
const FURTHER_WEIGHT = 0.25;

/**
 * A question word in the material's language: the lexicon's first translations, and further
 * down its senses those the material writes ("unendliche" → countless, uncounted, … and
 * infinite, which the book says); a plural the lexicon misses by its singular.
 */
function translateForMaterial(
  word: string,
  from: MaterialLanguage,
  to: MaterialLanguage,
  vocabularies: Vocabulary[] | undefined,
): string[] {
  let found = translateWord(word, from, to, FURTHER_TRANSLATIONS, { irregularVerbs: true });
  if (found.length === 0 && from !== to)
    for (const [ending, singular] of PLURAL_ENDINGS[from] ?? []) {
      if (!ending.test(word)) continue;
      found = translateWord(word.replace(ending, singular), from, to, FURTHER_TRANSLATIONS, {
        irregularVerbs: true,
      });
      if (found.length > 0) break;
    }
  if (!vocabularies) return found.slice(0, TRANSLATIONS).map((translation) => translation.word);
  // "measurable" → medible, "integrable" → integrable: made from the verb's translation, when the material writes it
  const derived = ableAdjectives(word, from, to).filter((adjective) =>
    vocabularies.some((vocabulary) => hasWord(vocabulary, adjective)),
  );
  const first = [...derived, ...found.slice(0, TRANSLATIONS).map((translation) => translation.word)];
  const further = found
    .slice(TRANSLATIONS)
    .filter(
      (translation) =>
        translation.weight >= FURTHER_WEIGHT &&
        vocabularies.some((vocabulary) => hasWord(vocabulary, translation.word)),
    )
    .map((translation) => translation.word);
  // a word written the same in both languages, by its other senses ("canal" → channel), when the material writes them
  const otherSenses = translateOtherSenses(word, from, to, FURTHER_TRANSLATIONS)
    .filter(
      (translation) =>
        translation.weight >= FURTHER_WEIGHT &&
        !first.includes(translation.word) &&
        !further.includes(translation.word) &&
        vocabularies.some((vocabulary) => hasWord(vocabulary, translation.word)),
    )
    .map((translation) => translation.word);
  return [...first, ...further, ...otherSenses];
}

/** The endings of an infinitive and of the "-able" adjective made from it, per Romance language. */
const ABLE_ENDINGS: Partial<Record<MaterialLanguage, [RegExp, string][]>> = {
  pt: [
    [/ar$/u, 'ável'],
    [/[ei]r$/u, 'ível'],
  ],
  es: [
    [/ar$/u, 'able'],
    [/[ei]r$/u, 'ible'],
  ],
  fr: [
    [/er$/u, 'able'],
    [/ir$/u, 'ible'],
  ],
  it: [
    [/are$/u, 'abile'],
    [/[ei]re$/u, 'ibile'],
  ],
};

/**
 * The adjectives a Romance language makes from the verb of an English "-able" / "-ible" adjective
 * (ADR 160): "measurable" → measure → medir → medible (es), medível (pt); "integrable" → integrate →
 * integrar → integrable. The lexicon gives such adjectives rarely, or in another sense ("measurable" → moderado).
 */
export function ableAdjectives(word: string, from: MaterialLanguage, to: MaterialLanguage): string[] {
  const endings = ABLE_ENDINGS[to];
  const base = /^(\p{L}{4,})[ai]ble$/u.exec(word)?.[1];
  if (from !== 'en' || !endings || !base) return [];
  const verbs = [base, `${base}e`, `${base}ate`].flatMap((verb) =>
    translateWord(verb, 'en', to, 6, { irregularVerbs: true }).map((translation) => translation.word),
  );
  return [
    ...new Set(
      verbs.flatMap((verb) => {
        const ending = endings.find(([infinitive]) => infinitive.test(verb));
        return ending && !verb.includes(' ') ? [verb.replace(ending[0], ending[1])] : [];
      }),
    ),
  ];
}

/** How long a question's word may be to be a formula's symbol the material may write in parts. */
const MAX_SYMBOL_LENGTH = 4;

/** Whether a text writes a word as two or more words one after another ("nμ" as "N μ"). */
export function writesApart(text: string, word: string): boolean {
  const tokens = splitWords(text.normalize('NFKC')).map((token) => token.toLowerCase());
  return tokens.some((token, at) => {
    if (!word.startsWith(token) || token === word) return false;
    let joined = token;
    for (let next = at + 1; next < tokens.length && joined.length < word.length; next++) joined += tokens[next];
    return joined === word;
  });
}

/** The indefinite articles of each language. */
const INDEFINITE_ARTICLES: Record<MaterialLanguage, RegExp> = {
  en: /^(?:a|an)$/u,
  pt: /^(?:um|uma|uns|umas)$/u,
  es: /^(?:un|una|unos|unas)$/u,
  fr: /^(?:un|une)$/u,
  it: /^(?:un|uno|una)$/u,
  de: /^(?:ein|eine|einen|einem|einer|eines)$/u,
};

/** How many content words before a gloss in brackets it may name. */
const MAX_GLOSSED = 3;

/**
 * The glosses a question gives in brackets ("¿Qué es la eficacia biológica (fitness) absoluta?",
 * "a função geradora de momentos (moment generating function)"): the indices, among the question's
 * content words, of the words before the brackets (up to three, joined by "of" / "de" …) and of
 * those inside them, and the words inside them as written.
 */
export function findGlosses(question: string, words: readonly string[]): { run: number[]; gloss: string[] }[] {
  const found: { run: number[]; gloss: string[] }[] = [];
  for (const match of question.matchAll(/\(([^()]{1,60})\)/gu)) {
    const gloss = splitWords(match[1]!).map((word) => word.toLowerCase());
    if (gloss.length === 0 || gloss.length > MAX_GLOSSED) continue;
    const inside = gloss.map((word) => words.indexOf(word)).filter((index) => index >= 0);
    const before = splitWords(
      question
        .slice(0, match.index)
        .split(/[,;:?!¿¡.]/u)
        .at(-1) ?? '',
    )
      .map((word) => word.toLowerCase())
      .reverse();
    const run: number[] = [];
    for (const [at, word] of before.entries()) {
      const index = words.indexOf(word);
      if (index >= 0 && !gloss.includes(word)) run.unshift(index);
      else if (!(LINKS.test(word) && run.length > 0 && at + 1 < before.length && words.includes(before[at + 1]!)))
        break;
      if (run.length >= MAX_GLOSSED) break;
    }
    if (run.length > 0) found.push({ run: [...run, ...inside], gloss });
  }
  return found;
}

/** How many of a phrase's translations a term keeps. */
const MAX_PHRASE_FORMS = 3;

/**
 * The two parts of a compound word ("skalarprodukt" → skalar, produkt; "kugelkoordinaten" →
 * kugel, koordinaten), each of four letters or more and known (a linking "s" or "n" may end the
 * first), or null.
 */
export function splitCompound(word: string, isKnown: (part: string) => boolean): [string, string] | null {
  for (let at = 4; at <= word.length - 4; at++) {
    const left = word.slice(0, at);
    const right = word.slice(at);
    if (!isKnown(right)) continue;
    if (isKnown(left)) return [left, right];
    if (/[sn]$/u.test(left) && left.length > 4 && isKnown(left.slice(0, -1))) return [left.slice(0, -1), right];
  }
  return null;
}

/** A document's sections, found from its chunks and stored the first time they are asked for. */
async function loadSections(
  ctx: Pick<AppContext, 'db'>,
  document: { id: string; sections: StoredSection[] | null },
): Promise<StoredSection[]> {
  if (document.sections) return document.sections;
  const sections = findDocumentSections(await repo.listChunkTexts(ctx.db, document.id));
  await saveDocumentSections(ctx.db, document.id, sections);
  return sections;
}

/** The share of the terms' weight a text's keys hold. */
function coverageOf(
  keys: ReadonlySet<string> | ReadonlyMap<string, number>,
  words: Iterable<string>,
  matchers: TermMatcher[],
  weights: number[],
): number {
  let matched = 0;
  let total = 0;
  const list = [...words];
  matchers.forEach((matcher, index) => {
    total += weights[index]!;
    matched += weights[index]! * matchTerm(matcher, keys, list);
  });
  return total > 0 ? matched / total : 0;
}

/**
 * The passages, focus and places a chat question is answered from: a question in one of the six
 * languages about material in any of them (`language`: the question's).
 */
export async function findChatMaterial(
  ctx: Pick<AppContext, 'db'>,
  sessionId: string,
  question: string,
  language: MaterialLanguage,
  limit: number,
): Promise<ChatMaterial> {
  const analysis = analyzeQuestion(question, language);
  const documents = await repo.listSearchableDocuments(ctx.db, sessionId);
  const emptyFocus: ChatFocus = { kind: analysis.kind, language, terms: [], places: [] };
  if (documents.length === 0) return { passages: [], focus: emptyFocus, hasMaterial: false };
  let words = analysis.words;
  if (words.length === 0) words = splitWords(question.toLowerCase()).filter((word) => !isFunctionWord(word, language));
  if (words.length === 0) return { passages: [], focus: emptyFocus, hasMaterial: true };

  const sectionsByDocument = new Map<string, StoredSection[]>();
  const languageByDocument = new Map<string, MaterialLanguage>();
  const documentsByLanguage = new Map<MaterialLanguage, string[]>();
  for (const document of documents) {
    sectionsByDocument.set(document.id, await loadSections(ctx, document));
    const materialLanguage = readMaterialLanguage(document, language);
    languageByDocument.set(document.id, materialLanguage);
    documentsByLanguage.set(materialLanguage, [...(documentsByLanguage.get(materialLanguage) ?? []), document.id]);
  }

  // the vocabularies of material in another language than the question's, for cognates
  const vocabulariesByLanguage = new Map<MaterialLanguage, Vocabulary[]>();
  for (const [materialLanguage, documentIds] of documentsByLanguage) {
    if (materialLanguage !== language)
      vocabulariesByLanguage.set(
        materialLanguage,
        await Promise.all(documentIds.map((documentId) => loadVocabulary(ctx, documentId))),
      );
  }
  // a German compound no material language knows whole is asked for by its parts ("Skalarprodukt" → skalar, produkt)
  if (language === 'de' && vocabulariesByLanguage.size > 0) {
    const isKnown = (part: string): boolean =>
      [...vocabulariesByLanguage].some(
        ([materialLanguage, vocabularies]) =>
          translateWord(part, language, materialLanguage, 4, { irregularVerbs: true }).length > 0 ||
          vocabularies.some((vocabulary) => findCognates(part, vocabulary, 1).length > 0),
      );
    words = words.flatMap((word) => (isKnown(word) ? [word] : (splitCompound(word, isKnown) ?? [word])));
  }

  // each content word in each material language: the word itself (names, loanwords) and its
  // translations; a word the lexicon cannot translate also as the start of a word ("Annotatoren" → annotators)
  const formsByLanguage = new Map<MaterialLanguage, string[][]>();
  const prefixesByLanguage = new Map<MaterialLanguage, (string | null)[]>();
  /** per material language, the words said there by a phrase of the lexicon ("cross product" → produto vetorial) */
  const phraseWordsByLanguage = new Map<MaterialLanguage, Set<number>>();
  /** how many words of the question the phrase a word was said by spans (1: said by itself) */
  const phraseSpan = words.map(() => 1);
  // a name is written as it is: "Charles Darwin" is not the lexicon's "Darwin"
  const names = new Set(findNames(question, language));
  for (const materialLanguage of documentsByLanguage.keys()) {
    const vocabularies = vocabulariesByLanguage.get(materialLanguage);
    const translations = words.map((word) => translateForMaterial(word, language, materialLanguage, vocabularies));
    // a run of two or three words that is one phrase ("cross product", "parola chiave") is said as the
    // material says that thing ("produto vetorial", keyword), when the material writes it, instead of word by word
    const inPhrase = new Set<number>();
    // "la eficacia biológica (fitness)": a term the question glosses in brackets with the material's own word(s)
    // is asked by that word: the words before the brackets and those in them are one term, said as the brackets say it
    if (vocabularies) {
      for (const { run, gloss } of findGlosses(question, words)) {
        if (!gloss.every((word) => word.length < 3 || vocabularies.some((vocabulary) => hasWord(vocabulary, word))))
          continue;
        for (const at of run) {
          translations[at] = [gloss.join(' ')];
          inPhrase.add(at);
          phraseSpan[at] = run.length;
        }
      }
    }
    if (vocabularies) {
      for (let size = 3; size >= 2; size--) {
        for (let index = 0; index + size <= words.length; index++) {
          const span = Array.from({ length: size }, (_, offset) => index + offset);
          if (span.some((at) => inPhrase.has(at)) || span.every((at) => names.has(words[at]!))) continue;
          const forms = translatePhrase(words.slice(index, index + size), language, materialLanguage)
            .filter((form) => writesPhrase(vocabularies, form, materialLanguage))
            .slice(0, MAX_PHRASE_FORMS);
          if (forms.length === 0) continue;
          for (const at of span) {
            translations[at] = [...forms];
            inPhrase.add(at);
            phraseSpan[at] = Math.max(phraseSpan[at]!, size);
          }
        }
      }
    }
    // the material's own cognates of each word ("scalar" → escalar, "vector" → vetor): after the lexicon's translations
    if (vocabularies) {
      words.forEach((word, index) => {
        if (inPhrase.has(index)) return;
        // a noun before another in English or German is an adjective after it in the Romance languages
        // ("unit vector" → vetor unitário, "Kugelkoordinaten" → coordenadas esféricas)
        if ((language === 'en' || language === 'de') && ROMANCE.has(materialLanguage)) {
          const adjectives = [word, ...translations[index]!.slice(0, 2)].flatMap((form) =>
            vocabularies.flatMap((vocabulary) => findRelationalAdjectives(form, vocabulary)),
          );
          translations[index]!.push(
            ...new Set(adjectives.filter((adjective) => !translations[index]!.includes(adjective))),
          );
        }
        // not when the material writes one of the lexicon's translations: "deriva" is drift there, not "derived"
        if (
          translations[index]!.some((translation) =>
            vocabularies.some((vocabulary) => hasWord(vocabulary, translation)),
          )
        )
          return;
        const cognates = vocabularies.flatMap((vocabulary) => findCognates(word, vocabulary));
        translations[index]!.push(...cognates.filter((cognate) => !translations[index]!.includes(cognate)));
      });
    }
    // two words of the question may be one of the material's ("conjunto de dados" → dataset)
    if (materialLanguage !== language) {
      for (let index = 0; index + 1 < words.length; index++) {
        if (inPhrase.has(index) || inPhrase.has(index + 1)) continue;
        const compounds = translations[index]!.slice(0, 2).flatMap((first) =>
          translations[index + 1]!.slice(0, 2).flatMap((second) => [`${second}${first}`, `${first}${second}`]),
        );
        // a two-word term of the supplement ("conjunto de dados" → dataset) comes first
        const phrase = translateFromSupplement(
          [`${words[index]} ${words[index + 1]}`],
          language,
          materialLanguage,
        ).filter((form) => !form.includes(' '));
        translations[index]!.unshift(...phrase);
        translations[index]!.push(...compounds);
      }
    }
    phraseWordsByLanguage.set(materialLanguage, inPhrase);
    formsByLanguage.set(
      materialLanguage,
      // a word as written and in its compatibility form: "4Nµ" (the micro sign) is "4Nμ" in the material's text
      words.map((word, index) => [...new Set([...translations[index]!, word, word.normalize('NFKC')])]),
    );
    prefixesByLanguage.set(
      materialLanguage,
      words.map((word, index) =>
        materialLanguage !== language && translations[index]!.length === 0 && word.length >= 5
          ? word.slice(0, Math.max(4, Math.ceil(word.length * 0.6)))
          : null,
      ),
    );
  }
  /** what full-text search looks for: the forms, and the first five letters of a prefix (the index holds stems) */
  const queryOf = (forms: string[], prefix: string | null | undefined): string =>
    toAnyWordsQuery(forms, prefix ? [prefix.slice(0, 5)] : []);

  // candidates and how many chunks hold each term, per material language
  const candidates = new Map<string, Candidate>();
  const documentFrequency = words.map(() => 0);
  let total = 0;
  const matchersByLanguage = new Map<MaterialLanguage, TermMatcher[]>();
  for (const [materialLanguage, documentIds] of documentsByLanguage) {
    const forms = formsByLanguage.get(materialLanguage)!;
    const prefixes = prefixesByLanguage.get(materialLanguage)!;
    const config = getSearchConfig(materialLanguage);
    const termQueries = forms.map((list, index) => queryOf(list, prefixes[index]));
    const [found, counted] = await Promise.all([
      repo.searchAnyWords(ctx.db, {
        documentIds,
        config,
        query: termQueries.filter(Boolean).join(' | '),
        limit: CANDIDATES,
      }),
      repo.countMatchingChunks(ctx.db, { documentIds, config, queries: termQueries }),
    ]);
    matchersByLanguage.set(
      materialLanguage,
      forms.map((list, index) => createTermMatcher(list, materialLanguage, prefixes[index] ?? null)),
    );
    total += counted.total;
    counted.counts.forEach((count, index) => (documentFrequency[index]! += count));
    for (const chunk of found) candidates.set(chunk.id, newCandidate(chunk, materialLanguage));
  }

  // whole words only: a term full-text search matched by its stem alone ("capital" in "capitalize") is checked in every chunk that has it
  const isPresent = words.map(() => false);
  const markPresence = (candidate: Candidate): void => {
    const { keys, words: chunkWords } = getChunkWords(candidate.passage.id, candidate.passage.text, candidate.language);
    candidate.keys = keys;
    candidate.words = chunkWords;
    candidate.counts = matchersByLanguage
      .get(candidate.language)!
      .map((matcher) => countTerm(matcher, keys, chunkWords));
    candidate.counts.forEach((count, index) => count > 0 && (isPresent[index] = true));
  };
  for (const candidate of candidates.values()) markPresence(candidate);
  for (const [materialLanguage, documentIds] of documentsByLanguage) {
    const forms = formsByLanguage.get(materialLanguage)!;
    // and a rare term's chunks all take part: a common word of the question ("function") must not
    // crowd out the chunks of its distinctive one ("recursive") from the candidates
    const rare = words
      .map((_, index) => index)
      .filter((index) => documentFrequency[index]! > 0 && documentFrequency[index]! <= STRICT_CHECK_LIMIT);
    const found = await Promise.all(
      rare.map((index) =>
        repo.searchAnyWords(ctx.db, {
          documentIds,
          config: getSearchConfig(materialLanguage),
          query: queryOf(forms[index]!, prefixesByLanguage.get(materialLanguage)![index]),
          limit: STRICT_CHECK_LIMIT,
        }),
      ),
    );
    rare.forEach((index, at) => {
      for (const chunk of found[at]!) {
        const candidate = candidates.get(chunk.id) ?? newCandidate(chunk, materialLanguage);
        markPresence(candidate);
        if (candidate.counts[index]! > 0) candidates.set(chunk.id, candidate);
      }
    });
  }

  // a word the material writes with another spelling ("Huguenot" / huguenote, a typo) is there, though not matched
  const absent = words.map((_, index) => index).filter((index) => !isPresent[index]);
  if (absent.length > 0) {
    for (const [materialLanguage, documentIds] of documentsByLanguage) {
      if (materialLanguage !== language) continue;
      const vocabularies = await Promise.all(documentIds.map((documentId) => loadVocabulary(ctx, documentId)));
      for (const index of absent)
        if (
          vocabularies.some(
            (vocabulary) => findCognates(words[index]!, vocabulary, 1, SAME_LANGUAGE_SPELLING).length > 0,
          )
        )
          isPresent[index] = true;
    }
  }

  /** the words of the question's formulas ("PV = nRT") */
  const inFormula = new Set(
    [...question.matchAll(/[^\s=]+(?:\s*=\s*[^\s=?]+)+/gu)].flatMap((match) =>
      splitWords(match[0]).map((word) => word.toLowerCase()),
    ),
  );
  // a symbol of a formula the material writes in parts, as PDFs set formulas ("θ = 4Nµ", "4N μ" in the text): there
  for (const index of words.map((_, at) => at).filter((at) => !isPresent[at])) {
    const word = words[index]!.normalize('NFKC');
    if (word.length > MAX_SYMBOL_LENGTH || !(/\p{Script=Greek}/u.test(word) || inFormula.has(words[index]!))) continue;
    if ([...candidates.values()].some((candidate) => writesApart(candidate.passage.text, word)))
      isPresent[index] = true;
  }

  // a word whose root the material writes in another form ("correlate", correlation) names what it treats:
  // a root of six letters or more, so "capital" is not found in "capitalize"; in the question's own language
  // only (a translation's root may be another sense's)
  for (const index of words.map((_, at) => at).filter((at) => !isPresent[at])) {
    for (const [materialLanguage, documentIds] of documentsByLanguage) {
      if (materialLanguage !== language) continue;
      const roots = matchersByLanguage.get(materialLanguage)![index]!.prefixes.filter((prefix) => prefix.length >= 6);
      if (roots.length === 0) continue;
      const vocabularies = await Promise.all(documentIds.map((documentId) => loadVocabulary(ctx, documentId)));
      if (
        roots.some((root) =>
          vocabularies.some((vocabulary) =>
            (vocabulary.byStart.get(toSkeleton(root).slice(0, 2)) ?? []).some((known) => known.startsWith(root)),
          ),
        )
      )
        isPresent[index] = true;
    }
  }

  const generic = getGenericWords(language);
  // "What year did …", "Which city …": the word naming the expected answer is framing; the answer holds a year, a name
  const expectsType = analysis.kind === 'other' && detectAnswerType(question, language) !== null;
  /** a word's weight: rarer in the material, more telling; generic words less */
  const weighWord = (index: number): number => {
    const word = words[index]!;
    const frequency = isPresent[index] ? documentFrequency[index]! : 0;
    const idf = Math.log(1 + Math.max(1, total) / (1 + frequency));
    // the words of one phrase ("conjunto de datos" → corpus) weigh as one thing, not once per word
    const weight = Math.max(
      0.05,
      idf * (generic.has(word) || ADVICE_VERBS.test(word) || (expectsType && isAnswerTypeNoun(word)) ? 0.35 : 1),
    );
    return weight / phraseSpan[index]!;
  };
  const referencesByDocument = new Map<string, ReferencesRange | null>();
  for (const document of documents) referencesByDocument.set(document.id, await loadReferencesRange(ctx, document.id));
  markWordsOnlyInCodeOrReferences();
  markWordsOnlyInTerms();
  markUnitsApart();
  markActionApartFromObject();
  const weights = words.map((_, index) => weighWord(index));
  const sides = words.map((word) => {
    const side = analysis.sides.findIndex((list) => list.includes(word));
    return side >= 0 ? side : null;
  });
  // a word of another language the lexicon could not translate is unknown, not known to be missing
  const isUntranslated = words.map((_, index) =>
    [...prefixesByLanguage.values()].every((prefixes) => prefixes[index] !== null),
  );
  // a translated word of another language than all the material's, missing from it, weighs no more than the
  // heaviest word it writes: its weight came from being found nowhere, which says as much of the lexicon as of
  // the material (it gave "eficacia" → efficacy where the material says fitness, "strict" where it says narrow,
  // "geradora" → generador where it says generatriz); not a name or a number ("Tokyo", "2010"), written alike in
  // every language, so known to be missing
  const isAcross = !documentsByLanguage.has(language);
  // (a phrase's words together: "durée de vie" is one thing, lifespan, each of whose two words weighs half of it)
  const heaviestPresent = Math.max(
    0,
    ...weights.flatMap((weight, index) => (isPresent[index] ? [weight * phraseSpan[index]!] : [])),
  );
  // nor a noun alone after an indefinite article ("la taille moyenne d'une girafe", "the lifespan of a tortoise"): a
  // thing of a kind the question asks about, which a material that treats it names (ADR 181); not a word another
  // follows ("an isolated system": an adjective, or a noun with its adjective, which may be said otherwise)
  const tokens = splitWords(question).map((token) => normalizeElision(token.toLowerCase()));
  const afterIndefinite = new Set(
    tokens.filter(
      (_, at) => at > 0 && INDEFINITE_ARTICLES[language].test(tokens[at - 1]!) && !words.includes(tokens[at + 1] ?? ''),
    ),
  );
  const weighTerm = (word: string, index: number): number => {
    if (isPresent[index]) return weights[index]!;
    if (isUntranslated[index]) return weights[index]! * 0.5;
    if (isAcross && !names.has(word) && !afterIndefinite.has(word) && !/\p{N}/u.test(word) && heaviestPresent > 0)
      return Math.min(weights[index]!, heaviestPresent);
    return weights[index]!;
  };
  const terms: FocusTerm[] = words.map((word, index) => ({
    word,
    forms: [...new Set([...formsByLanguage.values()].flatMap((forms) => forms[index]!))],
    weight: weighTerm(word, index),
    isInMaterial: isPresent[index]!,
    side: sides[index]!,
    start: [...prefixesByLanguage.values()].map((prefixes) => prefixes[index]).find((prefix) => prefix) ?? null,
  }));

  // sections whose titles name the subject
  interface RankedSection {
    documentId: string;
    section: StoredSection;
    titleMatch: number;
    density: number;
  }
  const ranked: RankedSection[] = [];
  for (const [documentId, sections] of sectionsByDocument) {
    const materialLanguage = languageByDocument.get(documentId)!;
    const matchers = matchersByLanguage.get(materialLanguage)!;
    for (const section of sections) {
      const titleWords = splitWords(section.title).map((word) => word.toLowerCase());
      const titleKeys = new Set(titleWords.flatMap((word) => getWordKeys(word, materialLanguage)));
      ranked.push({
        documentId,
        section,
        titleMatch: coverageOf(titleKeys, titleWords, matchers, weights),
        density: 0,
      });
    }
  }
  const containing = (candidate: Candidate): RankedSection[] =>
    ranked.filter(
      (item) =>
        item.documentId === candidate.passage.documentId &&
        candidate.passage.order >= item.section.fromOrd &&
        candidate.passage.order < item.section.toOrd,
    );

  // the first chunks of the sections whose titles name the subject take part even when search missed them
  const openers = ranked
    .filter((item) => item.titleMatch >= 0.5)
    .sort((a, b) => b.titleMatch - a.titleMatch || b.section.level - a.section.level)
    .slice(0, 4)
    .filter(
      (item) =>
        ![...candidates.values()].some(
          (candidate) =>
            candidate.passage.documentId === item.documentId && candidate.passage.order === item.section.fromOrd,
        ),
    );
  for (const chunk of await repo.findChunksAt(
    ctx.db,
    openers.map((item) => ({ documentId: item.documentId, ord: item.section.fromOrd })),
  )) {
    const candidate = newCandidate(chunk, languageByDocument.get(chunk.documentId) ?? language);
    markPresence(candidate);
    candidates.set(chunk.id, candidate);
  }

  // "Where are the length statistics?" asks for a place when a section is named after its subject
  const kind =
    analysis.kind === 'other' && analysis.startsWithWhere && ranked.some((item) => item.titleMatch >= 0.7)
      ? 'where'
      : analysis.kind;
  const opensSubject = kind === 'define' || kind === 'how' || kind === 'where';
  for (const candidate of candidates.values()) {
    const matchers = matchersByLanguage.get(candidate.language)!;
    const coverage = coverageOf(candidate.keys, candidate.words, matchers, weights);
    // "what is X": the chunk that says what X is
    const definesSubject =
      kind === 'define' &&
      getSentences(candidate.passage.id, candidate.passage.text, candidate.language).some((sentence) =>
        isDefining(sentence, matchers.map(getNamingKeys), candidate.language),
      );
    const mentions =
      candidate.counts.reduce((sum, count, index) => sum + Math.min(count, 5) * weights[index]!, 0) /
      (5 * weights.reduce((a, b) => a + b, 0));
    const sections = containing(candidate);
    let sectionBoost = 0;
    for (const item of sections) {
      const isStart = candidate.passage.order === item.section.fromOrd;
      sectionBoost = Math.max(sectionBoost, item.titleMatch * (0.3 + (isStart && opensSubject ? 0.25 : 0)));
    }
    candidate.score =
      (coverage + 0.25 * mentions + sectionBoost + (definesSubject ? 0.35 : 0)) *
      (isContentsChunk(candidate.passage.text) ? 0.3 : 1);
    for (const item of sections) item.density += coverage * coverage;
    const deepest = sections.sort((a, b) => b.section.level - a.section.level)[0];
    candidate.passage = {
      ...candidate.passage,
      score: candidate.score,
      section: deepest
        ? { title: deepest.section.title, isStart: candidate.passage.order === deepest.section.fromOrd }
        : null,
    };
  }
  const passages = [...candidates.values()]
    .sort((a, b) => b.score - a.score || a.passage.order - b.passage.order)
    .slice(0, limit)
    .map((candidate) => candidate.passage);

  const places = kind === 'where' ? await rankPlaces(ctx, ranked, passages, isPresent) : [];
  const context = kind === 'where' ? [] : await findNeighbours(passages);
  return { passages: [...passages, ...context], focus: { kind, language, terms, places }, hasMaterial: true };

  /**
   * The chunks before and after the best passages, when not retrieved themselves: an answer
   * that runs across a chunk boundary (the steps after "… in three steps.", the sentence before
   * one that says "This is called …") is read on there (ADR 141).
   */
  async function findNeighbours(best: RetrievedPassage[]): Promise<RetrievedPassage[]> {
    const has = (documentId: string, ord: number): boolean =>
      best.some((passage) => passage.documentId === documentId && passage.order === ord);
    const places = best
      .slice(0, NEIGHBOUR_PASSAGES)
      .flatMap((passage) =>
        [passage.order - 1, passage.order + 1].map((ord) => ({ documentId: passage.documentId, ord })),
      )
      .filter((place) => place.ord >= 0 && !has(place.documentId, place.ord));
    const chunks = await repo.findChunksAt(ctx.db, places);
    return chunks.map((chunk) => ({ ...chunk, score: 0, section: null, isContext: true }));
  }

  /**
   * "¿Cómo se elabora el queso cheddar?" about a book whose only "Cheddar" is a string in a list
   * of its code; "What is the population of Tasmania?" about a paper that names Tasmania only in a
   * reference: a word the material writes only in code (code lines, interpreter sessions,
   * identifiers) or only in its references is an accidental match, not a subject it treats, so
   * the word is not in the material. Not when the question writes the word as code
   * itself; only for words every chunk of which was read (ADR 128).
   */
  function markWordsOnlyInCodeOrReferences(): void {
    const isInReferences = (candidate: Candidate): boolean =>
      (sectionsByDocument.get(candidate.passage.documentId) ?? []).some(
        (section) =>
          candidate.passage.order >= section.fromOrd &&
          candidate.passage.order < section.toOrd &&
          isReferenceHeading(section.title),
      );
    words.forEach((word, index) => {
      if (!isPresent[index] || documentFrequency[index]! > STRICT_CHECK_LIMIT || asksAsCode(question, word)) return;
      const holding = [...candidates.values()].filter((candidate) => candidate.counts[index]! > 0);
      if (holding.length === 0) return;
      const inProse = holding.some((candidate) => {
        if (isInReferences(candidate)) return false;
        // in the document's list of references, found from its lines (ADR 160): only the text before its heading counts
        const references = referencesByDocument.get(candidate.passage.documentId);
        const order = candidate.passage.order;
        const isInList = references && order >= references.from && (references.to === null || order < references.to);
        if (isInList && order > references.from) return false;
        const prose = isInList
          ? proseWordsOf(candidate.passage.text.slice(0, references.offset), candidate.language)
          : order === 0
            ? proseWordsOf(withoutAffiliations(candidate.passage.text), candidate.language)
            : getProseWords(candidate.passage.id, candidate.passage.text, candidate.language);
        return countTerm(matchersByLanguage.get(candidate.language)![index]!, prose.keys, prose.words) > 0;
      });
      if (!inProse) isPresent[index] = false;
    });
  }

  /**
   * "¿Cuántos años tiene la Tierra?" about a paper that writes "ground" only in "common ground
   * truth": a further sense of a word (not its first translation) that the material writes only
   * inside one term of several words is that term, not the word asked, so the word is not in the
   * material (unless the lexicon's phrase said it, or the term's other word is the question's too).
   * Only for words every chunk of which was read (a word written in many chunks is no one term's).
   */
  function markWordsOnlyInTerms(): void {
    const asked = splitWords(question).map((token) => token.toLowerCase());
    const isContent = (token: string | undefined): boolean =>
      token !== undefined && !isFunctionWord(token, language) && words.includes(token);
    // "desequilibrio de ligamiento": a word the question itself says within a phrase may be the material's term
    const isInAskedPhrase = (word: string): boolean =>
      asked.some(
        (token, at) =>
          token === word &&
          (isContent(asked[at - 1]) ||
            isContent(asked[at + 1]) ||
            (LINKS.test(asked[at + 1] ?? '') && isContent(asked[at + 2])) ||
            (LINKS.test(asked[at - 1] ?? '') && isContent(asked[at - 2]))),
      );
    words.forEach((word, index) => {
      if (!isPresent[index] || documentFrequency[index]! > STRICT_CHECK_LIMIT || isInAskedPhrase(word)) return;
      const holding = [...candidates.values()].filter((candidate) => candidate.counts[index]! > 0);
      if (
        holding.some(
          (candidate) =>
            candidate.language === language || phraseWordsByLanguage.get(candidate.language)?.has(index) === true,
        )
      )
        return;
      const neighbours: { previous: string; next: string }[] = [];
      for (const candidate of holding) {
        const matcher = createTermMatcher(
          formsByLanguage.get(candidate.language)![index]!.filter((form) => form !== word),
          candidate.language,
        );
        // the first translation is the word's main sense: only a further sense ("tierra" → ground) is checked
        const main = getWordKeys(formsByLanguage.get(candidate.language)![index]![0] ?? word, candidate.language);
        const tokens = splitWords(candidate.passage.text).map((token) => token.toLowerCase());
        tokens.forEach((token, at) => {
          // the word itself (a name, a loanword) is the word asked
          if (token === word || getWordKeys(token, candidate.language).some((key) => main.includes(key)))
            neighbours.push({ previous: '', next: '' });
          else if (getWordKeys(token, candidate.language).some((key) => matcher.keys.includes(key))) {
            // a neighbour the question asks too is the question's own term ("deriva genética" → genetic drift)
            const others = matchersByLanguage.get(candidate.language)!.filter((_, at) => at !== index);
            const contentOrNothing = (other: string | undefined): string =>
              other === undefined ||
              isFunctionWord(other, candidate.language) ||
              others.some(
                (matcher) => matchTerm(matcher, new Set(getWordKeys(other, candidate.language)), [other]) === 1,
              )
                ? ''
                : other;
            neighbours.push({ previous: contentOrNothing(tokens[at - 1]), next: contentOrNothing(tokens[at + 1]) });
          }
        });
      }
      if (neighbours.length === 0) return;
      const materialLanguage = holding[0]!.language;
      const isOneTerm = (side: 'previous' | 'next'): boolean => {
        const first = neighbours[0]![side];
        if (first === '' || neighbours.some((neighbour) => neighbour[side] !== first)) return false;
        if (neighbours.length >= 2) return true;
        return holding.some((candidate) => {
          const tokens = splitWords(candidate.passage.text).map((token) => token.toLowerCase());
          return tokens.some(
            (token, at) =>
              (side === 'next' ? tokens[at + 1] : tokens[at - 1]) === first &&
              isKnownPhrase(side === 'next' ? [token, first] : [first, token], materialLanguage),
          );
        });
      };
      if (isOneTerm('previous') || isOneTerm('next')) isPresent[index] = false;
    });
  }

  /**
   * Whether two English words side by side are a noun compound ("exam anxiety", "money collector"):
   * each only ever a noun ("native chief", "plague fevers", "championship game" are not: a word that
   * may be an adjective or a verb may be the question's own wording, not a name of the thing). Other languages write their compounds
   * with a preposition or as one word.
   */
  function isNounCompound(first: string, second: string, questionLanguage: MaterialLanguage): boolean {
    if (questionLanguage !== 'en') return false;
    return [first, second].every((word) => {
      const pos = getEnglishPos(word);
      return pos.size === 1 && pos.has('n');
    });
  }

  /**
   * "How do I reduce exam anxiety?", "¿Dónde nació Charles Darwin …?": a name or a noun compound
   * the question writes names one thing, which a passage about it holds whole. When no passage
   * holds one whole ("anxiety" in one place, "exam" in another; "Darwin" without "Charles"), the
   * question is about something else unless one passage still holds more than 0.4 of its weight,
   * counting such a unit only where it is whole ("Whose saying about purgatory did Martin Luther
   * object to?" about a text that says "Luther"): else its words are not in the material.
   */
  function markUnitsApart(): void {
    const units = findAdjacentPairs(question, language)
      .map(([first, second]) => [words.indexOf(first), words.indexOf(second)] as const)
      .filter(
        ([a, b]) =>
          a >= 0 &&
          b >= 0 &&
          // a name the material writes only in part ("Darwin", not "Charles"); a compound both of whose words it writes
          ((names.has(words[a]!) && names.has(words[b]!) && isPresent[a] !== isPresent[b]) ||
            (isNounCompound(words[a]!, words[b]!, language) && isPresent[a] && isPresent[b])),
      );
    // a name is whole in a passage; a compound in a sentence ("reduce anxiety" and "exam" apart are not "exam anxiety")
    const isWhole = (candidate: Candidate, [a, b]: readonly [number, number]): boolean => {
      if (!(candidate.counts[a]! > 0 && candidate.counts[b]! > 0)) return false;
      if (names.has(words[a]!)) return true;
      const matchers = matchersByLanguage.get(candidate.language)!;
      return getSentences(candidate.passage.id, candidate.passage.text, candidate.language).some((sentence) => {
        const lower = splitWords(sentence).map((word) => word.toLowerCase());
        const keys = new Set(lower.flatMap((word) => getWordKeys(word, candidate.language)));
        return matchTerm(matchers[a]!, keys, lower) === 1 && matchTerm(matchers[b]!, keys, lower) === 1;
      });
    };
    const apart = units.filter((unit) => ![...candidates.values()].some((candidate) => isWhole(candidate, unit)));
    if (apart.length === 0) return;
    const weights = words.map((_, index) => weighWord(index));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    let best = 0;
    for (const candidate of candidates.values()) {
      const held = weights.reduce((sum, weight, index) => {
        if (!(candidate.counts[index]! > 0)) return sum;
        const partial = units.find((unit) => unit.includes(index) && !isWhole(candidate, unit));
        // a name in part may be spelt otherwise ("Chafffee"); a compound in part is another thing
        if (!partial) return sum + weight;
        return names.has(words[index]!) ? sum + weight * PARTIAL_NAME : sum;
      }, 0);
      best = Math.max(best, held / total);
    }
    if (best > MIN_WHOLE_COVERAGE) return;
    for (const [a, b] of apart) {
      isPresent[a] = false;
      isPresent[b] = false;
    }
  }

  /**
   * "How do I inherit a house from my parents?" about a book whose "inherit" is a class's and whose
   * "house" is a house of cards: a question of how to do something asks for doing its action (its
   * first word, a verb) to its object (the run of content words after it), so material that never
   * writes a word of the object in one sentence with another word of the question shows no way of
   * doing it; it names the object in passing, in another sense (ADR 170), and neither the object nor
   * the action counts as in the material. Not for a verb
   * common in everyday language ("write", "create", "add"), which a material says otherwise ("one
   * way to express a chained conditional"), and only when every chunk holding the object was read.
   */
  function markActionApartFromObject(): void {
    if (analysis.kind !== 'how' || words.length < 2) return;
    if (!PROCEDURAL_HOW[language].test(question.trim().replace(/^[¿¡"'“«\s]+/u, ''))) return;
    const action = words[0]!;
    const partsOfSpeech = (word: string): Set<string> =>
      language === 'en'
        ? getEnglishPos(word)
        : new Set(
            translateWord(word, language, 'en', 2).flatMap((translation) => [...getEnglishPos(translation.word)]),
          );
    if (!partsOfSpeech(action).has('v') || getGeneralCount(action, language) >= EVERYDAY_VERB_COUNT) return;
    // the object: after the action and its determiners, the content words that follow one another
    const tokens = splitWords(question).map((token) => token.toLowerCase());
    let at = tokens.indexOf(action) + 1;
    while (at < tokens.length && !words.includes(tokens[at]!)) at++;
    const object: number[] = [];
    for (; at < tokens.length && words.includes(tokens[at]!); at++) object.push(words.indexOf(tokens[at]!));
    const present = object.filter((index) => index > 0 && isPresent[index]);
    if (
      !isPresent[0] ||
      present.length === 0 ||
      present.some((index) => documentFrequency[index]! > STRICT_CHECK_LIMIT)
    )
      return;
    // with the action or another of the question's words: "the work done by a constant force" answers
    // "how do you compute the work done by a constant force", though it writes no "compute"
    const others = words.map((_, index) => index).filter((index) => !object.includes(index) && isPresent[index]);
    const isTogether = [...candidates.values()].some((candidate) => {
      if (!present.some((index) => candidate.counts[index]! > 0)) return false;
      const matchers = matchersByLanguage.get(candidate.language)!;
      return getSentences(candidate.passage.id, candidate.passage.text, candidate.language).some((sentence) => {
        const lower = splitWords(sentence).map((word) => word.toLowerCase());
        const keys = new Set(lower.flatMap((word) => getWordKeys(word, candidate.language)));
        const holds = (index: number): boolean => matchTerm(matchers[index]!, keys, lower) > 0;
        return present.some(holds) && others.some(holds);
      });
    });
    if (isTogether) return;
    for (const index of [0, ...present]) isPresent[index] = false;
  }

  async function rankPlaces(
    context: Pick<AppContext, 'db'>,
    sections: RankedSection[],
    best: RetrievedPassage[],
    present: boolean[],
  ): Promise<ChatPlace[]> {
    if (!present.some(Boolean) || best.length === 0) return [];
    const maxDensity = Math.max(1e-9, ...sections.map((item) => item.density));
    const chosen = sections
      .map((item) => ({ ...item, score: item.titleMatch * 2 + item.density / maxDensity }))
      .filter((item) => item.titleMatch >= 0.5 || item.density > 0)
      .sort((a, b) => b.score - a.score || a.section.level - b.section.level || a.section.fromOrd - b.section.fromOrd)
      .slice(0, MAX_PLACES);
    if (chosen.length === 0) {
      // no sections: the pages of the best passages
      return best.slice(0, MAX_PLACES).map((passage) => ({
        documentId: passage.documentId,
        chunkId: passage.id,
        title: passage.text.replace(/\s+/g, ' ').trim().split(' ').slice(0, 10).join(' '),
        pageFrom: passage.page,
        pageTo: passage.page,
      }));
    }
    const starts = await repo.findChunksAt(
      context.db,
      chosen.map((item) => ({ documentId: item.documentId, ord: item.section.fromOrd })),
    );
    return chosen.flatMap((item) => {
      const start = starts.find(
        (chunk) => chunk.documentId === item.documentId && chunk.order === item.section.fromOrd,
      );
      return start
        ? [
            {
              documentId: item.documentId,
              chunkId: start.id,
              title: item.section.title,
              pageFrom: item.section.pageFrom,
              pageTo: item.section.pageTo,
            },
          ]
        : [];
    });
  }
}
