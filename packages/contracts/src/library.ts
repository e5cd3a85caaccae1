import { z } from 'zod';
import { EXAM_LABELS } from '@mnemo/domain/exam-labels';
import { isExamDate } from '@mnemo/domain/exam-schedule';
import { STUDY_MODES } from '@mnemo/domain/guided-run';
import { MAX_NEW_CARDS_PER_DAY } from '@mnemo/domain/study-day';
import { QUESTION_LANGUAGES, QUESTION_TYPES } from '@mnemo/domain/languages';
import { FolderRefSchema, NameSchema, SourceLocationSchema } from './common.ts';
import { ScheduleSchema } from './schedule.ts';
import { CLOZE_MAX_ORDINAL } from '@mnemo/domain/cloze';
import {
  ANNOTATION_COLORS,
  CARD_KINDS,
  CLOZE_NOTE_MAX_LENGTH,
  DOCUMENT_KINDS,
  FLASHCARD_BACK_MAX_LENGTH,
  FLASHCARD_FRONT_MAX_LENGTH,
} from './values.ts';

/** Path params. */
export const FolderParamsSchema = z.object({ folderId: FolderRefSchema }).strict();
export const FileParamsSchema = z.object({ folderId: FolderRefSchema, fileId: z.uuid() }).strict();

export const ParentSchema = z.object({ id: z.uuid() });

/** A session's exam topic label (spec §2) and its remembered study mode (issue 15 items 4 and 7). */
export const ExamLabelSchema = z.enum(EXAM_LABELS);
export const StudyModeSchema = z.enum(STUDY_MODES);
/**
 * A session's exam date, YYYY-MM-DD (issue 24): while it is ahead, none of the session's cards is
 * scheduled after the study day before it.
 */
export const ExamDateSchema = z
  .string()
  .refine(isExamDate, { message: 'a date written YYYY-MM-DD' })
  .meta({ format: 'date' });

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
    /** cards to study today: due now, plus new ones within the day's new-card limit */
    dueCount: z.int().min(0).default(0),
    examLabel: ExamLabelSchema.nullable().default(null),
    examDate: ExamDateSchema.nullable().default(null),
  })
  .meta({ id: 'SessionSummary' });
export type SessionSummary = z.infer<typeof SessionSummarySchema>;
export const SessionListResponseSchema = z.object({ sessions: z.array(SessionSummarySchema) });

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/**
 * Where a card or question came from, as the session read carries it: resolved by the server from
 * `sourceChunkId` (never written by clients), null when the item has no source passage.
 */
const ResolvedSource = { source: SourceLocationSchema.nullable() };
/** In a write, `source` is ignored (accepted so that an item read can be sent back as it is). */
const SentBackSource = { source: SourceLocationSchema.nullable().optional() };

/** The key concept a generated item tests, one of its session's key concepts. */
const ConceptSchema = z.string().min(1).max(300).nullable().optional();

/** A card's tags (an imported Anki note's tags and subdeck, or the learner's own), each once. */
export const CardTagSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[^\s]+(?: [^\s]+)*$/);
export const CardTagsSchema = z
  .array(CardTagSchema)
  .max(50)
  .refine((tags) => new Set(tags.map((t) => t.toLowerCase())).size === tags.length, { message: 'duplicate tag' });

/** A flashcard as the session carries it. */
export const FlashcardSchema = z
  .object({
    id: z.uuid(),
    front: z.string().min(1).max(FLASHCARD_FRONT_MAX_LENGTH),
    back: z.string().min(1).max(FLASHCARD_BACK_MAX_LENGTH),
    difficulty: z.enum(DIFFICULTIES),
    sourceChunkId: z.uuid().nullable().default(null),
    due: z.string().nullable().optional(),
    /** the FSRS schedule (null: never reviewed); reviews change it, edits keep it */
    schedule: ScheduleSchema.nullable().default(null),
    isSuspended: z.boolean().default(false),
    /** flagged by its owner as a bad item (kept for quality work) */
    isBadItem: z.boolean().default(false),
    /** the session's key concept it tests (set by generation; absent when none matched) */
    concept: ConceptSchema,
    tags: CardTagsSchema.default([]),
    /** `basic` (the default: every card made before kinds), `cloze` (one deletion of a note) or `typed` */
    kind: z.enum(CARD_KINDS).default('basic'),
    /** the cloze note the card belongs to (null for basic and typed cards) */
    noteId: z.uuid().nullable().default(null),
    /** the note's deletion number the card asks (1 for basic and typed cards) */
    ordinal: z.int().min(1).max(CLOZE_MAX_ORDINAL).default(1),
    /** the note's text with its `{{cN::…}}` deletions (null for basic and typed cards); front and back are rendered from it */
    noteText: z.string().max(CLOZE_NOTE_MAX_LENGTH).nullable().default(null),
    ...ResolvedSource,
  })
  .meta({ id: 'Flashcard' });
export type Flashcard = z.infer<typeof FlashcardSchema>;
/**
 * A flashcard in a write: without id it is new. `schedule`, `isSuspended` and `isBadItem` are
 * accepted (a client may send back what it read) but only the per-item PATCH changes them.
 * `kind` makes a card basic or typed (absent: a new card is basic, an edited one keeps its kind);
 * a cloze card's text, front and back are the note's, written through the notes routes, so a new
 * item may not be `cloze` and an edit of a cloze card changes only its difficulty, source, tags and flags.
 */
export const FlashcardInputSchema = FlashcardSchema.omit({
  id: true,
  due: true,
  source: true,
  schedule: true,
  isSuspended: true,
  isBadItem: true,
  tags: true,
  kind: true,
  noteId: true,
  ordinal: true,
  noteText: true,
})
  .extend({
    kind: z.enum(CARD_KINDS).optional(),
    /** ignored (a card read can be sent back as it is) */
    noteId: z.uuid().nullable().optional(),
    ordinal: z.int().min(1).max(CLOZE_MAX_ORDINAL).optional(),
    noteText: z.string().max(CLOZE_NOTE_MAX_LENGTH).nullable().optional(),
    /** absent: an edited card keeps its tags, a new one has none */
    tags: CardTagsSchema.optional(),
    id: z.uuid().optional(),
    due: z.string().nullable().optional(),
    schedule: ScheduleSchema.nullable().optional(),
    isSuspended: z.boolean().optional(),
    isBadItem: z.boolean().optional(),
    /** ignored: the server resolves it (accepted so that an item read can be sent back as it is) */
    source: SourceLocationSchema.nullable().optional(),
  })
  .strict();
export type FlashcardInput = z.infer<typeof FlashcardInputSchema>;

const QuestionBase = {
  id: z.uuid(),
  /** the session's key concept it tests (set by generation; absent when none matched) */
  concept: ConceptSchema,
  prompt: z.string().min(1).max(2000),
  explanation: z.string().max(4000).nullable().default(null),
  sourceChunkId: z.uuid().nullable().default(null),
  /** flagged by its owner as a bad item (kept for quality work); reads always carry it */
  isBadItem: z.boolean().optional(),
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
  .discriminatedUnion('type', [
    MultipleChoiceQuestionSchema.extend(ResolvedSource),
    TrueFalseQuestionSchema.extend(ResolvedSource),
    OpenEndedQuestionSchema.extend(ResolvedSource),
  ])
  .refine((q) => q.type !== 'multiple_choice' || q.correctIndex < q.options.length, {
    message: 'correctIndex must point at an option',
    path: ['correctIndex'],
  })
  .meta({ id: 'Question' });
export type Question = z.infer<typeof QuestionSchema>;
export const QuestionInputSchema = z
  .discriminatedUnion('type', [
    MultipleChoiceQuestionSchema.extend({ id: z.uuid().optional(), ...SentBackSource }).strict(),
    TrueFalseQuestionSchema.extend({ id: z.uuid().optional(), ...SentBackSource }).strict(),
    OpenEndedQuestionSchema.extend({ id: z.uuid().optional(), ...SentBackSource }).strict(),
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
export { ANNOTATION_COLORS };

const AnnotationFields = {
  id: z.uuid(),
  documentId: z.uuid().nullable().default(null),
  /**
   * `text`: a selection on a PDF page (its rects and quote); `area`: a rectangle drawn on a page;
   * `passage`: a highlight inside a passage of text (`chunkId` and character offsets `start`–`end`
   * into the passage's text, with its quote), for material shown as text rather than pages.
   */
  kind: z.enum(['text', 'area', 'passage']),
  /** the PDF page (1-based) of `text` and `area`; null for `passage` */
  page: z.int().min(1).nullable(),
  rects: z.array(RectSchema).max(200).default([]),
  quote: z.string().max(4000).nullable().default(null),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default(ANNOTATION_COLORS[0]),
  note: z.string().max(4000).nullable().default(null),
  chunkId: z.uuid().nullable().default(null),
  start: z.int().min(0).nullable().default(null),
  end: z.int().min(0).nullable().default(null),
};

/** A page annotation needs its page; a passage annotation its passage and a non-empty range. */
function checkAnnotationAnchor(
  value: { kind: string; page: number | null; chunkId: string | null; start: number | null; end: number | null },
  ctx: z.RefinementCtx,
): void {
  if (value.kind === 'passage') {
    if (value.chunkId === null)
      ctx.addIssue({ code: 'custom', message: 'a passage annotation needs its chunkId', path: ['chunkId'] });
    if (value.start === null || value.end === null || value.end <= value.start) {
      ctx.addIssue({ code: 'custom', message: 'a passage annotation needs start < end', path: ['end'] });
    }
    if (value.page !== null)
      ctx.addIssue({ code: 'custom', message: 'a passage annotation has no page', path: ['page'] });
  } else if (value.page === null) {
    ctx.addIssue({ code: 'custom', message: 'a page annotation needs its page', path: ['page'] });
  }
}

/**
 * An annotation of the material: a PDF text selection or free area (rects relative to the page,
 * 0–1), or a highlight in a passage of text.
 */
export const AnnotationSchema = z
  .object(AnnotationFields)
  .superRefine(checkAnnotationAnchor)
  .meta({ id: 'Annotation' });
export type Annotation = z.infer<typeof AnnotationSchema>;
/** An annotation in a write: without id it is new. `page` may be left out of a passage annotation. */
export const AnnotationInputSchema = z
  .object({ ...AnnotationFields, id: z.uuid().optional(), page: AnnotationFields.page.default(null) })
  .strict()
  .superRefine(checkAnnotationAnchor);
export type AnnotationInput = z.infer<typeof AnnotationInputSchema>;

export const YoutubeVideoIdSchema = z.string().regex(/^[A-Za-z0-9_-]{11}$/);

export { DOCUMENT_KINDS, type DocumentKind } from './values.ts';
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
    /**
     * Whether `content-url?variant=pdf` has a PDF to give: the upload itself, or the rendering kept
     * of a slide deck (LibreOffice) or a web page (Chromium). Sent by the server; absent from older
     * servers, when a client can only ask.
     */
    hasPdf: z.boolean().optional(),
    /**
     * The page the reader last read in this document (`PUT /api/documents/:id/position`), null
     * when none is kept; each reader has their own. Sent by the server; absent from older servers.
     */
    lastPage: z.int().min(1).nullable().optional(),
  })
  .meta({ id: 'DocumentSummary' });
export type DocumentSummary = z.infer<typeof DocumentSummarySchema>;

/** The spec's "file": a study session. */
/**
 * The most cards a session file carries (ADR 103): its first cards in their order. A larger
 * session (an imported deck of up to IMPORT_MAX_CARDS) is studied through the due list and
 * counted by `flashcardCount`; the file stays a bounded answer. The same as the most cards one
 * write may send.
 */
export const SESSION_FILE_MAX_FLASHCARDS = 2000;

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
    /** the study mode last chosen for the session (freestyle by default) */
    mode: StudyModeSchema,
    examLabel: ExamLabelSchema.nullable(),
    examDate: ExamDateSchema.nullable(),
    /** the session's own new cards a day; null: the learner's `newCardsPerDay` (issue 23 item 17) */
    newCardsPerDay: z.int().min(0).max(MAX_NEW_CARDS_PER_DAY).nullable(),
    /** the session's first SESSION_FILE_MAX_FLASHCARDS cards in their order */
    flashcards: z.array(FlashcardSchema).max(SESSION_FILE_MAX_FLASHCARDS),
    /** how many cards the session holds in all (more than `flashcards` when it is larger than the file carries) */
    flashcardCount: z.int().min(0),
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

/** PATCH /directory/:folderId/file/:fileId (spec §7): questions, flashcards, optional youtubeVideoIds; the mode and exam label (issue 15); the exam date (issue 24). */
export const PatchFileBodySchema = z
  .object({
    mode: StudyModeSchema.optional(),
    examLabel: ExamLabelSchema.nullable().optional(),
    examDate: ExamDateSchema.nullable().optional(),
    newCardsPerDay: z.int().min(0).max(MAX_NEW_CARDS_PER_DAY).nullable().optional(),
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

/** `?includeNotes=true`: the link shows the owner's notes and highlights too (off by default, ADR 070). */
export const ShareTokenQuerySchema = z.object({ includeNotes: z.enum(['true', 'false']).optional() });
export type ShareTokenQuery = z.infer<typeof ShareTokenQuerySchema>;
export const ShareTokenResponseSchema = z.object({
  shareToken: z.string(),
  expiresAt: z.string(),
  includeNotes: z.boolean(),
});
