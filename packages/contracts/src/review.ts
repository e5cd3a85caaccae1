import { z } from 'zod';
import { GRADES } from '@mnemo/domain/grades';
import { QUESTION_TYPES } from '@mnemo/domain/languages';
import {
  FSRS_PARAMETER_COUNT,
  MAX_LEECH_THRESHOLD,
  MIN_LEECH_THRESHOLD,
  STUDY_RATINGS,
} from '@mnemo/domain/spaced-repetition';
import { MAX_NEW_CARDS_PER_DAY } from '@mnemo/domain/study-day';
import { FLASHCARD_PAGE_MAX } from './values.ts';
import { createItemsPatchBodySchema, createItemsPatchResponseSchema } from './common.ts';
import { clozeOrdinals } from '@mnemo/domain/cloze';
import {
  CardTagsSchema,
  DIFFICULTIES,
  FlashcardInputSchema,
  FlashcardSchema,
  QuestionInputSchema,
  QuestionSchema,
} from './library.ts';
import { CLOZE_NOTE_MAX_LENGTH } from './values.ts';

/**
 * Spaced repetition, per-item edits, quizzes and statistics (issue 11;
 * docs/decisions/034-scheduling-and-review-log.md).
 */

export const FlashcardParamsSchema = z.object({ id: z.uuid() }).strict();

/** POST /api/flashcards/:id/review (owner). */
export const ReviewBodySchema = z
  .object({
    rating: z.enum(STUDY_RATINGS),
    /** how long the learner looked at the card, for the review log */
    durationMs: z.int().min(0).max(86_400_000).optional(),
    /**
     * The browser's key for this review: sent again (a retry after a lost connection), it is
     * applied once and the card is answered as it is; the key of another card's review is a 409.
     */
    reviewId: z.uuid().optional(),
    /**
     * When the review was made, by its device's clock (default: when it arrives). A review made
     * offline and sent later takes its place in the card's log at this time and the schedule is
     * replayed from there (ADR 093); more than five minutes ahead of the server's clock is a 400.
     */
    reviewedAt: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();
export type ReviewBody = z.infer<typeof ReviewBodySchema>;

/** Milliseconds until the card comes back after each button, rated now. */
export const NextIntervalsSchema = z
  .object({ hard: z.number(), medium: z.number(), easy: z.number() })
  .meta({ id: 'NextIntervals' });

/**
 * The card after the review (or undo), and the intervals its buttons show next time.
 * `isNewLeech`: this review's lapse made the card a leech (tagged `leech` and suspended), said once.
 */
export const ReviewResponseSchema = z
  .object({ flashcard: FlashcardSchema, nextIntervals: NextIntervalsSchema, isNewLeech: z.boolean().default(false) })
  .meta({ id: 'ReviewResponse' });
export type ReviewResponse = z.infer<typeof ReviewResponseSchema>;

/**
 * GET /api/review/due?sessionId=&concept= (omit the session for the whole library; `concept`
 * keeps the cards of one key concept, as a guided or quick run studies them).
 */
export const DueQuerySchema = z
  .object({
    sessionId: z.uuid().optional(),
    concept: z.string().min(1).max(300).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  })
  .strict();
export type DueQuery = z.infer<typeof DueQuerySchema>;

/**
 * A card of a due list, with what a library-wide sitting shows and opens: its session (name and
 * folder, null at the library's root) and the file name of its source document.
 */
export const DueCardSchema = FlashcardSchema.extend({
  sessionId: z.uuid(),
  sessionName: z.string(),
  folderId: z.uuid().nullable(),
  sourceName: z.string().nullable(),
  /** the latest moment a review now may schedule the card for (its session's exam limit), null when none */
  latestDue: z.string().nullable().default(null),
}).meta({ id: 'DueCard' });
export type DueCard = z.infer<typeof DueCardSchema>;

/**
 * The cards to study, in order: due ones (most overdue first), then new ones up to the day's
 * limit, then learning cards coming back within 20 minutes. `total` counts them all (`cards`
 * holds the first `limit`); `nextDueAt` is when the next scheduled card falls due.
 */
export const DueListResponseSchema = z
  .object({
    cards: z.array(DueCardSchema),
    total: z.int().min(0),
    dueCount: z.int().min(0),
    newCount: z.int().min(0),
    reviewedToday: z.int().min(0),
    nextDueAt: z.string().nullable(),
    /** new cards in scope that a daily allowance keeps for another day (issue 23 item 17) */
    newHeldBack: z.int().min(0).default(0),
    /** which allowance held the most of them back: a session's own (or the default) or the library-wide cap; null when none */
    heldBackBy: z.enum(['session', 'library']).nullable().default(null),
    /** cards kept for another day because a card of the same note is studied today (issue 28 item 5) */
    heldBackSiblings: z.int().min(0).default(0),
    /** what the player previews each button with: the learner's parameters and retention (absent: FSRS's defaults and 0.9) */
    scheduler: z
      .object({ parameters: z.array(z.number()).length(FSRS_PARAMETER_COUNT), desiredRetention: z.number() })
      .optional(),
  })
  .meta({ id: 'DueList' });
export type DueListResponse = z.infer<typeof DueListResponseSchema>;

const NewCardsPerDayBaseSchema = z.int().min(0).max(MAX_NEW_CARDS_PER_DAY);

/**
 * GET /api/review/offline?days= (issue 26 item 2, ADR 100): what the browser keeps to study
 * without a connection for the next `days` days (default 3): every card of every session due by
 * `until`, each session's new cards up to its allowances for those days, and what the server
 * schedules and counts with (the learner's parameters and retention, each session's exam date and
 * allowance, the study day's time zone and what was reviewed and introduced today), as of
 * `generatedAt`.
 */
export const OfflinePackQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(14).default(3) }).strict();
export type OfflinePackQuery = z.infer<typeof OfflinePackQuerySchema>;

export const OfflinePackResponseSchema = z
  .object({
    generatedAt: z.string(),
    until: z.string(),
    /** scheduled cards due by `until` (most overdue first), then new cards in each session's order */
    cards: z.array(DueCardSchema),
    sessions: z.array(
      z.object({
        id: z.uuid(),
        examDate: z.string().nullable(),
        /** the session's own allowance (null: the learner's default) */
        newCardsPerDay: NewCardsPerDayBaseSchema.nullable(),
        reviewedToday: z.int().min(0),
        introducedToday: z.int().min(0),
      }),
    ),
    study: z.object({
      timeZone: z.string(),
      newCardsPerDay: NewCardsPerDayBaseSchema,
      libraryNewCardsPerDay: NewCardsPerDayBaseSchema.nullable(),
      /** where the study day of `generatedAt` began: the counts below are since then */
      dayStart: z.string(),
      reviewedToday: z.int().min(0),
      introducedToday: z.int().min(0),
    }),
    scheduler: z.object({ parameters: z.array(z.number()).length(FSRS_PARAMETER_COUNT), desiredRetention: z.number() }),
  })
  .meta({ id: 'OfflinePack' });
export type OfflinePackResponse = z.infer<typeof OfflinePackResponseSchema>;

/** A daily allowance of new cards. */
export const NewCardsPerDaySchema = z.int().min(0).max(MAX_NEW_CARDS_PER_DAY);

/** The learner's study settings (`GET` / `PATCH /api/review/settings`). */
export const StudySettingsSchema = z
  .object({
    /** new cards a day in each session that does not set its own (issue 23 item 17) */
    newCardsPerDay: NewCardsPerDaySchema,
    /** a cap on new cards a day across the whole library, applied after each session's allowance; null: off */
    libraryNewCardsPerDay: NewCardsPerDaySchema.nullable(),
    timeZone: z.string().min(1).max(64),
    /** review lapses that make a card a leech (tagged `leech` and suspended); Anki's 8 by default */
    leechThreshold: z.int().min(MIN_LEECH_THRESHOLD).max(MAX_LEECH_THRESHOLD),
  })
  .meta({ id: 'StudySettings' });
export type StudySettings = z.infer<typeof StudySettingsSchema>;
export const StudySettingsPatchSchema = StudySettingsSchema.partial().strict();
export type StudySettingsPatch = z.infer<typeof StudySettingsPatchSchema>;

// ---- per-item writes ----

/** A card in a per-item write: an edit keeps its schedule; `resetSchedule` makes it new again (its history stays). */
export const FlashcardPatchItemSchema = FlashcardInputSchema.extend({ resetSchedule: z.boolean().optional() }).strict();
export type FlashcardPatchItem = z.infer<typeof FlashcardPatchItemSchema>;
export const FlashcardsPatchBodySchema = createItemsPatchBodySchema(FlashcardPatchItemSchema);
export type FlashcardsPatchBody = z.infer<typeof FlashcardsPatchBodySchema>;
export const FlashcardsPatchResponseSchema = createItemsPatchResponseSchema(FlashcardSchema);
export type FlashcardsPatchResponse = z.infer<typeof FlashcardsPatchResponseSchema>;

/**
 * A cloze note (issue 28, ADR 106): its text with `{{c1::answer}}` / `{{c1::answer::hint}}`
 * deletions, one card per deletion number. `POST /api/sessions/:id/notes` makes it; `PUT
 * /api/sessions/:id/notes/:noteId` edits its text (new numbers get cards, remaining ones keep their
 * card and schedule, gone ones lose theirs) and, when given, its cards' difficulty, source and tags.
 */
export const ClozeNoteBodySchema = z
  .object({
    text: z
      .string()
      .trim()
      .min(1)
      .max(CLOZE_NOTE_MAX_LENGTH)
      .refine((text) => clozeOrdinals(text).length > 0, { message: 'no cloze deletion ({{c1::…}})' }),
    difficulty: z.enum(DIFFICULTIES).optional(),
    sourceChunkId: z.uuid().nullable().optional(),
    tags: CardTagsSchema.optional(),
  })
  .strict();
export type ClozeNoteBody = z.infer<typeof ClozeNoteBodySchema>;
/**
 * `POST …/notes`: a new note, or — with `fromCardId` — a basic or typed card of the session turned
 * into one: that card becomes the note's lowest number (its id, schedule and review log kept) and
 * the other numbers get new cards (ADR 118).
 */
export const ClozeNoteCreateBodySchema = ClozeNoteBodySchema.extend({ fromCardId: z.uuid().optional() }).strict();
export type ClozeNoteCreateBody = z.infer<typeof ClozeNoteCreateBodySchema>;
export const NoteParamsSchema = z.object({ id: z.uuid(), noteId: z.uuid() }).strict();
export const ClozeNoteResponseSchema = z
  .object({
    noteId: z.uuid(),
    text: z.string(),
    /** the note's cards as stored, by deletion number */
    cards: z.array(FlashcardSchema),
    /** ids of the cards the write made and removed */
    added: z.array(z.uuid()),
    removed: z.array(z.uuid()),
  })
  .meta({ id: 'ClozeNote' });
export type ClozeNoteResponse = z.infer<typeof ClozeNoteResponseSchema>;
export const NoteDeleteResponseSchema = z.object({ removed: z.array(z.uuid()) });
/**
 * GET /api/sessions/:id/flashcards (owner; ADR 114): one page of the session's cards in their order,
 * every card reachable whatever the session's size (the session file carries only its first 2,000).
 * `q` keeps the cards whose front or back holds it (any case), `tag` those carrying that tag.
 */
export const FlashcardPageQuerySchema = z
  .object({
    offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(FLASHCARD_PAGE_MAX).default(50),
    q: z.string().max(200).optional(),
    tag: z.string().max(100).optional(),
  })
  .strict();
export type FlashcardPageQuery = z.infer<typeof FlashcardPageQuerySchema>;
/** A page of cards: `total` counts every card the filters keep; `tags` are all the session's tags, sorted (at most 500). */
export const FlashcardPageSchema = z
  .object({
    flashcards: z.array(FlashcardSchema).max(FLASHCARD_PAGE_MAX),
    total: z.int().min(0),
    offset: z.int().min(0),
    limit: z.int().min(1),
    tags: z.array(z.string()).max(500),
  })
  .meta({ id: 'FlashcardPage' });
export type FlashcardPage = z.infer<typeof FlashcardPageSchema>;

export const QuestionsPatchBodySchema = createItemsPatchBodySchema(QuestionInputSchema);
export type QuestionsPatchBody = z.infer<typeof QuestionsPatchBodySchema>;
export const QuestionsPatchResponseSchema = createItemsPatchResponseSchema(QuestionSchema);
export type QuestionsPatchResponse = z.infer<typeof QuestionsPatchResponseSchema>;

// ---- quizzes ----

/**
 * POST /api/sessions/:id/quizzes (issue 23 items 5 and 7). The server chooses and orders the
 * questions: `count` of them (default 10) of the `types` given (all when absent), the concepts the
 * learner misses first, then the unasked, the types interleaved; or exactly `questionIds` (the
 * missed ones of a past quiz, a guided run's). While the session has an unfinished quiz of the
 * caller's, it is answered (200, resumed) instead, unless `restart` closes it first (201).
 */
export const StartQuizBodySchema = z
  .object({
    count: z.int().min(1).max(500).optional(),
    types: z.array(z.enum(QUESTION_TYPES)).min(1).max(QUESTION_TYPES.length).optional(),
    questionIds: z.array(z.uuid()).min(1).max(500).optional(),
    restart: z.boolean().optional(),
  })
  .strict();
export type StartQuizBody = z.infer<typeof StartQuizBodySchema>;
/** A question answered in a quiz: its latest score and verdict (what a resumed quiz continues from). */
export const QuizAnswerSchema = z.object({
  questionId: z.uuid(),
  score: z.number().min(0).max(1),
  verdict: z.enum(['correct', 'partially_correct', 'incorrect']),
});
export type QuizAnswerSummary = z.infer<typeof QuizAnswerSchema>;
export const QuizSchema = z
  .object({ id: z.uuid(), questionIds: z.array(z.uuid()), answers: z.array(QuizAnswerSchema) })
  .meta({ id: 'Quiz' });
export type Quiz = z.infer<typeof QuizSchema>;
export const StartQuizResponseSchema = z.object({ quiz: QuizSchema });
export type StartQuizResponse = z.infer<typeof StartQuizResponseSchema>;

/**
 * GET /api/sessions/:id/quizzes: the caller's quizzes of the session, newest first (score and
 * grade once finished; a quiz closed by a restart is graded on the questions it had answered).
 * At most one is unfinished (`finishedAt` null).
 */
export const QuizSummarySchema = z
  .object({
    id: z.uuid(),
    questionIds: z.array(z.uuid()),
    answeredCount: z.int().min(0),
    score: z.number().min(0).max(1).nullable(),
    grade: z.enum(GRADES).nullable(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'QuizSummary' });
export type QuizSummary = z.infer<typeof QuizSummarySchema>;
export const QuizListResponseSchema = z.array(QuizSummarySchema);

// ---- statistics ----

export const ExamForecastSchema = z
  .object({ date: z.string(), predictedRecall: z.number().min(0).max(1), reviewsPerDay: z.number().min(0) })
  .meta({ id: 'ExamForecast' });
export type ExamForecast = z.infer<typeof ExamForecastSchema>;

/** GET /api/review/stats?sessionId= (omit it for the whole library). Days are study days (04:00 in the user's zone). */
export const StatsQuerySchema = z.object({ sessionId: z.uuid().optional() }).strict();
export const DayCountSchema = z.object({ date: z.string(), count: z.int().min(0) });
export const StudyStatsSchema = z
  .object({
    /** the last 30 study days, oldest first, today last; `lapses`: reviews rated Hard (Again) */
    reviewsPerDay: z.array(DayCountSchema.extend({ lapses: z.int().min(0) })),
    /** share of reviews of mature cards (interval ≥ 21 d) not rated Hard, over the last 30 days; null without such reviews */
    trueRetention: z.number().min(0).max(1).nullable(),
    matureReviews: z.int().min(0),
    cardsByState: z.object({
      new: z.int().min(0),
      learning: z.int().min(0),
      review: z.int().min(0),
      suspended: z.int().min(0),
    }),
    streak: z.int().min(0),
    /** due cards for each of the next 14 study days, today first (today counts what is due now too) */
    forecast: z.array(DayCountSchema),
    /**
     * With `sessionId`, the session's exam while it is today or ahead: the mean recall of its cards
     * predicted for the exam day (cards never studied count as 0) and the reviews a day that bring
     * them to the learner's retention by then; null without an exam date.
     */
    exam: ExamForecastSchema.nullable().default(null),
  })
  .meta({ id: 'StudyStats' });
export type StudyStats = z.infer<typeof StudyStatsSchema>;
