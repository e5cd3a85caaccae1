import { describe, expect, it, vi } from 'vitest';
import { createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import {
  applyQuizMiss,
  applyRating,
  compareLoggedReviews,
  DEFAULT_PARAMETERS,
  describeInterval,
  getFsrs,
  isReviewTimeInFuture,
  MAX_REVIEW_CLOCK_SKEW_MS,
  previewIntervals,
  replayReviews,
  type LearnerScheduler,
  type Schedule,
} from './spaced-repetition.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
const start = new Date('2025-03-01T10:00:00Z');

/** Rates a card again and again with one button, each time when it falls due. */
function rateRepeatedly(rating: 'hard' | 'medium' | 'easy', times: number) {
  let schedule: Schedule | null = null;
  let now = start;
  const intervals: number[] = [];
  for (let i = 0; i < times; i++) {
    schedule = applyRating(schedule, rating, now).schedule;
    const due = new Date(schedule.due);
    intervals.push(due.getTime() - now.getTime());
    now = due;
  }
  return { schedule: schedule!, intervals };
}

describe('rating → schedule (FSRS-6 defaults, retention 0.9)', () => {
  it('gives a new card the known first intervals: Hard = Again 1 min, Medium = Good 10 min, Easy 8 d', () => {
    expect(previewIntervals(null, start)).toEqual({ hard: 1 * MINUTE, medium: 10 * MINUTE, easy: 8 * DAY });
  });

  it('grows Medium (Good) as ts-fsrs does: 10 min, then 2 d, 11 d, 46 d, 163 d', () => {
    const { intervals, schedule } = rateRepeatedly('medium', 5);
    expect(intervals).toEqual([10 * MINUTE, 2 * DAY, 11 * DAY, 46 * DAY, 163 * DAY]);
    expect(schedule).toMatchObject({ state: 'review', reps: 5, lapses: 0, scheduledDays: 163 });
  });

  it('matches ts-fsrs itself, review after review, with FSRS ratings Again / Good / Easy', () => {
    const f = fsrs({ request_retention: 0.9, enable_fuzz: false });
    let card = createEmptyCard(start);
    let schedule: Schedule | null = null;
    let now = start;
    const buttons = ['medium', 'medium', 'easy', 'hard', 'medium', 'easy'] as const;
    const grades = { hard: Rating.Again, medium: Rating.Good, easy: Rating.Easy } as const;
    for (const button of buttons) {
      const outcome = applyRating(schedule, button, now);
      card = f.next(card, now, grades[button]).card;
      schedule = outcome.schedule;
      expect(schedule.due).toBe(card.due.toISOString());
      expect(schedule.stability).toBeCloseTo(card.stability, 10);
      expect(schedule.difficulty).toBeCloseTo(card.difficulty, 10);
      expect(schedule.lapses).toBe(card.lapses);
      now = new Date(card.due.getTime() + DAY);
    }
  });

  it('records Hard as a lapse (FSRS Again, rating 1): never as a pass', () => {
    const reviewed = rateRepeatedly('medium', 3).schedule;
    const now = new Date(reviewed.due);
    const outcome = applyRating(reviewed, 'hard', now);
    expect(outcome.fsrsRating).toBe(1);
    expect(outcome.stateBefore).toBe('review');
    expect(outcome.schedule).toMatchObject({ state: 'relearning', lapses: 1 });
    // back within minutes (the relearning step), not days
    expect(Date.parse(outcome.schedule.due) - now.getTime()).toBe(10 * MINUTE);
    expect(applyRating(reviewed, 'medium', now).fsrsRating).toBe(3);
    expect(applyRating(reviewed, 'easy', now).fsrsRating).toBe(4);
  });

  it('previews exactly what each rating then gives', () => {
    const reviewed = rateRepeatedly('medium', 2).schedule;
    const now = new Date(Date.parse(reviewed.due) + 3 * DAY);
    const preview = previewIntervals(reviewed, now);
    for (const button of ['hard', 'medium', 'easy'] as const) {
      expect(Date.parse(applyRating(reviewed, button, now).schedule.due) - now.getTime()).toBe(preview[button]);
    }
    expect(preview.hard).toBeLessThan(preview.medium);
    expect(preview.medium).toBeLessThan(preview.easy);
  });

  it('previews, from one FSRS repeat(), what rating each button would give, in every state, with any scheduler and exam limit', () => {
    const own: LearnerScheduler = {
      parameters: DEFAULT_PARAMETERS.map((w, i) => (i < 4 ? w * 1.7 : w)),
      desiredRetention: 0.85,
    };
    const learning = applyRating(null, 'hard', start).schedule;
    const review = rateRepeatedly('medium', 4).schedule;
    const relearning = applyRating(review, 'hard', new Date(review.due)).schedule;
    const cases: Array<[Schedule | null, Date]> = [
      [null, start],
      [learning, new Date(Date.parse(learning.due) + 5 * MINUTE)],
      [review, new Date(Date.parse(review.due) - 2 * DAY)],
      [review, new Date(Date.parse(review.due) + 30 * DAY)],
      [relearning, new Date(relearning.due)],
    ];
    const optionSets = [
      {},
      { scheduler: own },
      { latestDue: new Date(start.getTime() + 3 * DAY) },
      { scheduler: own, latestDue: '2030-01-01T00:00:00.000Z' },
    ];
    for (const [schedule, now] of cases) {
      for (const options of optionSets) {
        const repeat = vi.spyOn(getFsrs(options.scheduler), 'repeat');
        const preview = previewIntervals(schedule, now, options);
        expect(repeat).toHaveBeenCalledTimes(1);
        repeat.mockRestore();
        const perRating = Object.fromEntries(
          (['hard', 'medium', 'easy'] as const).map((button) => [
            button,
            Date.parse(applyRating(schedule, button, now, options).schedule.due) - now.getTime(),
          ]),
        );
        expect(preview, `${schedule?.state ?? 'new'} at ${now.toISOString()} ${JSON.stringify(options)}`).toEqual(
          perRating,
        );
      }
    }
  });

  it('accepts FSRS ratings 1–4 (an imported Hard is 2)', () => {
    const outcome = applyRating(null, 2, start);
    expect(outcome.fsrsRating).toBe(2);
    expect(Date.parse(outcome.schedule.due) - start.getTime()).toBe(6 * MINUTE);
  });

  it('makes a quiz miss a lapse of memory due at once, not counted among the lapses that make a leech', () => {
    const reviewed = rateRepeatedly('medium', 4).schedule;
    const now = new Date('2025-04-01T12:00:00Z');
    const missed = applyQuizMiss(reviewed, now);
    expect(missed.fsrsRating).toBe(1);
    expect(missed.schedule).toMatchObject({ state: 'relearning', lapses: 0, due: now.toISOString() });
    // a review rated Hard (Again) from the same state is a lapse
    expect(applyRating(reviewed, 'hard', now).schedule.lapses).toBe(1);
    expect(applyQuizMiss(null, now).schedule).toMatchObject({ state: 'learning', due: now.toISOString() });
  });

  it('undoes by restoring the stored state before: rating again from it gives the same result', () => {
    const before = rateRepeatedly('medium', 3).schedule;
    const now = new Date(before.due);
    const first = applyRating(before, 'easy', now).schedule;
    // the review log keeps `before`; undo puts it back, and a new rating starts from it
    const restored: Schedule = JSON.parse(JSON.stringify(before)) as Schedule;
    expect(applyRating(restored, 'easy', now).schedule).toEqual(first);
    // ts-fsrs's own rollback agrees on the state before
    const f = fsrs({ request_retention: 0.9, enable_fuzz: false });
    let card = createEmptyCard(start);
    let t = start;
    for (let i = 0; i < 3; i++) {
      card = f.next(card, t, Rating.Good).card;
      t = card.due;
    }
    const next = f.next(card, t, Rating.Easy);
    expect(f.rollback(next.card, next.log).stability).toBeCloseTo(before.stability, 10);
  });
});

describe('button intervals', () => {
  it('print in one unit', () => {
    expect(describeInterval(20_000)).toEqual({ count: 1, unit: 'minute' });
    expect(describeInterval(10 * MINUTE)).toEqual({ count: 10, unit: 'minute' });
    expect(describeInterval(5 * 3_600_000)).toEqual({ count: 5, unit: 'hour' });
    expect(describeInterval(2 * DAY)).toEqual({ count: 2, unit: 'day' });
    expect(describeInterval(46 * DAY)).toEqual({ count: 2, unit: 'month' });
    expect(describeInterval(498 * DAY)).toEqual({ count: 1.4, unit: 'year' });
  });
});

describe('late reviews: the ordering rule and the replay (issue 26)', () => {
  const t0 = new Date('2026-03-01T09:00:00Z');
  const at = (hours: number) => new Date(t0.getTime() + hours * 3_600_000);

  it('orders a log by the time each review was made, then by the order it was sent', () => {
    const log = [
      { id: 'c', reviewedAt: at(30), seq: 1 },
      { id: 'a', reviewedAt: at(2), seq: 3 },
      { id: 'b2', reviewedAt: at(5), seq: 4 },
      { id: 'b1', reviewedAt: at(5), seq: 2 },
    ];
    expect([...log].sort(compareLoggedReviews).map((entry) => entry.id)).toEqual(['a', 'b1', 'b2', 'c']);
  });

  it('replays in time order whatever order the entries arrived in, each at its own time', () => {
    const made = [
      { kind: 'review' as const, rating: 3 as const, reviewedAt: at(0), seq: 2 },
      { kind: 'review' as const, rating: 4 as const, reviewedAt: at(50), seq: 1 },
      { kind: 'quiz_miss' as const, rating: 1 as const, reviewedAt: at(70), seq: 3 },
    ];
    const first = applyRating(null, 3, at(0)).schedule;
    const second = applyRating(first, 4, at(50)).schedule;
    const third = applyQuizMiss(second, at(70)).schedule;
    const { schedule, steps } = replayReviews(null, made);
    expect(schedule).toEqual(third);
    expect(steps.map((step) => step.before)).toEqual([null, first, second]);
    expect(replayReviews(null, [...made].reverse()).schedule).toEqual(third);
    // replaying at the time they arrived gives another schedule
    expect(applyRating(applyRating(null, 3, at(80)).schedule, 4, at(80)).schedule.due).not.toBe(second.due);
  });

  it('never runs time backwards from a schedule whose last review is later (imported history)', () => {
    const imported = applyRating(null, 3, at(100)).schedule;
    const { schedule } = replayReviews(imported, [{ kind: 'review', rating: 3, reviewedAt: at(10), seq: 1 }]);
    expect(schedule).toEqual(applyRating(imported, 3, at(100)).schedule);
  });

  it('refuses review times more than five minutes ahead of the server clock', () => {
    expect(isReviewTimeInFuture(new Date(t0.getTime() + MAX_REVIEW_CLOCK_SKEW_MS), t0)).toBe(false);
    expect(isReviewTimeInFuture(new Date(t0.getTime() + MAX_REVIEW_CLOCK_SKEW_MS + 1), t0)).toBe(true);
    expect(isReviewTimeInFuture(at(-1000), t0)).toBe(false);
  });
});
