import { type FSRSState, forgetting_curve } from 'ts-fsrs';
import { getFsrs, type LearnerScheduler } from './spaced-repetition.ts';

/**
 * What a retention costs (issue 24): the learner's next days simulated from their own cards,
 * parameters and review times, and FSRS's "optimal retention" — the retention with the least
 * study time per card remembered. Deterministic (a seeded generator, the same draws for every
 * retention compared), so the same inputs always give the same figures.
 */

/** The retentions Settings compares, beside the learner's own. */
export const COMPARED_RETENTIONS = [0.8, 0.85, 0.9, 0.95] as const;
/** Days the workload simulation looks ahead. */
export const WORKLOAD_DAYS = 30;
/** The range searched for the optimal retention (FSRS's: fsrs-rs R_MIN 0.70, R_MAX 0.95). */
export const OPTIMAL_RETENTION_RANGE = { min: 0.7, max: 0.95, step: 0.01 } as const;

/** Seconds a review takes, from the learner's own log (defaults until it has enough). */
export interface ReviewCosts {
  /** a review recalled */
  secondsPerPass: number;
  /** a review forgotten, with the relearning step after it */
  secondsPerLapse: number;
  /** a new card's first sitting (its learning steps) */
  secondsPerNewCard: number;
}
export const DEFAULT_REVIEW_COSTS: ReviewCosts = Object.freeze({
  secondsPerPass: 8,
  secondsPerLapse: 20,
  secondsPerNewCard: 16,
});
/** Fewer timed reviews of a kind than this and its default is used. */
export const MIN_TIMED_REVIEWS = 10;
/** A review timed longer than this counts as this long (the learner left the card open). */
export const MAX_REVIEW_SECONDS = 60;

/** Timed reviews of one kind: how many, and their mean time with each capped at `MAX_REVIEW_SECONDS`. */
export interface TimedReviews {
  count: number;
  meanSeconds: number;
}

/** The learner's review costs: the mean of their own timed reviews of each kind, or its default with too few. */
export function getReviewCosts(timed: { pass: TimedReviews; lapse: TimedReviews; newCard: TimedReviews }): ReviewCosts {
  const pick = (kind: TimedReviews, fallback: number) =>
    kind.count >= MIN_TIMED_REVIEWS ? Math.round(kind.meanSeconds * 10) / 10 : fallback;
  return {
    secondsPerPass: pick(timed.pass, DEFAULT_REVIEW_COSTS.secondsPerPass),
    secondsPerLapse: pick(timed.lapse, DEFAULT_REVIEW_COSTS.secondsPerLapse),
    secondsPerNewCard: pick(timed.newCard, DEFAULT_REVIEW_COSTS.secondsPerNewCard),
  };
}

/** A card with a memory: its stability, difficulty, and the day of its last review (day 0 is today, negative before). */
export interface SimulatedCard {
  stability: number;
  difficulty: number;
  lastReviewDay: number;
}

export interface SimulationInput {
  cards: readonly SimulatedCard[];
  /** cards never studied, introduced `newCardsPerDay` a day while they last */
  newCards: number;
  newCardsPerDay: number;
  days: number;
  scheduler: LearnerScheduler;
  costs: ReviewCosts;
  /** the last day a card reviewed before it may fall due (an exam's limit), if any */
  latestDueDay?: number | undefined;
  seed?: number;
}

export interface SimulationResult {
  reviewsPerDay: number[];
  secondsPerDay: number[];
  /** each card's recall predicted at the end of the last day */
  finalRecall: number[];
}

/** mulberry32: a small seeded generator, so a simulation is the same every time. */
function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Live {
  state: FSRSState;
  last: number;
  due: number;
}

/**
 * Day by day: every card due is reviewed (recalled with the probability FSRS predicts: Good;
 * else Again, then Good on its relearning step), each new card is learned (Good, then Good on its
 * 10-minute step), and each is scheduled at the retention asked, within the exam limit if any.
 */
export function simulateReviews(input: SimulationInput): SimulationResult {
  const fsrs = getFsrs(input.scheduler);
  const w = [...input.scheduler.parameters];
  const random = createRandom(input.seed ?? 42);
  const limit = input.latestDueDay;
  const schedule = (day: number, stability: number): number => {
    const due = day + fsrs.next_interval(stability, 0);
    return limit !== undefined && day < limit && due > limit ? limit : due;
  };
  const live: Live[] = input.cards.map((card) => {
    const state = { stability: card.stability, difficulty: card.difficulty };
    return { state, last: card.lastReviewDay, due: Math.max(0, schedule(card.lastReviewDay, card.stability)) };
  });
  const reviewsPerDay = new Array<number>(input.days).fill(0);
  const secondsPerDay = new Array<number>(input.days).fill(0);
  let newLeft = input.newCards;
  for (let day = 0; day < input.days; day++) {
    for (const card of live) {
      if (card.due > day) continue;
      const elapsed = day - card.last;
      const recall = forgetting_curve(w, elapsed, card.state.stability);
      if (random() < recall) {
        card.state = fsrs.next_state(card.state, elapsed, 3);
        reviewsPerDay[day]! += 1;
        secondsPerDay[day]! += input.costs.secondsPerPass;
      } else {
        card.state = fsrs.next_state(fsrs.next_state(card.state, elapsed, 1), 0, 3);
        reviewsPerDay[day]! += 2;
        secondsPerDay[day]! += input.costs.secondsPerLapse;
      }
      card.last = day;
      card.due = schedule(day, card.state.stability);
    }
    const learned = Math.min(newLeft, input.newCardsPerDay);
    for (let i = 0; i < learned; i++) {
      const state = fsrs.next_state(fsrs.next_state(null, 0, 3), 0, 3);
      live.push({ state, last: day, due: schedule(day, state.stability) });
      reviewsPerDay[day]! += 2;
      secondsPerDay[day]! += input.costs.secondsPerNewCard;
    }
    newLeft -= learned;
  }
  const end = input.days;
  const finalRecall = live.map((card) => forgetting_curve(w, Math.max(0, end - card.last), card.state.stability));
  for (let i = 0; i < newLeft; i++) finalRecall.push(0);
  return { reviewsPerDay, secondsPerDay, finalRecall };
}

export interface WorkloadEstimate {
  desiredRetention: number;
  /** mean reviews a day over the simulated days */
  reviewsPerDay: number;
  /** mean minutes a day */
  minutesPerDay: number;
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The next `WORKLOAD_DAYS` at a retention: reviews and minutes a day. */
export function estimateWorkload(
  input: Omit<SimulationInput, 'days' | 'scheduler'> & { parameters: readonly number[]; desiredRetention: number },
): WorkloadEstimate {
  const result = simulateReviews({
    ...input,
    days: WORKLOAD_DAYS,
    scheduler: { parameters: input.parameters, desiredRetention: input.desiredRetention },
  });
  return {
    desiredRetention: input.desiredRetention,
    reviewsPerDay: round(mean(result.reviewsPerDay), 1),
    minutesPerDay: round(mean(result.secondsPerDay) / 60, 1),
  };
}

/** Cards, days and new cards a day of the optimal-retention simulation (a year of learning from scratch, as Anki's). */
const OPTIMAL_SIMULATION = { cards: 1000, days: 365, newCardsPerDay: 10 } as const;

/**
 * FSRS's optimal retention — its "minimum recommended retention" — for a learner: the retention
 * (0.70–0.95) whose simulated year of learning costs the least study time per card remembered at its
 * end. For FSRS-6's default parameters that is 0.70, the floor, as in FSRS's own computation (ADR 096).
 */
export function findOptimalRetention(parameters: readonly number[], costs: ReviewCosts): number {
  const { min, max, step } = OPTIMAL_RETENTION_RANGE;
  let best = { retention: 0.9, cost: Number.POSITIVE_INFINITY };
  for (let r = min; r <= max + 1e-9; r += step) {
    const retention = round(r, 2);
    const result = simulateReviews({
      cards: [],
      newCards: OPTIMAL_SIMULATION.cards,
      newCardsPerDay: OPTIMAL_SIMULATION.newCardsPerDay,
      days: OPTIMAL_SIMULATION.days,
      scheduler: { parameters, desiredRetention: retention },
      costs,
    });
    const seconds = result.secondsPerDay.reduce((a, b) => a + b, 0);
    const remembered = result.finalRecall.reduce((a, b) => a + b, 0);
    const cost = seconds / Math.max(remembered, 1e-9);
    if (cost < best.cost) best = { retention, cost };
  }
  return best.retention;
}
