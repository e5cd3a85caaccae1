/**
 * The opt-in daily reminder (issue 15 item 5): sent at or after the hour the learner picked, in
 * their time zone, at most once per local calendar day, and only when cards are due.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(now: Date, timeZone: string): { date: string; hour: number } {
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
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(now).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) % 24 };
}

/** The local calendar date (YYYY-MM-DD) of an instant in a zone. */
export function getLocalDate(now: Date, timeZone: string): string {
  return partsIn(now, timeZone).date;
}

export interface ReminderSchedule {
  /** 0–23 in `timeZone`; null: reminders off */
  hour: number | null;
  timeZone: string;
  /** the local date the last reminder went out for */
  sentOn: string | null;
}

/** Whether the reminder should go now (cards due is checked by the caller). */
export function isReminderDue(schedule: ReminderSchedule, now: Date): boolean {
  if (schedule.hour === null) return false;
  const local = partsIn(now, schedule.timeZone);
  return local.hour >= schedule.hour && schedule.sentOn !== local.date;
}
