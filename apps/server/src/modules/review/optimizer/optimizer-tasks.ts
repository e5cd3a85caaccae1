import {
  buildCardHistories,
  buildTrainingItems,
  type Evaluation,
  evaluateFit,
  getHoldOutRank,
  MIN_REVIEWS_TO_OPTIMIZE,
  type TrainingItem,
} from '@mnemo/domain/scheduler-fit';
import { type FsrsRating, isValidParameters } from '@mnemo/domain/spaced-repetition';
import { threadId } from 'node:worker_threads';
import type * as FsrsBinding from '@open-spaced-repetition/binding';
import {
  COMPARED_RETENTIONS,
  estimateWorkload,
  findOptimalRetention,
  type ReviewCosts,
  type SimulatedCard,
  type WorkloadEstimate,
} from '@mnemo/domain/workload';

/**
 * What the scheduler thread runs (optimizer-pool.ts): pure functions of structured-cloneable
 * data. Without a pool (WORKER_THREADS=0, tests, CLI tools) they run in the calling process.
 */

export interface FitTask {
  /** the learner's review log: card, FSRS rating, time (ms) */
  log: Array<[cardId: string, rating: number, reviewedAt: number]>;
  timeZone: string;
}

type Fit =
  | { kind: 'fitted'; parameters: number[]; evaluation: Evaluation; reviewsUsed: number }
  | { kind: 'too-few'; reviewsNeeded: number };
/** The fit, and the thread that made it (0: the main thread). */
export type FitOutcome = Fit & { threadId: number };

type Binding = typeof FsrsBinding;

let binding: Promise<Binding> | null = null;

/** fsrs-rs, loaded on first use (a native package: absent on a platform it has no build for). */
function loadBinding(): Promise<Binding> {
  binding ??= import('@open-spaced-repetition/binding');
  return binding;
}

/** Parameters fitted by fsrs-rs (FSRS-6, short-term on, one relearning step as the schedule has). */
async function fitItems(items: readonly TrainingItem[]): Promise<number[]> {
  const { computeParameters, FSRSBindingItem, FSRSBindingReview } = await loadBinding();
  const parameters = await computeParameters(
    items.map((item) => new FSRSBindingItem(item.map(([rating, deltaT]) => new FSRSBindingReview(rating, deltaT)))),
    { enableShortTerm: true, numRelearningSteps: 1 },
  );
  if (!isValidParameters(parameters)) throw new Error(`the optimizer returned ${String(parameters)}`);
  return parameters;
}

/**
 * The fit (issue 24): parameters fitted on the earliest 80 % of the log scored beside the
 * defaults on the latest 20 % (out of sample), then the parameters kept fitted on the whole log.
 */
export async function fitScheduler(task: FitTask): Promise<FitOutcome> {
  return { ...(await fit(task)), threadId };
}

async function fit(task: FitTask): Promise<Fit> {
  if (task.log.length < MIN_REVIEWS_TO_OPTIMIZE)
    return { kind: 'too-few', reviewsNeeded: MIN_REVIEWS_TO_OPTIMIZE - task.log.length };
  const log = task.log.map(([cardId, rating, reviewedAt]) => ({ cardId, rating: rating as FsrsRating, reviewedAt }));
  const histories = buildCardHistories(log, task.timeZone);
  const earlyItems = buildTrainingItems(histories, getHoldOutRank(log.length));
  // nothing yet on a later day than a card's first: nothing to learn from, nothing to score
  if (earlyItems.length === 0) return { kind: 'too-few', reviewsNeeded: 1 };
  const evaluation = evaluateFit(await fitItems(earlyItems), histories, log.length);
  if (evaluation.reviews === 0) return { kind: 'too-few', reviewsNeeded: 1 };
  const parameters = await fitItems(buildTrainingItems(histories));
  return { kind: 'fitted', parameters, evaluation, reviewsUsed: log.length };
}

export interface WorkloadTask {
  cards: SimulatedCard[];
  newCards: number;
  newCardsPerDay: number;
  parameters: number[];
  desiredRetention: number;
  costs: ReviewCosts;
}

export interface WorkloadOutcome {
  threadId: number;
  chosen: WorkloadEstimate;
  compared: WorkloadEstimate[];
  optimalRetention: number;
}

/** The next 30 days at the chosen retention and at the compared ones, and the optimal retention. */
export function estimateWorkloads(task: WorkloadTask): WorkloadOutcome {
  const at = (desiredRetention: number) => estimateWorkload({ ...task, desiredRetention });
  return {
    threadId,
    chosen: at(task.desiredRetention),
    compared: COMPARED_RETENTIONS.map(at),
    optimalRetention: findOptimalRetention(task.parameters, task.costs),
  };
}
