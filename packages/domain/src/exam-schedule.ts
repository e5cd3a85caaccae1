import { forgetting_curve } from 'ts-fsrs';
import type { LearnerScheduler } from './spaced-repetition.ts';
import { addStudyDays, getStudyDate, getStudyDayStart } from './study-day.ts';
import { type ReviewCosts, simulateReviews } from './workload.ts';

/**
 * A session's exam date (issue 24): while the exam is ahead, none of the session's cards is
 * scheduled after the study day before it; the day after the exam they keep their normal
 * intervals again. The Progress tab shows the recall predicted for the exam day and the reviews
 * a day that keep it at the learner's retention.
 */

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isExamDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/**
 * The latest moment a card of a session with this exam may fall due at `now`: the start of the
 * study day before the exam, from now until the exam day is over; null without an exam or after
 * it. (A card reviewed on or after that moment keeps its normal interval: see `limitDue`.)
 */
export function getExamDueLimit(examDate: string | null, timeZone: string, now: Date): Date | null {
  if (!examDate) return null;
  if (getStudyDate(now, timeZone) > examDate) return null;
  return getStudyDateStartInZone(addStudyDays(examDate, -1), timeZone);
}

/** When a study date begins in a zone (04:00 local). */
export function getStudyDateStartInZone(date: string, timeZone: string): Date {
  // the wall-clock noon of that date, read in the zone, lies in the study day of that date
  const guess = new Date(`${date}T12:00:00Z`);
  const start = getStudyDayStart(guess, timeZone);
  const found = getStudyDate(start, timeZone);
  if (found === date) return start;
  // the zone is far from UTC: step a day towards the date
  const shifted = new Date(guess.getTime() + (found < date ? 1 : -1) * 86_400_000);
  return getStudyDayStart(shifted, timeZone);
}

/** A card of the session as the prediction reads it (null memory: never studied). */
export interface ExamCard {
  stability: number | null;
  difficulty: number | null;
  lastReview: string | null;
}

export interface ExamForecast {
  date: string;
  /** the mean recall of the session's cards on the exam day if nothing more is studied (cards never studied count as 0) */
  predictedRecall: number;
  /** reviews a day, from today until the day before the exam, that bring every card to the chosen retention on the exam day */
  reviewsPerDay: number;
}

function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / 86_400_000;
}

/**
 * The exam's forecast from the learner's parameters: each studied card's recall on the exam day
 * (days since its last review, as FSRS counts them), and a simulation of the schedule until then
 * at the learner's retention, within the exam limit, with the new cards learned on the way.
 */
export function forecastExam(input: {
  examDate: string;
  cards: readonly ExamCard[];
  timeZone: string;
  now: Date;
  scheduler: LearnerScheduler;
  costs: ReviewCosts;
}): ExamForecast {
  const today = dayNumber(getStudyDate(input.now, input.timeZone));
  const examDay = dayNumber(input.examDate) - today;
  const w = [...input.scheduler.parameters];
  const studied = input.cards
    .filter(
      (card) => card.stability !== null && card.difficulty !== null && card.lastReview !== null && card.stability > 0,
    )
    .map((card) => ({
      stability: card.stability!,
      difficulty: Math.min(10, Math.max(1, card.difficulty!)),
      lastReviewDay: dayNumber(getStudyDate(new Date(card.lastReview!), input.timeZone)) - today,
    }));
  const newCards = input.cards.length - studied.length;
  const recall = studied.reduce(
    (sum, card) => sum + forgetting_curve(w, Math.max(0, examDay - card.lastReviewDay), card.stability),
    0,
  );
  const days = Math.max(1, examDay);
  const simulation = simulateReviews({
    cards: studied,
    newCards,
    newCardsPerDay: Math.ceil(newCards / days),
    days,
    scheduler: input.scheduler,
    costs: input.costs,
    latestDueDay: examDay - 1,
  });
  const reviews = simulation.reviewsPerDay.reduce((a, b) => a + b, 0);
  return {
    date: input.examDate,
    predictedRecall: input.cards.length === 0 ? 0 : Math.round((recall / input.cards.length) * 1000) / 1000,
    reviewsPerDay: Math.round((reviews / days) * 10) / 10,
  };
}
