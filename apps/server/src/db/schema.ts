import type { EducatorRole } from '@mnemo/contracts/signups';
import type { DocumentKind } from '@mnemo/contracts/values';
import type { RunKind, RunState, RunStatus } from '@mnemo/domain/guided-run';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string | null | undefined, string | null>;
type Locale = 'en' | 'pt';

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
  /** `admin`: the Admin page and /api/admin (0198-roles-and-audit-log) */
  role: Generated<'user' | 'admin'>;
  billing_anchor: Timestamp;
  /** study settings (0060-study-schedules) */
  time_zone: Generated<string>;
  new_cards_per_day: Generated<number>;
  /** review lapses that make a card a leech (0180-learner-scheduling) */
  leech_threshold: Generated<number>;
  /** a cap on new cards a day across the library, null when off (0178-new-card-allowances) */
  library_new_cards_per_day: ColumnType<number | null, number | null | undefined, number | null>;
  /** the opt-in daily reminder (0070-guided): hour in the user's time zone, null when off; the study date last sent */
  reminder_hour: ColumnType<number | null, number | null | undefined, number | null>;
  reminder_sent_on: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** An OpenID Connect identity linked to an account (0196-oidc-identities): (issuer, subject) is the key. */
export interface OidcIdentitiesTable {
  issuer: string;
  subject: string;
  user_id: string;
  created_at: CreatedAt;
}

/** An invitation to create an account (0197-invitations): open while unused and unexpired. */
export interface InvitationsTable {
  id: Generated<string>;
  email: string;
  token_hash: string;
  invited_by: string | null;
  created_at: CreatedAt;
  expires_at: Date | string;
  used_at: Date | string | null;
  user_id: string | null;
}

/** An administrative action (0198-roles-and-audit-log): who (`cli` or an admin's address), what, when. */
export interface AuditLogTable {
  id: Generated<string>;
  actor_id: string | null;
  actor: string;
  action: string;
  target: string | null;
  detail: string | null;
  created_at: CreatedAt;
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
  /**
   * null only for an import's staging session (0205-import-staging-sessions, ADR 156): the cards of
   * an import under way, owned by nobody until it is done. No owner-scoped query or owner check
   * ever matches it, so it is read as a string; the import job is the one reader of such a row.
   */
  owner_id: ColumnType<string, string | null, string | null>;
  /** the import under way whose cards this ownerless session stages (null for every other session) */
  staging_import_id: ColumnType<string | null, string | null | undefined, string | null>;
  folder_id: string | null;
  name: string;
  question_types: ColumnType<string[], string[] | undefined, string[]>;
  question_language: Generated<string>;
  mode: Generated<string>;
  summary: string | null;
  key_concepts: ColumnType<string[], string | undefined, string>;
  youtube_video_ids: ColumnType<string[], string | undefined, string>;
  /** SAT, Bar or Medicine (0070-guided) */
  exam_label: ColumnType<
    'SAT' | 'Bar' | 'Medicine' | null,
    'SAT' | 'Bar' | 'Medicine' | null | undefined,
    'SAT' | 'Bar' | 'Medicine' | null
  >;
  /** the exam's study date, YYYY-MM-DD (0180-learner-scheduling); its cards are held at the day before it while exam_limit_active */
  exam_date: ColumnType<string | null, string | null | undefined, string | null>;
  exam_limit_active: Generated<boolean>;
  /** the session's own new cards a day, null: the owner's new_cards_per_day (0178-new-card-allowances) */
  new_cards_per_day: ColumnType<number | null, number | null | undefined, number | null>;
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
  kind: DocumentKind;
  file_name: string | null;
  source_url: string | null;
  storage_key: string | null;
  /** the PDF rendering kept beside the original: web pages, slide decks (0050-material) */
  pdf_key: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** the document's sections, from its outline or its headings (0160-chat-places); null until built */
  sections: ColumnType<StoredSection[] | null, string | null | undefined, string | null>;
  /** the summary and key concepts generated from this document (0176-document-overview); key_concepts null: not kept */
  summary: ColumnType<string | null, string | null | undefined, string | null>;
  key_concepts: ColumnType<string[] | null, string | null | undefined, string | null>;
  /** items saved before the whole-document pass, and how many pages are still to come (0204-early-items, ADR 155) */
  early_items: ColumnType<number | null, number | null | undefined, number | null>;
  pages_coming: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A section of a document: its title, depth, pages and chunks (`ord`, [fromOrd, toOrd)). */
export interface StoredSection {
  title: string;
  level: number;
  pageFrom: number | null;
  pageTo: number | null;
  fromOrd: number;
  toOrd: number;
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
  /** the speaker's row (0050-material), set when the passage has a speaker */
  speaker_id: ColumnType<string | null, string | null | undefined, string | null>;
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
  is_suspended: Generated<boolean>;
  is_bad_item: Generated<boolean>;
  origin_question_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** the key concept a generated card tests (0020-item-concepts) */
  concept: ColumnType<string | null, string | null | undefined, string | null>;
  /** an imported note's tags and subdeck (0040-card-tags) */
  tags: ColumnType<string[], string | undefined, string>;
  /** the import that saved it (0140-imports), so a failed one removes exactly its cards */
  import_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** basic, cloze or typed (0193-card-kinds) */
  kind: ColumnType<'basic' | 'cloze' | 'typed', 'basic' | 'cloze' | 'typed' | undefined, 'basic' | 'cloze' | 'typed'>;
  /** a cloze card's note (shared by the note's cards), its deletion number and the note's text */
  note_id: ColumnType<string | null, string | null | undefined, string | null>;
  ordinal: ColumnType<number, number | undefined, number>;
  note_text: ColumnType<string | null, string | null | undefined, string | null>;
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
  is_bad_item: Generated<boolean>;
  /** the key concept a generated question tests (0020-item-concepts) */
  concept: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** The page a reader last read in a document (0177-document-positions). */
export interface DocumentPositionsTable {
  user_id: string;
  document_id: string;
  page: number;
  updated_at: Timestamp;
}

export interface AnnotationsTable {
  id: Generated<string>;
  session_id: string;
  document_id: string | null;
  position: number;
  kind: 'text' | 'area' | 'passage';
  page: number | null;
  rects: ColumnType<Array<{ x: number; y: number; width: number; height: number }>, string, string>;
  quote: string | null;
  color: string;
  note: string | null;
  /** a `passage` annotation's chunk and character offsets into its text (0050-material) */
  chunk_id: ColumnType<string | null, string | null | undefined, string | null>;
  start_offset: ColumnType<number | null, number | null | undefined, number | null>;
  end_offset: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A voice of a recording (0050-material): diarization's label, the name and avatar the owner gives it. */
export interface SpeakersTable {
  id: Generated<string>;
  document_id: string;
  label: string;
  name: string | null;
  /** one of eight avatar colours, 0–7 */
  color: Generated<number>;
  avatar_key: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** An image or sound of an imported card (0120-card-media), referenced as `/api/media/cards/<id>`. */
export interface CardMediaTable {
  id: Generated<string>;
  session_id: string;
  owner_id: string;
  /** the file name the deck gave it (an export writes it back under this name) */
  name: string;
  kind: 'image' | 'audio';
  content_type: string;
  size_bytes: number;
  storage_key: string;
  /** the import that saved it (0140-imports) */
  import_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface ImportCounts {
  cards: number;
  reviews: number;
  media: number;
}
export interface ImportSkippedCounts {
  count: number;
  reasons: Record<string, number>;
}
export interface ImportErrorColumn {
  code: string;
  messageKey: string;
  values: Record<string, string | number>;
}

/** A failed sign-in, counted across processes (0190-login-failures, ADR 069). */
/** A rate limit's hits in its current window, counted across processes (0191-rate-limit-hits, ADR 103). */
export interface RateLimitHitsTable {
  /** `<method><route>-<user:id | ip:address>` */
  key: string;
  window_start: Date;
  hits: number;
}

/** A change of a session's count of new cards, written by the flashcards' triggers (0201-new-card-counts, ADR 114). */
export interface SessionNewCardCountsTable {
  id: Generated<string>;
  session_id: string;
  delta: number;
}

export interface LoginFailuresTable {
  id: Generated<string>;
  /** sha256 of `account:<address>` or `device:<device id>` */
  key_hash: string;
  failed_at: ColumnType<Date, Date | undefined, never>;
}

/** An Anki or CSV import run as a job (0140-imports, ADR 064). */
export interface ImportsTable {
  id: Generated<string>;
  owner_id: string;
  /** the session the cards go into: the user's own, or one made for this import (null once removed) */
  session_id: string | null;
  /** the session was made for this import: a failed import removes it */
  creates_session: boolean;
  file_name: string | null;
  /** the uploaded file, removed when the job ends */
  storage_key: string;
  status: Generated<'queued' | 'running' | 'done' | 'failed'>;
  progress: Generated<number>;
  imported: ColumnType<ImportCounts, string | undefined, string>;
  skipped: ColumnType<ImportSkippedCounts, string | undefined, string>;
  /** why it failed: the error's code, catalog message and its values (translated when read) */
  error: ColumnType<ImportErrorColumn | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ShareLinksTable {
  id: Generated<string>;
  session_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date | string;
  /** whether visitors see the owner's notes and highlights (annotations) */
  include_notes: Generated<boolean>;
}

export interface UsageTable {
  user_id: string;
  period_start: Date | string;
  exercises: Generated<number>;
  tokens: Generated<number>;
  /** tokens the `openai` provider spent on generation (0125-generation-tokens); shown, not limited */
  generation_tokens: Generated<number>;
}

// ---- billing (0030-billing, 0031-document-removal) ----

export interface SubscriptionsTable {
  user_id: string;
  status: Generated<'free' | 'active' | 'past_due' | 'cancel_at_period_end' | 'downgraded'>;
  period: 'monthly' | 'annual' | null;
  period_start: NullableTimestamp;
  period_end: NullableTimestamp;
  scheduled_plan: 'FREE' | 'STARTER' | 'PERSONAL' | 'ULTIMATE' | null;
  past_due_since: NullableTimestamp;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  provider_updated_at: NullableTimestamp;
  /** warnings of the prolonged non-payment pass since the fall to FREE (0031) */
  removal_warnings_sent: Generated<number>;
  /** the day the last warning named */
  removal_at: NullableTimestamp;
  updated_at: Timestamp;
}

export interface BillingEventsTable {
  id: string;
  type: string;
  received_at: Generated<Date>;
}

// ---- guided runs ----

/** A learner's guided or quick run of a session (0070-guided). */
export interface GuidedRunsTable {
  id: Generated<string>;
  session_id: string;
  user_id: string;
  kind: RunKind;
  status: ColumnType<RunStatus, RunStatus | undefined, RunStatus>;
  concepts: ColumnType<string[], string | undefined, string>;
  state: ColumnType<RunState, string, string>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  finished_at: Date | string | null;
}

export type GuidedRunRow = Selectable<GuidedRunsTable>;

// ---- review: learners' schedulers, due days ----

/** The last fit's evaluation, as `POST /api/me/scheduler/optimize` answered it. */
export interface StoredEvaluation {
  reviews: number;
  before: { logLoss: number; rmse: number };
  after: { logLoss: number; rmse: number };
}

/** A learner's scheduler (0180-learner-scheduling): a row once they change anything or fit; none means the defaults. */
export interface LearnerSchedulersTable {
  user_id: string;
  /** the fitted FSRS-6 parameters (21 numbers), null: the defaults */
  parameters: Json<number[] | null>;
  desired_retention: ColumnType<number, number | undefined, number>;
  optimized_at: NullableTimestamp;
  reviews_used: ColumnType<number, number | undefined, number>;
  evaluation: Json<StoredEvaluation | null>;
  auto_optimize: ColumnType<boolean, boolean | undefined, boolean>;
  /** set while a fit runs for the learner (a claim another request finds: 409) */
  optimizing_since: NullableTimestamp;
  updated_at: Timestamp;
}

export type LearnerSchedulerRow = Selectable<LearnerSchedulersTable>;

/**
 * A session's scheduled cards (not suspended) falling due on one UTC day (0199-flashcard-counts,
 * ADR 111): kept by triggers on flashcards, read by the due list; never written by the app.
 */
export interface FlashcardDueDaysTable {
  session_id: string;
  /** the session's owner; null while the session stages an import's cards (ADR 156), set when it gets its owner */
  owner_id: ColumnType<string, string | null, string | null>;
  /** `YYYY-MM-DD`, the UTC date of the cards' `due` */
  day: ColumnType<string, never, never>;
  cards: ColumnType<number, never, never>;
}

// ---- sign-ups ----

export interface NewsletterSignupsTable {
  id: Generated<string>;
  /** lower-cased; unique */
  email: string;
  locale: ColumnType<Locale, Locale | undefined, Locale>;
  created_at: CreatedAt;
}

export interface EarlyAccessSignupsTable {
  id: Generated<string>;
  /** lower-cased; unique */
  email: string;
  name: string | null;
  role: EducatorRole | null;
  locale: ColumnType<Locale, Locale | undefined, Locale>;
  created_at: CreatedAt;
}

export interface FeedbackMessagesTable {
  id: Generated<string>;
  message: string;
  email: string | null;
  page: string | null;
  locale: ColumnType<Locale, Locale | undefined, Locale>;
  created_at: CreatedAt;
}

export interface Database {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  oidc_identities: OidcIdentitiesTable;
  invitations: InvitationsTable;
  audit_log: AuditLogTable;
  password_reset_tokens: PasswordResetTokensTable;
  folders: FoldersTable;
  sessions: SessionsTable;
  documents: DocumentsTable;
  chunks: ChunksTable;
  flashcards: FlashcardsTable;
  questions: QuestionsTable;
  annotations: AnnotationsTable;
  document_positions: DocumentPositionsTable;
  speakers: SpeakersTable;
  card_media: CardMediaTable;
  imports: ImportsTable;
  login_failures: LoginFailuresTable;
  rate_limit_hits: RateLimitHitsTable;
  session_new_card_counts: SessionNewCardCountsTable;
  share_links: ShareLinksTable;
  usage: UsageTable;
  failed_documents: FailedDocumentsTable;
  attempts: AttemptsTable;
  question_explanations: QuestionExplanationsTable;
  chat_messages: ChatMessagesTable;
  reviews: ReviewsTable;
  quizzes: QuizzesTable;
  subscriptions: SubscriptionsTable;
  billing_events: BillingEventsTable;
  guided_runs: GuidedRunsTable;
  learner_schedulers: LearnerSchedulersTable;
  flashcard_due_days: FlashcardDueDaysTable;
  newsletter_signups: NewsletterSignupsTable;
  early_access_signups: EarlyAccessSignupsTable;
  feedback_messages: FeedbackMessagesTable;
}

/** The sign-up tables: the sign-up routes are also registered alone, on a database of these (ADR 121). */
export type SignupsTables = Pick<Database, 'newsletter_signups' | 'early_access_signups' | 'feedback_messages'>;

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
export type SpeakerRow = Selectable<SpeakersTable>;

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

/** A stored chat place (the contracts' ChatPlace). */
export interface StoredPlace {
  documentId: string;
  chunkId: string;
  title: string;
  pageFrom: number | null;
  pageTo: number | null;
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
  quiz_id: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** the places an answer listed (0160-chat-places) */
  places: ColumnType<StoredPlace[], string | undefined, string>;
  is_refusal: Generated<boolean>;
  tokens: Generated<number>;
  created_at: CreatedAt;
}

export type AttemptRow = Selectable<AttemptsTable>;
export type ChatMessageRow = Selectable<ChatMessagesTable>;

// ---- review (0060-study-schedules) ----

/** The review log: one row per rating of a card. */
export interface ReviewsTable {
  id: Generated<string>;
  seq: ColumnType<string, never, never>;
  flashcard_id: string;
  session_id: string;
  user_id: string;
  kind: ColumnType<'review' | 'quiz_miss' | 'import', 'review' | 'quiz_miss' | 'import' | undefined, never>;
  rating: number;
  state_before: 'new' | 'learning' | 'review' | 'relearning';
  scheduled_days_before: number;
  schedule_before: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  due_before: Date | string | null;
  reviewed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  duration_ms: number | null;
  /** the key the browser gave the review: a repeat is applied once (0110-review-idempotency) */
  client_review_id: ColumnType<string | null, string | null | undefined, never>;
}

export interface QuizzesTable {
  id: Generated<string>;
  session_id: string;
  user_id: string;
  question_ids: ColumnType<string[], string, string>;
  score: number | null;
  grade: string | null;
  created_at: CreatedAt;
  finished_at: Date | string | null;
}

export type ReviewRow = Selectable<ReviewsTable>;
export type QuizRow = Selectable<QuizzesTable>;
