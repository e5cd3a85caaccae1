import { describe, expect, it } from 'vitest';
import {
  BREAK_AFTER_ACTIVE_MS,
  dismissBreak,
  getActiveMs,
  recordInput,
  shouldSuggestBreak,
  snoozeBreak,
  startActiveClock,
  startBreakCoach,
  takeBreak,
  type BreakCoach,
} from './break-coach.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Input every `every` ms from `from` for `duration` ms. */
function interact(coach: BreakCoach, from: number, duration: number, every = 10 * SECOND): BreakCoach {
  let clock = coach.clock;
  for (let t = from; t <= from + duration; t += every) clock = recordInput(clock, t);
  return { ...coach, clock };
}

describe('the active-time clock', () => {
  it('counts the time between inputs a minute or less apart', () => {
    let clock = recordInput(startActiveClock(), 0);
    clock = recordInput(clock, 30 * SECOND);
    clock = recordInput(clock, 90 * SECOND);
    expect(clock.activeMs).toBe(90 * SECOND);
  });

  it('does not count a gap of more than a minute (idle)', () => {
    let clock = recordInput(startActiveClock(), 0);
    clock = recordInput(clock, 10 * MINUTE);
    expect(clock.activeMs).toBe(0);
    expect(getActiveMs(clock, 10 * MINUTE + 40 * SECOND)).toBe(40 * SECOND);
    expect(getActiveMs(clock, 10 * MINUTE + 61 * SECOND)).toBe(0);
  });

  it('counts nothing before the first input', () => {
    expect(getActiveMs(startActiveClock(), 5 * MINUTE)).toBe(0);
  });
});

describe('the break rule', () => {
  it('suggests a break after 24 minutes of activity (1,440,000 ms)', () => {
    expect(BREAK_AFTER_ACTIVE_MS).toBe(1_440_000);
    const coach = interact(startBreakCoach(), 0, 24 * MINUTE);
    expect(shouldSuggestBreak(coach, 24 * MINUTE, false)).toBe(true);
    const early = interact(startBreakCoach(), 0, 23 * MINUTE);
    expect(shouldSuggestBreak(early, 23 * MINUTE, false)).toBe(false);
  });

  it('does not after 24 idle minutes', () => {
    const coach = interact(startBreakCoach(), 0, 0);
    expect(shouldSuggestBreak(coach, 24 * MINUTE, false)).toBe(false);
    const twoInputs = interact(coach, 24 * MINUTE, 0);
    expect(shouldSuggestBreak(twoInputs, 24 * MINUTE, false)).toBe(false);
  });

  it('counts activity around idle stretches only', () => {
    let coach = interact(startBreakCoach(), 0, 12 * MINUTE);
    coach = interact(coach, 40 * MINUTE, 11 * MINUTE);
    expect(getActiveMs(coach.clock, 51 * MINUTE)).toBe(23 * MINUTE);
    expect(shouldSuggestBreak(coach, 51 * MINUTE, false)).toBe(false);
    coach = interact(coach, 51 * MINUTE + 10 * SECOND, MINUTE);
    expect(shouldSuggestBreak(coach, 52 * MINUTE + 10 * SECOND, false)).toBe(true);
  });

  it('never while an answer is being typed or a card is flipped', () => {
    const coach = interact(startBreakCoach(), 0, 30 * MINUTE);
    expect(shouldSuggestBreak(coach, 30 * MINUTE, true)).toBe(false);
    expect(shouldSuggestBreak(coach, 30 * MINUTE, false)).toBe(true);
  });

  it('snooze asks again after 5 more active minutes; dismiss after 24', () => {
    const coach = interact(startBreakCoach(), 0, 24 * MINUTE);
    const snoozed = snoozeBreak(coach, 24 * MINUTE);
    expect(shouldSuggestBreak(interact(snoozed, 24 * MINUTE, 4 * MINUTE), 28 * MINUTE, false)).toBe(false);
    expect(shouldSuggestBreak(interact(snoozed, 24 * MINUTE, 5 * MINUTE), 29 * MINUTE, false)).toBe(true);
    const dismissed = dismissBreak(coach, 24 * MINUTE);
    expect(shouldSuggestBreak(interact(dismissed, 24 * MINUTE, 23 * MINUTE), 47 * MINUTE, false)).toBe(false);
    expect(shouldSuggestBreak(interact(dismissed, 24 * MINUTE, 24 * MINUTE), 48 * MINUTE, false)).toBe(true);
  });

  it('a break taken starts the count again', () => {
    expect(takeBreak()).toEqual(startBreakCoach());
  });
});
