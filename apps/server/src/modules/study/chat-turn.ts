import type { ChatBody, ChatStreamEvent } from '@mnemo/contracts/study';
import { translate } from '@mnemo/i18n/translate';
import type { AppContext } from '../../app-context.ts';
import { AppError, errors } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { countTokens } from 'gpt-tokenizer';
import { CHAT_MAX_ANSWER_TOKENS, type ChatInput, type ChatTurn } from '../ai/ai.provider.ts';
import { answerChat } from '../ai/chat/index.ts';
import { detectQuestionLanguage } from '../ai/local/nlp/question.ts';
import { findReadableSession } from '../library/sessions.ts';
import { reserveTokens, type TokenReservation } from '../quota/quota.service.ts';
import { toStoredCitation } from './citations.ts';
import { findChatMaterial } from '../pipeline/find-chat-material.ts';
import * as repo from './study.repository.ts';

/** Passages retrieved for a chat turn, and stored turns sent along as history. */
const CHAT_PASSAGES = 6;
const CHAT_HISTORY_TURNS = 10;
/** The chat prompt's own words (instructions, passage labels) beside the material, generously. */
const CHAT_PROMPT_OVERHEAD_TOKENS = 400;

/** What a turn may cost at most: its prompt (question, passages, history) plus the longest answer. */
function estimateChatTurnTokens(input: ChatInput): number {
  const material = [
    input.question,
    ...input.passages.map((passage) => passage.text),
    ...(input.history ?? []).map((turn) => turn.content),
  ];
  return CHAT_PROMPT_OVERHEAD_TOKENS + countTokens(material.join('\n')) + CHAT_MAX_ANSWER_TOKENS;
}

/** What the route needs to stream a turn once every check has passed. */
export interface ChatTurnStream {
  events: AsyncGenerator<ChatStreamEvent>;
}

/**
 * Starts a chat turn about a session's processed material: checks access, retrieves passages,
 * reserves the turn's largest cost from the month's chat tokens (402 before anything starts),
 * then returns the answer as a stream of events. The turn, its citations and its real token
 * count are stored once the answer is complete; a turn that fails or is abandoned costs nothing.
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
  await findReadableSession(ctx, user, sessionId, shareToken);

  // the question's own language (the user's interface language when too short to tell)
  const { passages, focus, hasMaterial } = await findChatMaterial(
    ctx,
    sessionId,
    message,
    detectQuestionLanguage(message, user.locale),
    CHAT_PASSAGES,
  );
  const history: ChatTurn[] =
    body.history ??
    (await repo.listChatMessages(ctx.db, sessionId, user.id, CHAT_HISTORY_TURNS)).map((row) => ({
      role: row.role,
      content: row.content,
    }));
  const input: ChatInput = {
    question: message,
    passages,
    history,
    locale: user.locale,
    focus,
    hasMaterial,
    ...(options.signal ? { signal: options.signal } : {}),
  };
  const reservation = await reserveTokens(ctx.db, user, estimateChatTurnTokens(input), options.now);
  return { events: streamChatTurn(ctx, user, sessionId, message, input, reservation, options) };
}

async function* streamChatTurn(
  ctx: AppContext,
  user: AuthUser,
  sessionId: string,
  message: string,
  input: ChatInput,
  reservation: TokenReservation,
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
      // the places retrieval found for a "where" question go with any answer that is not a refusal
      const places = event.isRefusal ? [] : (input.focus?.places ?? []);
      const messageId = await ctx.db.transaction().execute(async (trx) => {
        const ids = await repo.insertChatMessages(trx, [
          {
            sessionId,
            userId: user.id,
            role: 'user',
            content: message,
            citations: [],
            places: [],
            isRefusal: false,
            tokens: 0,
          },
          {
            sessionId,
            userId: user.id,
            role: 'assistant',
            content: event.text,
            citations,
            places,
            isRefusal: event.isRefusal,
            tokens,
          },
        ]);
        return ids[1]!;
      });
      await reservation.settle(tokens);
      yield { type: 'done', messageId, text: event.text, citations, places, isRefusal: event.isRefusal, tokens };
    }
  } catch (error) {
    await reservation.settle(0);
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
  } finally {
    // a stream left unread (the client went away) returns its reservation too
    await reservation.settle(0);
  }
}
