import type {
  AnnotationInput,
  CreateFileBody,
  DirectoryResponse,
  FlashcardInput,
  PatchFileBody,
  PutFileBody,
  QuestionInput,
  SessionFile,
  SessionSummary,
} from '@mnemo/contracts/library';
import { isValidSessionName } from '@mnemo/domain/validation';
import type { MessageKey } from '@mnemo/i18n/keys';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Database, SessionRow } from '../../db/schema.ts';
import { errors } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { getSessionStoragePrefix } from '../../lib/storage-keys.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertCanReadSession, assertCanWriteSession, assertFolderMatches } from './library.policy.ts';
import { reserveDocuments, reserveExercises } from '../quota/quota.service.ts';
import * as copyRepo from './library-copy.repository.ts';
import * as presenters from './library.presenters.ts';
import * as repo from './library.repository.ts';
import * as itemsRepo from './session-items.repository.ts';
import { countDueBySession } from '../review/list-due-cards.ts';

type Trx = Transaction<Database>;

/** `root` → null; another id must be one of the user's folders, else 404. */
async function resolveFolder(ctx: AppContext | { db: Trx }, user: AuthUser, folderRef: string): Promise<string | null> {
  if (folderRef === 'root') return null;
  const folder = await repo.findFolder(ctx.db, user.id, folderRef);
  if (!folder) throw errors.notFound();
  return folder.id;
}

/** Lists a folder's sub-folders and sessions. */
export async function listDirectory(ctx: AppContext, user: AuthUser, folderRef: string): Promise<DirectoryResponse> {
  const folderId = await resolveFolder(ctx, user, folderRef);
  const [folders, sessions] = await Promise.all([
    repo.listChildFolders(ctx.db, user.id, folderId),
    repo.listSessionsInFolder(ctx.db, user.id, folderId),
  ]);
  const folder = folderId ? await repo.findFolder(ctx.db, user.id, folderId) : undefined;
  return {
    contents: [...folders.map(presenters.presentFolderEntry), ...sessions.map(presenters.presentFileEntry)],
    ...(folder ? { folder: { id: folder.id, name: folder.name, ...(folder.parent_id ? { parent: { id: folder.parent_id } } : {}) } } : {}),
  };
}

/** Every session of the user, newest first. */
export async function listUserSessions(ctx: AppContext, user: AuthUser): Promise<SessionSummary[]> {
  const [rows, due] = await Promise.all([repo.listSessions(ctx.db, user.id), countDueBySession(ctx, user)]);
  return rows.map((row) => presenters.presentSessionSummary(row, due.get(row.id) ?? 0));
}

/** Creates a folder under a folder of the user's (or the top level). */
export async function createFolder(ctx: AppContext, user: AuthUser, parentRef: string, name: string) {
  const parentId = await resolveFolder(ctx, user, parentRef);
  try {
    return presenters.presentFolderEntry(await repo.insertFolder(ctx.db, user.id, parentId, name));
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.conflict('folder_name_duplicated', { field: 'name' });
    throw error;
  }
}

/** Renames one of the user's folders. */
export async function renameFolder(ctx: AppContext, user: AuthUser, folderRef: string, name: string) {
  if (folderRef === 'root') throw errors.notFound();
  try {
    const row = await repo.renameFolder(ctx.db, user.id, folderRef, name);
    if (!row) throw errors.notFound();
    return presenters.presentFolderEntry(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.conflict('folder_name_duplicated', { field: 'name' });
    throw error;
  }
}

/** Deletes a folder with everything in it, stored files included. */
export async function deleteFolder(ctx: AppContext, user: AuthUser, folderRef: string): Promise<void> {
  if (folderRef === 'root') throw errors.notFound();
  const sessionIds = await ctx.db.transaction().execute(async (trx) => {
    const ids = await repo.listSessionIdsInFolderTree(trx, user.id, folderRef);
    if (!(await repo.deleteFolder(trx, user.id, folderRef))) throw errors.notFound();
    return ids;
  });
  for (const id of sessionIds) await ctx.storage.deletePrefix(getSessionStoragePrefix(user.id, id));
}

// ---- items as diffs by id ----

/** Splits incoming items into updates (known id), creations (no id), deletions (absent ids). */
function planDiff<T extends { id?: string | undefined }>(existing: string[], incoming: T[], field: string) {
  const known = new Set(existing);
  const seen = new Set<string>();
  incoming.forEach((item, index) => {
    if (item.id === undefined) return;
    if (!known.has(item.id) || seen.has(item.id)) {
      throw errors.validation(`${field}.${index}.id`);
    }
    seen.add(item.id);
  });
  return { toDelete: existing.filter((id) => !seen.has(id)) };
}

async function assertChunksBelong(trx: Trx, sessionId: string, items: Array<{ sourceChunkId?: string | null }>, field: string) {
  const ids = [...new Set(items.map((i) => i.sourceChunkId).filter((id): id is string => typeof id === 'string'))];
  if (ids.length === 0) return;
  const found = new Set(await repo.listChunkIds(trx, sessionId, ids));
  const index = items.findIndex((i) => i.sourceChunkId && !found.has(i.sourceChunkId));
  if (index >= 0) throw errors.validation(`${field}.${index}.sourceChunkId`);
}

async function applyFlashcards(trx: Trx, sessionId: string, items: FlashcardInput[]): Promise<void> {
  await assertChunksBelong(trx, sessionId, items, 'flashcards');
  const { toDelete } = planDiff(await repo.listItemIds(trx, 'flashcards', sessionId), items, 'flashcards');
  await repo.deleteItems(trx, 'flashcards', sessionId, toDelete);
  const values = (item: FlashcardInput, position: number): itemsRepo.FlashcardValues => ({
    position,
    front: item.front,
    back: item.back,
    difficulty: item.difficulty,
    source_chunk_id: item.sourceChunkId ?? null,
  });
  const created: itemsRepo.FlashcardValues[] = [];
  for (const [position, item] of items.entries()) {
    if (item.id) await repo.updateFlashcard(trx, sessionId, item.id, values(item, position));
    else created.push(values(item, position));
  }
  await itemsRepo.insertFlashcards(trx, sessionId, created, false);
}

async function applyQuestions(trx: Trx, sessionId: string, items: QuestionInput[]): Promise<void> {
  await assertChunksBelong(trx, sessionId, items, 'questions');
  const { toDelete } = planDiff(await repo.listItemIds(trx, 'questions', sessionId), items, 'questions');
  await repo.deleteItems(trx, 'questions', sessionId, toDelete);
  const created: itemsRepo.QuestionValues[] = [];
  for (const [position, item] of items.entries()) {
    if (item.id) await repo.updateQuestion(trx, sessionId, item.id, itemsRepo.toQuestionValues(item, position));
    else created.push(itemsRepo.toQuestionValues(item, position));
  }
  await itemsRepo.insertQuestions(trx, sessionId, created, false);
}

/** Annotation input → row values (shared with the per-item PATCH). */
export function toAnnotationValues(item: AnnotationInput, position: number): repo.AnnotationValues {
  return {
    position,
    document_id: item.documentId ?? null,
    kind: item.kind,
    page: item.page ?? null,
    rects: JSON.stringify(item.rects),
    quote: item.quote ?? null,
    color: item.color,
    note: item.note ?? null,
    chunk_id: item.chunkId ?? null,
    start_offset: item.start ?? null,
    end_offset: item.end ?? null,
  };
}

/** Each annotation's document is one of the session's, and a passage annotation's chunk one of that document's. */
export async function assertAnnotationAnchors(trx: Trx, sessionId: string, items: AnnotationInput[], field: string): Promise<void> {
  const documentIds = new Set(await repo.listDocumentIds(trx, sessionId));
  const bad = items.findIndex((a) => a.documentId && !documentIds.has(a.documentId));
  if (bad >= 0) throw errors.validation(`${field}.${bad}.documentId`);
  const chunkIds = [...new Set(items.map((a) => a.chunkId).filter((id): id is string => typeof id === 'string'))];
  if (chunkIds.length === 0) return;
  const chunkDocuments = new Map((await repo.listChunkDocuments(trx, sessionId, chunkIds)).map((c) => [c.id, c.document_id]));
  const badChunk = items.findIndex(
    (a) => a.chunkId && (!chunkDocuments.has(a.chunkId) || (a.documentId !== null && chunkDocuments.get(a.chunkId) !== a.documentId)),
  );
  if (badChunk >= 0) throw errors.validation(`${field}.${badChunk}.chunkId`);
}

async function applyAnnotations(trx: Trx, sessionId: string, items: AnnotationInput[]): Promise<void> {
  await assertAnnotationAnchors(trx, sessionId, items, 'pdfAnnotations');
  const { toDelete } = planDiff(await repo.listItemIds(trx, 'annotations', sessionId), items, 'pdfAnnotations');
  await repo.deleteItems(trx, 'annotations', sessionId, toDelete);
  const values = toAnnotationValues;
  const created: repo.AnnotationValues[] = [];
  for (const [position, item] of items.entries()) {
    if (item.id) await repo.updateAnnotation(trx, sessionId, item.id, values(item, position));
    else created.push(values(item, position));
  }
  await repo.insertAnnotations(trx, sessionId, created);
}

// ---- sessions ----

async function loadSessionFile(ctx: AppContext, session: SessionRow, owner: boolean): Promise<SessionFile> {
  const [flashcards, questions, annotations, documents] = await Promise.all([
    repo.listFlashcards(ctx.db, session.id),
    repo.listQuestions(ctx.db, session.id),
    repo.listAnnotations(ctx.db, session.id),
    repo.listDocuments(ctx.db, session.id),
  ]);
  return presenters.presentSessionFile(session, { flashcards, questions, annotations, documents, isOwner: owner });
}

function assertSessionName(name: string, messageKey: MessageKey): string {
  const trimmed = name.trim();
  if (!isValidSessionName(trimmed)) throw errors.validation('name', messageKey);
  return trimmed;
}

/** Creates a session ("file") in a folder, with the items it comes with (spec §7). */
export async function createSessionFile(ctx: AppContext, user: AuthUser, folderRef: string, body: CreateFileBody): Promise<SessionFile> {
  const name = assertSessionName(body.name, 'session_name_too_short');
  if (body.pdfAnnotations.some((a) => a.documentId)) {
    throw errors.validation('pdfAnnotations.0.documentId');
  }
  const session = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const folderId = await resolveFolder({ db: trx }, user, folderRef);
      const row = await repo.insertSession(trx, {
        ownerId: user.id,
        folderId,
        name,
        questionTypes: body.questionTypes,
        questionLanguage: body.questionLanguage,
        youtubeVideoIds: body.youtubeVideoIds,
      });
      await applyFlashcards(trx, row.id, body.flashcards.map(({ id: _id, ...card }) => card));
      await applyQuestions(trx, row.id, body.questions.map(({ id: _id, ...q }) => q as QuestionInput));
      await applyAnnotations(trx, row.id, body.pdfAnnotations.map(({ id: _id, ...a }) => a));
      return row;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw errors.conflict('file_name_exists', { field: 'name' });
      throw error;
    });
  return loadSessionFile(ctx, session, true);
}

/** Reads a session: the owner's, or read-only for a signed-in visitor with its share token. */
export async function readSessionFile(
  ctx: AppContext,
  user: AuthUser,
  folderRef: string,
  fileId: string,
  shareToken: string | undefined,
): Promise<SessionFile> {
  const session = await repo.findSession(ctx.db, fileId);
  const access = await assertCanReadSession(ctx, session, user, shareToken);
  assertFolderMatches(session!, folderRef);
  return loadSessionFile(ctx, session!, access === 'owner');
}

/** Runs a write on one of the user's sessions under its row lock, with the version check. */
async function writeSession(
  ctx: AppContext,
  user: AuthUser,
  folderRef: string,
  fileId: string,
  version: number | undefined,
  write: (trx: Trx, session: SessionRow) => Promise<void>,
): Promise<SessionFile> {
  const session = await ctx.db.transaction().execute(async (trx) => {
    const current = await repo.lockSession(trx, fileId);
    assertCanWriteSession(current, user);
    assertFolderMatches(current, folderRef);
    if (version !== undefined && version !== current.version) {
      throw errors.conflict('stale_version', { field: 'version', currentVersion: current.version });
    }
    await write(trx, current);
    await repo.bumpSessionVersion(trx, current.id);
    return repo.lockSession(trx, current.id);
  });
  return loadSessionFile(ctx, session!, true);
}

/** PATCH: questions, flashcards and/or youtubeVideoIds. */
export async function patchSessionFile(
  ctx: AppContext,
  user: AuthUser,
  folderRef: string,
  fileId: string,
  body: PatchFileBody,
): Promise<SessionFile> {
  return writeSession(ctx, user, folderRef, fileId, body.version, async (trx, session) => {
    if (body.flashcards) await applyFlashcards(trx, session.id, body.flashcards);
    if (body.questions) await applyQuestions(trx, session.id, body.questions);
    if (body.youtubeVideoIds) {
      await trx
        .updateTable('sessions')
        .set({ youtube_video_ids: JSON.stringify(body.youtubeVideoIds) })
        .where('id', '=', session.id)
        .execute();
    }
  });
}

/** PUT: one of flashcards / questions / pdfAnnotations as a diff, or a rename and/or a move. */
export async function putSessionFile(
  ctx: AppContext,
  user: AuthUser,
  folderRef: string,
  fileId: string,
  body: PutFileBody,
): Promise<SessionFile> {
  const collections = [body.flashcards, body.questions, body.pdfAnnotations].filter((c) => c !== undefined);
  const isRenameOrMove = body.name !== undefined || body.folderId !== undefined;
  if (collections.length > 1 || (collections.length === 1 && isRenameOrMove)) {
    throw errors.validation('body', 'one_collection_per_put');
  }
  if (collections.length === 0 && !isRenameOrMove) throw errors.validation('body');
  // The name is checked before anything is read or changed.
  const name = body.name !== undefined ? assertSessionName(body.name, 'error_edit_name_empty') : undefined;
  try {
    return await writeSession(ctx, user, folderRef, fileId, body.version, async (trx, session) => {
      if (body.flashcards) await applyFlashcards(trx, session.id, body.flashcards);
      if (body.questions) await applyQuestions(trx, session.id, body.questions);
      if (body.pdfAnnotations) await applyAnnotations(trx, session.id, body.pdfAnnotations);
      if (isRenameOrMove) {
        const folderId = body.folderId !== undefined ? await resolveFolder({ db: trx }, user, body.folderId) : undefined;
        await repo.updateSession(trx, session.id, {
          ...(name !== undefined ? { name } : {}),
          ...(folderId !== undefined ? { folderId } : {}),
        });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.conflict('error_file_name_duplicated', { field: 'name' });
    throw error;
  }
}

/** Deletes one of the user's sessions and its stored files. */
export async function deleteSessionFile(ctx: AppContext, user: AuthUser, folderRef: string, fileId: string): Promise<void> {
  const session = await repo.findSession(ctx.db, fileId);
  assertCanWriteSession(session, user);
  assertFolderMatches(session, folderRef);
  await repo.deleteSession(ctx.db, user.id, session.id);
  await ctx.storage.deletePrefix(getSessionStoragePrefix(user.id, session.id));
}

/** The owner's session for share-token management (404 for anyone else). */
export async function getOwnedSession(ctx: AppContext, user: AuthUser, folderRef: string, fileId: string): Promise<SessionRow> {
  const session = await repo.findSession(ctx.db, fileId);
  assertCanWriteSession(session, user);
  assertFolderMatches(session, folderRef);
  return session;
}

/**
 * Saves a session the visitor may read (through a share token, or their own) into their library
 * at the top level: completed documents, passages, cards, questions and annotations, with new ids.
 * It counts against the visitor's quota like new material (documents, generated exercises) and is
 * refused whole, with nothing saved, when it would pass a limit.
 */
export async function copySharedSession(ctx: AppContext, user: AuthUser, sessionId: string, shareToken: string | undefined): Promise<SessionFile> {
  const found = await repo.findSession(ctx.db, sessionId);
  await assertCanReadSession(ctx, found, user, shareToken);
  const source = found!;
  const copiedFiles: string[] = [];
  try {
    const session = await ctx.db.transaction().execute(async (trx) => {
      const content = await copyRepo.countCopyableContent(trx, source.id);
      await reserveDocuments(trx, user, content.documents);
      await reserveExercises(trx, user, content.exercises);
      const taken = new Set(await copyRepo.listRootSessionNames(trx, user.id));
      let name = source.name;
      for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${source.name} (${n})`;
      const row = await repo.insertSession(trx, {
        ownerId: user.id,
        folderId: null,
        name,
        questionTypes: source.question_types,
        questionLanguage: source.question_language,
        youtubeVideoIds: source.youtube_video_ids,
        summary: source.summary,
        keyConcepts: source.key_concepts,
      });
      const files = await copyRepo.copySessionContents(trx, {
        sourceId: source.id,
        sourcePrefix: getSessionStoragePrefix(source.owner_id, source.id),
        targetId: row.id,
        targetOwnerId: user.id,
        targetPrefix: getSessionStoragePrefix(user.id, row.id),
      });
      // files first, inside the transaction: a failed copy leaves no session pointing at nothing
      for (const file of files) {
        await ctx.storage.put(file.to, await ctx.storage.createReadStream(file.from));
        copiedFiles.push(file.to);
      }
      return row;
    });
    return await loadSessionFile(ctx, session, true);
  } catch (error) {
    for (const key of copiedFiles) await ctx.storage.delete(key);
    throw error;
  }
}
