import { type Insertable, type Kysely, type Transaction, sql } from 'kysely';
import type {
  CardMediaTable,
  ChunksTable,
  Database,
  DocumentRow,
  DocumentStage,
  DocumentsTable,
  SpeakerRow,
  StoredSection,
} from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A document with what deciding access to it needs (its session's owner). */
export async function findDocumentWithSession(db: Db, documentId: string) {
  return db
    .selectFrom('documents')
    .innerJoin('sessions', 'sessions.id', 'documents.session_id')
    .select([
      'documents.id',
      'documents.session_id',
      'documents.owner_id',
      'documents.kind',
      'documents.file_name',
      'documents.status',
      'documents.storage_key',
      'documents.pdf_key',
      'sessions.owner_id as session_owner_id',
    ])
    .where('documents.id', '=', documentId)
    .executeTakeFirst();
}
export type DocumentWithSession = NonNullable<Awaited<ReturnType<typeof findDocumentWithSession>>>;

/** A document's passages in reading order. */
export async function listDocumentChunks(db: Db, documentId: string) {
  return db
    .selectFrom('chunks')
    .select(['id', 'ord', 'text', 'page', 'slide', 'start_ms', 'end_ms', 'speaker_id'])
    .where('document_id', '=', documentId)
    .orderBy('ord')
    .execute();
}

export async function listSpeakers(db: Db, documentId: string): Promise<SpeakerRow[]> {
  return db.selectFrom('speakers').selectAll().where('document_id', '=', documentId).orderBy('label').execute();
}

export async function findSpeaker(db: Db, documentId: string, speakerId: string): Promise<SpeakerRow | undefined> {
  return db
    .selectFrom('speakers')
    .selectAll()
    .where('id', '=', speakerId)
    .where('document_id', '=', documentId)
    .executeTakeFirst();
}

export async function findSpeakerById(db: Db, speakerId: string): Promise<SpeakerRow | undefined> {
  return db.selectFrom('speakers').selectAll().where('id', '=', speakerId).executeTakeFirst();
}

export async function updateSpeaker(
  db: Db,
  speakerId: string,
  patch: Partial<{ name: string | null; color: number; avatar_key: string | null }>,
): Promise<SpeakerRow> {
  return db
    .updateTable('speakers')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', speakerId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Gives each speaker label of a document's passages a row (first voice heard → colour 0, …) and
 * points the passages at them. Idempotent: a reprocessed document keeps its named speakers.
 */
export async function syncDocumentSpeakers(db: Db, documentId: string): Promise<void> {
  await sql`
    insert into speakers (document_id, label, color)
    select ${documentId}, speaker, ((row_number() over (order by min(ord))) - 1) % 8
    from chunks where document_id = ${documentId} and speaker is not null
    group by speaker
    on conflict (document_id, label) do nothing`.execute(db);
  await sql`
    update chunks c set speaker_id = s.id
    from speakers s
    where c.document_id = ${documentId} and s.document_id = c.document_id and s.label = c.speaker`.execute(db);
}

export async function setDocumentPdfKey(db: Db, documentId: string, pdfKey: string): Promise<void> {
  await db
    .updateTable('documents')
    .set({ pdf_key: pdfKey, updated_at: new Date() })
    .where('id', '=', documentId)
    .execute();
}

/** The document row, locked until the transaction ends. */
export async function lockDocument(trx: Transaction<Database>, documentId: string) {
  return trx
    .selectFrom('documents')
    .select(['id', 'session_id', 'status', 'summary', 'key_concepts'])
    .where('id', '=', documentId)
    .forUpdate()
    .executeTakeFirst();
}

/** Keeps the page `userId` is reading in a document (one row per reader and document). */
export async function upsertDocumentPosition(db: Db, userId: string, documentId: string, page: number): Promise<void> {
  await db
    .insertInto('document_positions')
    .values({ user_id: userId, document_id: documentId, page, updated_at: new Date() })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'document_id']).doUpdateSet({ page, updated_at: new Date() }),
    )
    .execute();
}

/** Storage keys of a document's avatar images (removed with it). */
export async function listAvatarKeys(db: Db, documentId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('speakers')
    .select('avatar_key')
    .where('document_id', '=', documentId)
    .where('avatar_key', 'is not', null)
    .execute();
  return rows.map((row) => row.avatar_key!);
}

/**
 * Deletes a document; its passages, speakers and annotations go with it (cascades). Its generated
 * items are the library's to remove first (`removeDocumentItems`).
 */
export async function deleteDocument(db: Db, documentId: string): Promise<void> {
  await db.deleteFrom('documents').where('id', '=', documentId).execute();
}

export async function countSessionDocuments(db: Db, sessionId: string): Promise<number> {
  const row = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('session_id', '=', sessionId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const SEARCH_ROWS = 60;

/** `%` and `_` matched literally in ILIKE. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The user's passages matching a full-text query (each in its own language's configuration), best first. */
export async function searchUserChunks(db: Db, ownerId: string, query: string) {
  return db
    .selectFrom('chunks as c')
    .innerJoin('sessions as s', 's.id', 'c.session_id')
    .select([
      'c.id',
      'c.document_id',
      'c.text',
      'c.page',
      'c.slide',
      'c.start_ms',
      's.id as session_id',
      's.name as session_name',
      's.folder_id',
      sql<number>`ts_rank_cd(c.tsv, websearch_to_tsquery(c.language::regconfig, ${query}))`.as('score'),
    ])
    .where('s.owner_id', '=', ownerId)
    .where(sql<boolean>`c.tsv @@ websearch_to_tsquery(c.language::regconfig, ${query})`)
    .orderBy('score', 'desc')
    .orderBy('c.ord')
    .limit(SEARCH_ROWS)
    .execute();
}

/** The user's cards whose front or back contains the text. */
export async function searchUserFlashcards(db: Db, ownerId: string, text: string) {
  const pattern = `%${escapeLike(text)}%`;
  return db
    .selectFrom('flashcards as f')
    .innerJoin('sessions as s', 's.id', 'f.session_id')
    .leftJoin('chunks as c', 'c.id', 'f.source_chunk_id')
    .select([
      'f.front',
      'f.back',
      'c.id as chunk_id',
      'c.document_id',
      'c.page',
      'c.slide',
      'c.start_ms',
      's.id as session_id',
      's.name as session_name',
      's.folder_id',
    ])
    .where('s.owner_id', '=', ownerId)
    .where((eb) => eb.or([eb('f.front', 'ilike', pattern), eb('f.back', 'ilike', pattern)]))
    .orderBy('s.updated_at', 'desc')
    .orderBy('f.position')
    .limit(SEARCH_ROWS)
    .execute();
}

/** The user's annotations whose note or quote contains the text. */
export async function searchUserNotes(db: Db, ownerId: string, text: string) {
  const pattern = `%${escapeLike(text)}%`;
  return db
    .selectFrom('annotations as a')
    .innerJoin('sessions as s', 's.id', 'a.session_id')
    .select([
      'a.note',
      'a.quote',
      'a.document_id',
      'a.chunk_id',
      'a.page',
      's.id as session_id',
      's.name as session_name',
      's.folder_id',
    ])
    .where('s.owner_id', '=', ownerId)
    .where((eb) => eb.or([eb('a.note', 'ilike', pattern), eb('a.quote', 'ilike', pattern)]))
    .orderBy('s.updated_at', 'desc')
    .orderBy('a.position')
    .limit(SEARCH_ROWS)
    .execute();
}

/** A card's image or sound with its session's owner (0120-card-media). */
export async function findCardMedia(db: Db, mediaId: string) {
  return db.selectFrom('card_media').selectAll().where('id', '=', mediaId).executeTakeFirst();
}

export async function listSessionCardMedia(db: Db, sessionId: string) {
  return db
    .selectFrom('card_media')
    .selectAll()
    .where('session_id', '=', sessionId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function listCardMediaByIds(db: Db, ownerId: string, mediaIds: string[]) {
  if (mediaIds.length === 0) return [];
  return db.selectFrom('card_media').selectAll().where('owner_id', '=', ownerId).where('id', 'in', mediaIds).execute();
}

export async function insertCardMedia(db: Db, rows: Array<Insertable<CardMediaTable>>): Promise<void> {
  if (rows.length > 0) await db.insertInto('card_media').values(rows).execute();
}

export async function findSessionOwner(db: Db, sessionId: string) {
  return db.selectFrom('sessions').select(['id', 'owner_id']).where('id', '=', sessionId).executeTakeFirst();
}

// ---- a document's processing (the pipeline's, through document-records.ts) ----

export interface NewDocumentValues {
  sessionId: string;
  ownerId: string;
  kind: DocumentsTable['kind'];
  fileName: string | null;
  sourceUrl: string | null;
  storageKey: string | null;
  sizeBytes: number | null;
  videoId: string | null;
  isSessionOrigin: boolean;
}

export async function insertDocument(db: Db, values: NewDocumentValues & { id: string }): Promise<DocumentRow> {
  return db
    .insertInto('documents')
    .values({
      id: values.id,
      session_id: values.sessionId,
      owner_id: values.ownerId,
      kind: values.kind,
      file_name: values.fileName,
      source_url: values.sourceUrl,
      storage_key: values.storageKey,
      size_bytes: values.sizeBytes,
      video_id: values.videoId,
      is_session_origin: values.isSessionOrigin,
      language: null,
      duration_ms: null,
      generation_saved_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A document's progress fields, and stage records to append. */
export interface DocumentProgress {
  status?: DocumentRow['status'];
  embeddingStatus?: DocumentRow['embedding_status'];
  progress?: number;
  appendStages?: DocumentStage[];
  language?: string | null;
  durationMs?: number | null;
  /** a name for a document that has none yet (a link's page title); a name it has is kept */
  fileNameIfNone?: string | null;
}

/** Updates a document's progress fields and appends stage records in one statement. */
export async function updateDocumentProgress(db: Db, documentId: string, patch: DocumentProgress): Promise<void> {
  await db
    .updateTable('documents')
    .set({
      ...(patch.fileNameIfNone ? { file_name: sql<string | null>`coalesce(file_name, ${patch.fileNameIfNone})` } : {}),
      ...(patch.status ? { status: patch.status } : {}),
      ...(patch.embeddingStatus ? { embedding_status: patch.embeddingStatus } : {}),
      ...(patch.progress !== undefined ? { progress: patch.progress } : {}),
      ...(patch.appendStages?.length
        ? { stages: sql<string>`stages || ${JSON.stringify(patch.appendStages)}::jsonb` }
        : {}),
      ...(patch.language !== undefined ? { language: patch.language } : {}),
      ...(patch.durationMs !== undefined ? { duration_ms: patch.durationMs } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', documentId)
    .execute();
}

/** A new attempt of the job: processing, its stages and progress start again. */
export async function startDocumentAttempt(db: Db, documentId: string): Promise<void> {
  await db
    .updateTable('documents')
    .set({
      status: 'processing',
      progress: 0,
      stages: '[]',
      early_items: null,
      pages_coming: null,
      updated_at: new Date(),
    })
    .where('id', '=', documentId)
    .execute();
}

/** Records the items saved before the whole-document pass, and about how many cards it adds (ADR 155). */
export async function updateEarlyItems(
  db: Db,
  documentId: string,
  earlyItems: number,
  pagesComing: number | null,
): Promise<void> {
  await db
    .updateTable('documents')
    .set({ early_items: earlyItems, pages_coming: pagesComing, updated_at: new Date() })
    .where('id', '=', documentId)
    .execute();
}

/** A passage as saved: the chunks table's own columns, without those the insert sets. */
export type ChunkValues = Pick<ChunksTable, 'ord' | 'text' | 'page' | 'slide' | 'start_ms' | 'end_ms' | 'speaker'>;

export async function deleteDocumentChunks(db: Db, documentId: string): Promise<void> {
  await db.deleteFrom('chunks').where('document_id', '=', documentId).execute();
}

/** Inserts chunks with their full-text vector in the document's text-search configuration. */
export async function insertChunks(
  db: Db,
  documentId: string,
  sessionId: string,
  searchConfig: string,
  rows: ChunkValues[],
): Promise<void> {
  // well under PostgreSQL's 65,535 bind parameters per statement
  for (let start = 0; start < rows.length; start += 1000) {
    const batch = rows.slice(start, start + 1000);
    await db
      .insertInto('chunks')
      .values(
        batch.map((row) => ({
          ...row,
          document_id: documentId,
          session_id: sessionId,
          language: searchConfig,
          tsv: sql`to_tsvector(${searchConfig}::regconfig, ${row.text})`,
        })),
      )
      .execute();
  }
}

/** The processed documents that have passages, in id order: id, kind and stored language. */
export async function listProcessedDocumentLanguages(db: Db) {
  return db
    .selectFrom('documents as d')
    .select(['d.id', 'd.kind', 'd.language'])
    .where('d.status', '=', 'completed')
    .where((eb) => eb.exists(eb.selectFrom('chunks as c').select('c.id').whereRef('c.document_id', '=', 'd.id')))
    .orderBy('d.id')
    .execute();
}

/** The texts of a document's passages in their order. */
export async function listChunkTexts(db: Db, documentId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('chunks')
    .select('text')
    .where('document_id', '=', documentId)
    .orderBy('ord')
    .execute();
  return rows.map((row) => row.text);
}

/** Sets a document's language, and indexes its passages again in that language's configuration. */
export async function updateDocumentLanguage(
  db: Db,
  documentId: string,
  language: string,
  searchConfig: string,
): Promise<void> {
  await db.updateTable('documents').set({ language }).where('id', '=', documentId).execute();
  await db
    .updateTable('chunks')
    .set({ language: searchConfig, tsv: sql`to_tsvector(${searchConfig}::regconfig, text)` })
    .where('document_id', '=', documentId)
    .execute();
}

/** What the document generated for the session's overview, kept so the overview can be rebuilt without it. */
export async function saveDocumentOverview(
  db: Db,
  documentId: string,
  summary: string | null,
  keyConcepts: string[],
): Promise<void> {
  await db
    .updateTable('documents')
    .set({ summary, key_concepts: JSON.stringify(keyConcepts) })
    .where('id', '=', documentId)
    .execute();
}

/** Stores a document's sections (found once, at processing or at its first chat question). */
export async function saveDocumentSections(db: Db, documentId: string, sections: StoredSection[]): Promise<void> {
  await db
    .updateTable('documents')
    .set({ sections: JSON.stringify(sections) })
    .where('id', '=', documentId)
    .execute();
}

/** Marks the document completed; the marker makes a retried save a no-op. */
export async function markDocumentSaved(db: Db, documentId: string, stages: DocumentStage[]): Promise<void> {
  await db
    .updateTable('documents')
    .set({
      status: 'completed',
      progress: 100,
      generation_saved_at: new Date(),
      pages_coming: null,
      stages: sql<string>`stages || ${JSON.stringify(stages)}::jsonb`,
      error: null,
      updated_at: new Date(),
    })
    .where('id', '=', documentId)
    .execute();
}

/** Clears `import_id` on at most `limit` of an import's card media rows; answers how many it cleared. */
export async function detachImportMediaBatch(db: Db, importId: string, limit: number): Promise<number> {
  const result = await sql`
    update card_media set import_id = null
    where id in (select id from card_media where import_id = ${importId} limit ${limit})
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** The card media rows an import saved (their files are removed by the caller). */
export async function deleteImportMedia(db: Db, importId: string): Promise<void> {
  await db.deleteFrom('card_media').where('import_id', '=', importId).execute();
}

/** Moves a staging session's card media rows to `targetId` (their files already stored under it, ADR 156). */
export async function moveCardMediaToSession(db: Db, stagingId: string, targetId: string): Promise<void> {
  await db.updateTable('card_media').set({ session_id: targetId }).where('session_id', '=', stagingId).execute();
}
