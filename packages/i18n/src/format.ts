import type { Locale } from '@mnemo/domain/languages';

const pad = (n: number): string => String(n).padStart(2, '0');

/** Dates as dd/MM/yyyy HH:mm, 24-hour (spec §9), in the viewer's time zone. */
export function formatDateTime(value: Date | string): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Dates as dd/MM/yyyy. */
export function formatDate(value: Date | string): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** A calendar day (`yyyy-MM-dd`, e.g. a study day) as dd/MM: the short label of a chart's day. */
export function formatDayMonth(day: string): string {
  const [, month, date] = day.split('-');
  return `${date}/${month}`;
}

/** Prices: `$` in English, `€` in Portuguese (spec §9). */
export function formatPrice(amount: number, locale: Locale): string {
  return locale === 'pt' ? `${amount.toFixed(2).replace('.', ',')} €` : `$${amount.toFixed(2)}`;
}

/** Whole numbers with the locale's grouping. */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'pt' ? 'pt-PT' : 'en-GB').format(value);
}
