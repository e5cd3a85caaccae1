import type { Chunk, OutlineEntry } from '@mnemo/contracts/material';
import { QUESTION_LANGUAGES, QUESTION_TYPES, type QuestionLanguage, type QuestionType } from '@mnemo/domain/languages';
import { mergeOverviews } from '@mnemo/domain/session-overview';
import { nameFromText } from '@mnemo/domain/text-title';
import type { AppContext } from '../../app-context.ts';
import type { Transaction } from 'kysely';
import type { Database, DocumentError, DocumentRow, DocumentStage } from '../../db/schema.ts';
import { AppError, errors } from '../../lib/app-error.ts';
import { getDocumentStoragePrefix, getSessionStoragePrefix } from '../../lib/storage-keys.ts';
import { listSavedFacts, removeGeneratedItems, saveGeneratedItems } from '../library/save-generated-items.ts';
import {
  rebuildSessionOverview,
  removeEmptiedSession,
  replaceProvisionalOverview,
  saveSessionOverview,
} from '../library/sessions.ts';
import { lockQuotaHolder, recordGenerationTokens, releaseExercises, reserveExercises } from '../quota/quota.service.ts';
import { extractMaterial } from './extract-material.ts';
import * as repo from './pipeline.repository.ts';
import { presentChunk } from './present-chunk.ts';
import { chunkPassages } from './steps/chunk/chunk-passages.ts';
import {
  EARLY_CARDS_WANTED,
  countPagesAfter,
  planEarlyBatches,
  withoutSavedFacts,
  type Fact,
} from './steps/generate/early-batches.ts';
import { generateExercises, type GeneratedMaterial } from './steps/generate/generate-exercises.ts';
import { findDocumentSections } from './steps/index/find-document-sections.ts';
import { getSearchConfig } from './steps/index/search-config.ts';
import {
  addDocumentChunks,
  clearDocumentChunks,
  deleteFailedDocument,
  markDocumentSaved,
  recordDocumentProgress,
  recordEarlyItems,
  saveDocumentOverview,
  saveDocumentSections,
  startDocumentAttempt,
  toChunkValues,
} from '../material/document-records.ts';
import { saveDocumentSpeakers } from '../material/save-derived-material.ts';

/** Progress (0–100) reached when each stage is done: extraction is the long part for most inputs. */
const STAGE_PROGRESS: Readonly<Record<string, number>> = {
  audio_compressed: 15,
  speech_processed: 35,
  video_processed: 40,
  webpage_processed: 30,
  webpage_converted_to_pdf: 40,
  webpage_pdf_skipped: 40,
  file_processed: 40,
  text_processed: 40,
  audio_processed: 40,
  chunks_created: 50,
  index_built: 60,
  exercises_generated: 85,
  exercises_saved: 95,
  document_saved: 100,
};

/** The progress a stage's own work moves through before it is done: reading the file, generating. */
const PROGRESS_RANGES: Readonly<Record<'extract' | 'generate', readonly [number, number]>> = {
  extract: [0, STAGE_PROGRESS.file_processed!],
  generate: [STAGE_PROGRESS.index_built!, STAGE_PROGRESS.exercises_generated!],
};

/** Chunks inserted (and indexed) per statement. */
const INDEX_BATCH_CHUNKS = 25;

const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Test seams: code run between stages (a test "crashes" a worker there). */
export interface ProcessHooks {
  /** before the whole document's items are saved (after a long document's early batches, ADR 155) */
  beforeSave?: (documentId: string) => Promise<void>;
  /** after a stage is reported (tests act in the middle of extraction) */
  afterStage?: (stage: string) => Promise<void>;
}

function stage(name: string, status: DocumentStage['status'] = 'done'): DocumentStage {
  return { stage: name, status, at: new Date().toISOString() };
}

async function publish(ctx: AppContext, documentId: string): Promise<void> {
  await ctx.documentEvents?.publish(documentId).catch(() => undefined);
}

/**
 * Runs one document through extract → chunk → index → generate → save. Idempotent: a completed or
 * failed document is left alone, every stage before save replaces what an earlier attempt left,
 * and save happens once (the `generation_saved_at` marker is set in its transaction).
 * An AppError fails the document for good; anything else is thrown for the queue to retry.
 */
export async function processDocument(ctx: AppContext, documentId: string, hooks: ProcessHooks = {}): Promise<void> {
  const document = await repo.findDocument(ctx.db, documentId);
  if (!document || document.status === 'completed' || document.status === 'failed') return;
  if (document.generation_saved_at !== null) {
    // saved by an attempt that died before the queue heard of it: nothing left to do
    await markDocumentSaved(ctx.db, documentId, []);
    await publish(ctx, documentId);
    return;
  }
  const session = await repo.findSessionForGeneration(ctx.db, document.session_id);
  if (!session) return;
  const questionTypes = session.question_types.filter((t): t is QuestionType =>
    (QUESTION_TYPES as readonly string[]).includes(t),
  );
  const questionLanguage = (
    (QUESTION_LANGUAGES as readonly string[]).includes(session.question_language) ? session.question_language : 'en'
  ) as QuestionLanguage;

  let current = 'extract';
  // Progress inside a stage (pages read, parts generated) is written as it comes, never awaited
  // by the work: one write at a time, the latest value only, and never backwards.
  let written = 0;
  let wanted = 0;
  let writing: Promise<void> = Promise.resolve();
  const writeProgress = async (): Promise<void> => {
    while (wanted > written) {
      const progress = wanted;
      written = progress;
      await recordDocumentProgress(ctx.db, documentId, { progress });
      await publish(ctx, documentId);
    }
  };
  const progressIn =
    (range: keyof typeof PROGRESS_RANGES) =>
    (fraction: number): void => {
      const [from, to] = PROGRESS_RANGES[range];
      const progress = Math.floor(from + (to - from) * Math.min(1, Math.max(0, fraction)));
      // the stage's own value is written when it is done
      if (progress <= Math.max(wanted, written) || progress >= to) return;
      const isIdle = wanted === written;
      wanted = progress;
      if (isIdle) writing = writing.then(writeProgress).catch(() => undefined);
    };
  const report = async (name: string, status: 'done' | 'skipped' = 'done'): Promise<void> => {
    current = name;
    await writing;
    const progress = Math.max(STAGE_PROGRESS[name] ?? 0, written);
    wanted = written = progress;
    await recordDocumentProgress(ctx.db, documentId, { appendStages: [stage(name, status)], progress });
    await publish(ctx, documentId);
    await hooks.afterStage?.(name);
  };
  try {
    // a new attempt starts its stages again (a retry after a crash shows from the start), without
    // the early items an earlier attempt saved (their passages are read again below)
    if (document.early_items !== null) await removeEarlyItems(ctx, document);
    await startDocumentAttempt(ctx.db, documentId);
    await publish(ctx, documentId);

    const material = await extractMaterial(ctx, document, {
      preferredLanguage: questionLanguage,
      report,
      progress: progressIn('extract'),
    });
    // deleted (with its session) while it was extracted: the files extraction stored after the
    // deletion emptied the folder would stay forever; they go now and nothing else is done
    if (!(await repo.findDocument(ctx.db, documentId))) {
      await ctx.storage.deletePrefix(getDocumentStoragePrefix(document)).catch(() => undefined);
      return;
    }
    current = 'chunks_created';
    const language = material.language;
    // in the worker pool when the process has one: 20-40 ms of the event loop for 120 pages
    const chunks = ctx.workerPool
      ? await ctx.workerPool.chunkPassages(material.passages, language ?? 'en')
      : chunkPassages(material.passages, { language: language ?? 'en' });
    if (chunks.length === 0) throw errors.documentProcessing('pipeline:text_empty');
    // a link is named by its page's (or video's) title, not listed as "Untitled", as pasted text is
    // by its first words; a page without a title by its first heading or words (migration 0192 names
    // the pages read before this the same way)
    const name = material.title
      ? nameFromText(material.title)
      : document.kind === 'url'
        ? nameFromText(
            chunks
              .slice(0, 3)
              .map((chunk) => chunk.text)
              .join('\n\n'),
          )
        : null;
    await recordDocumentProgress(ctx.db, documentId, {
      language,
      durationMs: material.durationMs,
      fileNameIfNone: name,
    });
    await report('chunks_created');

    current = 'index_built';
    const searchConfig = getSearchConfig(language);
    const rows = toChunkValues(chunks);
    // In statements of their own, a few chunks each: on PGlite a statement holds the one
    // connection and its full-text work runs on the event loop (120 pages in one took 85-185 ms),
    // so other requests get in between. Nothing reads the chunks before the document's
    // index is marked completed below, and a retry deletes what an earlier attempt inserted.
    await clearDocumentChunks(ctx.db, documentId);
    for (let start = 0; start < rows.length; start += INDEX_BATCH_CHUNKS) {
      await addDocumentChunks(
        ctx.db,
        { id: documentId, sessionId: document.session_id },
        searchConfig,
        rows.slice(start, start + INDEX_BATCH_CHUNKS),
      );
      // PGlite answers without going through the event loop: let what waits on it run
      await yieldToEventLoop();
    }
    // the sections the chat ranks and lists as places (issue 22): from the bookmarks while they are at hand
    const sections = findDocumentSections(chunks, material.outline);
    await ctx.db.transaction().execute(async (trx) => {
      await saveDocumentSpeakers(trx, documentId);
      await saveDocumentSections(trx, documentId, sections);
      await recordDocumentProgress(trx, documentId, { embeddingStatus: 'completed' });
    });
    await report('index_built');

    current = 'exercises_generated';
    const stored = await repo.listDocumentChunks(ctx.db, documentId);
    const materialChunks: Chunk[] = stored.map(presentChunk);
    const options = { questionTypes, questionLanguage, outline: material.outline };
    // a long document's first pages are studyable before the rest is made (ADR 155)
    await saveEarlyBatches(ctx, document, materialChunks, options);
    const generated = await generate(ctx, materialChunks, options, progressIn('generate'));
    // spent whether or not the save below fits the plan
    await recordGenerationTokens(ctx, document.owner_id, generated.tokens);
    await report('exercises_generated');

    current = 'exercises_saved';
    await hooks.beforeSave?.(documentId);
    await saveGeneratedMaterial(ctx, document, generated, questionLanguage);
    await publish(ctx, documentId);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await failDocument(ctx, documentId, error, current);
  }
}

/**
 * The generate stage: with the local provider in the worker pool when the process has one (it
 * is CPU-bound: on the event loop a long document would hold up every request), else here.
 */
async function generate(
  ctx: AppContext,
  chunks: Chunk[],
  options: { questionTypes: QuestionType[]; questionLanguage: QuestionLanguage; outline: OutlineEntry[] },
  progress: (fraction: number) => void,
): Promise<GeneratedMaterial> {
  if (!ctx.workerPool || ctx.ai.name !== 'local') {
    return generateExercises(ctx.ai, chunks, { ...options, onStep: (done, total) => progress(done / total) });
  }
  const { material, seconds } = await ctx.workerPool.generateLocally(
    {
      chunks,
      questionTypes: options.questionTypes,
      questionLanguage: options.questionLanguage,
      ...(options.outline.length > 0 ? { outline: options.outline } : {}),
    },
    ({ done, total }) => progress(done / total),
  );
  // the calls the instrumented provider would have timed, had they run here
  for (const [operation, took] of Object.entries(seconds))
    ctx.metrics?.aiDuration.observe({ operation, outcome: 'ok' }, took);
  return material;
}

type GenerationOptions = { questionTypes: QuestionType[]; questionLanguage: QuestionLanguage; outline: OutlineEntry[] };

/**
 * A long document's early batches (ADR 155): its first pages, a batch at a time, each batch's
 * items that no saved item tests already saved in one transaction (counted as exercises like any
 * others), until enough cards are saved or a third of the document is covered. The first batch's
 * summary and key concepts stand in the session's overview until the whole document is read
 * (kept as the document's own overview meanwhile, so they can be taken out again). The document
 * stays `processing`, with its early items counted and the pages still to come.
 */
async function saveEarlyBatches(
  ctx: AppContext,
  document: DocumentRow,
  chunks: Chunk[],
  options: GenerationOptions,
): Promise<void> {
  const batches = planEarlyBatches(chunks, options.outline);
  const facts: Fact[] = [];
  let items = 0;
  let cards = 0;
  for (const [index, batch] of batches.entries()) {
    if (cards >= EARLY_CARDS_WANTED) return;
    const generated = await generate(ctx, batch, options, () => undefined);
    await recordGenerationTokens(ctx, document.owner_id, generated.tokens);
    const fresh = withoutSavedFacts(generated, facts, options.questionLanguage);
    const isSaved = await ctx.db.transaction().execute(async (trx) => {
      const locked = await repo.lockDocument(trx, document.id);
      if (!locked || locked.generation_saved_at !== null || locked.status !== 'processing') return false;
      const user = await lockQuotaHolder(trx, document.owner_id);
      if (!user) return false;
      await reserveExercises(trx, user, fresh.flashcards.length + fresh.questions.length);
      await saveGeneratedItems(trx, document.session_id, fresh, () => document.id);
      if (index === 0) {
        const provisional = { summary: generated.summary.trim() || null, keyConcepts: generated.keyConcepts };
        const session = await repo.lockSessionOverview(trx, document.session_id);
        await saveSessionOverview(
          trx,
          document.session_id,
          mergeOverviews([
            { summary: session?.summary ?? null, keyConcepts: session?.key_concepts ?? [] },
            provisional,
          ]),
        );
        await saveDocumentOverview(trx, document.id, provisional);
      }
      const saved = items + fresh.flashcards.length + fresh.questions.length;
      await recordEarlyItems(trx, document.id, saved, countPagesAfter(chunks, batch));
      return true;
    });
    await publish(ctx, document.id);
    if (!isSaved) return;
    items += fresh.flashcards.length + fresh.questions.length;
    cards += fresh.flashcards.length;
  }
}

/**
 * Takes back what an earlier attempt saved early (ADR 155): its items and its provisional overview
 * (the session's is rebuilt without it), so the new attempt starts from nothing.
 */
async function removeEarlyItems(ctx: AppContext, document: DocumentRow): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const locked = await repo.lockDocument(trx, document.id);
    if (!locked || locked.early_items === null || locked.generation_saved_at !== null) return;
    await removeGeneratedItems(trx, { documentId: document.id });
    await releaseEarlyItems(trx, locked);
    await rebuildSessionOverview(trx, document.session_id, {
      summary: locked.summary,
      keyConcepts: locked.key_concepts,
    });
    await saveDocumentOverview(trx, document.id, { summary: null, keyConcepts: [] });
  });
}

/** The exercises a document's early items were counted as, given back as they are taken back (ADR 155). */
async function releaseEarlyItems(trx: Transaction<Database>, document: DocumentRow): Promise<void> {
  if (document.early_items === null || document.generation_saved_at !== null) return;
  const user = await lockQuotaHolder(trx, document.owner_id);
  if (user) await releaseExercises(trx, user, document.early_items);
}

/**
 * The save stage, in one transaction: replaces this document's generated items (or, after early
 * batches, adds those no early item tests already: the whole document's pass only adds, ADR 155),
 * counts them as exercises (refusing all of them over the plan's monthly limit), merges the summary
 * and key concepts into the session (replacing a provisional one), and marks the document
 * completed. Runs at most once per document.
 */
async function saveGeneratedMaterial(
  ctx: AppContext,
  document: DocumentRow,
  generated: GeneratedMaterial,
  questionLanguage: QuestionLanguage,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const locked = await repo.lockDocument(trx, document.id);
    if (!locked || locked.generation_saved_at !== null || locked.status !== 'processing') return;
    const user = await lockQuotaHolder(trx, document.owner_id);
    if (!user) return;
    const hasEarlyItems = locked.early_items !== null;
    const added = hasEarlyItems
      ? withoutSavedFacts(generated, await listSavedFacts(trx, document.id), questionLanguage)
      : generated;
    // the one exercises rule (refuses all or counts all, inside this transaction)
    await reserveExercises(trx, user, added.flashcards.length + added.questions.length);
    if (!hasEarlyItems) await removeGeneratedItems(trx, { documentId: document.id });
    await saveGeneratedItems(trx, document.session_id, added, () => document.id);
    const overview = { summary: generated.summary.trim() || null, keyConcepts: generated.keyConcepts };
    if (hasEarlyItems) {
      // the provisional overview (the first pages') gives way to the whole document's
      await replaceProvisionalOverview(
        trx,
        document.session_id,
        { summary: locked.summary, keyConcepts: locked.key_concepts },
        overview,
      );
    } else {
      const session = await repo.lockSessionOverview(trx, document.session_id);
      const merged = mergeOverviews([
        { summary: session?.summary ?? null, keyConcepts: session?.key_concepts ?? [] },
        { summary: generated.summary, keyConcepts: generated.keyConcepts },
      ]);
      await saveSessionOverview(trx, document.session_id, merged);
    }
    await saveDocumentOverview(trx, document.id, overview);
    await markDocumentSaved(trx, document.id, [stage('exercises_saved'), stage('document_saved')]);
  });
}

/**
 * Fails a document for good (ARCHITECTURE.md §5): a tombstone keeps the failure readable, the
 * document row and everything derived from it go (chunks, generated items, stored files), and the
 * session too when the document was the one it was created from and it holds no other.
 */
export async function failDocument(
  ctx: AppContext,
  documentId: string,
  error: AppError,
  failedStage: string,
): Promise<void> {
  const documentError: DocumentError = {
    code: error.code,
    messageKey: error.messageKey,
    ...(error.details.limit ? { limit: error.details.limit } : {}),
    ...(Object.keys(error.values).length ? { values: error.values } : {}),
  };
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const document = await repo.lockDocument(trx, documentId);
    if (!document || document.status === 'completed' || document.status === 'failed') return null;
    await repo.insertFailedDocument(trx, document, [...document.stages, stage(failedStage, 'failed')], documentError);
    await deleteFailedDocument(trx, documentId);
    await releaseEarlyItems(trx, document);
    const isSessionRemoved =
      document.is_session_origin && (await repo.countSessionDocuments(trx, document.session_id)) === 0;
    if (isSessionRemoved) await removeEmptiedSession(trx, document.session_id);
    // early items went with the document (ADR 155): its provisional overview leaves the session too
    else if (document.early_items !== null)
      await rebuildSessionOverview(trx, document.session_id, {
        summary: document.summary,
        keyConcepts: document.key_concepts,
      });
    return { document, isSessionRemoved };
  });
  if (outcome === null) return;
  const { document, isSessionRemoved } = outcome;
  await ctx.storage
    .deletePrefix(
      isSessionRemoved
        ? getSessionStoragePrefix(document.owner_id, document.session_id)
        : getDocumentStoragePrefix(document),
    )
    .catch(() => undefined);
  await publish(ctx, documentId);
}
