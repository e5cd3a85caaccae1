import { useTranslation } from 'react-i18next';
import { describeInterval } from '@mnemo/domain/spaced-repetition';

export function useFormatInterval() {
  const { t } = useTranslation('study');
  return (ms: number) => {
    const { count, unit } = describeInterval(ms);
    return t(`interval.${unit}`, { count });
  };
}

/** "5 minutes ago", "yesterday": how long ago a past moment was. */
export function useTimeAgo() {
  const { i18n } = useTranslation();
  return (iso: string) => {
    const ms = Math.max(0, Date.now() - new Date(iso).getTime());
    const format = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' });
    const minutes = Math.round(ms / 60_000);
    if (minutes < 60) return format.format(-minutes, 'minute');
    const hours = Math.round(ms / 3_600_000);
    if (hours < 24) return format.format(-hours, 'hour');
    return format.format(-Math.round(ms / 86_400_000), 'day');
  };
}

/** "in 5 minutes", "tomorrow": how far off a moment is (at least a minute ahead). */
export function useRelativeTime() {
  const { i18n } = useTranslation();
  return (iso: string) => {
    const ms = new Date(iso).getTime() - Date.now();
    const format = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' });
    const minutes = Math.round(ms / 60_000);
    if (Math.abs(minutes) < 60) return format.format(Math.max(1, minutes), 'minute');
    const hours = Math.round(ms / 3_600_000);
    if (Math.abs(hours) < 24) return format.format(hours, 'hour');
    return format.format(Math.round(ms / 86_400_000), 'day');
  };
}
