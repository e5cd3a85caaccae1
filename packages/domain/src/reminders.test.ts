import { describe, expect, it } from 'vitest';
import { getLocalDate, isReminderDue } from './reminders.ts';

describe('the daily reminder', () => {
  const lisbonSummer = (iso: string) => new Date(iso); // Europe/Lisbon is UTC+1 in July

  it('is due from the chosen hour in the learner’s zone, not before', () => {
    const schedule = { hour: 18, timeZone: 'Europe/Lisbon', sentOn: null };
    expect(isReminderDue(schedule, lisbonSummer('2026-07-01T16:59:00Z'))).toBe(false);
    expect(isReminderDue(schedule, lisbonSummer('2026-07-01T17:00:00Z'))).toBe(true);
    expect(isReminderDue(schedule, lisbonSummer('2026-07-01T22:30:00Z'))).toBe(true);
  });

  it('goes at most once per local day', () => {
    const now = new Date('2026-07-01T20:00:00Z');
    const today = getLocalDate(now, 'Europe/Lisbon');
    expect(today).toBe('2026-07-01');
    expect(isReminderDue({ hour: 8, timeZone: 'Europe/Lisbon', sentOn: today }, now)).toBe(false);
    expect(isReminderDue({ hour: 8, timeZone: 'Europe/Lisbon', sentOn: '2026-06-30' }, now)).toBe(true);
    // 23:30 UTC is already the next day in Lisbon
    expect(getLocalDate(new Date('2026-07-01T23:30:00Z'), 'Europe/Lisbon')).toBe('2026-07-02');
  });

  it('never when turned off', () => {
    expect(isReminderDue({ hour: null, timeZone: 'UTC', sentOn: null }, new Date('2026-07-01T23:00:00Z'))).toBe(false);
  });
});
