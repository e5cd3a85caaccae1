import type { ExamLabel } from '@mnemo/domain/exam-labels';
import { mergeOverviews, rebuildOverview, type DocumentOverview } from '@mnemo/domain/session-overview';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Database, FlashcardRow, SessionRow } from '../../db/schema.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import * as itemsRepo from './library-items.repository.ts';
import { assertCanReadSession, assertCanWriteSession, type SessionAccess } from './library.policy.ts';
import * as repo from './library.repository.ts';

/*
 * Sessions as other modules use them (a module reads another's data through its use cases, never
 * its repository: eslint.config.js). Every lookup applies the one session-access rule.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** A session the caller may read (owner, or signed-in visitor with its share token), and how. */
export async function findReadableSession(
  ctx: AppContext,
  user: AuthUser,
  sessionId: string,
  shareToken: string | undefined,
): Promise<{ session: SessionRow; access: SessionAccess }> {
  const session = await repo.findSession(ctx.db, sessionId);
  const access = await assertCanReadSession(ctx, session, user, shareToken);
  return { session: session!, access };
}

/** One of the caller's own sessions; anyone else's, or none, is 404. */
export async function findOwnedSession(db: Db, user: AuthUser, sessionId: string): Promise<SessionRow> {
  const session = await repo.findSession(db, sessionId);
  assertCanWriteSession(session, user);
  return session;
}

/** One of the caller's own sessions, locked for a write in `trx` (404 otherwise). */
export async function lockOwnedSession(
  trx: Transaction<Database>,
  user: AuthUser,
  sessionId: string,
): Promise<SessionRow> {
  const session = await repo.lockSession(trx, sessionId);
  assertCanWriteSession(session, user);
  return session;
}

/** A session's content changed outside the file API (its version goes up, so stale writes are refused). */
export async function markSessionChanged(trx: Transaction<Database>, sessionId: string): Promise<void> {
  await repo.bumpSessionVersion(trx, sessionId);
}

/**
 * After a document left the session (in the removing transaction): the summary and key concepts
 * are rebuilt from the documents left, or emptied when none is (issue 23 item 14).
 */
export async function rebuildSessionOverview(
  trx: Transaction<Database>,
  sessionId: string,
  removed: DocumentOverview,
): Promise<void> {
  const session = await repo.lockSession(trx, sessionId);
  if (!session) return;
  const left = await repo.listDocumentOverviews(trx, sessionId);
  const current = { summary: session.summary, keyConcepts: session.key_concepts };
  const rebuilt = rebuildOverview(
    current,
    left.map((row) => ({ summary: row.summary, keyConcepts: row.key_concepts })),
    removed,
  );
  if (rebuilt === current) return;
  await repo.setSessionOverview(trx, sessionId, rebuilt.summary, rebuilt.keyConcepts);
}

/**
 * A long document's provisional overview (from its first pages, ADR 155) replaced by the one of
 * the whole document, in the saving transaction: the session's overview is rebuilt without the
 * provisional one (as if that document left) and the final one merged in.
 */
export async function replaceProvisionalOverview(
  trx: Transaction<Database>,
  sessionId: string,
  provisional: DocumentOverview,
  final: { summary: string | null; keyConcepts: string[] },
): Promise<void> {
  const session = await repo.lockSession(trx, sessionId);
  if (!session) return;
  const left = await repo.listDocumentOverviews(trx, sessionId);
  const base = rebuildOverview(
    { summary: session.summary, keyConcepts: session.key_concepts },
    left.map((row) => ({ summary: row.summary, keyConcepts: row.key_concepts })),
    provisional,
  );
  const merged = mergeOverviews([base, final]);
  await repo.setSessionOverview(trx, sessionId, merged.summary, merged.keyConcepts);
}

/** Sets the session's summary and key concepts (the pipeline's merge of a new document's); open copies reload. */
export async function saveSessionOverview(
  trx: Transaction<Database>,
  sessionId: string,
  overview: { summary: string | null; keyConcepts: string[] },
): Promise<void> {
  await repo.setSessionOverview(trx, sessionId, overview.summary, overview.keyConcepts);
}

/** Adds a video to the session's videos, once (a video added as material). */
export async function addSessionVideo(trx: Transaction<Database>, sessionId: string, videoId: string): Promise<void> {
  await repo.addSessionVideoId(trx, sessionId, videoId);
}

/** Deletes a session the pipeline made for a document that failed, once no document is left in it. */
export async function removeEmptiedSession(trx: Transaction<Database>, sessionId: string): Promise<void> {
  await repo.deleteSessionById(trx, sessionId);
}

/** A new, empty session of the user's (the caller has checked the name and resolved the folder). */
export async function insertEmptySession(
  trx: Transaction<Database>,
  user: AuthUser,
  values: {
    folderId: string | null;
    name: string;
    questionTypes?: string[] | undefined;
    questionLanguage?: string | undefined;
    examLabel?: ExamLabel | null | undefined;
    examDate?: string | null | undefined;
  },
): Promise<SessionRow> {
  return repo.insertSession(trx, { ownerId: user.id, ...values });
}

/** Removes the cards and questions made from a document (material's removal of the document). */
export async function removeDocumentItems(trx: Transaction<Database>, documentId: string): Promise<void> {
  await itemsRepo.deleteDocumentItems(trx, documentId);
}

/** Keeps an explanation generated for a question on the question (study's "Explain"). */
export async function saveQuestionExplanation(
  trx: Transaction<Database>,
  questionId: string,
  explanation: string,
): Promise<void> {
  await itemsRepo.setQuestionExplanation(trx, questionId, explanation);
}

/** A card the owner gets from outside the editor (a missed quiz question), at the end of the list. */
export async function addUserFlashcard(
  trx: Transaction<Database>,
  sessionId: string,
  card: Pick<itemsRepo.FlashcardEdit, 'front' | 'back' | 'difficulty' | 'source_chunk_id'> & {
    origin_question_id: string | null;
  },
): Promise<FlashcardRow> {
  return itemsRepo.insertUserFlashcard(trx, sessionId, card);
}
