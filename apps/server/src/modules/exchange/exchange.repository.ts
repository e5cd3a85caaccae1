import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/* The SQL of Anki/CSV import and export: sessions, their cards and the review log. */

type Db = Kysely<Database> | Transaction<Database>;

/** The names of the user's sessions at the top level (lower-cased; `except` that one), to pick a free one. */
export async function listTopLevelSessionNames(db: Db, ownerId: string, except?: string): Promise<Set<string>> {
  let query = db.selectFrom('sessions').select('name').where('owner_id', '=', ownerId).where('folder_id', 'is', null);
  if (except) query = query.where('id', '!=', except);
  const rows = await query.execute();
  return new Set(rows.map((r) => r.name.toLowerCase()));
}

/** The session row, locked until the transaction ends (the library's writers take the same lock). */
export async function lockSession(trx: Transaction<Database>, sessionId: string) {
  return trx
    .selectFrom('sessions')
    .select(['id', 'owner_id', 'name'])
    .where('id', '=', sessionId)
    .forUpdate()
    .executeTakeFirst();
}

export async function getNextCardPosition(db: Db, sessionId: string): Promise<number> {
  const row = await db
    .selectFrom('flashcards')
    .select((eb) => eb.fn.coalesce(eb.fn.max<number>('position'), sql<number>`-1`).as('max'))
    .where('session_id', '=', sessionId)
    .executeTakeFirstOrThrow();
  return Number(row.max) + 1;
}

export async function findSession(db: Db, sessionId: string) {
  return db.selectFrom('sessions').select(['id', 'owner_id', 'name']).where('id', '=', sessionId).executeTakeFirst();
}

/**
 * Everything the user owns, table by table, for "Download my data" (secrets left out: the
 * password hash, token hashes, share-link hashes).
 */
export async function readAccountData(db: Db, userId: string): Promise<Record<string, unknown[]>> {
  const sessionIds = db.selectFrom('sessions').select('id').where('owner_id', '=', userId);
  const [
    profile,
    folders,
    sessions,
    documents,
    failedDocuments,
    flashcards,
    questions,
    annotations,
    attempts,
    chat,
    reviews,
    quizzes,
    usage,
    cardMedia,
    readingPositions,
  ] = await Promise.all([
    db.selectFrom('users').selectAll().where('id', '=', userId).execute(),
    db.selectFrom('folders').selectAll().where('owner_id', '=', userId).orderBy('created_at').execute(),
    db.selectFrom('sessions').selectAll().where('owner_id', '=', userId).orderBy('created_at').execute(),
    db.selectFrom('documents').selectAll().where('owner_id', '=', userId).orderBy('created_at').execute(),
    db.selectFrom('failed_documents').selectAll().where('owner_id', '=', userId).orderBy('failed_at').execute(),
    db
      .selectFrom('flashcards')
      .selectAll()
      .where('session_id', 'in', sessionIds)
      .orderBy('session_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('questions')
      .selectAll()
      .where('session_id', 'in', sessionIds)
      .orderBy('session_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('annotations')
      .selectAll()
      .where('session_id', 'in', sessionIds)
      .orderBy('session_id')
      .orderBy('position')
      .execute(),
    db.selectFrom('attempts').selectAll().where('user_id', '=', userId).execute(),
    db
      .selectFrom('chat_messages')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('session_id')
      .orderBy('seq')
      .execute(),
    db.selectFrom('reviews').selectAll().where('user_id', '=', userId).orderBy('seq').execute(),
    db.selectFrom('quizzes').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
    db.selectFrom('usage').selectAll().where('user_id', '=', userId).execute(),
    db.selectFrom('card_media').selectAll().where('owner_id', '=', userId).orderBy('created_at').execute(),
    db.selectFrom('document_positions').selectAll().where('user_id', '=', userId).orderBy('updated_at').execute(),
  ]);
  return {
    profile: profile.map(({ password_hash: _secret, ...rest }) => rest),
    folders,
    sessions,
    documents,
    failedDocuments,
    flashcards,
    questions,
    annotations,
    attempts,
    chat,
    reviews,
    quizzes,
    usage,
    cardMedia,
    readingPositions,
  };
}

/*
 * An import's row (`imports`, which exchange owns): what the import job and its expiry pass write.
 */

/** A new import, queued; answers its id. */
export async function insertImport(
  db: Db,
  values: { ownerId: string; sessionId: string | null; createsSession: boolean; fileName: string | null },
): Promise<string> {
  const row = await db
    .insertInto('imports')
    .values({
      owner_id: values.ownerId,
      session_id: values.sessionId,
      creates_session: values.createsSession,
      file_name: values.fileName,
      storage_key: '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Where the import's upload is kept, and the session its cards go into. */
export async function setImportStorage(db: Db, importId: string, storageKey: string, sessionId: string): Promise<void> {
  await db
    .updateTable('imports')
    .set({ storage_key: storageKey, session_id: sessionId })
    .where('id', '=', importId)
    .execute();
}

/** The import's progress, never backwards and never once it is over. */
export async function updateImportProgress(
  db: Db,
  importId: string,
  patch: { status?: 'running'; progress: number },
): Promise<void> {
  await db
    .updateTable('imports')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', importId)
    .where('status', 'in', ['queued', 'running'])
    .where('progress', '<=', patch.progress)
    .execute();
}

/** A new attempt of the import: running again from nothing. */
export async function restartImport(db: Db, importId: string): Promise<void> {
  await db
    .updateTable('imports')
    .set({ status: 'running', progress: 0, updated_at: new Date() })
    .where('id', '=', importId)
    .execute();
}

/** What the import brought and skipped (JSON of their counts). */
export async function recordImportResult(
  db: Db,
  importId: string,
  result: { imported: string; skipped: string },
): Promise<void> {
  await db
    .updateTable('imports')
    .set({ imported: result.imported, skipped: result.skipped })
    .where('id', '=', importId)
    .execute();
}

/** The import is done (with what it brought, when given). */
export async function markImportDone(
  db: Db,
  importId: string,
  result?: { imported: string; skipped: string },
): Promise<void> {
  await db
    .updateTable('imports')
    .set({ status: 'done', progress: 100, ...result, updated_at: new Date() })
    .where('id', '=', importId)
    .execute();
}

/** The import failed, and why (the error's code, message key and values as JSON). */
export async function markImportFailed(db: Db, importId: string, failure: string): Promise<void> {
  await db
    .updateTable('imports')
    .set({ status: 'failed', error: failure, updated_at: new Date() })
    .where('id', '=', importId)
    .execute();
}

/** Removes an import's row once it is over; answers how many rows went (0 or 1). */
export async function deleteFinishedImport(db: Db, importId: string): Promise<number> {
  const deleted = await db
    .deleteFrom('imports')
    .where('id', '=', importId)
    .where('status', 'in', ['done', 'failed'])
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
