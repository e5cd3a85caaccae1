import type { SessionFile } from '@mnemo/contracts/library';
import type { GenerateBody } from '@mnemo/contracts/study';
import type { QuestionLanguage, QuestionType } from '@mnemo/domain/languages';
import type { AppContext } from '../../app-context.ts';
import { errors } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { GeneratedQuestion } from '../ai/ai.provider.ts';
import { generateFlashcards } from '../ai/flashcards/index.ts';
import { generateQuestions } from '../ai/questions/index.ts';
import { readSessionFile } from '../library/session-files.ts';
import { findOwnedSession, lockOwnedSession, markSessionChanged } from '../library/sessions.ts';
import { removeGeneratedItems, saveGeneratedItems } from '../library/save-generated-items.ts';
import { presentChunk } from '../pipeline/present-chunk.ts';
import { assertExercisesAvailable, recordGenerationTokens, reserveExercises } from '../quota/quota.service.ts';
import * as repo from './study.repository.ts';

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
  const questionCounts = Object.entries(body.questions ?? {}).filter(
    (entry): entry is [QuestionType, number] => (entry[1] ?? 0) > 0,
  );
  const requested = cardCount + questionCounts.reduce((sum, [, count]) => sum + count, 0);
  if (requested === 0) throw errors.validation('flashcards', 'ai:generation.nothingRequested');

  const session = await findOwnedSession(ctx.db, user, sessionId);
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
    await recordGenerationTokens(ctx, user.id, result.usage.totalTokens, now);
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
        counts: {
          questions: Object.fromEntries(questionCounts.map(([type, count]) => [type, count + knownPrompts.size])),
        },
      },
    });
    await recordGenerationTokens(ctx, user.id, result.usage.totalTokens, now);
    const fresh = result.questions.filter((q) => !knownPrompts.has(normalize(q.prompt)));
    questions = questionCounts.flatMap(([type, count]) => fresh.filter((q) => q.type === type).slice(0, count));
  }

  await ctx.db.transaction().execute(async (trx) => {
    await lockOwnedSession(trx, user, sessionId);
    await removeGeneratedItems(trx, {
      sessionId,
      flashcards: body.replace && cardCount > 0,
      questionTypes: replacedTypes,
    });
    await reserveExercises(trx, user, flashcards.length + questions.length, now);
    await saveGeneratedItems(trx, sessionId, { flashcards, questions }, (chunkId) =>
      chunkId ? (documentOf.get(chunkId) ?? null) : null,
    );
    await markSessionChanged(trx, sessionId);
  });
  return readSessionFile(ctx, user, 'root', sessionId, undefined);
}
