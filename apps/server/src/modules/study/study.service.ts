import type { SessionFile } from '@mnemo/contracts/library';
import type { Chunk, Citation, Evaluation } from '@mnemo/contracts/material';
import type {
  AnswerEvaluation,
  ChatBody,
  ChatHistoryResponse,
  ChatStreamEvent,
  EvaluateAnswerBody,
  ExplanationResponse,
  GenerateBody,
} from '@mnemo/contracts/study';
import type { QuestionLanguage, QuestionType } from '@mnemo/domain/languages';
import { translate } from '@mnemo/i18n/translate';
import type { AppContext } from '../../app-context.ts';
import type { StoredCitation } from '../../db/schema.ts';
import { AppError, errors } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { ChatInput, ChatTurn, GeneratedQuestion, RetrievedPassage } from '../ai/ai.provider.ts';
import { answerChat } from '../ai/chat/index.ts';
import { evaluateAnswer } from '../ai/evaluate/index.ts';
import { explainQuestion } from '../ai/explain/index.ts';
import { generateFlashcards } from '../ai/flashcards/index.ts';
import { generateQuestions } from '../ai/questions/index.ts';
import { detectLanguage } from '../ai/local/nlp/language.ts';
import { assertCanReadSession, assertCanWriteSession, sessionRefOf } from '../library/library.policy.ts';
import { presentQuestion } from '../library/library.presenters.ts';
import * as libraryRepo from '../library/library.repository.ts';
import { readSessionFile } from '../library/library.service.ts';
import { removeGeneratedItems, saveGeneratedItems } from '../library/save-generated-items.ts';
import { presentChunk } from '../pipeline/present-chunk.ts';
import { searchChunks } from '../pipeline/retrieval.repository.ts';
import { assertExercisesAvailable, assertTokensAvailable, recordTokens, reserveExercises } from '../quota/quota.service.ts';
import { findQuizForAnswer, recordQuizAnswer } from '../quiz/record-quiz-answer.ts';
import * as repo from './study.repository.ts';

/** Passages retrieved for a chat turn, and stored turns sent along as history. */
const CHAT_PASSAGES = 6;
const CHAT_HISTORY_TURNS = 10;
const CHAT_HISTORY_PAGE = 200;
/** Passages retrieved to explain a question that has no source chunk. */
const EXPLAIN_PASSAGES = 3;
const QUOTE_LENGTH = 300;

function toStoredCitation(citation: Citation): StoredCitation {
  return {
    chunkId: citation.chunkId,
    documentId: citation.documentId,
    quote: citation.quote,
    page: citation.page,
    slide: citation.slide,
    startMs: citation.startMs,
    endMs: citation.endMs,
    speaker: citation.speaker,
  };
}

function quoteOf(text: string): string {
  const trimmed = text.trim();
  return trimmed.length <= QUOTE_LENGTH ? trimmed : `${trimmed.slice(0, QUOTE_LENGTH - 1).trimEnd()}…`;
}

// ---- evaluate ----

type QuestionWithSession = NonNullable<Awaited<ReturnType<typeof repo.findQuestionWithSession>>>;

/** Reads the chosen option: its index, or its text; anything else is a 400 on `answer`. */
function readChoice(options: string[], answer: EvaluateAnswerBody['answer']): number {
  if (typeof answer === 'number' && answer < options.length) return answer;
  if (typeof answer === 'string') {
    const wanted = answer.trim().toLowerCase();
    const index = options.findIndex((option) => option.trim().toLowerCase() === wanted);
    if (index >= 0) return index;
    if (/^\d$/.test(wanted) && Number(wanted) < options.length) return Number(wanted);
  }
  throw errors.validation('answer');
}

/** Reads a true/false answer: a boolean, or "true" / "false". */
function readTruth(answer: EvaluateAnswerBody['answer']): boolean {
  if (typeof answer === 'boolean') return answer;
  if (typeof answer === 'string' && /^(true|false)$/i.test(answer.trim())) return answer.trim().toLowerCase() === 'true';
  throw errors.validation('answer');
}

/** An exact check of a closed question: score 1 or 0. */
function checkExactly(user: AuthUser, isCorrect: boolean, expectedAnswer: string): Evaluation {
  return {
    score: isCorrect ? 1 : 0,
    verdict: isCorrect ? 'correct' : 'incorrect',
    feedback: isCorrect
      ? translate(user.locale, 'ai:evaluation.choiceCorrect')
      : translate(user.locale, 'ai:evaluation.choiceIncorrect', { answer: expectedAnswer }),
    missingConcepts: [],
    expectedAnswer,
  };
}

async function evaluateOpenAnswer(ctx: AppContext, user: AuthUser, question: QuestionWithSession, answer: string): Promise<Evaluation> {
  try {
    const result = await evaluateAnswer(ctx.ai, {
      question: question.prompt,
      expectedAnswer: question.expected_answer ?? '',
      answer,
      locale: user.locale,
    });
    return result.evaluation;
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') throw error;
    throw Object.assign(errors.internal('evaluate_failed'), { cause: error });
  }
}

/**
 * Evaluates an answer to a question and records it as the caller's attempt: open answers by the
 * AI provider, multiple choice and true/false exactly. A blank answer is refused first.
 */
export async function evaluateQuestionAnswer(
  ctx: AppContext,
  user: AuthUser,
  questionId: string,
  body: EvaluateAnswerBody,
  shareToken: string | undefined,
): Promise<AnswerEvaluation> {
  if (typeof body.answer === 'string' && !body.answer.trim()) throw errors.validation('answer', 'answer_required');
  const question = await repo.findQuestionWithSession(ctx.db, questionId);
  await assertCanReadSession(ctx, sessionRefOf(question), user, shareToken);
  const found = question!;
  const quiz = body.quizId ? await findQuizForAnswer(ctx, user, body.quizId, found) : undefined;

  let evaluation: Evaluation;
  let answerText: string;
  if (found.type === 'multiple_choice') {
    const options = found.options ?? [];
    const chosen = readChoice(options, body.answer);
    const correct = found.correct_index ?? 0;
    answerText = options[chosen] ?? String(chosen);
    evaluation = checkExactly(user, chosen === correct, options[correct] ?? '');
  } else if (found.type === 'true_false') {
    const chosen = readTruth(body.answer);
    const correct = found.answer ?? false;
    answerText = String(chosen);
    evaluation = checkExactly(user, chosen === correct, translate(user.locale, correct ? 'ai:evaluation.true' : 'ai:evaluation.false'));
  } else {
    if (typeof body.answer !== 'string') throw errors.validation('answer');
    answerText = body.answer.trim();
    evaluation = await evaluateOpenAnswer(ctx, user, found, answerText);
  }

  const attemptId = await repo.insertAttempt(ctx.db, {
    userId: user.id,
    sessionId: found.session_id,
    questionId: found.id,
    answer: answerText,
    score: evaluation.score,
    verdict: evaluation.verdict,
    feedback: evaluation.feedback,
    missingConcepts: evaluation.missingConcepts,
  });
  if (quiz) await recordQuizAnswer(ctx, user, quiz, found, { attemptId, verdict: evaluation.verdict });
  return { ...evaluation, attemptId, questionId: found.id };
}

// ---- explain ----

/**
 * Passages of the session's processed documents for a query written in `language`. Full-text
 * search wants every word of the query; a question phrased in other words than the material's
 * ("Which enzyme starts…" against "…catalyses the first step…") finds nothing that way, so it is
 * asked again with any of its words, and the provider judges (and refuses) what was found.
 */
async function findPassagesFor(ctx: AppContext, sessionId: string, query: string, language: string, limit: number): Promise<RetrievedPassage[]> {
  const passages = await searchChunks(ctx.db, { sessionId, query, language, limit });
  if (passages.length > 0) return passages;
  const words = query.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length < 2) return [];
  return searchChunks(ctx.db, { sessionId, query: words.join(' or '), language, limit });
}
/**
 * A question's explanation with its citations: generated by the AI provider from the question's
 * source passage (and its neighbours) the first time, then served from the question.
 */
export async function getQuestionExplanation(
  ctx: AppContext,
  user: AuthUser,
  questionId: string,
  shareToken: string | undefined,
): Promise<ExplanationResponse> {
  const question = await repo.findQuestionWithSession(ctx.db, questionId);
  await assertCanReadSession(ctx, sessionRefOf(question), user, shareToken);
  const found = question!;

  const cached = await repo.findExplanationCitations(ctx.db, found.id);
  if (cached && found.explanation) return { explanation: found.explanation, citations: cached };
  // A question the user wrote keeps the author's own explanation.
  if (!found.is_generated && found.explanation) {
    const chunk = found.source_chunk_id ? await repo.findChunk(ctx.db, found.source_chunk_id) : undefined;
    const citations = chunk ? [presentChunkCitation(presentChunk(chunk))] : [];
    return { explanation: found.explanation, citations };
  }

  const chunks = found.source_chunk_id
    ? (await repo.listChunksAround(ctx.db, found.source_chunk_id, 1)).map(presentChunk)
    : await findPassagesFor(ctx, found.session_id, found.prompt, found.question_language, EXPLAIN_PASSAGES);
  if (chunks.length === 0) {
    return { explanation: found.explanation ?? translate(user.locale, 'ai:explanation.noMaterial'), citations: [] };
  }
  const result = await explainQuestion(ctx.ai, {
    question: presentQuestion(found),
    chunks,
    questionLanguage: found.question_language as QuestionLanguage,
  });
  const citations = result.citations.map(toStoredCitation);
  await ctx.db.transaction().execute((trx) => repo.saveExplanation(trx, found.id, result.explanation, citations));
  return { explanation: result.explanation, citations };
}

function presentChunkCitation(chunk: Chunk): Citation {
  return {
    chunkId: chunk.id,
    documentId: chunk.documentId,
    quote: quoteOf(chunk.text),
    page: chunk.page,
    slide: chunk.slide,
    startMs: chunk.startMs,
    endMs: chunk.endMs,
    speaker: chunk.speaker,
  };
}

// ---- chat ----

/** What the route needs to stream a turn once every check has passed. */
export interface ChatTurnStream {
  events: AsyncGenerator<ChatStreamEvent>;
}

/**
 * Starts a chat turn about a session's processed material: checks access and the month's chat
 * tokens (402 before anything starts), retrieves passages, then returns the answer as a stream of
 * events. The turn, its citations and its tokens are stored once the answer is complete.
 */
export async function startChatTurn(
  ctx: AppContext,
  user: AuthUser,
  sessionId: string,
  body: ChatBody,
  shareToken: string | undefined,
  options: { signal?: AbortSignal; onError?: (error: unknown) => void; now?: Date } = {},
): Promise<ChatTurnStream> {
  const message = body.message.trim();
  if (!message) throw errors.validation('message');
  const session = await libraryRepo.findSession(ctx.db, sessionId);
  await assertCanReadSession(ctx, session, user, shareToken);
  await assertTokensAvailable(ctx.db, user, options.now);

  // the question's own language (the user's interface language when too short to tell)
  const passages = await findPassagesFor(ctx, sessionId, message, detectLanguage(message, user.locale), CHAT_PASSAGES);
  const history: ChatTurn[] =
    body.history ??
    (await repo.listChatMessages(ctx.db, sessionId, user.id, CHAT_HISTORY_TURNS)).map((row) => ({ role: row.role, content: row.content }));
  const input: ChatInput = { question: message, passages, history, locale: user.locale, ...(options.signal ? { signal: options.signal } : {}) };
  return { events: streamChatTurn(ctx, user, sessionId, message, input, options) };
}

async function* streamChatTurn(
  ctx: AppContext,
  user: AuthUser,
  sessionId: string,
  message: string,
  input: ChatInput,
  options: { signal?: AbortSignal; onError?: (error: unknown) => void; now?: Date },
): AsyncGenerator<ChatStreamEvent> {
  try {
    for await (const event of answerChat(ctx.ai, input)) {
      if (event.type === 'text') {
        yield { type: 'text', delta: event.delta };
        continue;
      }
      const tokens = event.usage.totalTokens;
      const citations = event.citations.map(toStoredCitation);
      const messageId = await ctx.db.transaction().execute(async (trx) => {
        const ids = await repo.insertChatMessages(trx, [
          { sessionId, userId: user.id, role: 'user', content: message, citations: [], isRefusal: false, tokens: 0 },
          { sessionId, userId: user.id, role: 'assistant', content: event.text, citations, isRefusal: event.isRefusal, tokens },
        ]);
        await recordTokens(trx, user, tokens, options.now);
        return ids[1]!;
      });
      yield { type: 'done', messageId, text: event.text, citations, isRefusal: event.isRefusal, tokens };
    }
  } catch (error) {
    if (options.signal?.aborted) return;
    const appError = error instanceof AppError ? error : errors.internal();
    if (!(error instanceof AppError) || appError.status >= 500) options.onError?.(error);
    yield {
      type: 'error',
      error: {
        code: appError.code,
        message: translate(user.locale, appError.messageKey, appError.values),
        ...(appError.details.limit ? { limit: appError.details.limit } : {}),
      },
    };
  }
}

/** The caller's own chat turns of a session (owner or share visitor), oldest first. */
export async function listChatHistory(
  ctx: AppContext,
  user: AuthUser,
  sessionId: string,
  shareToken: string | undefined,
): Promise<ChatHistoryResponse> {
  const session = await libraryRepo.findSession(ctx.db, sessionId);
  await assertCanReadSession(ctx, session, user, shareToken);
  const rows = await repo.listChatMessages(ctx.db, sessionId, user.id, CHAT_HISTORY_PAGE);
  return {
    messages: rows.map((row) => ({
      id: row.id,
      role: row.role,
      content: row.content,
      citations: row.citations,
      isRefusal: row.is_refusal,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}

// ---- generate ----

const normalize = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Generates more flashcards and/or questions for one of the user's sessions from its processed
 * material (replacing the generated ones of the kinds asked for when `replace`), counting each as
 * an exercise; over the month's limit nothing is saved (402 EXERCISES_LIMIT).
 */
export async function generateSessionItems(
  ctx: AppContext,
  user: AuthUser,
  sessionId: string,
  body: GenerateBody,
  now = new Date(),
): Promise<SessionFile> {
  const cardCount = body.flashcards ?? 0;
  const questionCounts = Object.entries(body.questions ?? {}).filter((entry): entry is [QuestionType, number] => (entry[1] ?? 0) > 0);
  const requested = cardCount + questionCounts.reduce((sum, [, count]) => sum + count, 0);
  if (requested === 0) throw errors.validation('flashcards', 'ai:generation.nothingRequested');

  const session = await libraryRepo.findSession(ctx.db, sessionId);
  assertCanWriteSession(session, user);
  // Refuse at once what cannot fit, before any generation work is spent.
  await assertExercisesAvailable(ctx.db, user, requested, now);
  const chunkRows = await repo.listSessionMaterialChunks(ctx.db, sessionId);
  if (chunkRows.length === 0) throw errors.validation('id', 'ai:generation.noMaterial');
  const chunks = chunkRows.map(presentChunk);
  const documentOf = new Map(chunkRows.map((row) => [row.id, row.document_id]));
  const existing = await repo.listItemTexts(ctx.db, sessionId);
  const provider = ctx.ai;
  const questionLanguage = session.question_language as QuestionLanguage;

  // Items already in the session (all of them, or the user's own when replacing) are not repeated:
  // ask for that many more and drop the repeats.
  const cardsKept = existing.cards.filter((card) => !body.replace || !card.is_generated);
  const knownFronts = new Set(cardsKept.map((card) => normalize(card.front)));
  let flashcards: Awaited<ReturnType<typeof generateFlashcards>>['flashcards'] = [];
  if (cardCount > 0) {
    const result = await generateFlashcards(provider, {
      chunks,
      options: { questionLanguage, counts: { flashcards: cardCount + knownFronts.size } },
    });
    flashcards = result.flashcards.filter((card) => !knownFronts.has(normalize(card.front))).slice(0, cardCount);
  }

  const replacedTypes = body.replace ? questionCounts.map(([type]) => type) : [];
  const questionsKept = existing.questions.filter((q) => !(q.is_generated && replacedTypes.includes(q.type)));
  const knownPrompts = new Set(questionsKept.map((q) => normalize(q.prompt)));
  let questions: GeneratedQuestion[] = [];
  if (questionCounts.length > 0) {
    const result = await generateQuestions(provider, {
      chunks,
      options: {
        questionLanguage,
        questionTypes: questionCounts.map(([type]) => type),
        counts: { questions: Object.fromEntries(questionCounts.map(([type, count]) => [type, count + knownPrompts.size])) },
      },
    });
    const fresh = result.questions.filter((q) => !knownPrompts.has(normalize(q.prompt)));
    questions = questionCounts.flatMap(([type, count]) => fresh.filter((q) => q.type === type).slice(0, count));
  }

  await ctx.db.transaction().execute(async (trx) => {
    const locked = await libraryRepo.lockSession(trx, sessionId);
    assertCanWriteSession(locked, user);
    await removeGeneratedItems(trx, { sessionId, flashcards: body.replace && cardCount > 0, questionTypes: replacedTypes });
    await reserveExercises(trx, user, flashcards.length + questions.length, now);
    await saveGeneratedItems(trx, sessionId, { flashcards, questions }, (chunkId) => (chunkId ? (documentOf.get(chunkId) ?? null) : null));
    await libraryRepo.bumpSessionVersion(trx, sessionId);
  });
  return readSessionFile(ctx, user, 'root', sessionId, undefined);
}
