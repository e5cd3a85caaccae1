import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { QuestionLanguage } from '@mnemo/domain/languages';
import { getContentKey } from '../analyze-material.ts';
import { BLANK, QUESTION_TEMPLATES } from '../question-templates.ts';

/*
 * Issue 20's labelled set (test/fixtures/quality/judged-items.jsonl) read back as the generator's
 * ranked items: each item's source sentence (its blank filled, a false statement's original), the
 * term it asks and the text the same-fact test compares. Readers marked 53 items of the held-out
 * documents `duplicate` ("same fact as kept J53"): with the item they name, they are the pairs a
 * learner calls one fact; two items of one document a reader kept are two.
 */

export interface JudgedRow {
  set: string;
  doc: string;
  type: 'flashcard' | 'true_false' | 'multiple_choice' | 'open_ended';
  item: Record<string, unknown>;
  verdict: 'KEEP' | 'DISCARD';
  reason?: string | null;
  why: string;
}

export interface RebuiltItem {
  row: JudgedRow;
  /** 1-based position in its document (the readers' "J12") */
  position: number;
  language: QuestionLanguage;
  family: 'card' | 'true_false' | 'multiple_choice' | 'open_ended';
  sentenceIndex: number;
  answerKey: string;
  text: string;
}

const LANGUAGES: QuestionLanguage[] = ['pt', 'es', 'fr', 'de', 'it'];

function languageOf(doc: string): QuestionLanguage {
  const parts = doc.split('-');
  return LANGUAGES.find((language) => parts.includes(language)) ?? 'en';
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** The term a definition template asks ("Explain in your own words what X is."), or null. */
function readTerm(text: string, language: QuestionLanguage): string | null {
  const templates = QUESTION_TEMPLATES[language];
  for (const template of [
    templates.whatIs,
    templates.whatAre,
    templates.explainTerm,
    templates.explainTerms,
    templates.explainVerb,
    templates.whichDefinition,
  ]) {
    const pattern = new RegExp(`^${escape(template).replace('\\{\\{term\\}\\}', '(.+?)')}$`, 'u');
    const match = pattern.exec(text.trim());
    if (match) return match[1]!.replace(/^[“«„"]\s*|\s*[”»“"]$/gu, '');
  }
  return null;
}

/** The statement inside a prompt: its quoted part, else what follows the template's colon. */
function readStatement(text: string): string {
  const quoted = /[“«„]\s*([^”»“]+?)\s*[”»“]\s*$/u.exec(text);
  if (quoted) return quoted[1]!;
  const colon = text.indexOf(':');
  return colon >= 0 && colon < 40 ? text.slice(colon + 1).trim() : text;
}

/** The last quotation of an explanation ("The material says: “…”"). */
function lastQuote(text: string): string | null {
  const quotes = [...text.matchAll(/[“«„]\s*([^”»“]+?)\s*[”»“]/gu)].map((match) => match[1]!);
  return quotes.length > 0 ? quotes[quotes.length - 1]! : null;
}

const stripOption = (text: string): string => text.replace(/^[a-e]\)\s*/u, '');
const sentenceKey = (text: string): string =>
  text
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .replace(/[.!?]\s*$/u, '')
    .trim();

function rebuild(
  row: Pick<JudgedRow, 'type' | 'item'>,
  position: number,
  sentences: Map<string, number>,
  language: QuestionLanguage,
): Omit<RebuiltItem, 'row' | 'position'> | null {
  const item = row.item as Record<string, string | number | string[] | undefined>;
  const sentenceOf = (text: string | null): number => {
    if (text === null) return -position;
    const key = sentenceKey(text);
    if (!sentences.has(key)) sentences.set(key, sentences.size + 1);
    return sentences.get(key)!;
  };
  const keyOf = (term: string): string => getContentKey(term, language);
  if (row.type === 'flashcard') {
    const front = String(item.front ?? '');
    const back = String(item.back ?? '');
    if (front.includes(BLANK)) {
      const sentence = readStatement(front).replace(BLANK, back);
      return { language, family: 'card', sentenceIndex: sentenceOf(sentence), answerKey: keyOf(back), text: sentence };
    }
    const term = readTerm(front, language) ?? front;
    return {
      language,
      family: 'card',
      sentenceIndex: -position,
      answerKey: `term:${keyOf(term)}`,
      text: `${term} ${back}`,
    };
  }
  if (row.type === 'open_ended') {
    const prompt = String(item.prompt ?? item.question ?? '');
    const expected = String(item.expectedAnswer ?? item.expected_answer ?? '');
    const term = readTerm(prompt, language);
    if (term === null) return null;
    return {
      language,
      family: 'open_ended',
      sentenceIndex: -position,
      answerKey: keyOf(term),
      text: `${term} ${expected}`,
    };
  }
  const prompt = String(item.prompt ?? item.question ?? '');
  if (row.type === 'true_false') {
    const answer = String(item.answer ?? item.correct_answer ?? '').toLowerCase();
    const explanation = String(item.explanation ?? item.explanation_shown_after_answering ?? '');
    const asked = prompt.replace(/^[^?]*\?\s*/u, '');
    const isFalse = answer === 'false' || answer === 'falso' || answer === 'faux' || answer === 'falsch';
    const sentence = isFalse ? (lastQuote(explanation) ?? asked) : asked;
    // a false statement's key is the term its swap replaced ("the material says “hair”, not “sebum”")
    const swapped = isFalse ? /[“«„]\s*([^”»“]+?)\s*[”»“]/u.exec(explanation)?.[1] : undefined;
    return {
      language,
      family: 'true_false',
      sentenceIndex: sentenceOf(sentence),
      answerKey: swapped ? keyOf(swapped) : `statement:${position}`,
      text: sentence,
    };
  }
  const options = (item.options as string[] | undefined) ?? [];
  const correct =
    typeof item.correctIndex === 'number'
      ? String(options[item.correctIndex] ?? '')
      : stripOption(String(item.correct_answer ?? ''));
  if (prompt.includes(BLANK)) {
    const sentence = readStatement(prompt).replace(BLANK, correct);
    return {
      language,
      family: 'multiple_choice',
      sentenceIndex: sentenceOf(sentence),
      answerKey: keyOf(correct),
      text: sentence,
    };
  }
  const defined = readTerm(prompt, language);
  if (defined !== null)
    return {
      language,
      family: 'multiple_choice',
      sentenceIndex: -position,
      answerKey: keyOf(defined),
      text: `${defined} ${correct}`,
    };
  // "Which term matches this description? “…”": the description, its term the answer
  const description = lastQuote(prompt) ?? prompt;
  return {
    language,
    family: 'multiple_choice',
    sentenceIndex: -position,
    answerKey: keyOf(correct),
    text: `${correct} ${description}`,
  };
}

/**
 * An item as the generator gives it (a card, or a question of `type`) read back the same way, its
 * source sentence's index given: what the same-fact test compares.
 */
export function readGeneratedItem(
  type: JudgedRow['type'],
  item: object,
  language: QuestionLanguage,
  sentenceIndex: number,
): { sentenceIndex: number; answerKey: string; text: string; family: RebuiltItem['family'] } | null {
  const rebuilt = rebuild({ type, item: item as Record<string, unknown> }, sentenceIndex, new Map(), language);
  return rebuilt ? { ...rebuilt, sentenceIndex } : null;
}

export interface JudgedDocument {
  set: string;
  doc: string;
  items: (RebuiltItem | null)[];
}

export function readJudgedDocuments(root: string): JudgedDocument[] {
  const rows = readFileSync(resolve(root, 'test/fixtures/quality/judged-items.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as JudgedRow);
  const documents = new Map<string, JudgedDocument>();
  for (const row of rows) {
    const key = `${row.set}|${row.doc}`;
    if (!documents.has(key)) documents.set(key, { set: row.set, doc: row.doc, items: [] });
  }
  for (const document of documents.values()) {
    const sentences = new Map<string, number>();
    const own = rows.filter((row) => row.set === document.set && row.doc === document.doc);
    document.items = own.map((row, index) => {
      const rebuilt = rebuild(row, index + 1, sentences, languageOf(row.doc));
      return rebuilt ? { ...rebuilt, row, position: index + 1 } : null;
    });
  }
  return [...documents.values()];
}

/** A `duplicate` item with the kept item its reader names ("same fact as kept J53"), where both read back. */
export function listDuplicatePairs(documents: JudgedDocument[]): [RebuiltItem, RebuiltItem][] {
  const pairs: [RebuiltItem, RebuiltItem][] = [];
  for (const document of documents) {
    for (const item of document.items) {
      if (!item || item.row.reason !== 'duplicate') continue;
      const named = /(?:J|item |kept |as |card )(\d+)/u.exec(item.row.why);
      const other = named ? document.items[Number(named[1]) - 1] : undefined;
      if (!other || other.row.verdict !== 'KEEP') continue;
      pairs.push([other, item]);
    }
  }
  return pairs;
}

/** Every two items of one document both kept by their readers. */
export function listKeptPairs(documents: JudgedDocument[]): [RebuiltItem, RebuiltItem][] {
  const pairs: [RebuiltItem, RebuiltItem][] = [];
  for (const document of documents) {
    const kept = document.items.filter((item): item is RebuiltItem => item !== null && item.row.verdict === 'KEEP');
    for (let i = 0; i < kept.length; i += 1)
      for (let j = i + 1; j < kept.length; j += 1) pairs.push([kept[i]!, kept[j]!]);
  }
  return pairs;
}
