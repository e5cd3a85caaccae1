import type { SignupsTables } from '../modules/signups/signups.tables.ts';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  name: string;
  password_hash: string | null;
  google_sub: string | null;
  plan: Generated<'FREE' | 'STARTER' | 'PERSONAL' | 'ULTIMATE'>;
  locale: Generated<'en' | 'pt'>;
  age_confirmed_at: Date | string;
  suspended_at: Date | null;
  billing_anchor: Timestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AuthTokensTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date | string;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: string;
  expires_at: Date | string;
  used_at: Date | string | null;
}

export interface FoldersTable {
  id: Generated<string>;
  owner_id: string;
  parent_id: string | null;
  name: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<string>;
  owner_id: string;
  folder_id: string | null;
  name: string;
  question_types: ColumnType<string[], string[] | undefined, string[]>;
  question_language: Generated<string>;
  mode: Generated<string>;
  summary: string | null;
  key_concepts: ColumnType<string[], string | undefined, string>;
  youtube_video_ids: ColumnType<string[], string | undefined, string>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface DocumentError {
  code: string;
  messageKey: string;
  limit?: string;
  /** placeholders of the message */
  values?: Record<string, string | number>;
}

export interface DocumentStage {
  stage: string;
  status: 'running' | 'done' | 'failed' | 'skipped';
  at: string;
}

export interface DocumentsTable {
  id: Generated<string>;
  session_id: string;
  owner_id: string;
  kind: 'pdf' | 'pptx' | 'ppt' | 'text' | 'url' | 'youtube' | 'audio';
  file_name: string | null;
  source_url: string | null;
  storage_key: string | null;
  size_bytes: number | null;
  status: Generated<'queued' | 'processing' | 'completed' | 'failed'>;
  embedding_status: Generated<'not_done' | 'completed' | 'failed'>;
  stages: ColumnType<DocumentStage[], string | undefined, string>;
  error: ColumnType<DocumentError | null, string | null | undefined, string | null>;
  language: string | null;
  duration_ms: number | null;
  video_id: string | null;
  progress: Generated<number>;
  generation_saved_at: Date | string | null;
  is_session_origin: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A failed document's tombstone (0002-pipeline): readable after its session is gone. */
export interface FailedDocumentsTable {
  id: string;
  owner_id: string;
  session_id: string | null;
  kind: string;
  file_name: string | null;
  stages: ColumnType<DocumentStage[], string, string>;
  error: ColumnType<DocumentError, string, string>;
  created_at: Date | string;
  failed_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ChunksTable {
  id: Generated<string>;
  document_id: string;
  session_id: string;
  ord: number;
  text: string;
  page: number | null;
  slide: number | null;
  start_ms: number | null;
  end_ms: number | null;
  speaker: string | null;
  language: Generated<string>;
  tsv: unknown;
}

export interface FlashcardsTable {
  id: Generated<string>;
  session_id: string;
  position: number;
  front: string;
  back: string;
  difficulty: 'easy' | 'medium' | 'hard';
  source_chunk_id: string | null;
  is_generated: Generated<boolean>;
  document_id: ColumnType<string | null, string | null | undefined, string | null>;
  fsrs: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  due: Date | string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface QuestionsTable {
  id: Generated<string>;
  session_id: string;
  position: number;
  type: 'multiple_choice' | 'true_false' | 'open_ended';
  prompt: string;
  options: ColumnType<string[] | null, string | null, string | null>;
  correct_index: number | null;
  answer: boolean | null;
  expected_answer: string | null;
  explanation: string | null;
  source_chunk_id: string | null;
  is_generated: Generated<boolean>;
  document_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AnnotationsTable {
  id: Generated<string>;
  session_id: string;
  document_id: string | null;
  position: number;
  kind: 'text' | 'area';
  page: number;
  rects: ColumnType<Array<{ x: number; y: number; width: number; height: number }>, string, string>;
  quote: string | null;
  color: string;
  note: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ShareLinksTable {
  id: Generated<string>;
  session_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date | string;
}

export interface UsageTable {
  user_id: string;
  period_start: Date | string;
  exercises: Generated<number>;
  tokens: Generated<number>;
}

export interface Database extends SignupsTables {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  folders: FoldersTable;
  sessions: SessionsTable;
  documents: DocumentsTable;
  chunks: ChunksTable;
  flashcards: FlashcardsTable;
  questions: QuestionsTable;
  annotations: AnnotationsTable;
  share_links: ShareLinksTable;
  usage: UsageTable;
  failed_documents: FailedDocumentsTable;
  attempts: AttemptsTable;
  question_explanations: QuestionExplanationsTable;
  chat_messages: ChatMessagesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type ChunkRow = Selectable<ChunksTable>;
export type FolderRow = Selectable<FoldersTable>;
export type DocumentRow = Selectable<DocumentsTable>;
export type FlashcardRow = Selectable<FlashcardsTable>;
export type QuestionRow = Selectable<QuestionsTable>;
export type AnnotationRow = Selectable<AnnotationsTable>;

// ---- study (0003-study-ai) ----

/** A stored citation (the contracts' Citation). */
export interface StoredCitation {
  chunkId: string;
  documentId: string;
  quote: string;
  page: number | null;
  slide: number | null;
  startMs: number | null;
  endMs: number | null;
  speaker: string | null;
}

export interface AttemptsTable {
  id: Generated<string>;
  user_id: string;
  session_id: string;
  question_id: string;
  answer: string;
  score: number;
  verdict: 'correct' | 'partially_correct' | 'incorrect';
  feedback: string;
  missing_concepts: ColumnType<string[], string | undefined, string>;
  created_at: CreatedAt;
}

export interface QuestionExplanationsTable {
  question_id: string;
  citations: ColumnType<StoredCitation[], string, string>;
  created_at: CreatedAt;
}

export interface ChatMessagesTable {
  id: Generated<string>;
  seq: ColumnType<string, never, never>;
  session_id: string;
  user_id: string;
  role: 'user' | 'assistant';
  content: string;
  citations: ColumnType<StoredCitation[], string | undefined, string>;
  is_refusal: Generated<boolean>;
  tokens: Generated<number>;
  created_at: CreatedAt;
}

export type AttemptRow = Selectable<AttemptsTable>;
export type ChatMessageRow = Selectable<ChatMessagesTable>;
