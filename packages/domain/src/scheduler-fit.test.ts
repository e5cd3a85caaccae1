import { forgetting_curve } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import {
  buildCardHistories,
  buildTrainingItems,
  computeLogLoss,
  computeRmseBins,
  getHoldOutRank,
  predictReviews,
  type ScoredReview,
} from './scheduler-fit.ts';
import { DEFAULT_PARAMETERS, getFsrs } from './spaced-repetition.ts';

const at = (iso: string) => Date.parse(iso);

describe('the log as FSRS reads it', () => {
  it('counts study days from 04:00 in the learner’s zone: 03:30 belongs to the day before', () => {
    const log = [
      { cardId: 'a', rating: 3 as const, reviewedAt: at('2025-03-01T10:00:00Z') },
      // 03:30 in Lisbon (UTC+0 in March) on the 2nd: still the study day of the 1st
      { cardId: 'a', rating: 3 as const, reviewedAt: at('2025-03-02T03:30:00Z') },
      { cardId: 'a', rating: 1 as const, reviewedAt: at('2025-03-02T04:30:00Z') },
      { cardId: 'a', rating: 3 as const, reviewedAt: at('2025-03-06T20:00:00Z') },
    ];
    const [card] = buildCardHistories(log, 'Europe/Lisbon');
    expect(card!.reviews.map((r) => [r.rating, r.deltaT])).toEqual([
      [3, 0],
      [3, 0],
      [1, 1],
      [3, 4],
    ]);
    // in Tokyo (UTC+9) the 10:00Z review is 19:00 on the 1st, 03:30Z is 12:30 on the 2nd, 20:00Z on the 6th is 05:00 on the 7th
    expect(buildCardHistories(log, 'Asia/Tokyo')[0]!.reviews.map((r) => r.deltaT)).toEqual([0, 1, 0, 5]);
  });

  it('gives the same histories for the same log in any order', () => {
    const log = Array.from({ length: 60 }, (_, i) => ({
      cardId: `c${i % 7}`,
      rating: ((i * 5) % 4) + 1,
      reviewedAt: at('2025-01-01T12:00:00Z') + Math.floor(i / 3) * 86_400_000,
    })) as Array<{
      cardId: string;
      rating: 1 | 2 | 3 | 4;
      reviewedAt: number;
    }>;
    const shuffled = [...log].reverse();
    expect(buildCardHistories(shuffled, 'UTC')).toEqual(buildCardHistories(log, 'UTC'));
    expect(buildTrainingItems(buildCardHistories(shuffled, 'UTC'))).toEqual(
      buildTrainingItems(buildCardHistories(log, 'UTC')),
    );
  });

  it('trains on each review made on a later day than the one before, with the card’s history up to it; 80 % by time', () => {
    const log = [
      { cardId: 'a', rating: 3 as const, reviewedAt: at('2025-01-01T12:00:00Z') },
      { cardId: 'a', rating: 3 as const, reviewedAt: at('2025-01-01T12:10:00Z') },
      { cardId: 'b', rating: 1 as const, reviewedAt: at('2025-01-02T12:00:00Z') },
      { cardId: 'a', rating: 4 as const, reviewedAt: at('2025-01-03T12:00:00Z') },
      { cardId: 'b', rating: 3 as const, reviewedAt: at('2025-01-05T12:00:00Z') },
    ];
    const histories = buildCardHistories(log, 'UTC');
    expect(buildTrainingItems(histories)).toEqual([
      [
        [3, 0],
        [3, 0],
        [4, 2],
      ],
      [
        [1, 0],
        [3, 3],
      ],
    ]);
    expect(getHoldOutRank(5)).toBe(4);
    // the earliest 80 %: ranks 0–3, so b's second review (rank 4) is left out
    expect(buildTrainingItems(histories, 4)).toHaveLength(1);
  });
});

describe('scoring as srs-benchmark does', () => {
  it('predicts only reviews on a later day, replaying same-day ones through the short-term rule', () => {
    const log = [
      { cardId: 'a', rating: 3 as const, reviewedAt: at('2025-01-01T12:00:00Z') },
      { cardId: 'a', rating: 3 as const, reviewedAt: at('2025-01-01T12:10:00Z') },
      { cardId: 'a', rating: 1 as const, reviewedAt: at('2025-01-04T12:00:00Z') },
      { cardId: 'a', rating: 3 as const, reviewedAt: at('2025-01-04T12:10:00Z') },
      { cardId: 'a', rating: 3 as const, reviewedAt: at('2025-01-06T12:00:00Z') },
    ];
    const scored = predictReviews(DEFAULT_PARAMETERS, buildCardHistories(log, 'UTC'));
    expect(scored.map((r) => [r.y, r.deltaT, r.i, r.lapses])).toEqual([
      [0, 3, 2, 0],
      [1, 2, 3, 1],
    ]);
    // by hand: the memory after Good, Good (same day), then Again 3 days later and Good the same day
    const fsrs = getFsrs();
    const first = fsrs.next_state(fsrs.next_state(null, 0, 3), 0, 3);
    expect(scored[0]!.p).toBeCloseTo(forgetting_curve([...DEFAULT_PARAMETERS], 3, first.stability), 12);
    const second = fsrs.next_state(fsrs.next_state(first, 3, 1), 0, 3);
    expect(scored[1]!.p).toBeCloseTo(forgetting_curve([...DEFAULT_PARAMETERS], 2, second.stability), 12);
    // from a rank on: only the later reviews are scored, the earlier ones still replayed
    expect(predictReviews(DEFAULT_PARAMETERS, buildCardHistories(log, 'UTC'), 3)).toEqual([scored[1]]);
  });

  it('log loss is the mean binary cross-entropy', () => {
    const reviews: ScoredReview[] = [
      { y: 1, p: 0.9, deltaT: 1, i: 2, lapses: 0 },
      { y: 0, p: 0.9, deltaT: 1, i: 2, lapses: 0 },
      { y: 1, p: 0.5, deltaT: 10, i: 3, lapses: 1 },
    ];
    expect(computeLogLoss(reviews)).toBeCloseTo((-Math.log(0.9) - Math.log(0.1) - Math.log(0.5)) / 3, 12);
  });

  it('RMSE (bins) groups by interval (×3.62), review number (×1.89) and lapses (×1.73), weighted by count', () => {
    const reviews: ScoredReview[] = [
      // one bin: deltaT 1 and 3 share floor(log(x)/log 3.62) = 0; i 2 and 3 share bin 1 (1.89 ≤ i < 3.57)
      { y: 1, p: 0.8, deltaT: 1, i: 2, lapses: 0 },
      { y: 0, p: 0.6, deltaT: 3, i: 3, lapses: 0 },
      // another bin: deltaT 4 (bin 1)
      { y: 1, p: 0.9, deltaT: 4, i: 2, lapses: 0 },
      // a third: a lapse before
      { y: 1, p: 0.7, deltaT: 1, i: 2, lapses: 1 },
    ];
    const binA = (0.5 - 0.7) ** 2 * 2;
    const binB = (1 - 0.9) ** 2;
    const binC = (1 - 0.7) ** 2;
    expect(computeRmseBins(reviews)).toBeCloseTo(Math.sqrt((binA + binB + binC) / 4), 12);
  });
});
