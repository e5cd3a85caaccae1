import { describe, expect, it } from 'vitest';
import { forecastExam, getExamDueLimit, isExamDate } from './exam-schedule.ts';
import { applyRating, DEFAULT_SCHEDULER, isLeechAfterLapse, limitDue } from './spaced-repetition.ts';
import { DEFAULT_REVIEW_COSTS } from './workload.ts';

describe('exam dates', () => {
  it('accepts real dates written YYYY-MM-DD only', () => {
    expect(isExamDate('2026-06-15')).toBe(true);
    expect(isExamDate('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-30', '2026-6-15', '15/06/2026', '2026-06-15T00:00:00Z', ''])
      expect(isExamDate(bad)).toBe(false);
  });

  it('holds cards at the start of the study day before the exam (04:00 in the zone), until the exam day is over', () => {
    const now = new Date('2026-06-01T10:00:00Z');
    // Lisbon is UTC+1 in June: 04:00 on the 14th is 03:00Z
    expect(getExamDueLimit('2026-06-15', 'Europe/Lisbon', now)?.toISOString()).toBe('2026-06-14T03:00:00.000Z');
    expect(getExamDueLimit('2026-06-15', 'Asia/Tokyo', now)?.toISOString()).toBe('2026-06-13T19:00:00.000Z');
    expect(getExamDueLimit('2026-06-15', 'America/Los_Angeles', now)?.toISOString()).toBe('2026-06-14T11:00:00.000Z');
    // on the exam day (before 04:00 the next morning) still; the day after, no more
    expect(getExamDueLimit('2026-06-15', 'UTC', new Date('2026-06-16T03:59:00Z'))).not.toBeNull();
    expect(getExamDueLimit('2026-06-15', 'UTC', new Date('2026-06-16T04:00:00Z'))).toBeNull();
    expect(getExamDueLimit(null, 'UTC', now)).toBeNull();
  });

  it('never schedules a card reviewed before the limit after it; a review on the last day keeps its normal interval', () => {
    const now = new Date('2026-06-10T12:00:00Z');
    const limit = getExamDueLimit('2026-06-15', 'UTC', now)!;
    const easy = applyRating(null, 'easy', now, { latestDue: limit });
    const natural = applyRating(null, 'easy', now);
    expect(Date.parse(natural.schedule.due)).toBeGreaterThan(limit.getTime());
    expect(easy.schedule.due).toBe(limit.toISOString());
    const onTheDay = new Date('2026-06-14T09:00:00Z');
    expect(applyRating(null, 'easy', onTheDay, { latestDue: limit }).schedule.due).toBe(
      applyRating(null, 'easy', onTheDay).schedule.due,
    );
    // a short interval is left alone
    expect(applyRating(null, 'hard', now, { latestDue: limit }).schedule.due).toBe(
      applyRating(null, 'hard', now).schedule.due,
    );
    expect(limitDue(natural.schedule, null)).toEqual(natural.schedule);
  });

  it('forecasts the exam: recall on the day if nothing more is studied, and the reviews a day to reach the retention', () => {
    const now = new Date('2026-06-01T10:00:00Z');
    const studied = { stability: 3, difficulty: 5, lastReview: '2026-05-31T10:00:00Z' };
    const far = forecastExam({
      examDate: '2026-06-30',
      cards: [studied, studied],
      timeZone: 'UTC',
      now,
      scheduler: DEFAULT_SCHEDULER,
      costs: DEFAULT_REVIEW_COSTS,
    });
    const near = forecastExam({
      examDate: '2026-06-03',
      cards: [studied, studied],
      timeZone: 'UTC',
      now,
      scheduler: DEFAULT_SCHEDULER,
      costs: DEFAULT_REVIEW_COSTS,
    });
    expect(near.predictedRecall).toBeGreaterThan(far.predictedRecall);
    expect(near.predictedRecall).toBeLessThan(1);
    expect(far.reviewsPerDay).toBeGreaterThan(0);
    // cards never studied count as forgotten, and must be learned before the exam
    const withNew = forecastExam({
      examDate: '2026-06-30',
      cards: [studied, { stability: null, difficulty: null, lastReview: null }],
      timeZone: 'UTC',
      now,
      scheduler: DEFAULT_SCHEDULER,
      costs: DEFAULT_REVIEW_COSTS,
    });
    expect(withNew.predictedRecall).toBeCloseTo(far.predictedRecall / 2, 2);
    expect(withNew.reviewsPerDay).toBeGreaterThan(far.reviewsPerDay / 2);
  });
});

describe('leeches', () => {
  it('at the threshold; past it for a card never tagged (imported); a tagged one again every half threshold', () => {
    expect(isLeechAfterLapse(7, 8, false)).toBe(false);
    expect(isLeechAfterLapse(8, 8, false)).toBe(true);
    expect(isLeechAfterLapse(13, 8, false)).toBe(true);
    expect(isLeechAfterLapse(9, 8, true)).toBe(false);
    expect(isLeechAfterLapse(12, 8, true)).toBe(true);
    expect(isLeechAfterLapse(1, 1, false)).toBe(true);
  });
});
