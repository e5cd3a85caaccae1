import type { ChatPlace } from '@mnemo/contracts/material';
import { MATERIAL_LANGUAGES, type MaterialLanguage } from '@mnemo/domain/languages';
import type { AppContext } from '../../app-context.ts';
import type { StoredSection } from '../../db/schema.ts';
import type { ChatFocus, FocusTerm, RetrievedPassage } from '../ai/ai.provider.ts';
import { getGenericWords } from '../ai/local/nlp/function-words.ts';
import { isFunctionWord, splitWords } from '../ai/local/nlp/language.ts';
import { translateWord } from '../ai/local/nlp/lexicon.ts';
import { analyzeQuestion } from '../ai/local/nlp/question.ts';
import { getWordKeys } from '../ai/local/nlp/word-keys.ts';
import * as repo from './retrieval.repository.ts';
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
const MAX_PLACES = 3;
/** A term that many chunks or fewer match is checked word by word in all of them. */
const STRICT_CHECK_LIMIT = 60;

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
  keys: ReadonlySet<string>;
  /** how often each term occurs, by term index */
  counts: number[];
  score: number;
}

const asMaterialLanguage = (language: string | null, fallback: MaterialLanguage): MaterialLanguage =>
  (MATERIAL_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as MaterialLanguage) : fallback;

/** Words of a chunk as keys, with how often each key occurs; kept per chunk (a stored chunk never changes). */
const chunkKeyCache = new Map<string, Map<string, number>>();
function getChunkKeys(id: string, text: string, language: MaterialLanguage): Map<string, number> {
  let keys = chunkKeyCache.get(id);
  if (!keys) {
    keys = new Map();
    for (const word of splitWords(text)) {
      const lower = word.toLowerCase();
      if (isFunctionWord(lower, language)) continue;
      for (const key of getWordKeys(lower, language)) keys.set(key, (keys.get(key) ?? 0) + 1);
    }
    if (chunkKeyCache.size > 20_000) chunkKeyCache.clear();
    chunkKeyCache.set(id, keys);
  }
  return keys;
}

/** The keys of a term's forms in one language. */
function termKeys(forms: readonly string[], language: MaterialLanguage): string[] {
  return forms.flatMap((form) => splitWords(form).flatMap((word) => getWordKeys(word.toLowerCase(), language)));
}

/** A document's sections, found from its chunks and stored the first time they are asked for. */
async function loadSections(ctx: Pick<AppContext, 'db'>, document: { id: string; sections: StoredSection[] | null }): Promise<StoredSection[]> {
  if (document.sections) return document.sections;
  const sections = findDocumentSections(await repo.listChunkTexts(ctx.db, document.id));
  await repo.saveDocumentSections(ctx.db, document.id, sections);
  return sections;
}

/** The share of the terms' weight a text's keys hold. */
function coverageOf(keys: ReadonlySet<string> | Map<string, number>, termKeyLists: string[][], weights: number[]): number {
  let matched = 0;
  let total = 0;
  termKeyLists.forEach((list, index) => {
    total += weights[index]!;
    if (list.some((key) => keys.has(key))) matched += weights[index]!;
  });
  return total > 0 ? matched / total : 0;
}

/**
 * The passages, focus and places a chat question is answered from: a question in one of the six
 * languages about material in any of them (`language`: the question's).
 */
export async function findChatMaterial(ctx: Pick<AppContext, 'db'>, sessionId: string, question: string, language: MaterialLanguage, limit: number): Promise<ChatMaterial> {
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
    const materialLanguage = asMaterialLanguage(document.language, language);
    languageByDocument.set(document.id, materialLanguage);
    documentsByLanguage.set(materialLanguage, [...(documentsByLanguage.get(materialLanguage) ?? []), document.id]);
  }

  // each content word in each material language: the word itself (names, loanwords) and its translations
  const formsByLanguage = new Map<MaterialLanguage, string[][]>();
  for (const materialLanguage of documentsByLanguage.keys()) {
    formsByLanguage.set(
      materialLanguage,
      words.map((word) => [...new Set([...translateWord(word, language, materialLanguage).map((translation) => translation.word), word])]),
    );
  }

  // candidates and how many chunks hold each term, per material language
  const candidates = new Map<string, Candidate>();
  const documentFrequency = words.map(() => 0);
  let total = 0;
  const keysByLanguage = new Map<MaterialLanguage, string[][]>();
  for (const [materialLanguage, documentIds] of documentsByLanguage) {
    const forms = formsByLanguage.get(materialLanguage)!;
    const config = getSearchConfig(materialLanguage);
    const termQueries = forms.map((list) => list.join(' or '));
    const [found, counted] = await Promise.all([
      repo.searchAnyWords(ctx.db, { documentIds, config, query: termQueries.join(' or '), limit: CANDIDATES }),
      repo.countMatchingChunks(ctx.db, { documentIds, config, queries: termQueries }),
    ]);
    keysByLanguage.set(materialLanguage, forms.map((list) => termKeys(list, materialLanguage)));
    total += counted.total;
    counted.counts.forEach((count, index) => (documentFrequency[index]! += count));
    for (const chunk of found) candidates.set(chunk.id, { passage: chunk, language: materialLanguage, keys: new Set(), counts: [], score: 0 });
  }

  // whole words only: a term full-text search matched by its stem alone ("capital" in "capitalize") is checked in every chunk that has it
  const isPresent = words.map(() => false);
  const markPresence = (candidate: Candidate): void => {
    const keys = getChunkKeys(candidate.passage.id, candidate.passage.text, candidate.language);
    const termKeyLists = keysByLanguage.get(candidate.language)!;
    candidate.keys = new Set(keys.keys());
    candidate.counts = termKeyLists.map((list) => list.reduce((sum, key) => sum + (keys.get(key) ?? 0), 0));
    candidate.counts.forEach((count, index) => count > 0 && (isPresent[index] = true));
  };
  for (const candidate of candidates.values()) markPresence(candidate);
  for (const [materialLanguage, documentIds] of documentsByLanguage) {
    const forms = formsByLanguage.get(materialLanguage)!;
    for (let index = 0; index < words.length; index++) {
      if (isPresent[index] || documentFrequency[index] === 0 || documentFrequency[index]! > STRICT_CHECK_LIMIT) continue;
      const more = await repo.searchAnyWords(ctx.db, { documentIds, config: getSearchConfig(materialLanguage), query: forms[index]!.join(' or '), limit: STRICT_CHECK_LIMIT });
      for (const chunk of more) {
        const candidate: Candidate = candidates.get(chunk.id) ?? { passage: chunk, language: materialLanguage, keys: new Set(), counts: [], score: 0 };
        markPresence(candidate);
        if (candidate.counts[index]! > 0) candidates.set(chunk.id, candidate);
      }
    }
  }

  const generic = getGenericWords(language);
  const weights = words.map((word, index) => {
    const frequency = isPresent[index] ? documentFrequency[index]! : 0;
    const idf = Math.log(1 + Math.max(1, total) / (1 + frequency));
    return Math.max(0.05, idf * (generic.has(word) ? 0.35 : 1));
  });
  const sides = words.map((word) => {
    const side = analysis.sides.findIndex((list) => list.includes(word));
    return side >= 0 ? side : null;
  });
  const terms: FocusTerm[] = words.map((word, index) => ({
    word,
    forms: [...new Set([...formsByLanguage.values()].flatMap((forms) => forms[index]!))],
    weight: weights[index]!,
    isInMaterial: isPresent[index]!,
    side: sides[index]!,
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
    const termKeyLists = keysByLanguage.get(materialLanguage)!;
    for (const section of sections) {
      const titleKeys = new Set(splitWords(section.title).flatMap((word) => getWordKeys(word.toLowerCase(), materialLanguage)));
      ranked.push({ documentId, section, titleMatch: coverageOf(titleKeys, termKeyLists, weights), density: 0 });
    }
  }
  const containing = (candidate: Candidate): RankedSection[] =>
    ranked.filter((item) => item.documentId === candidate.passage.documentId && candidate.passage.order >= item.section.fromOrd && candidate.passage.order < item.section.toOrd);

  // the first chunks of the sections whose titles name the subject take part even when search missed them
  const openers = ranked
    .filter((item) => item.titleMatch >= 0.5)
    .sort((a, b) => b.titleMatch - a.titleMatch || b.section.level - a.section.level)
    .slice(0, 4)
    .filter((item) => ![...candidates.values()].some((candidate) => candidate.passage.documentId === item.documentId && candidate.passage.order === item.section.fromOrd));
  for (const chunk of await repo.findChunksAt(ctx.db, openers.map((item) => ({ documentId: item.documentId, ord: item.section.fromOrd })))) {
    const candidate: Candidate = { passage: chunk, language: languageByDocument.get(chunk.documentId) ?? language, keys: new Set(), counts: [], score: 0 };
    markPresence(candidate);
    candidates.set(chunk.id, candidate);
  }

  const opensSubject = analysis.kind === 'define' || analysis.kind === 'how' || analysis.kind === 'where';
  for (const candidate of candidates.values()) {
    const termKeyLists = keysByLanguage.get(candidate.language)!;
    const coverage = coverageOf(candidate.keys, termKeyLists, weights);
    const mentions = candidate.counts.reduce((sum, count, index) => sum + Math.min(count, 5) * weights[index]!, 0) / (5 * weights.reduce((a, b) => a + b, 0));
    const sections = containing(candidate);
    let sectionBoost = 0;
    for (const item of sections) {
      const isStart = candidate.passage.order === item.section.fromOrd;
      sectionBoost = Math.max(sectionBoost, item.titleMatch * (0.3 + (isStart && opensSubject ? 0.25 : 0)));
    }
    candidate.score = coverage + 0.25 * mentions + sectionBoost;
    for (const item of sections) item.density += coverage * coverage;
    const deepest = sections.sort((a, b) => b.section.level - a.section.level)[0];
    candidate.passage = { ...candidate.passage, score: candidate.score, section: deepest ? { title: deepest.section.title, isStart: candidate.passage.order === deepest.section.fromOrd } : null };
  }
  const passages = [...candidates.values()].sort((a, b) => b.score - a.score || a.passage.order - b.passage.order).slice(0, limit).map((candidate) => candidate.passage);

  const places = analysis.kind === 'where' ? await rankPlaces(ctx, ranked, passages, isPresent) : [];
  return { passages, focus: { kind: analysis.kind, language, terms, places }, hasMaterial: true };

  async function rankPlaces(context: Pick<AppContext, 'db'>, sections: RankedSection[], best: RetrievedPassage[], present: boolean[]): Promise<ChatPlace[]> {
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
    const starts = await repo.findChunksAt(context.db, chosen.map((item) => ({ documentId: item.documentId, ord: item.section.fromOrd })));
    return chosen.flatMap((item) => {
      const start = starts.find((chunk) => chunk.documentId === item.documentId && chunk.order === item.section.fromOrd);
      return start ? [{ documentId: item.documentId, chunkId: start.id, title: item.section.title, pageFrom: item.section.pageFrom, pageTo: item.section.pageTo }] : [];
    });
  }
}
