import { type FSRSState, forgetting_curve } from 'ts-fsrs';
import { DEFAULT_PARAMETERS, type FsrsRating, getFsrs } from './spaced-repetition.ts';
import { getStudyDate } from './study-day.ts';

/**
 * The learner's review log as FSRS's optimizer and srs-benchmark's scoring read it (issue 24):
 * each card's reviews in time order, with the study days (04:00 in the learner's time zone)
 * between one and the next. Pure: the server's optimizer thread and the tests use it.
 */

/** Fewer reviews than this and no parameters are fitted: the answer says how many more are needed. */
export const MIN_REVIEWS_TO_OPTIMIZE = 400;
/** The Settings page offers "Optimise" again once this many reviews were made since the last fit. */
export const REVIEWS_BETWEEN_FITS = 1000;
/** The share of the log (earliest first, by review time) the evaluation fits on; the rest scores it. */
export const TRAINING_SHARE = 0.8;

export interface LoggedReview {
  cardId: string;
  /** FSRS's rating 1–4 */
  rating: FsrsRating;
  /** the review's time, ms since the epoch */
  reviewedAt: number;
}

export interface HistoryReview {
  rating: FsrsRating;
  /** study days since the card's previous review (0 for the first, and for a same-day review) */
  deltaT: number;
  /** the review's place in the whole log, in time order (what the 80/20 split cuts on) */
  rank: number;
}

/** One card's reviews in time order. */
export interface CardHistory {
  cardId: string;
  reviews: HistoryReview[];
}

const DAY_MS = 86_400_000;

/** A study date as a day number (days since 1970-01-01), so two dates subtract to whole days. */
function studyDayNumber(reviewedAt: number, timeZone: string): number {
  return Date.parse(`${getStudyDate(new Date(reviewedAt), timeZone)}T00:00:00Z`) / DAY_MS;
}

/**
 * Every card's history, in an order that depends on the log's content only (reviews by time, then
 * card, then rating; cards by their first review, then id): the same log in any order gives the
 * same histories, and so the same fitted parameters.
 */
export function buildCardHistories(log: readonly LoggedReview[], timeZone: string): CardHistory[] {
  const sorted = [...log].sort(
    (a, b) =>
      a.reviewedAt - b.reviewedAt || (a.cardId < b.cardId ? -1 : a.cardId > b.cardId ? 1 : 0) || a.rating - b.rating,
  );
  const byCard = new Map<string, { cardId: string; reviews: HistoryReview[]; lastDay: number }>();
  const dayCache = new Map<number, number>();
  sorted.forEach((review, rank) => {
    // reviews within one minute share their study day: the cache spares most time-zone lookups
    const minute = Math.floor(review.reviewedAt / 60_000);
    let day = dayCache.get(minute);
    if (day === undefined) {
      day = studyDayNumber(review.reviewedAt, timeZone);
      dayCache.set(minute, day);
    }
    const card = byCard.get(review.cardId);
    if (!card) {
      byCard.set(review.cardId, {
        cardId: review.cardId,
        reviews: [{ rating: review.rating, deltaT: 0, rank }],
        lastDay: day,
      });
    } else {
      card.reviews.push({ rating: review.rating, deltaT: Math.max(0, day - card.lastDay), rank });
      card.lastDay = day;
    }
  });
  // Map keeps insertion order, which is the order of each card's first review (ties by card id)
  return [...byCard.values()].map(({ cardId, reviews }) => ({ cardId, reviews }));
}

/** A training item as fsrs-rs takes it: a card's reviews up to one made on a later day than the one before, as [rating, deltaT] pairs. */
export type TrainingItem = Array<[rating: number, deltaT: number]>;

/**
 * The optimizer's training items (as Anki builds them): for each review on a later study day
 * than the card's previous one, the card's history up to and including it. With `beforeRank`,
 * only reviews of the log's earliest part are used.
 */
export function buildTrainingItems(
  histories: readonly CardHistory[],
  beforeRank = Number.POSITIVE_INFINITY,
): TrainingItem[] {
  const items: TrainingItem[] = [];
  for (const { reviews } of histories) {
    for (let i = 1; i < reviews.length; i++) {
      const review = reviews[i]!;
      if (review.rank >= beforeRank) break;
      if (review.deltaT > 0) items.push(reviews.slice(0, i + 1).map((r) => [r.rating, r.deltaT]));
    }
  }
  return items;
}

export interface FitScore {
  logLoss: number;
  rmse: number;
}

export interface ScoredReview {
  /** recalled: any rating but Again */
  y: 0 | 1;
  /** the recall predicted */
  p: number;
  deltaT: number;
  /** srs-benchmark's `i`: 1 + the card's reviews on a later day than the one before, this one included */
  i: number;
  /** lapses before this review: Again on a later day than the review before */
  lapses: number;
}

/**
 * Replays each card's reviews in time order with `parameters` (same-day reviews update the memory
 * state through FSRS-6's short-term rule) and predicts each review made on a later study day than
 * the card's previous one whose rank is at least `fromRank`, as srs-benchmark does.
 */
export function predictReviews(
  parameters: readonly number[],
  histories: readonly CardHistory[],
  fromRank = 0,
): ScoredReview[] {
  const algorithm = getFsrs({ parameters, desiredRetention: 0.9 });
  const w = [...parameters];
  const scored: ScoredReview[] = [];
  for (const { reviews } of histories) {
    let state: FSRSState | null = null;
    let longTerm = 0;
    let lapses = 0;
    for (const review of reviews) {
      if (state && review.deltaT > 0) {
        longTerm += 1;
        if (review.rank >= fromRank) {
          const p = forgetting_curve(w, review.deltaT, state.stability);
          scored.push({ y: review.rating > 1 ? 1 : 0, p, deltaT: review.deltaT, i: longTerm + 1, lapses });
        }
      }
      state = algorithm.next_state(state, review.deltaT, review.rating);
      if (review.deltaT > 0 && review.rating === 1) lapses += 1;
    }
  }
  return scored;
}

/** Mean binary cross-entropy (sklearn's log_loss: predictions clipped by the float's epsilon). */
export function computeLogLoss(scored: readonly ScoredReview[]): number {
  if (scored.length === 0) return Number.NaN;
  const eps = Number.EPSILON;
  let sum = 0;
  for (const { y, p } of scored) {
    const q = Math.min(1 - eps, Math.max(eps, p));
    sum -= y === 1 ? Math.log(q) : Math.log(1 - q);
  }
  return sum / scored.length;
}

/** srs-benchmark's bin of a value (`round(a · b^floor(log(x)/log(b)))`): the exponent names the bin. */
function binOf(x: number, base: number): number {
  return Math.floor(Math.log(x) / Math.log(base));
}

/**
 * srs-benchmark's RMSE (bins): reviews grouped by interval (base 3.62), review number (base 1.89)
 * and lapses (base 1.73, none apart); the root of the count-weighted mean squared difference
 * between each group's recall rate and its mean prediction.
 */
export function computeRmseBins(scored: readonly ScoredReview[]): number {
  if (scored.length === 0) return Number.NaN;
  const groups = new Map<string, { y: number; p: number; n: number }>();
  for (const r of scored) {
    const key = `${binOf(r.deltaT, 3.62)}|${binOf(r.i, 1.89)}|${r.lapses === 0 ? 'none' : binOf(r.lapses, 1.73)}`;
    const group = groups.get(key) ?? { y: 0, p: 0, n: 0 };
    group.y += r.y;
    group.p += r.p;
    group.n += 1;
    groups.set(key, group);
  }
  let weighted = 0;
  let total = 0;
  for (const { y, p, n } of groups.values()) {
    weighted += n * (y / n - p / n) ** 2;
    total += n;
  }
  return Math.sqrt(weighted / total);
}

export function scoreParameters(
  parameters: readonly number[],
  histories: readonly CardHistory[],
  fromRank = 0,
): FitScore & { reviews: number } {
  const scored = predictReviews(parameters, histories, fromRank);
  return { reviews: scored.length, logLoss: computeLogLoss(scored), rmse: computeRmseBins(scored) };
}

export interface Evaluation {
  /** reviews scored: those of the latest 20 % made on a later study day than the card's previous one */
  reviews: number;
  before: FitScore;
  after: FitScore;
}

/** The rank where the log's latest part (scored, not fitted on) begins. */
export function getHoldOutRank(reviewCount: number): number {
  return Math.floor(reviewCount * TRAINING_SHARE);
}

/** Scores parameters fitted on the log's earliest part beside the defaults, on its latest part. */
export function evaluateFit(
  fitted: readonly number[],
  histories: readonly CardHistory[],
  reviewCount: number,
): Evaluation {
  const fromRank = getHoldOutRank(reviewCount);
  const before = scoreParameters(DEFAULT_PARAMETERS, histories, fromRank);
  const after = scoreParameters(fitted, histories, fromRank);
  return {
    reviews: after.reviews,
    before: { logLoss: before.logLoss, rmse: before.rmse },
    after: { logLoss: after.logLoss, rmse: after.rmse },
  };
}
