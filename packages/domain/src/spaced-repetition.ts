import { type Card, createEmptyCard, default_w, type FSRS, fsrs, type Grade, type Rating, State } from 'ts-fsrs';

/**
 * Spaced repetition on FSRS-6 (ts-fsrs), the one rule that turns a rating into a schedule: the
 * server applies it to a review, the web runs the same rule to print each button's next interval
 * without a request. It schedules from the learner's own parameters and chosen retention (FSRS's
 * defaults and 0.9 until they have their own), and never past a session's exam limit.
 *
 * The spec's three buttons map so that forgetting is never recorded as a pass:
 * Hard → FSRS Again (a lapse, back within minutes), Medium → Good, Easy → Easy. The review log
 * keeps FSRS's own 1–4 rating, so history imported from Anki keeps its four buttons.
 */

export const STUDY_RATINGS = ['hard', 'medium', 'easy'] as const;
export type StudyRating = (typeof STUDY_RATINGS)[number];

/** FSRS ratings as stored in the review log: 1 Again, 2 Hard, 3 Good, 4 Easy. */
export type FsrsRating = 1 | 2 | 3 | 4;

export const FSRS_RATING_OF: Readonly<Record<StudyRating, FsrsRating>> = { hard: 1, medium: 3, easy: 4 };

export const SCHEDULE_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export type ScheduleState = (typeof SCHEDULE_STATES)[number];

/** The retention scheduled for when the learner has chosen none. */
export const DESIRED_RETENTION = 0.9;
export const MIN_DESIRED_RETENTION = 0.7;
export const MAX_DESIRED_RETENTION = 0.97;

/** FSRS-6 has 21 parameters (w0–w20). */
export const FSRS_PARAMETER_COUNT = 21;
/** FSRS-6's default parameters (ts-fsrs's, the same as fsrs-rs's). */
export const DEFAULT_PARAMETERS: readonly number[] = Object.freeze([...default_w]);

/** What scheduling needs of a learner: their FSRS parameters and the retention they chose. */
export interface LearnerScheduler {
  parameters: readonly number[];
  desiredRetention: number;
}
export const DEFAULT_SCHEDULER: LearnerScheduler = Object.freeze({
  parameters: DEFAULT_PARAMETERS,
  desiredRetention: DESIRED_RETENTION,
});

/** Whether `parameters` are a usable FSRS-6 parameter set (21 finite numbers). */
export function isValidParameters(parameters: readonly unknown[]): parameters is number[] {
  return (
    parameters.length === FSRS_PARAMETER_COUNT && parameters.every((w) => typeof w === 'number' && Number.isFinite(w))
  );
}

export interface ScheduleOptions {
  /** the learner's parameters and retention; FSRS's defaults and 0.9 when omitted */
  scheduler?: LearnerScheduler | undefined;
  /**
   * The latest moment the card may fall due (an exam date's limit, see `getExamDueLimit`), or
   * null. A card reviewed before it is never scheduled after it; a card reviewed at or after it
   * gets its normal interval.
   */
  latestDue?: Date | string | null | undefined;
}

/**
 * A card's schedule as stored and sent: FSRS's card, with dates as ISO strings. `learningSteps`,
 * `scheduledDays` and `lastReview` are what FSRS needs to compute the next step.
 */
export interface Schedule {
  state: ScheduleState;
  due: string;
  stability: number;
  difficulty: number;
  reps: number;
  lapses: number;
  scheduledDays: number;
  learningSteps: number;
  lastReview: string | null;
}

const STATE_NAMES: Record<State, ScheduleState> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};
const STATE_OF: Record<ScheduleState, State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
};

const schedulers = new Map<string, FSRS>();

/**
 * The FSRS scheduler for a learner's parameters and retention (kept: the web previews every card
 * with it). No fuzz: the interval printed on a button is exactly the one the review gives.
 */
export function getFsrs(learner: LearnerScheduler = DEFAULT_SCHEDULER): FSRS {
  const key = `${learner.desiredRetention}|${learner.parameters.join(',')}`;
  let scheduler = schedulers.get(key);
  if (!scheduler) {
    if (schedulers.size >= 32) schedulers.clear();
    scheduler = fsrs({
      w: [...learner.parameters],
      request_retention: learner.desiredRetention,
      enable_fuzz: false,
      enable_short_term: true,
    });
    schedulers.set(key, scheduler);
  }
  return scheduler;
}

function toCard(schedule: Schedule | null, now: Date): Card {
  if (!schedule) return createEmptyCard(now);
  return {
    due: new Date(schedule.due),
    stability: schedule.stability,
    difficulty: schedule.difficulty,
    elapsed_days: 0,
    scheduled_days: schedule.scheduledDays,
    learning_steps: schedule.learningSteps,
    reps: schedule.reps,
    lapses: schedule.lapses,
    state: STATE_OF[schedule.state],
    ...(schedule.lastReview ? { last_review: new Date(schedule.lastReview) } : {}),
  };
}

function toSchedule(card: Card): Schedule {
  return {
    state: STATE_NAMES[card.state],
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    reps: card.reps,
    lapses: card.lapses,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    lastReview: card.last_review ? card.last_review.toISOString() : null,
  };
}

/** A rating given as one of the three buttons or as FSRS's own 1–4 (imports, quiz misses). */
function toGrade(rating: StudyRating | FsrsRating): Grade {
  const value = typeof rating === 'number' ? rating : FSRS_RATING_OF[rating];
  return value as Rating as Grade;
}

export interface RatingOutcome {
  schedule: Schedule;
  /** FSRS's rating (1–4) for the review log */
  fsrsRating: FsrsRating;
  /** the state before the review (`new` for a card never seen) */
  stateBefore: ScheduleState;
}

/**
 * The schedule after rating a card (null: never seen) at `now`, from the learner's parameters and
 * retention and within the latest due allowed: the one rule of scheduling, on both sides, and
 * what replaying a card's log applies to each review in turn.
 */
export function applyRating(
  schedule: Schedule | null,
  rating: StudyRating | FsrsRating,
  now: Date,
  options: ScheduleOptions = {},
): RatingOutcome {
  const grade = toGrade(rating);
  const next = getFsrs(options.scheduler).next(toCard(schedule, now), now, grade);
  const limited = limitDue(toSchedule(next.card), options.latestDue ?? null);
  return { schedule: limited, fsrsRating: grade as number as FsrsRating, stateBefore: schedule?.state ?? 'new' };
}

/**
 * A schedule due no later than `latestDue`, when its review came before that moment (a review
 * on or after it has its normal interval: the learner studied it on the last day).
 */
export function limitDue(schedule: Schedule, latestDue: Date | string | null): Schedule {
  if (latestDue === null) return schedule;
  const limit = new Date(latestDue).getTime();
  const due = new Date(schedule.due).getTime();
  const reviewed = schedule.lastReview ? new Date(schedule.lastReview).getTime() : Number.NEGATIVE_INFINITY;
  if (due <= limit || reviewed >= limit) return schedule;
  return { ...schedule, due: new Date(limit).toISOString() };
}

/**
 * A card in review with its due time recomputed from its memory (stability) at the learner's
 * parameters and retention, from its last review: what a change of retention or parameters does to
 * the cards already scheduled. Cards still in their learning steps keep their step.
 */
export function rescheduleFromMemory(schedule: Schedule, options: ScheduleOptions = {}): Schedule {
  if (schedule.state !== 'review' || !schedule.lastReview) return schedule;
  const days = getFsrs(options.scheduler).next_interval(schedule.stability, 0);
  const due = new Date(new Date(schedule.lastReview).getTime() + days * DAY_MS).toISOString();
  return { ...schedule, due, scheduledDays: days };
}

const DAY_MS = 86_400_000;

export interface NextIntervals {
  hard: number;
  medium: number;
  easy: number;
}

/**
 * Milliseconds until the card would come back after each button, if rated at `now`: every rating
 * from one `repeat()` of FSRS, each as `applyRating` gives it (within the latest due allowed).
 */
export function previewIntervals(schedule: Schedule | null, now: Date, options: ScheduleOptions = {}): NextIntervals {
  const preview = getFsrs(options.scheduler).repeat(toCard(schedule, now), now);
  const at = (rating: StudyRating) => {
    const next = limitDue(toSchedule(preview[toGrade(rating)].card), options.latestDue ?? null);
    return new Date(next.due).getTime() - now.getTime();
  };
  return { hard: at('hard'), medium: at('medium'), easy: at('easy') };
}

/**
 * A quiz miss as a lapse of memory: the card is rated Again and due at once (`now`), so a missed
 * question brings its card back today whatever state it was in. It is not a review, so the card's
 * count of lapses (what makes a leech) stays as it was.
 */
export function applyQuizMiss(schedule: Schedule | null, now: Date, options: ScheduleOptions = {}): RatingOutcome {
  const outcome = applyRating(schedule, 1, now, { scheduler: options.scheduler });
  return { ...outcome, schedule: { ...outcome.schedule, due: now.toISOString(), lapses: schedule?.lapses ?? 0 } };
}

/** Anki's leech threshold: a card whose reviews lapse this many times is a leech. */
export const DEFAULT_LEECH_THRESHOLD = 8;
export const MIN_LEECH_THRESHOLD = 1;
export const MAX_LEECH_THRESHOLD = 99;
export const LEECH_TAG = 'leech';

/**
 * Whether the lapse a review just recorded (the card's lapses now `lapses`) makes it a leech: at
 * the threshold, or past it for a card never tagged (imported with its lapses already past it).
 * A leech the learner took back into study is one again every half threshold more (Anki's rule).
 */
export function isLeechAfterLapse(lapses: number, threshold: number, isTaggedLeech: boolean): boolean {
  if (lapses < threshold) return false;
  if (!isTaggedLeech) return true;
  return (lapses - threshold) % Math.max(1, Math.ceil(threshold / 2)) === 0;
}

/** A review is of a mature card when the card's interval before it was at least this many days (Anki's rule). */
export const MATURE_INTERVAL_DAYS = 21;

export type IntervalUnit = 'minute' | 'hour' | 'day' | 'month' | 'year';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A duration as the one unit a button prints ("1 min", "6 h", "9 d", "3 mo", "1.5 y"); under a minute counts as 1 min. */
export function describeInterval(ms: number): { count: number; unit: IntervalUnit } {
  if (ms < HOUR) return { count: Math.max(1, Math.round(ms / MINUTE)), unit: 'minute' };
  if (ms < DAY) return { count: Math.round(ms / HOUR), unit: 'hour' };
  const days = ms / DAY;
  if (days < 30) return { count: Math.round(days), unit: 'day' };
  if (days < 365) return { count: Math.round(days / 30), unit: 'month' };
  return { count: Math.round((days / 365) * 10) / 10, unit: 'year' };
}

// ---- late reviews: a card's log replayed in time order (issue 26) ----

/** How far past the server's clock a review's own time may be (devices' clocks drift): later is refused. */
export const MAX_REVIEW_CLOCK_SKEW_MS = 5 * MINUTE;

/** Whether a review stamped `reviewedAt` by its device is too far in the future for the server at `now`. */
export function isReviewTimeInFuture(reviewedAt: Date, now: Date): boolean {
  return reviewedAt.getTime() > now.getTime() + MAX_REVIEW_CLOCK_SKEW_MS;
}

/** One entry of a card's log as replaying it needs: what was done, when it was made, and when it was sent (`seq`). */
export interface LoggedReview {
  kind: 'review' | 'quiz_miss';
  /** FSRS's 1–4 rating, as the log keeps it */
  rating: FsrsRating;
  reviewedAt: Date;
  /** the order the server received it in: breaks a tie of equal times */
  seq: number;
}

/**
 * The ordering rule of a card's log: by the time each review was made (its device's clock), and
 * reviews made at the same moment in the order they were sent. A review made offline and sent
 * late therefore takes its place among the others, whichever device sent it and whenever.
 */
export function compareLoggedReviews(
  a: Pick<LoggedReview, 'reviewedAt' | 'seq'>,
  b: Pick<LoggedReview, 'reviewedAt' | 'seq'>,
): number {
  return a.reviewedAt.getTime() - b.reviewedAt.getTime() || a.seq - b.seq;
}

export interface ReplayedReview<T extends LoggedReview = LoggedReview> {
  entry: T;
  /** the card's schedule just before this entry (what the log keeps as `schedule_before`) */
  before: Schedule | null;
  after: Schedule;
}

/**
 * Replays `entries` (sorted here by `compareLoggedReviews`) on a card whose schedule was `start`
 * before the first of them, each at its own time with the learner's parameters: a review through
 * `applyRating`, a quiz miss through `applyQuizMiss`. FSRS weighs the days elapsed between
 * reviews, so the final schedule is the one the reviews give at the times they were made, not the
 * times they arrived. A time before the schedule's own last review (a schedule imported with its
 * history) counts as that last review's time: FSRS never sees time run backwards.
 */
export function replayReviews<T extends LoggedReview>(
  start: Schedule | null,
  entries: readonly T[],
  options: ScheduleOptions = {},
): { schedule: Schedule | null; steps: ReplayedReview<T>[] } {
  let schedule = start;
  const steps: ReplayedReview<T>[] = [];
  for (const entry of [...entries].sort(compareLoggedReviews)) {
    const last = schedule?.lastReview ? new Date(schedule.lastReview).getTime() : Number.NEGATIVE_INFINITY;
    const at = new Date(Math.max(entry.reviewedAt.getTime(), last));
    const scheduler = { scheduler: options.scheduler };
    const outcome =
      entry.kind === 'quiz_miss'
        ? applyQuizMiss(schedule, at, scheduler)
        : applyRating(schedule, entry.rating, at, scheduler);
    steps.push({ entry, before: schedule, after: outcome.schedule });
    schedule = outcome.schedule;
  }
  return { schedule, steps };
}
