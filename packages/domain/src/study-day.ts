/**
 * A learner's study day starts at 04:00 in their time zone (as Anki's does), so a late-night
 * sitting still counts for the day it began in; new-card limits, "reviewed today", streaks and
 * the charts all count in these days.
 */

export const DAY_START_HOUR = 4;
export const DEFAULT_TIME_ZONE = 'UTC';
export const DEFAULT_NEW_CARDS_PER_DAY = 20;
export const MAX_NEW_CARDS_PER_DAY = 9999;

/** Whether `value` is a time zone this runtime knows (an IANA name such as "Europe/Lisbon"). */
export function isValidTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    // eslint-disable-next-line no-restricted-syntax -- time-zone arithmetic (the parts of an instant in a zone), never a date shown
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // eslint-disable-next-line no-restricted-syntax -- time-zone arithmetic (the parts of an instant in a zone), never a date shown
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock parts of an instant in a time zone. */
function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Milliseconds the zone's wall clock is ahead of UTC at `instant`. */
function offsetAt(instant: Date, timeZone: string): number {
  const c = wallClock(instant, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a wall-clock time in a zone happens (the later reading across a DST change). */
function instantOf(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day, hour);
  let guess = wall - offsetAt(new Date(wall), timeZone);
  guess = wall - offsetAt(new Date(guess), timeZone);
  return new Date(guess);
}

/**
 * The study date (YYYY-MM-DD) an instant belongs to: the date on the zone's wall clock moved back
 * four hours (not the wall clock four hours earlier, which differs on the nights clocks change).
 */
export function getStudyDate(now: Date, timeZone: string): string {
  const c = wallClock(now, timeZone);
  return new Date(Date.UTC(c.year, c.month - 1, c.day, c.hour - DAY_START_HOUR, c.minute, c.second))
    .toISOString()
    .slice(0, 10);
}

/** When the study day containing `now` began (04:00 local). */
export function getStudyDayStart(now: Date, timeZone: string): Date {
  const [year, month, day] = getStudyDate(now, timeZone).split('-').map(Number) as [number, number, number];
  return instantOf(year, month, day, DAY_START_HOUR, timeZone);
}

/** The study date `days` after a study date (negative goes back). */
export function addStudyDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** How many new cards may still be introduced today. */
export function getRemainingNewCards(newCardsPerDay: number, introducedToday: number): number {
  return Math.max(0, newCardsPerDay - introducedToday);
}

/**
 * Consecutive study days with at least one review, ending today, or yesterday when today has
 * none yet (a streak is not broken before the day is over).
 */
export function countStreak(studyDates: Iterable<string>, today: string): number {
  const days = new Set(studyDates);
  let day = days.has(today) ? today : addStudyDays(today, -1);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = addStudyDays(day, -1);
  }
  return streak;
}
