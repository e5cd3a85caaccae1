/** Quota arithmetic: billing periods and the quota bar's colour (spec §9). */

export type QuotaLevel = 'ok' | 'warning' | 'danger';

/** Percentage used, capped at 100 (the bar's width never passes it). */
export function computeUsagePercent(used: number, limit: number): number {
  if (limit <= 0) return 100;
  return Math.min(100, Math.max(0, (used / limit) * 100));
}

/** Green below 70 %, amber from 70, red from 90. */
export function getQuotaLevel(used: number, limit: number): QuotaLevel {
  const percent = limit <= 0 ? 100 : (used / limit) * 100;
  if (percent >= 90) return 'danger';
  if (percent >= 70) return 'warning';
  return 'ok';
}

/**
 * The billing period containing `now` for a cycle anchored on `anchor` (the account's creation or
 * subscription date): periods are calendar months starting on the anchor's day, clamped to the
 * month's last day.
 */
export function getBillingPeriod(anchor: Date, now: Date): { start: Date; end: Date } {
  const day = anchor.getUTCDate();
  const at = (year: number, month: number): Date => {
    const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    return new Date(
      Date.UTC(
        year,
        month,
        Math.min(day, last),
        anchor.getUTCHours(),
        anchor.getUTCMinutes(),
        anchor.getUTCSeconds(),
        anchor.getUTCMilliseconds(),
      ),
    );
  };
  let year = now.getUTCFullYear();
  let month = now.getUTCMonth();
  let start = at(year, month);
  if (start.getTime() > now.getTime()) {
    month -= 1;
    if (month < 0) {
      month = 11;
      year -= 1;
    }
    start = at(year, month);
  }
  const nextMonth = month === 11 ? 0 : month + 1;
  const nextYear = month === 11 ? year + 1 : year;
  return { start, end: at(nextYear, nextMonth) };
}
