import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMETERS } from './spaced-repetition.ts';
import { DEFAULT_REVIEW_COSTS, estimateWorkload, findOptimalRetention, getReviewCosts, simulateReviews } from './workload.ts';

const cards = Array.from({ length: 300 }, (_, i) => ({ stability: 2 + (i % 40), difficulty: 3 + (i % 6), lastReviewDay: -(i % 20) }));

describe('workload at a retention', () => {
  it('costs more reviews and minutes the higher the retention, and is the same every time', () => {
    const at = (desiredRetention: number) =>
      estimateWorkload({ cards, newCards: 100, newCardsPerDay: 10, parameters: DEFAULT_PARAMETERS, desiredRetention, costs: DEFAULT_REVIEW_COSTS });
    const low = at(0.8);
    const high = at(0.95);
    expect(high.reviewsPerDay).toBeGreaterThan(low.reviewsPerDay);
    expect(high.minutesPerDay).toBeGreaterThan(low.minutesPerDay);
    expect(at(0.9)).toEqual(at(0.9));
  });

  it('learns the new cards a day and counts their time', () => {
    const result = simulateReviews({ cards: [], newCards: 25, newCardsPerDay: 10, days: 5, scheduler: { parameters: DEFAULT_PARAMETERS, desiredRetention: 0.9 }, costs: DEFAULT_REVIEW_COSTS });
    // two reviews per new card (Good, then Good on its 10-minute step), 10 a day while 25 last
    expect(result.reviewsPerDay.slice(0, 2)).toEqual([20, 20]);
    expect(result.reviewsPerDay[2]).toBeGreaterThanOrEqual(10);
    expect(result.secondsPerDay[0]).toBe(10 * DEFAULT_REVIEW_COSTS.secondsPerNewCard);
  });

  it('suggests a retention inside Anki’s range, from the learner’s own costs', () => {
    const optimal = findOptimalRetention(DEFAULT_PARAMETERS, DEFAULT_REVIEW_COSTS);
    expect(optimal).toBeGreaterThanOrEqual(0.7);
    expect(optimal).toBeLessThanOrEqual(0.95);
    // forgetting that costs far more time makes a higher retention worth it
    expect(findOptimalRetention(DEFAULT_PARAMETERS, { ...DEFAULT_REVIEW_COSTS, secondsPerLapse: 120 })).toBeGreaterThanOrEqual(optimal);
  });

  it('takes the learner’s own review times once there are enough of them', () => {
    expect(getReviewCosts({ pass: { count: 50, meanSeconds: 6.04 }, lapse: { count: 3, meanSeconds: 40 }, newCard: { count: 10, meanSeconds: 12 } })).toEqual({
      secondsPerPass: 6,
      secondsPerLapse: DEFAULT_REVIEW_COSTS.secondsPerLapse,
      secondsPerNewCard: 12,
    });
  });
});
