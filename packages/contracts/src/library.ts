import { z } from 'zod';
import { QUESTION_LANGUAGES, QUESTION_TYPES } from '@mnemo/domain/languages';
import { FolderRefSchema, NameSchema } from './common.ts';

/** Path params. */
export const FolderParamsSchema = z.object({ folderId: FolderRefSchema }).strict();
export const FileParamsSchema = z.object({ folderId: FolderRefSchema, fileId: z.uuid() }).strict();
export const ShareQuerySchema = z.object({ sharetoken: z.string().min(1).max(200).optional() }).strict();

export const ParentSchema = z.object({ id: z.uuid() });

export const DirectoryEntrySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    type: z.enum(['file', 'folder']),
    parent: ParentSchema.optional(),
  })
  .meta({ id: 'DirectoryEntry' });
export type DirectoryEntry = z.infer<typeof DirectoryEntrySchema>;

export const DirectoryResponseSchema = z.object({
  contents: z.array(DirectoryEntrySchema),
  folder: z.object({ id: z.uuid(), name: z.string(), parent: ParentSchema.optional() }).optional(),
});
export type DirectoryResponse = z.infer<typeof DirectoryResponseSchema>;

export const SessionSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    parent: ParentSchema.optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SessionSummary' });
export type SessionSummary = z.infer<typeof SessionSummarySchema>;
export const SessionListResponseSchema = z.object({ sessions: z.array(SessionSummarySchema) });

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** A flashcard as the session carries it. */
export const FlashcardSchema = z
  .object({
    id: z.uuid(),
    front: z.string().min(1).max(2000),
    back: z.string().min(1).max(4000),
    difficulty: z.enum(DIFFICULTIES),
    sourceChunkId: z.uuid().nullable().default(null),
    due: z.string().nullable().optional(),
  })
  .meta({ id: 'Flashcard' });
export type Flashcard = z.infer<typeof FlashcardSchema>;
/** A flashcard in a write: without id it is new. */
export const FlashcardInputSchema = FlashcardSchema.omit({ id: true, due: true })
  .extend({ id: z.uuid().optional(), due: z.string().nullable().optional() })
  .strict();
export type FlashcardInput = z.infer<typeof FlashcardInputSchema>;

const QuestionBase = {
  id: z.uuid(),
  prompt: z.string().min(1).max(2000),
  explanation: z.string().max(4000).nullable().default(null),
  sourceChunkId: z.uuid().nullable().default(null),
};
export const MultipleChoiceQuestionSchema = z.object({
  ...QuestionBase,
  type: z.literal('multiple_choice'),
  options: z.array(z.string().min(1).max(500)).min(2).max(6),
  correctIndex: z.int().min(0).max(5),
});
export const TrueFalseQuestionSchema = z.object({
  ...QuestionBase,
  type: z.literal('true_false'),
  answer: z.boolean(),
});
export const OpenEndedQuestionSchema = z.object({
  ...QuestionBase,
  type: z.literal('open_ended'),
  expectedAnswer: z.string().min(1).max(4000),
});
export const QuestionSchema = z
  .discriminatedUnion('type', [MultipleChoiceQuestionSchema, TrueFalseQuestionSchema, OpenEndedQuestionSchema])
  .refine((q) => q.type !== 'multiple_choice' || q.correctIndex < q.options.length, {
    message: 'correctIndex must point at an option',
    path: ['correctIndex'],
  })
  .meta({ id: 'Question' });
export type Question = z.infer<typeof QuestionSchema>;
export const QuestionInputSchema = z
  .discriminatedUnion('type', [
    MultipleChoiceQuestionSchema.extend({ id: z.uuid().optional() }).strict(),
    TrueFalseQuestionSchema.extend({ id: z.uuid().optional() }).strict(),
    OpenEndedQuestionSchema.extend({ id: z.uuid().optional() }).strict(),
  ])
  .refine((q) => q.type !== 'multiple_choice' || q.correctIndex < q.options.length, {
    message: 'correctIndex must point at an option',
    path: ['correctIndex'],
  });
export type QuestionInput = z.infer<typeof QuestionInputSchema>;

export const RectSchema = z.object({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  width: z.number().min(0).max(1),
  height: z.number().min(0).max(1),
});
/** A PDF annotation: a text selection or a free area, rects relative to the page (0–1). */
export const AnnotationSchema = z
  .object({
    id: z.uuid(),
    documentId: z.uuid().nullable().default(null),
    kind: z.enum(['text', 'area']),
    page: z.int().min(1),
    rects: z.array(RectSchema).max(200),
    quote: z.string().max(4000).nullable().default(null),
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/).default('#fde047'),
    note: z.string().max(4000).nullable().default(null),
  })
  .meta({ id: 'Annotation' });
export type Annotation = z.infer<typeof AnnotationSchema>;
export const AnnotationInputSchema = AnnotationSchema.extend({ id: z.uuid().optional() }).strict();
export type AnnotationInput = z.infer<typeof AnnotationInputSchema>;

export const YoutubeVideoIdSchema = z.string().regex(/^[A-Za-z0-9_-]{11}$/);

export const DOCUMENT_KINDS = ['pdf', 'pptx', 'ppt', 'text', 'url', 'youtube', 'audio'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_STATUSES = ['queued', 'processing', 'completed', 'failed'] as const;
export const EMBEDDING_STATUSES = ['not_done', 'completed', 'failed'] as const;

export const DocumentSummarySchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(DOCUMENT_KINDS),
    fileName: z.string().nullable(),
    status: z.enum(DOCUMENT_STATUSES),
    embeddingStatus: z.enum(EMBEDDING_STATUSES),
    durationMs: z.int().nullable(),
    videoId: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'DocumentSummary' });
export type DocumentSummary = z.infer<typeof DocumentSummarySchema>;

/** The spec's "file": a study session. */
export const SessionFileSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    parent: ParentSchema.optional(),
    version: z.int(),
    questionTypes: z.array(z.enum(QUESTION_TYPES)),
    questionLanguage: z.enum(QUESTION_LANGUAGES),
    summary: z.string().nullable(),
    keyConcepts: z.array(z.string()),
    flashcards: z.array(FlashcardSchema),
    questions: z.array(QuestionSchema),
    pdfAnnotations: z.array(AnnotationSchema),
    youtubeVideoIds: z.array(z.string()),
    documents: z.array(DocumentSummarySchema),
    isOwner: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SessionFile' });
export type SessionFile = z.infer<typeof SessionFileSchema>;

/** POST /directory/:folderId/file (spec §7). */
export const CreateFileBodySchema = z
  .object({
    name: NameSchema,
    flashcards: z.array(FlashcardInputSchema).max(2000).default([]),
    questions: z.array(QuestionInputSchema).max(2000).default([]),
    pdfAnnotations: z.array(AnnotationInputSchema).max(5000).default([]),
    youtubeVideoIds: z.array(YoutubeVideoIdSchema).max(50).default([]),
    questionTypes: z.array(z.enum(QUESTION_TYPES)).min(1).optional(),
    questionLanguage: z.enum(QUESTION_LANGUAGES).optional(),
  })
  .strict();
export type CreateFileBody = z.infer<typeof CreateFileBodySchema>;

/** PATCH /directory/:folderId/file/:fileId (spec §7): questions, flashcards, optional youtubeVideoIds. */
export const PatchFileBodySchema = z
  .object({
    flashcards: z.array(FlashcardInputSchema).max(2000).optional(),
    questions: z.array(QuestionInputSchema).max(2000).optional(),
    youtubeVideoIds: z.array(YoutubeVideoIdSchema).max(50).optional(),
    version: z.int().min(0).optional(),
  })
  .strict();
export type PatchFileBody = z.infer<typeof PatchFileBodySchema>;

/**
 * PUT /directory/:folderId/file/:fileId: exactly one of flashcards / questions / pdfAnnotations
 * (a diff by id), or a rename (`name`) and/or a move (`folderId`).
 */
export const PutFileBodySchema = z
  .object({
    flashcards: z.array(FlashcardInputSchema).max(2000).optional(),
    questions: z.array(QuestionInputSchema).max(2000).optional(),
    pdfAnnotations: z.array(AnnotationInputSchema).max(5000).optional(),
    name: z.string().trim().max(200).optional(),
    folderId: FolderRefSchema.optional(),
    version: z.int().min(0).optional(),
  })
  .strict();
export type PutFileBody = z.infer<typeof PutFileBodySchema>;

export const CreateFolderBodySchema = z.object({ name: NameSchema }).strict();
export const RenameFolderBodySchema = z.object({ name: NameSchema }).strict();
export const FolderResponseSchema = z
  .object({ id: z.uuid(), name: z.string(), type: z.literal('folder'), parent: ParentSchema.optional() })
  .meta({ id: 'Folder' });

export const ShareTokenResponseSchema = z.object({ shareToken: z.string(), expiresAt: z.string() });
