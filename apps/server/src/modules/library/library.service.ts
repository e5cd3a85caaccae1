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
import type { Transaction } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Database, SessionRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { getUserStoragePrefix } from '../../lib/storage.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { verifyShareToken } from '../share/share.service.ts';
import { assertCanWriteSession, assertFolderMatches, isOwner } from './library.policy.ts';
import { getPlanLimits } from '@mnemo/domain/plans';
import { countDocuments } from '../quota/quota.repository.ts';
import { reserveExercises } from '../quota/quota.service.ts';
import * as copyRepo from './library-copy.repository.ts';
import * as presenters from './library.presenters.ts';
import * as repo from './library.repository.ts';

type Trx = Transaction<Database>;

/** Storage keys of a session's files start here. */
export function getSessionStoragePrefix(ownerId: string, sessionId: string): string {
  return `${getUserStoragePrefix(ownerId)}sessions/${sessionId}/`;
}

/** `root` → null; another id must be one of the user's folders, else 404. */
async function resolveFolder(ctx: AppContext | { db: Trx }, user: AuthUser, folderRef: string): Promise<string | null> {
  if (folderRef === 'root') return null;
  const folder = await repo.findFolder(ctx.db, user.id, folderRef);
  if (!folder) throw new AppError('NOT_FOUND');
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
  const rows = await repo.listSessions(ctx.db, user.id);
  return rows.map(presenters.presentSessionSummary);
}

/** Creates a folder under a folder of the user's (or the top level). */
export async function createFolder(ctx: AppContext, user: AuthUser, parentRef: string, name: string) {
  const parentId = await resolveFolder(ctx, user, parentRef);
  try {
    return presenters.presentFolderEntry(await repo.insertFolder(ctx.db, user.id, parentId, name));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'folder_name_duplicated', { field: 'name' });
    throw error;
  }
}

/** Renames one of the user's folders. */
export async function renameFolder(ctx: AppContext, user: AuthUser, folderRef: string, name: string) {
  if (folderRef === 'root') throw new AppError('NOT_FOUND');
  try {
    const row = await repo.renameFolder(ctx.db, user.id, folderRef, name);
    if (!row) throw new AppError('NOT_FOUND');
    return presenters.presentFolderEntry(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'folder_name_duplicated', { field: 'name' });
    throw error;
  }
}

/** Deletes a folder with everything in it, stored files included. */
export async function deleteFolder(ctx: AppContext, user: AuthUser, folderRef: string): Promise<void> {
  if (folderRef === 'root') throw new AppError('NOT_FOUND');
  const sessionIds = await ctx.db.transaction().execute(async (trx) => {
    const ids = await repo.listSessionIdsInFolderTree(trx, user.id, folderRef);
    if (!(await repo.deleteFolder(trx, user.id, folderRef))) throw new AppError('NOT_FOUND');
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
      throw new AppError('VALIDATION', 'VALIDATION', { field: `${field}.${index}.id` });
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
  if (index >= 0) throw new AppError('VALIDATION', 'VALIDATION', { field: `${field}.${index}.sourceChunkId` });
}

async function applyFlashcards(trx: Trx, sessionId: string, items: FlashcardInput[]): Promise<void> {
  await assertChunksBelong(trx, sessionId, items, 'flashcards');
  const { toDelete } = planDiff(await repo.listItemIds(trx, 'flashcards', sessionId), items, 'flashcards');
  await repo.deleteItems(trx, 'flashcards', sessionId, toDelete);
  const values = (item: FlashcardInput, position: number): repo.FlashcardValues => ({
    position,
    front: item.front,
    back: item.back,
    difficulty: item.difficulty,
    source_chunk_id: item.sourceChunkId ?? null,
  });
  const created: repo.FlashcardValues[] = [];
  for (const [position, item] of items.entries()) {
    if (item.id) await repo.updateFlashcard(trx, sessionId, item.id, values(item, position));
    else created.push(values(item, position));
  }
  await repo.insertFlashcards(trx, sessionId, created);
}

/** Question input → row values (shared with the generator's save step). */
export function toQuestionValues(item: QuestionInput, position: number): repo.QuestionValues {
  return {
    position,
    type: item.type,
    prompt: item.prompt,
    options: item.type === 'multiple_choice' ? JSON.stringify(item.options) : null,
    correct_index: item.type === 'multiple_choice' ? item.correctIndex : null,
    answer: item.type === 'true_false' ? item.answer : null,
    expected_answer: item.type === 'open_ended' ? item.expectedAnswer : null,
    explanation: item.explanation ?? null,
    source_chunk_id: item.sourceChunkId ?? null,
  };
}

async function applyQuestions(trx: Trx, sessionId: string, items: QuestionInput[]): Promise<void> {
  await assertChunksBelong(trx, sessionId, items, 'questions');
  const { toDelete } = planDiff(await repo.listItemIds(trx, 'questions', sessionId), items, 'questions');
  await repo.deleteItems(trx, 'questions', sessionId, toDelete);
  const created: repo.QuestionValues[] = [];
  for (const [position, item] of items.entries()) {
    if (item.id) await repo.updateQuestion(trx, sessionId, item.id, toQuestionValues(item, position));
    else created.push(toQuestionValues(item, position));
  }
  await repo.insertQuestions(trx, sessionId, created);
}

async function applyAnnotations(trx: Trx, sessionId: string, items: AnnotationInput[]): Promise<void> {
  const documentIds = new Set(await repo.listDocumentIds(trx, sessionId));
  const bad = items.findIndex((a) => a.documentId && !documentIds.has(a.documentId));
  if (bad >= 0) throw new AppError('VALIDATION', 'VALIDATION', { field: `pdfAnnotations.${bad}.documentId` });
  const { toDelete } = planDiff(await repo.listItemIds(trx, 'annotations', sessionId), items, 'pdfAnnotations');
  await repo.deleteItems(trx, 'annotations', sessionId, toDelete);
  const values = (item: AnnotationInput, position: number): repo.AnnotationValues => ({
    position,
    document_id: item.documentId ?? null,
    kind: item.kind,
    page: item.page,
    rects: JSON.stringify(item.rects),
    quote: item.quote ?? null,
    color: item.color,
    note: item.note ?? null,
  });
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

function assertSessionName(name: string, messageKey: string): string {
  const trimmed = name.trim();
  if (!isValidSessionName(trimmed)) throw new AppError('VALIDATION', messageKey, { field: 'name' });
  return trimmed;
}

/** Creates a session ("file") in a folder, with the items it comes with (spec §7). */
export async function createSessionFile(ctx: AppContext, user: AuthUser, folderRef: string, body: CreateFileBody): Promise<SessionFile> {
  const name = assertSessionName(body.name, 'session_name_too_short');
  if (body.pdfAnnotations.some((a) => a.documentId)) {
    throw new AppError('VALIDATION', 'VALIDATION', { field: 'pdfAnnotations.0.documentId' });
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
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'file_name_exists', { field: 'name' });
      throw error;
    });
  return loadSessionFile(ctx, session, true);
}

/**
 * Reads a session: the owner always; a signed-in visitor with a valid share token read-only;
 * a visitor without an account gets 401 with the spec's message.
 */
export async function readSessionFile(
  ctx: AppContext,
  user: AuthUser | null,
  folderRef: string,
  fileId: string,
  shareToken: string | undefined,
): Promise<SessionFile> {
  if (!user) throw new AppError('UNAUTHENTICATED', shareToken ? 'session_unauthorized' : 'UNAUTHENTICATED');
  const session = await repo.findSession(ctx.db, fileId);
  if (session && isOwner(session, user)) {
    assertFolderMatches(session, folderRef);
    return loadSessionFile(ctx, session, true);
  }
  if (!shareToken) throw new AppError('NOT_FOUND');
  if (!session) throw new AppError('SHARE_TOKEN_INVALID');
  await verifyShareToken(ctx, session.id, shareToken);
  assertFolderMatches(session, folderRef);
  return loadSessionFile(ctx, session, false);
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
      throw new AppError('CONFLICT', 'stale_version', { field: 'version', currentVersion: current.version });
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
    throw new AppError('VALIDATION', 'one_collection_per_put', { field: 'body' });
  }
  if (collections.length === 0 && !isRenameOrMove) throw new AppError('VALIDATION', 'VALIDATION', { field: 'body' });
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
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'error_file_name_duplicated', { field: 'name' });
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
  const source = await repo.findSession(ctx.db, sessionId);
  if (!source || !isOwner(source, user)) {
    if (!shareToken) throw new AppError('NOT_FOUND');
    if (!source) throw new AppError('SHARE_TOKEN_INVALID');
    await verifyShareToken(ctx, source.id, shareToken);
  }
  const copiedFiles: string[] = [];
  try {
    const session = await ctx.db.transaction().execute(async (trx) => {
      await copyRepo.lockUserRow(trx, user.id);
      const content = await copyRepo.countCopyableContent(trx, source.id);
      const limits = getPlanLimits(user.plan);
      if ((await countDocuments(trx, user.id)) + content.documents > limits.documents) {
        throw new AppError('QUOTA_LIMIT', 'quota_documents', { limit: 'AMOUNT_OF_DOCUMENTS_LIMIT' });
      }
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
        await ctx.storage.put(file.to, await ctx.storage.get(file.from));
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
