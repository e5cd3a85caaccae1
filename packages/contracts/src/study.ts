import { z } from 'zod';
import { QUOTA_LIMIT_KINDS } from '@mnemo/domain/plans';
import { ChatPlaceSchema, CitationSchema, EvaluationSchema } from './material.ts';

/**
 * The study endpoints of the AI layer (issue 4 item 5; docs/decisions/009-ai-endpoints-and-quotas.md):
 * answer evaluation, question explanations, grounded chat and generating more cards/questions.
 */

export const QuestionParamsSchema = z.object({ id: z.uuid() }).strict();
export const SessionParamsSchema = z.object({ id: z.uuid() }).strict();

/**
 * POST /api/questions/:id/evaluate. `answer`: the text of an open answer; for multiple choice the
 * chosen option's index (or its text); for true/false a boolean (or "true" / "false"). A blank
 * answer is refused with "Please enter an answer before validating." (field `answer`).
 */
export const EvaluateAnswerBodySchema = z
  .object({
    answer: z.union([z.string().max(10_000), z.int().min(0).max(5), z.boolean()]),
    /** the caller's quiz this answer belongs to (POST /api/sessions/:id/quizzes) */
    quizId: z.uuid().optional(),
  })
  .strict();
export type EvaluateAnswerBody = z.infer<typeof EvaluateAnswerBodySchema>;

/**
 * The evaluation (`score` 0–1, `verdict`, feedback naming what is missing, the expected answer)
 * and the attempt it was recorded as. Multiple choice and true/false are checked exactly (1 or 0).
 */
export const AnswerEvaluationSchema = EvaluationSchema.extend({
  attemptId: z.uuid(),
  questionId: z.uuid(),
}).meta({ id: 'AnswerEvaluation' });
export type AnswerEvaluation = z.infer<typeof AnswerEvaluationSchema>;

/** GET /api/questions/:id/explanation: generated once, then served from the question. */
export const ExplanationResponseSchema = z
  .object({ explanation: z.string(), citations: z.array(CitationSchema) })
  .meta({ id: 'Explanation' });
export type ExplanationResponse = z.infer<typeof ExplanationResponseSchema>;

export const CHAT_ROLES = ['user', 'assistant'] as const;
export const ChatTurnSchema = z.object({ role: z.enum(CHAT_ROLES), content: z.string().min(1).max(8000) }).strict();

/**
 * POST /api/sessions/:id/chat. `history` (oldest first) is optional: without it the server uses
 * the caller's stored turns of this session.
 */
export const ChatBodySchema = z
  .object({
    message: z.string().max(4000),
    history: z.array(ChatTurnSchema).max(40).optional(),
  })
  .strict();
export type ChatBody = z.infer<typeof ChatBodySchema>;

/**
 * The chat answer streams as NDJSON (`Content-Type: application/x-ndjson`): one JSON object per
 * line, read with `fetch` and a stream reader (so the bearer header goes along).
 * - `text`: a piece of the answer as it is written;
 * - `done`: the last line of a good answer: the whole text, its citations, the places that treat
 *   the subject (for "where / which page / which chapter" questions, most relevant first; else
 *   empty), whether the material did not cover the question, the tokens it cost, and the stored
 *   message's id;
 * - `error`: the last line when the answer failed after the stream began (nothing was stored or
 *   counted). Failures before the stream begins (401, 402, 404, 429…) are ordinary JSON errors.
 */
export const ChatTextEventSchema = z.object({ type: z.literal('text'), delta: z.string() });
export const ChatDoneEventSchema = z.object({
  type: z.literal('done'),
  messageId: z.uuid(),
  text: z.string(),
  citations: z.array(CitationSchema),
  places: z.array(ChatPlaceSchema).default([]),
  isRefusal: z.boolean(),
  tokens: z.int().min(0),
});
export const ChatErrorEventSchema = z.object({
  type: z.literal('error'),
  error: z.object({ code: z.string(), message: z.string(), limit: z.enum(QUOTA_LIMIT_KINDS).optional() }),
});
export const ChatStreamEventSchema = z
  .discriminatedUnion('type', [ChatTextEventSchema, ChatDoneEventSchema, ChatErrorEventSchema])
  .meta({ id: 'ChatStreamEvent' });
export type ChatStreamEvent = z.infer<typeof ChatStreamEventSchema>;
export const CHAT_STREAM_CONTENT_TYPE = 'application/x-ndjson; charset=utf-8';

/** A stored chat turn (the caller's own turns of a session). */
export const ChatMessageSchema = z
  .object({
    id: z.uuid(),
    role: z.enum(CHAT_ROLES),
    content: z.string(),
    citations: z.array(CitationSchema),
    places: z.array(ChatPlaceSchema).default([]),
    isRefusal: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** GET /api/sessions/:id/chat: the caller's turns, oldest first. */
export const ChatHistoryResponseSchema = z.object({ messages: z.array(ChatMessageSchema) });
export type ChatHistoryResponse = z.infer<typeof ChatHistoryResponseSchema>;

/** DELETE /api/sessions/:id/chat: how many of the caller's turns were removed. */
export const ClearChatResponseSchema = z.object({ deleted: z.int().min(0) });

export const GENERATE_MAX_FLASHCARDS = 100;
export const GENERATE_MAX_QUESTIONS_PER_TYPE = 50;
const questionCount = z.int().min(0).max(GENERATE_MAX_QUESTIONS_PER_TYPE);

/**
 * POST /api/sessions/:id/generate: more cards and/or questions from the session's processed
 * material. `replace: true` first removes the session's generated items of the kinds asked for
 * (items the user wrote stay). Every generated item counts as one exercise; a request that would
 * pass the month's limit is refused whole (402 EXERCISES_LIMIT) and saves nothing.
 */
export const GenerateBodySchema = z
  .object({
    flashcards: z.int().min(0).max(GENERATE_MAX_FLASHCARDS).optional(),
    questions: z
      .object({
        multiple_choice: questionCount.optional(),
        true_false: questionCount.optional(),
        open_ended: questionCount.optional(),
      })
      .strict()
      .optional(),
    replace: z.boolean().default(false),
  })
  .strict();
export type GenerateBody = z.infer<typeof GenerateBodySchema>;
