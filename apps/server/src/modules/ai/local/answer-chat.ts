import type { Citation } from '@mnemo/contracts/material';
import type { Locale, MaterialLanguage } from '@mnemo/domain/languages';
import { translate } from '@mnemo/i18n/translate';
import { countTokens } from 'gpt-tokenizer';
import type { ChatEvent, RetrievedPassage } from '../ai.provider.ts';
import { cleanSentence } from './analyze-material.ts';
import { detectLanguage, getContentStems } from './nlp/language.ts';
import { BlockSplitter, splitSentences } from './nlp/segment.ts';

/** Share of the question's content words a sentence must contain to count as an answer. */
const MIN_RELEVANCE = 0.34;
const MAX_SENTENCES = 4;

interface ScoredSentence {
  text: string;
  passage: RetrievedPassage;
  passageRank: number;
  position: number;
  relevance: number;
}

/** A citation of a passage, quoting the sentence used. */
export function toCitation(passage: RetrievedPassage | { id: string; documentId: string; page: number | null; slide: number | null; startMs: number | null; endMs: number | null; speaker: string | null }, quote: string): Citation {
  return {
    chunkId: passage.id,
    documentId: passage.documentId,
    quote,
    page: passage.page,
    slide: passage.slide,
    startMs: passage.startMs,
    endMs: passage.endMs,
    speaker: passage.speaker,
  };
}

/**
 * Scores every sentence of the retrieved passages by the share of the question's content
 * words (stems) it contains, weighted by the passage's retrieval rank.
 */
function scoreSentences(question: string, passages: RetrievedPassage[], language: MaterialLanguage): ScoredSentence[] {
  const questionStems = new Set(getContentStems(question, language));
  if (questionStems.size === 0) return [];
  const splitter = new BlockSplitter(passages.map((passage) => passage.text).join('\n'));
  const scored: ScoredSentence[] = [];
  passages.forEach((passage, passageRank) => {
    let position = 0;
    for (const block of splitter.split(passage.text, passageRank)) {
      if (block.kind === 'heading' || block.kind === 'code' || block.kind === 'reference') continue;
      for (const raw of splitSentences(block.text, language)) {
        position += 1;
        const text = cleanSentence(raw);
        const stems = new Set(getContentStems(text, language));
        let shared = 0;
        for (const stem of questionStems) if (stems.has(stem)) shared += 1;
        const coverage = shared / questionStems.size;
        // Short fragments and very long run-ons answer badly even when they match.
        const lengthFactor = stems.size < 3 ? 0.5 : stems.size > 60 ? 0.7 : 1;
        const relevance = coverage * lengthFactor * (1 - Math.min(0.3, passageRank * 0.03));
        if (relevance > 0) scored.push({ text, passage, passageRank, position, relevance });
      }
    }
  });
  return scored;
}

/**
 * Answers a chat turn without a model: the most relevant sentences of the retrieved passages,
 * in reading order, each followed by its citation number; a plain, translated refusal when no
 * sentence covers enough of the question. Streams sentence by sentence.
 */
export async function* answerChatLocally(input: {
  question: string;
  passages: RetrievedPassage[];
  locale: Locale;
}): AsyncGenerator<ChatEvent> {
  const { question, passages, locale } = input;
  const promptTokens = countTokens(question) + passages.reduce((sum, passage) => sum + countTokens(passage.text), 0);
  const language = detectLanguage(`${question}\n${passages.slice(0, 3).map((passage) => passage.text).join('\n')}`);
  const ranked = scoreSentences(question, passages, language)
    .filter((sentence) => sentence.relevance >= MIN_RELEVANCE)
    .sort((a, b) => b.relevance - a.relevance);
  const chosen: ScoredSentence[] = [];
  for (const sentence of ranked) {
    if (chosen.length >= MAX_SENTENCES) break;
    if (chosen.some((other) => other.text === sentence.text)) continue;
    // Keep only sentences close to the best one: a weak match dilutes a good answer.
    if (chosen[0] && sentence.relevance < chosen[0].relevance * 0.5) break;
    chosen.push(sentence);
  }
  if (chosen.length === 0) {
    const text = translate(locale, passages.length === 0 ? 'ai:chat.noMaterial' : 'ai:chat.notCovered');
    yield { type: 'text', delta: text };
    const completionTokens = countTokens(text);
    yield { type: 'done', text, citations: [], usage: { promptTokens, completionTokens, totalTokens: promptTokens + completionTokens }, isRefusal: true };
    return;
  }
  chosen.sort((a, b) => a.passage.order - b.passage.order || a.passage.documentId.localeCompare(b.passage.documentId) || a.position - b.position);
  const citations: Citation[] = [];
  let text = '';
  const lead = `${translate(locale, 'ai:chat.fromMaterial')}\n\n`;
  text += lead;
  yield { type: 'text', delta: lead };
  for (const sentence of chosen) {
    citations.push(toCitation(sentence.passage, sentence.text));
    const delta = `${text.endsWith('\n') ? '' : ' '}${sentence.text} [${citations.length}]`;
    text += delta;
    yield { type: 'text', delta };
  }
  const completionTokens = countTokens(text);
  yield { type: 'done', text, citations, usage: { promptTokens, completionTokens, totalTokens: promptTokens + completionTokens }, isRefusal: false };
}
