import type { Flashcard, Question, QuestionInput } from '@mnemo/contracts/library';
import type {
  FlashcardPatchItem,
  FlashcardsPatchBody,
  FlashcardsPatchResponse,
  QuestionsPatchBody,
  QuestionsPatchResponse,
} from '@mnemo/contracts/review';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/schema.ts';
import { errors } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import * as itemsRepo from './library-items.repository.ts';
import { assertCanWriteSession } from './library.policy.ts';
import { presentFlashcard, presentQuestion } from './library.presenters.ts';
import * as repo from './library.repository.ts';

type Trx = Transaction<Database>;

/** Ids to update must be the session's, each once, and not also deleted; source passages must be the session's. */
async function assertItemsFit(
  trx: Trx,
  table: 'flashcards' | 'questions',
  sessionId: string,
  body: { upsert: Array<{ id?: string | undefined; sourceChunkId?: string | null | undefined }>; delete: string[] },
): Promise<void> {
  const ids = body.upsert.map((item) => item.id).filter((id): id is string => id !== undefined);
  const known = await itemsRepo.listItemIdsIn(trx, table, sessionId, ids);
  const deleting = new Set(body.delete);
  const seen = new Set<string>();
  body.upsert.forEach((item, index) => {
    if (item.id === undefined) return;
    if (!known.has(item.id) || seen.has(item.id) || deleting.has(item.id))
      throw errors.validation(`upsert.${index}.id`);
    seen.add(item.id);
  });
  const chunkIds = [
    ...new Set(body.upsert.map((i) => i.sourceChunkId).filter((id): id is string => typeof id === 'string')),
  ];
  const found = new Set(await repo.listChunkIds(trx, sessionId, chunkIds));
  const bad = body.upsert.findIndex((i) => i.sourceChunkId && !found.has(i.sourceChunkId));
  if (bad >= 0) throw errors.validation(`upsert.${bad}.sourceChunkId`);
}

/**
 * A card's kind may be basic or typed, and turn from one to the other; cloze cards are made and
 * rewritten through their note, so no item may become one or stop being one.
 */
export async function assertKindsFit(
  trx: Trx,
  sessionId: string,
  items: Array<{ id?: string | undefined; kind?: 'basic' | 'cloze' | 'typed' | undefined }>,
  field: string,
): Promise<void> {
  const ids = items.map((item) => item.id).filter((id): id is string => id !== undefined);
  const kinds = await itemsRepo.listFlashcardKinds(trx, sessionId, ids);
  items.forEach((item, index) => {
    if (item.kind === undefined) return;
    const isCloze = item.id !== undefined && kinds.get(item.id) === 'cloze';
    if ((item.kind === 'cloze') !== isCloze) throw errors.validation(`${field}.${index}.kind`);
  });
}

/** A card's kind as an edit writes it: cloze is never written by an edit (its note's routes do). */
export function editedKind(kind: 'basic' | 'cloze' | 'typed' | undefined): 'basic' | 'typed' | undefined {
  return kind === 'cloze' ? undefined : kind;
}

/** Runs a per-item write on one of the user's sessions (404 for anyone else), under the session's row lock. */
export async function writeItems<T>(
  ctx: AppContext,
  user: AuthUser,
  sessionId: string,
  write: (trx: Trx) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => {
    const session = await repo.lockSession(trx, sessionId);
    assertCanWriteSession(session, user);
    return write(trx);
  });
}

function toFlashcardEdit(item: FlashcardPatchItem): itemsRepo.FlashcardEdit {
  return {
    front: item.front,
    back: item.back,
    difficulty: item.difficulty,
    source_chunk_id: item.sourceChunkId ?? null,
    is_suspended: item.isSuspended,
    is_bad_item: item.isBadItem,
    tags: item.tags,
    resetSchedule: item.resetSchedule,
    kind: editedKind(item.kind),
  };
}

/** Adds, edits (keeping the schedule and history), suspends, resets or deletes the session's cards one by one; the version stays. */
export async function patchSessionFlashcards(
  ctx: AppContext,
  user: AuthUser,
  sessionId: string,
  body: FlashcardsPatchBody,
): Promise<FlashcardsPatchResponse> {
  return writeItems(ctx, user, sessionId, async (trx) => {
    await assertItemsFit(trx, 'flashcards', sessionId, body);
    await assertKindsFit(trx, sessionId, body.upsert, 'upsert');
    const deleted = await itemsRepo.deleteItemsReturning(trx, 'flashcards', sessionId, body.delete);
    const upserted: Flashcard[] = [];
    for (const item of body.upsert) {
      const row = item.id
        ? await itemsRepo.updateFlashcardEdit(trx, sessionId, item.id, toFlashcardEdit(item))
        : await itemsRepo.insertUserFlashcard(trx, sessionId, toFlashcardEdit(item));
      upserted.push(presentFlashcard({ ...row, ...(await itemsRepo.findSourceColumns(trx, row.source_chunk_id)) }));
    }
    return { upserted, deleted };
  });
}

function toQuestionEdit(item: QuestionInput): itemsRepo.QuestionEdit {
  return {
    type: item.type,
    prompt: item.prompt,
    options: item.type === 'multiple_choice' ? JSON.stringify(item.options) : null,
    correct_index: item.type === 'multiple_choice' ? item.correctIndex : null,
    answer: item.type === 'true_false' ? item.answer : null,
    expected_answer: item.type === 'open_ended' ? item.expectedAnswer : null,
    explanation: item.explanation ?? null,
    source_chunk_id: item.sourceChunkId ?? null,
    is_bad_item: item.isBadItem,
  };
}

/** Adds, edits, flags or deletes the session's questions one by one; the version stays. */
export async function patchSessionQuestions(
  ctx: AppContext,
  user: AuthUser,
  sessionId: string,
  body: QuestionsPatchBody,
): Promise<QuestionsPatchResponse> {
  return writeItems(ctx, user, sessionId, async (trx) => {
    await assertItemsFit(trx, 'questions', sessionId, body);
    const deleted = await itemsRepo.deleteItemsReturning(trx, 'questions', sessionId, body.delete);
    const upserted: Question[] = [];
    for (const item of body.upsert) {
      const row = item.id
        ? await itemsRepo.updateQuestionEdit(trx, sessionId, item.id, toQuestionEdit(item))
        : await itemsRepo.insertUserQuestion(trx, sessionId, toQuestionEdit(item));
      upserted.push(presentQuestion({ ...row, ...(await itemsRepo.findSourceColumns(trx, row.source_chunk_id)) }));
    }
    return { upserted, deleted };
  });
}
