import { z } from 'zod';
import { EXAM_LABELS } from '@mnemo/domain/exam-labels';
import { QUESTION_LANGUAGES, QUESTION_TYPES } from '@mnemo/domain/languages';
import { QUOTA_LIMIT_KINDS } from '@mnemo/domain/plans';
import { FolderRefSchema, UploadFileSchema } from './common.ts';
import { DOCUMENT_KINDS, DOCUMENT_STATUSES, EMBEDDING_STATUSES, ExamDateSchema } from './library.ts';

/**
 * Session creation from material and the processing pipeline's documents (issue 3,
 * ARCHITECTURE.md §5). Field rules with the spec's own messages (§5) are checked by the server's
 * use case, so the schemas here stay lenient where a specific message must win.
 */

/** The spec §4 stages, in the order they can happen; labels are `pipeline:stages.<stage>`. */
export const PIPELINE_STAGES = [
  'video_processed',
  'webpage_processed',
  'file_processed',
  'text_processed',
  'audio_compressed',
  'speech_processed',
  'audio_processed',
  'webpage_converted_to_pdf',
  'webpage_pdf_skipped',
  'chunks_created',
  'index_built',
  'exercises_generated',
  'exercises_saved',
  'document_saved',
] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

export const StageRecordSchema = z.object({
  stage: z.string(),
  status: z.enum(['running', 'done', 'failed', 'skipped']),
  at: z.string(),
});
export type StageRecord = z.infer<typeof StageRecordSchema>;

export const DocumentErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  limit: z.enum(QUOTA_LIMIT_KINDS).optional(),
});

/**
 * GET /api/documents/:id and every event of /api/documents/:id/events: the owner's processing view,
 * for the owner alone (ADR 185) — the file name, stages and their times, progress and the reason a
 * document failed (a quota refusal names the owner's plan limit). A share link's visitor is
 * answered 404 there and follows `DocumentGeneration` instead (ADR 171).
 */
export const DocumentStateSchema = z
  .object({
    id: z.uuid(),
    sessionId: z.uuid().nullable(),
    kind: z.enum(DOCUMENT_KINDS),
    fileName: z.string().nullable(),
    status: z.enum(DOCUMENT_STATUSES),
    embeddingStatus: z.enum(EMBEDDING_STATUSES),
    /** 0–100, for the progress bar */
    progress: z.int().min(0).max(100),
    stages: z.array(StageRecordSchema),
    error: DocumentErrorSchema.optional(),
    /**
     * while a long document is studyable before it is finished (ADR 155): the items already saved
     * from its first pages, and how many of its pages are still to give theirs (null: it has no pages)
     */
    early: z.object({ itemsSaved: z.int().min(0), pagesComing: z.int().min(0).nullable() }).optional(),
  })
  .meta({ id: 'DocumentState' });
export type DocumentState = z.infer<typeof DocumentStateSchema>;

/**
 * GET /api/documents/:id/generation and each event of its `/events` stream: what the session page's
 * "more cards coming" line needs of a document being made, and all a share link's visitor learns of
 * it — its status and, while a long document is studyable early, the counts (ADR 155, 171). No
 * file name, stages, times, progress or error: those stay with the owner's `DocumentState`,
 * which only the owner may read (ADR 185).
 */
export const DocumentGenerationSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(DOCUMENT_STATUSES),
    early: z.object({ itemsSaved: z.int().min(0), pagesComing: z.int().min(0).nullable() }).optional(),
  })
  .meta({ id: 'DocumentGeneration' });
export type DocumentGeneration = z.infer<typeof DocumentGenerationSchema>;

export const DocumentParamsSchema = z.object({ id: z.uuid() }).strict();

/** JSON form of POST /api/sessions: text or a link (a file goes as multipart). */
export const CreateSessionJsonBodySchema = z
  .object({
    name: z.string().max(1000).optional(),
    folderId: FolderRefSchema.optional(),
    text: z.string().max(2_000_000).optional(),
    url: z.string().max(4000).optional(),
    questionTypes: z.array(z.enum(QUESTION_TYPES)).max(3).optional(),
    questionLanguage: z.enum(QUESTION_LANGUAGES).optional(),
    examLabel: z.enum(EXAM_LABELS).optional(),
    examDate: ExamDateSchema.optional(),
  })
  .strict();
export type CreateSessionJsonBody = z.infer<typeof CreateSessionJsonBodySchema>;

/** Multipart form of POST /api/sessions: a file (or `text`/`url`) and the session's fields as text parts. */
export const CreateSessionMultipartBodySchema = z
  .object({
    file: UploadFileSchema.optional(),
    name: z.string().max(1000).optional(),
    folderId: FolderRefSchema.optional(),
    text: z.string().max(2_000_000).optional(),
    url: z.string().max(4000).optional(),
    questionTypes: z
      .string()
      .meta({ description: `Comma-separated: ${QUESTION_TYPES.join(', ')}` })
      .optional(),
    questionLanguage: z.enum(QUESTION_LANGUAGES).optional(),
    examLabel: z.enum(EXAM_LABELS).optional(),
    examDate: ExamDateSchema.optional(),
  })
  .strict();

/** Multipart form of POST /api/sessions/:id/documents: a file (or `text`/`url`). */
export const AddDocumentMultipartBodySchema = z
  .object({
    file: UploadFileSchema.optional(),
    text: z.string().max(2_000_000).optional(),
    url: z.string().max(4000).optional(),
  })
  .strict();

/** JSON form of POST /api/sessions/:id/documents. */
export const AddDocumentJsonBodySchema = z
  .object({ text: z.string().max(2_000_000).optional(), url: z.string().max(4000).optional() })
  .strict();
export type AddDocumentJsonBody = z.infer<typeof AddDocumentJsonBodySchema>;

export const CreatedSessionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  folderId: z.uuid().nullable(),
  questionTypes: z.array(z.enum(QUESTION_TYPES)),
  questionLanguage: z.enum(QUESTION_LANGUAGES),
});

/** 202 of POST /api/sessions and POST /api/sessions/:id/documents. */
export const CreateSessionResponseSchema = z
  .object({ session: CreatedSessionSchema, document: DocumentStateSchema })
  .meta({ id: 'CreateSessionResponse' });
export type CreateSessionResponse = z.infer<typeof CreateSessionResponseSchema>;
