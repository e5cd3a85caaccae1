import { describe, expect, it } from 'vitest';
import {
  addStudyDays,
  countStreak,
  getRemainingNewCards,
  getStudyDate,
  getStudyDayStart,
  isValidTimeZone,
} from './study-day.ts';

describe('the study day starts at 04:00 in the learner’s time zone', () => {
  it('in Lisbon (UTC+1 in summer): 03:59 local still belongs to the day before', () => {
    expect(getStudyDate(new Date('2025-07-10T02:59:00Z'), 'Europe/Lisbon')).toBe('2025-07-09');
    expect(getStudyDate(new Date('2025-07-10T03:00:00Z'), 'Europe/Lisbon')).toBe('2025-07-10');
    expect(getStudyDayStart(new Date('2025-07-10T12:00:00Z'), 'Europe/Lisbon').toISOString()).toBe(
      '2025-07-10T03:00:00.000Z',
    );
    expect(getStudyDayStart(new Date('2025-07-10T02:00:00Z'), 'Europe/Lisbon').toISOString()).toBe(
      '2025-07-09T03:00:00.000Z',
    );
  });

  it('in São Paulo (UTC−3) the same instant is another study day than in Lisbon', () => {
    const instant = new Date('2025-07-10T05:00:00Z'); // 06:00 in Lisbon, 02:00 in São Paulo
    expect(getStudyDate(instant, 'Europe/Lisbon')).toBe('2025-07-10');
    expect(getStudyDate(instant, 'America/Sao_Paulo')).toBe('2025-07-09');
    expect(getStudyDayStart(instant, 'America/Sao_Paulo').toISOString()).toBe('2025-07-09T07:00:00.000Z');
  });

  it('follows daylight-saving time (Lisbon in winter is UTC+0)', () => {
    expect(getStudyDayStart(new Date('2025-01-15T12:00:00Z'), 'Europe/Lisbon').toISOString()).toBe(
      '2025-01-15T04:00:00.000Z',
    );
    // the night the clocks go forward (30 March 2025, 01:00 UTC)
    expect(getStudyDayStart(new Date('2025-03-30T12:00:00Z'), 'Europe/Lisbon').toISOString()).toBe(
      '2025-03-30T03:00:00.000Z',
    );
  });

  it('reads the wall clock, not the instant four hours earlier, on the night the clocks go back', () => {
    // New York, 1 November 2026: 02:00 EDT became 01:00 EST at 06:00 UTC. At 08:15 UTC the wall
    // clock reads 03:15, so the study day is still 31 October (which began at 04:00 EDT).
    const instant = new Date('2026-11-01T08:15:00Z');
    expect(getStudyDate(instant, 'America/New_York')).toBe('2026-10-31');
    expect(getStudyDayStart(instant, 'America/New_York').toISOString()).toBe('2026-10-31T08:00:00.000Z');
    expect(getStudyDayStart(instant, 'America/New_York').getTime()).toBeLessThanOrEqual(instant.getTime());
  });

  it('knows IANA zones and refuses anything else', () => {
    expect(isValidTimeZone('Europe/Lisbon')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });

  it('counts days across months', () => {
    expect(addStudyDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addStudyDays('2024-12-31', 1)).toBe('2025-01-01');
  });
});

describe('new cards per day', () => {
  it('allows what is left of the day’s limit, never less than none', () => {
    expect(getRemainingNewCards(20, 0)).toBe(20);
    expect(getRemainingNewCards(20, 15)).toBe(5);
    expect(getRemainingNewCards(20, 25)).toBe(0);
  });
});

describe('streak', () => {
  it('counts consecutive study days ending today, or yesterday before today’s first review', () => {
    const days = ['2025-05-01', '2025-05-02', '2025-05-03', '2025-05-05'];
    expect(countStreak(days, '2025-05-05')).toBe(1);
    expect(countStreak(days, '2025-05-04')).toBe(3);
    expect(countStreak(days, '2025-05-07')).toBe(0);
  });
});
