/**
 * Break coaching in freestyle study (issue 15 item 3; spec §1: breaks every 20–30 minutes).
 * Active time counts only while the learner interacts: a gap of more than a minute between two
 * inputs is idle and counts nothing. After 24 minutes of active time (spec §9: 1,440,000 ms) a
 * break is suggested, never while an answer is being typed or a card is flipped.
 */

export const BREAK_AFTER_ACTIVE_MS = 1_440_000;
export const IDLE_AFTER_MS = 60_000;
export const SNOOZE_MS = 5 * 60_000;

export interface ActiveClock {
  /** active time up to `lastInputAt` */
  activeMs: number;
  /** epoch ms of the last input; null before the first */
  lastInputAt: number | null;
}

export const startActiveClock = (): ActiveClock => ({ activeMs: 0, lastInputAt: null });

/** The gap since the last input counts when it is a minute or less. */
function countedGap(clock: ActiveClock, now: number): number {
  if (clock.lastInputAt === null) return 0;
  const gap = now - clock.lastInputAt;
  return gap > 0 && gap <= IDLE_AFTER_MS ? gap : 0;
}

/** The clock after an input (a key, a click, a scroll) at `now`. */
export function recordInput(clock: ActiveClock, now: number): ActiveClock {
  return { activeMs: clock.activeMs + countedGap(clock, now), lastInputAt: now };
}

/** Active time at `now`: the gap since the last input counts while it is not yet idle. */
export function getActiveMs(clock: ActiveClock, now: number): number {
  return clock.activeMs + countedGap(clock, now);
}

export interface BreakCoach {
  clock: ActiveClock;
  /** active time at which the next suggestion is due */
  suggestAtMs: number;
}

export const startBreakCoach = (): BreakCoach => ({ clock: startActiveClock(), suggestAtMs: BREAK_AFTER_ACTIVE_MS });

/** Whether to suggest a break now: enough active time, and the learner is not mid-answer or mid-card. */
export function shouldSuggestBreak(coach: BreakCoach, now: number, isBusy: boolean): boolean {
  return !isBusy && getActiveMs(coach.clock, now) >= coach.suggestAtMs;
}

/** Dismissed: the next suggestion comes after another 24 active minutes. */
export function dismissBreak(coach: BreakCoach, now: number): BreakCoach {
  return { ...coach, suggestAtMs: getActiveMs(coach.clock, now) + BREAK_AFTER_ACTIVE_MS };
}

/** Snoozed: asked again after 5 more active minutes. */
export function snoozeBreak(coach: BreakCoach, now: number): BreakCoach {
  return { ...coach, suggestAtMs: getActiveMs(coach.clock, now) + SNOOZE_MS };
}

/** A break was taken: active time starts again from zero. */
export const takeBreak = (): BreakCoach => startBreakCoach();
