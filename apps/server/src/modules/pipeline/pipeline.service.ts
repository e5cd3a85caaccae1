import { isExamDate } from '@mnemo/domain/exam-schedule';
import crypto from 'node:crypto';
import type { CreateSessionResponse, DocumentGeneration, DocumentState } from '@mnemo/contracts/pipeline';
import { FolderRefSchema } from '@mnemo/contracts/common';
import type { DocumentKind } from '@mnemo/contracts/library';
import {
  QUESTION_LANGUAGES,
  QUESTION_TYPES,
  type Locale,
  type QuestionLanguage,
  type QuestionType,
} from '@mnemo/domain/languages';
import { isExamLabel } from '@mnemo/domain/exam-labels';
import { nameFromText } from '@mnemo/domain/text-title';
import { isValidSessionName } from '@mnemo/domain/validation';
import { translate } from '@mnemo/i18n/translate';
import { CompiledQuery, type Transaction } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { AppContext } from '../../app-context.ts';
import type { Database, DocumentRow, SessionRow } from '../../db/schema.ts';
import { errors } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { assertPublicUrl } from '../../lib/safe-fetch.ts';
import { getDocumentStoragePrefix, getSourceStorageKey } from '../../lib/storage-keys.ts';
import { sniffFile } from '../../lib/sniff-file.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { resolveFolder } from '../library/resolve-folder.ts';
import { createDocument } from '../material/document-records.ts';
import { addSessionVideo, findOwnedSession, insertEmptySession, lockOwnedSession } from '../library/sessions.ts';
import { assertCanReadSession, isOwner, refuseSessionRead, sessionRefOf } from '../library/library.policy.ts';
import { lockQuotaHolder, reserveDocuments, type QuotaHolder } from '../quota/quota.service.ts';
import {
  ensureProcessDocumentQueue,
  sendProcessDocument,
  wakeProcessDocumentWorker,
} from './jobs/process-document.job.ts';
import { parseYoutubeVideoId } from './steps/extract/extract-youtube.ts';
import { findExecutable } from './steps/extract/find-executable.ts';
import * as repo from './pipeline.repository.ts';

type Trx = Transaction<Database>;

/** What the user submitted as material, before any check. */
export type MaterialSubmission =
  | { type: 'file'; bytes: Uint8Array; fileName: string | null }
  | { type: 'text'; text: string | undefined }
  | { type: 'url'; url: string | undefined }
  | { type: 'none' };

export interface CreateSessionInput {
  name: string | undefined;
  folderId: string | undefined;
  questionTypes: string[] | undefined;
  questionLanguage: string | undefined;
  /** SAT, Bar or Medicine (issue 15 item 7) */
  examLabel?: string | undefined;
  /** the exam's date, YYYY-MM-DD (issue 24) */
  examDate?: string | undefined;
  material: MaterialSubmission;
}

/** Material that passed every check that can be made at once. */
interface CheckedMaterial {
  kind: DocumentKind;
  fileName: string | null;
  sourceUrl: string | null;
  videoId: string | null;
  /** what to store, with its extension; null for links */
  content: { bytes: Uint8Array; ext: string } | null;
}

/** The spec §5 checks of the material, in the order the wizard shows them. */
async function checkMaterial(ctx: AppContext, material: MaterialSubmission): Promise<CheckedMaterial> {
  switch (material.type) {
    case 'none':
      throw errors.validation('file', 'upload_invalid_file');
    case 'file': {
      const sniffed = await sniffFile(material.bytes);
      // what this server cannot process is said plainly before anything is saved
      if (sniffed.kind === 'audio' && !ctx.config.TRANSCRIBE_BASE_URL)
        throw errors.notConfigured('pipeline:transcription_not_configured', { field: 'file' });
      if (sniffed.kind === 'ppt' && findExecutable('soffice') === null)
        throw errors.notConfigured('pipeline:ppt_needs_libreoffice', { field: 'file' });
      const fileName = material.fileName?.trim().slice(0, 255) || null;
      return {
        kind: sniffed.kind,
        fileName,
        sourceUrl: null,
        videoId: null,
        content: { bytes: material.bytes, ext: sniffed.ext },
      };
    }
    case 'text': {
      const text = material.text?.trim() ?? '';
      if (text === '') throw errors.validation('text', 'text_required');
      // listed by its first heading or first words, not as "Untitled" (issue 23 item 15)
      return {
        kind: 'text',
        fileName: nameFromText(text),
        sourceUrl: null,
        videoId: null,
        content: { bytes: Buffer.from(text, 'utf8'), ext: 'txt' },
      };
    }
    case 'url': {
      const url = material.url?.trim() ?? '';
      if (url === '') throw errors.validation('url', 'link_required');
      const videoId = parseYoutubeVideoId(url);
      if (videoId !== null) {
        return {
          kind: 'youtube',
          fileName: null,
          sourceUrl: `https://www.youtube.com/watch?v=${videoId}`,
          videoId,
          content: null,
        };
      }
      const checked = await assertPublicUrl(/^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`, {
        allowHosts: ctx.config.FETCH_ALLOW_HOSTS,
      });
      return { kind: 'url', fileName: null, sourceUrl: checked.url.toString(), videoId: null, content: null };
    }
  }
}

function checkQuestionTypes(types: string[] | undefined): QuestionType[] {
  const chosen = [...new Set(types ?? [])].filter((t): t is QuestionType =>
    (QUESTION_TYPES as readonly string[]).includes(t),
  );
  if (chosen.length === 0) throw errors.validation('questionTypes', 'question_type_required');
  return chosen;
}

function checkQuestionLanguage(language: string | undefined, fallback: Locale): QuestionLanguage {
  if (language === undefined || language === '') return fallback;
  if (!(QUESTION_LANGUAGES as readonly string[]).includes(language)) throw errors.validation('questionLanguage');
  return language as QuestionLanguage;
}

/** The queue, or a plain refusal when this process has none (e.g. a CLI context). */
function requireQueue(ctx: AppContext): PgBoss {
  if (!ctx.queue) throw errors.notConfigured();
  return ctx.queue;
}

/** pg-boss on the transaction's connection: the job exists if and only if the document does. */
function sendInTransaction(queue: PgBoss, trx: Trx, documentId: string): Promise<void> {
  return sendProcessDocument(
    queue,
    { documentId },
    {
      executeSql: async (text, values) => ({
        rows: (await trx.executeQuery(CompiledQuery.raw(text, values ?? []))).rows,
      }),
    },
  );
}

/**
 * Inside the creating transaction: the document-count limit (user row locked, so two uploads
 * cannot both take the last place), the document row, its stored content and its job.
 */
async function insertDocumentWithJob(
  ctx: AppContext,
  trx: Trx,
  queue: PgBoss,
  owner: QuotaHolder,
  session: Pick<SessionRow, 'id'>,
  material: CheckedMaterial,
  isSessionOrigin: boolean,
  written: string[],
): Promise<DocumentRow> {
  await reserveDocuments(trx, owner, 1);
  const id = crypto.randomUUID();
  const place = { id, owner_id: owner.id, session_id: session.id };
  const storageKey = material.content ? getSourceStorageKey(place, material.content.ext) : null;
  const document = await createDocument(trx, {
    id,
    sessionId: session.id,
    ownerId: owner.id,
    kind: material.kind,
    fileName: material.fileName,
    sourceUrl: material.sourceUrl,
    storageKey,
    sizeBytes: material.content?.bytes.byteLength ?? null,
    videoId: material.videoId,
    isSessionOrigin,
  });
  if (material.videoId) await addSessionVideo(trx, session.id, material.videoId);
  if (storageKey && material.content) {
    written.push(getDocumentStoragePrefix(place));
    await ctx.storage.put(storageKey, material.content.bytes);
  }
  await sendInTransaction(queue, trx, id);
  return document;
}

/** Stored files of a refused request go too: nothing is saved when the work is refused. */
async function removeWritten(ctx: AppContext, prefixes: string[]): Promise<void> {
  for (const prefix of prefixes) await ctx.storage.deletePrefix(prefix).catch(() => undefined);
}

/**
 * Creates a session from material and queues its processing (202). Everything that can be checked
 * at once is checked before anything is saved: name, material, question types and language, type
 * by content, link address, the plan's document count, the name's uniqueness in the folder.
 */
export async function createSessionFromMaterial(
  ctx: AppContext,
  user: AuthUser,
  input: CreateSessionInput,
): Promise<CreateSessionResponse> {
  const name = input.name?.trim() ?? '';
  if (!isValidSessionName(name)) throw errors.validation('name', 'session_name_too_short');
  const material = await checkMaterial(ctx, input.material);
  const questionTypes = checkQuestionTypes(input.questionTypes);
  const questionLanguage = checkQuestionLanguage(input.questionLanguage, user.locale);
  if (input.examLabel !== undefined && !isExamLabel(input.examLabel)) throw errors.validation('examLabel');
  const examLabel = input.examLabel;
  if (input.examDate !== undefined && !isExamDate(input.examDate))
    throw errors.validation('examDate', 'exam_date_invalid');
  const examDate = input.examDate;
  const queue = requireQueue(ctx);
  await ensureProcessDocumentQueue(queue);
  const written: string[] = [];
  try {
    const { session, document } = await ctx.db.transaction().execute(async (trx) => {
      const owner = await lockQuotaHolder(trx, user.id);
      if (!owner) throw errors.unauthenticated();
      const folderRef = input.folderId ?? 'root';
      // the route parses it by the contract; any other caller's non-UUID is no folder of anyone's
      if (!FolderRefSchema.safeParse(folderRef).success) throw errors.notFound();
      const folderId = await resolveFolder({ db: trx }, user, folderRef);
      if (await repo.hasSessionNamed(trx, user.id, folderId, name))
        throw errors.conflict('session_name_duplicated', { field: 'name' });
      const session = await insertEmptySession(trx, user, {
        folderId,
        name,
        questionTypes,
        questionLanguage,
        examLabel,
        examDate,
      });
      const document = await insertDocumentWithJob(ctx, trx, queue, owner, session, material, true, written);
      return { session, document };
    });
    wakeProcessDocumentWorker(queue);
    return {
      session: { id: session.id, name: session.name, folderId: session.folder_id, questionTypes, questionLanguage },
      document: presentDocument(document, user.locale),
    };
  } catch (error) {
    await removeWritten(ctx, written);
    if (isUniqueViolation(error)) throw errors.conflict('session_name_duplicated', { field: 'name' });
    throw error;
  }
}

/** Adds material to one of the user's sessions and queues its processing (202). */
export async function addDocumentToSession(
  ctx: AppContext,
  user: AuthUser,
  sessionId: string,
  submission: MaterialSubmission,
): Promise<CreateSessionResponse> {
  await findOwnedSession(ctx.db, user, sessionId);
  const material = await checkMaterial(ctx, submission);
  const queue = requireQueue(ctx);
  await ensureProcessDocumentQueue(queue);
  const written: string[] = [];
  try {
    const { session, document } = await ctx.db.transaction().execute(async (trx) => {
      const owner = await lockQuotaHolder(trx, user.id);
      if (!owner) throw errors.unauthenticated();
      const session = await lockOwnedSession(trx, user, sessionId);
      const document = await insertDocumentWithJob(ctx, trx, queue, owner, session, material, false, written);
      return { session, document };
    });
    wakeProcessDocumentWorker(queue);
    return {
      session: {
        id: session.id,
        name: session.name,
        folderId: session.folder_id,
        questionTypes: session.question_types as QuestionType[],
        questionLanguage: session.question_language as QuestionLanguage,
      },
      document: presentDocument(document, user.locale),
    };
  } catch (error) {
    await removeWritten(ctx, written);
    throw error;
  }
}

/** A document being made's early items and the pages still coming (ADR 155), while it is processed. */
function earlyOf(row: DocumentRow): Pick<DocumentState, 'early'> {
  return row.status === 'processing' && row.early_items !== null
    ? { early: { itemsSaved: row.early_items, pagesComing: row.pages_coming } }
    : {};
}

export function presentDocument(row: DocumentRow, locale: Locale): DocumentState {
  return {
    id: row.id,
    sessionId: row.session_id,
    kind: row.kind,
    fileName: row.file_name,
    status: row.status,
    embeddingStatus: row.embedding_status,
    progress: row.progress,
    stages: row.stages,
    ...earlyOf(row),
    ...(row.error
      ? { error: { code: row.error.code, message: translate(locale, row.error.messageKey, row.error.values ?? {}) } }
      : {}),
  };
}

/**
 * A document's processing state, its owner's alone (ADR 185): its file name, stages and their
 * times, progress and the reason it failed are the owner's business. Anyone else gets 404, as
 * for any of the owner's own routes, whatever share token they hold; a share link's visitor
 * follows a document being made through `readDocumentGeneration` (ADR 171). A failed document is
 * read from its tombstone (its session may be gone).
 */
export async function readDocumentState(
  ctx: AppContext,
  user: AuthUser,
  documentId: string,
  locale: Locale,
): Promise<DocumentState> {
  const document = await repo.findDocument(ctx.db, documentId);
  if (document) {
    if (!isOwner(document, user)) throw errors.notFound();
    return presentDocument(document, locale);
  }
  const failed = await repo.findFailedDocument(ctx.db, documentId);
  if (!failed || !isOwner(failed, user)) throw errors.notFound();
  return {
    id: failed.id,
    sessionId: failed.session_id,
    kind: failed.kind as DocumentKind,
    fileName: failed.file_name,
    status: 'failed',
    embeddingStatus: 'failed',
    progress: 100,
    stages: failed.stages,
    error: {
      code: failed.error.code,
      message: translate(locale, failed.error.messageKey, failed.error.values ?? {}),
      ...(failed.error.limit ? { limit: failed.error.limit as 'EXERCISES_LIMIT' } : {}),
    },
  };
}

/**
 * What a session's readers learn of one of its documents being made (ADR 171): the owner, or a
 * signed-in visitor with the session's share token (403 bad or expired, 404 without one). Its
 * status and early counts only, which the shared session already shows as cards; a failed
 * document's tombstone says `failed` to whoever may still read its session, and nothing else.
 */
export async function readDocumentGeneration(
  ctx: AppContext,
  user: AuthUser,
  documentId: string,
  shareToken: string | undefined,
): Promise<DocumentGeneration> {
  const document = await repo.findDocument(ctx.db, documentId);
  if (document) {
    await assertCanReadSession(ctx, sessionRefOf(document), user, shareToken);
    return {
      id: document.id,
      status: document.status,
      ...earlyOf(document),
    };
  }
  const failed = await repo.findFailedDocument(ctx.db, documentId);
  if (!failed) refuseSessionRead(shareToken);
  // a visitor's token is judged against the tombstone's session: gone with it, the link is too
  const session = failed.session_id === null ? undefined : { id: failed.session_id, owner_id: failed.owner_id };
  if (session) await assertCanReadSession(ctx, session, user, shareToken);
  else if (!isOwner(failed, user)) refuseSessionRead(shareToken);
  return { id: failed.id, status: 'failed' };
}

export function isTerminal(state: Pick<DocumentState, 'status'>): boolean {
  return state.status === 'completed' || state.status === 'failed';
}
