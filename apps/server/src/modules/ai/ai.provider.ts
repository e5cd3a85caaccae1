import type {
  ChatPlace,
  Chunk,
  Citation,
  Evaluation,
  GeneratedFlashcard,
  OutlineEntry,
} from '@mnemo/contracts/material';
import type { QuestionInput } from '@mnemo/contracts/library';
import type { Locale, MaterialLanguage, QuestionLanguage, QuestionType } from '@mnemo/domain/languages';

/*
 * The AI capability layer (ARCHITECTURE.md §6): one interface, two implementations — `local`
 * (offline NLP, the default) and `openai` (any OpenAI-compatible chat-completions endpoint).
 * Callers use the capability functions in `summarize/`, `flashcards/`, … which call a provider
 * and check its output against the contracts, whichever provider it is.
 */

export type AiProviderName = 'local' | 'openai';

/** A generated question: the library's question input (multiple choice, true/false, open). */
export type GeneratedQuestion = QuestionInput;

/** Tokens spent on one call (counted with a real tokenizer by `local`, reported by `openai`). */
export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

export interface GenerationCounts {
  flashcards?: number;
  /** per question type; a type not in `questionTypes` is never generated */
  questions?: Partial<Record<QuestionType, number>>;
  keyConcepts?: number;
}

export interface GenerationOptions {
  /** default: all three */
  questionTypes?: QuestionType[];
  /** language of the questions' own words; default: the material's language */
  questionLanguage?: QuestionLanguage;
  /** default: scaled to the material's length */
  counts?: GenerationCounts;
  signal?: AbortSignal;
}

/** The material to work on: chunks as the pipeline stores them (ChunkSchema). */
export interface MaterialInput {
  chunks: Chunk[];
  /** the document's own outline (PDF bookmarks, pages as in the chunks), when it has one */
  outline?: readonly OutlineEntry[];
  options?: GenerationOptions;
}

export interface SummaryResult {
  summary: string;
  usage: TokenUsage;
}

export interface KeyConceptsResult {
  keyConcepts: string[];
  usage: TokenUsage;
}

export interface FlashcardsResult {
  flashcards: GeneratedFlashcard[];
  usage: TokenUsage;
}

export interface QuestionsResult {
  questions: GeneratedQuestion[];
  usage: TokenUsage;
}

export interface ExplainInput {
  question: GeneratedQuestion;
  /** the question's source chunk and, ideally, its neighbours */
  chunks: Chunk[];
  /** language of the explanation's own words; default: the material's language */
  questionLanguage?: QuestionLanguage;
  signal?: AbortSignal;
}

export interface ExplanationResult {
  explanation: string;
  citations: Citation[];
  usage: TokenUsage;
}

export interface EvaluateInput {
  question: string;
  expectedAnswer: string;
  answer: string;
  /** the passage the question was made from: an answer is graded against it and the expected answer together */
  passage?: string;
  /** interface language of the feedback (en or pt) */
  locale?: Locale;
  /** language of the question and answers; detected when absent */
  language?: MaterialLanguage;
  signal?: AbortSignal;
}

export interface EvaluationResult {
  evaluation: Evaluation;
  usage: TokenUsage;
}

/** A chunk found by retrieval, with its retrieval score (higher is more relevant). */
export interface RetrievedPassage extends Chunk {
  score: number;
  /** the deepest section of its document it belongs to, and whether it is that section's first chunk */
  section?: { title: string; isStart: boolean } | null;
  /** a chunk beside a retrieved one, read only to go on from its sentences across the chunk boundary (ADR 141) */
  isContext?: boolean;
}

/** What a chat question asks (`ai/local/nlp/question.ts`): definitions, steps, reasons, a comparison, places. */
export type QuestionKind = 'define' | 'how' | 'why' | 'compare' | 'where' | 'other';

/** One content word of a question, with the words standing for it in the material's language(s). */
export interface FocusTerm {
  /** as the learner wrote it, lower-case */
  word: string;
  /** the word itself and its translations into the material's languages */
  forms: string[];
  /** how much it says about the subject (rarer in the material: more), > 0 */
  weight: number;
  /** whether the material has it at all, as a whole word or an inflection of one */
  isInMaterial: boolean;
  /** for a comparison: which side it names (0 or 1), else null */
  side: number | null;
  /** the start of a word the lexicon could not translate: a word of the material starting so stands for it */
  start: string | null;
}

/** What retrieval read in a chat question, for the provider that answers it. */
export interface ChatFocus {
  kind: QuestionKind;
  /** the question's own language (the answer's framing is written in it) */
  language: MaterialLanguage;
  terms: FocusTerm[];
  /** for `where` questions: the sections that treat the subject, most relevant first */
  places: ChatPlace[];
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * The longest chat answer asked of a provider (the openai provider sends it as `max_tokens`): a
 * turn's token reservation is its prompt plus this, so the reservation bounds what it can cost.
 */
export const CHAT_MAX_ANSWER_TOKENS = 1024;

export interface ChatInput {
  question: string;
  passages: RetrievedPassage[];
  /** earlier turns, oldest first (the openai provider sends the last few) */
  history?: ChatTurn[];
  /** interface language of the answer's own words (refusals, lead-ins) */
  locale?: Locale;
  /** what retrieval read in the question; absent: the provider reads the question itself */
  focus?: ChatFocus;
  /** whether the session has processed material at all (default: whether passages were found) */
  hasMaterial?: boolean;
  signal?: AbortSignal;
}

/**
 * What a chat answer streams: text deltas as they come, then one `done` event with the whole
 * text, its citations and the tokens spent. `isRefusal` is true when the material does not
 * cover the question and the answer says so.
 */
export type ChatEvent =
  | { type: 'text'; delta: string }
  | { type: 'done'; text: string; citations: Citation[]; usage: TokenUsage; isRefusal: boolean };

export interface AiProvider {
  readonly name: AiProviderName;
  summarize(input: MaterialInput): Promise<SummaryResult>;
  extractKeyConcepts(input: MaterialInput): Promise<KeyConceptsResult>;
  generateFlashcards(input: MaterialInput): Promise<FlashcardsResult>;
  generateQuestions(input: MaterialInput): Promise<QuestionsResult>;
  explainQuestion(input: ExplainInput): Promise<ExplanationResult>;
  evaluateAnswer(input: EvaluateInput): Promise<EvaluationResult>;
  answerChat(input: ChatInput): AsyncIterable<ChatEvent>;
}

export const ZERO_USAGE: TokenUsage = { promptTokens: 0, completionTokens: 0, totalTokens: 0 };

/** Adds token usages (sections of long material, a repair retry). */
export function addUsage(...usages: TokenUsage[]): TokenUsage {
  return usages.reduce(
    (sum, usage) => ({
      promptTokens: sum.promptTokens + usage.promptTokens,
      completionTokens: sum.completionTokens + usage.completionTokens,
      totalTokens: sum.totalTokens + usage.totalTokens,
    }),
    ZERO_USAGE,
  );
}
