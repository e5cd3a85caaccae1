import { type Card, createEmptyCard, fsrs, type Grade, type Rating, State } from 'ts-fsrs';

/**
 * Spaced repetition on FSRS (ts-fsrs, its FSRS-6 default weights, desired retention 0.9), the
 * one rule that turns a rating into a schedule: the server applies it to a review, the web runs
 * the same rule to print each button's next interval without a request.
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

export const DESIRED_RETENTION = 0.9;

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

// No fuzz: the interval printed on a button is exactly the one the review gives.
const scheduler = fsrs({ request_retention: DESIRED_RETENTION, enable_fuzz: false });

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

/** The schedule after rating a card (null: never seen) at `now`. */
export function applyRating(schedule: Schedule | null, rating: StudyRating | FsrsRating, now: Date): RatingOutcome {
  const grade = toGrade(rating);
  const next = scheduler.next(toCard(schedule, now), now, grade);
  return { schedule: toSchedule(next.card), fsrsRating: grade as number as FsrsRating, stateBefore: schedule?.state ?? 'new' };
}

export interface NextIntervals {
  hard: number;
  medium: number;
  easy: number;
}

/** Milliseconds until the card would come back after each button, if rated at `now`. */
export function previewIntervals(schedule: Schedule | null, now: Date): NextIntervals {
  const at = (rating: StudyRating) => new Date(applyRating(schedule, rating, now).schedule.due).getTime() - now.getTime();
  return { hard: at('hard'), medium: at('medium'), easy: at('easy') };
}

/**
 * A quiz miss as a lapse: the card is rated Again and due at once (`now`), so a missed question
 * brings its card back today whatever state it was in.
 */
export function applyQuizMiss(schedule: Schedule | null, now: Date): RatingOutcome {
  const outcome = applyRating(schedule, 1, now);
  return { ...outcome, schedule: { ...outcome.schedule, due: now.toISOString() } };
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
