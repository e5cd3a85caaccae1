import type { SourceLocation } from '@mnemo/contracts/common';
import type {
  Annotation,
  DirectoryEntry,
  DocumentSummary,
  Flashcard,
  Question,
  SessionFile,
  SessionSummary,
} from '@mnemo/contracts/library';
import { ScheduleSchema } from '@mnemo/contracts/schedule';
import { STUDY_MODES, type StudyMode } from '@mnemo/domain/guided-run';
import type { QuestionLanguage, QuestionType } from '@mnemo/domain/languages';
import type { AnnotationRow, FlashcardRow, FolderRow, QuestionRow, SessionRow } from '../../db/schema.ts';
import type { listDocuments, SessionListRow } from './library.repository.ts';
import type { SourceColumns } from './source-columns.ts';

const toIso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();
const parentOf = (id: string | null) => (id ? { parent: { id } } : {});

export function presentFolderEntry(row: FolderRow): DirectoryEntry & { type: 'folder' } {
  return { id: row.id, name: row.name, type: 'folder', ...parentOf(row.parent_id) };
}

export function presentFileEntry(row: SessionListRow): DirectoryEntry {
  return { id: row.id, name: row.name, type: 'file', ...parentOf(row.folder_id) };
}

export function presentSessionSummary(row: SessionListRow, dueCount = 0): SessionSummary {
  return {
    id: row.id,
    name: row.name,
    ...parentOf(row.folder_id),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    dueCount,
    examLabel: row.exam_label,
    examDate: row.exam_date,
  };
}

/** A stored schedule, or null when the column holds none (or something that is not one). */
function presentSchedule(value: Record<string, unknown> | null): Flashcard['schedule'] {
  const parsed = ScheduleSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The item's source place when its row was read with its chunk joined (else null). */
function presentSource(row: Partial<SourceColumns>): SourceLocation | null {
  if (!row.source_document_id) return null;
  return {
    documentId: row.source_document_id,
    page: row.source_page ?? null,
    slide: row.source_slide ?? null,
    startMs: row.source_start_ms ?? null,
  };
}

export function presentFlashcard(row: FlashcardRow & Partial<SourceColumns>): Flashcard {
  return {
    id: row.id,
    front: row.front,
    back: row.back,
    difficulty: row.difficulty,
    sourceChunkId: row.source_chunk_id,
    due: row.due ? toIso(row.due) : null,
    schedule: presentSchedule(row.fsrs),
    isSuspended: row.is_suspended,
    isBadItem: row.is_bad_item,
    ...(row.concept ? { concept: row.concept } : {}),
    tags: Array.isArray(row.tags) ? row.tags : [],
    kind: row.kind,
    noteId: row.note_id,
    ordinal: row.ordinal,
    noteText: row.note_text,
    source: presentSource(row),
  };
}

export function presentQuestion(row: QuestionRow & Partial<SourceColumns>): Question {
  const base = {
    id: row.id,
    prompt: row.prompt,
    explanation: row.explanation,
    sourceChunkId: row.source_chunk_id,
    isBadItem: row.is_bad_item,
    ...(row.concept ? { concept: row.concept } : {}),
    source: presentSource(row),
  };
  switch (row.type) {
    case 'multiple_choice':
      return { ...base, type: 'multiple_choice', options: row.options ?? [], correctIndex: row.correct_index ?? 0 };
    case 'true_false':
      return { ...base, type: 'true_false', answer: row.answer ?? false };
    default:
      return { ...base, type: 'open_ended', expectedAnswer: row.expected_answer ?? '' };
  }
}

export function presentAnnotation(row: AnnotationRow): Annotation {
  return {
    id: row.id,
    documentId: row.document_id,
    kind: row.kind,
    page: row.page,
    rects: row.rects,
    quote: row.quote,
    color: row.color,
    note: row.note,
    chunkId: row.chunk_id,
    start: row.start_offset,
    end: row.end_offset,
  };
}

export function presentDocument(row: Awaited<ReturnType<typeof listDocuments>>[number]): DocumentSummary {
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.file_name,
    status: row.status,
    embeddingStatus: row.embedding_status,
    durationMs: row.duration_ms,
    videoId: row.video_id,
    createdAt: toIso(row.created_at),
    hasPdf: (row.kind === 'pdf' ? row.storage_key : row.pdf_key) !== null,
    lastPage: row.last_page,
  };
}

export function presentSessionFile(
  session: SessionRow,
  parts: {
    flashcards: Array<FlashcardRow & SourceColumns>;
    /** all the session's cards (default: those given) */
    flashcardCount?: number;
    questions: Array<QuestionRow & SourceColumns>;
    annotations: AnnotationRow[];
    documents: Awaited<ReturnType<typeof listDocuments>>;
    isOwner: boolean;
  },
): SessionFile {
  return {
    id: session.id,
    name: session.name,
    ...parentOf(session.folder_id),
    version: session.version,
    questionTypes: session.question_types as QuestionType[],
    questionLanguage: session.question_language as QuestionLanguage,
    summary: session.summary,
    keyConcepts: session.key_concepts,
    mode: (STUDY_MODES as readonly string[]).includes(session.mode) ? (session.mode as StudyMode) : 'freestyle',
    examLabel: session.exam_label,
    examDate: session.exam_date,
    newCardsPerDay: session.new_cards_per_day,
    flashcards: parts.flashcards.map(presentFlashcard),
    flashcardCount: parts.flashcardCount ?? parts.flashcards.length,
    questions: parts.questions.map(presentQuestion),
    pdfAnnotations: parts.annotations.map(presentAnnotation),
    youtubeVideoIds: session.youtube_video_ids,
    documents: parts.documents.map(presentDocument),
    isOwner: parts.isOwner,
    createdAt: toIso(session.created_at),
    updatedAt: toIso(session.updated_at),
  };
}
