import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { LoadingState } from '../../../components/spinner.tsx';
import { describeApiError } from '../../../lib/describe-api-error.ts';
import { useReminderSettings, useUpdateReminders } from '../api/reminders.ts';

/** The hour offered when the learner first turns reminders on. */
export const DEFAULT_REMINDER_HOUR = 18;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const formatHour = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * The daily reminder on the account page (issue 15 item 5): opt in, pick the hour (the learner's
 * time zone); each change is saved at once. A server without e-mail refuses (409), said plainly.
 */
export function ReminderSettingsForm() {
  const { t } = useTranslation('guided');
  const settings = useReminderSettings();
  const update = useUpdateReminders();
  // the hour picked while reminders are off, used when they are turned on
  const [pickedHour, setPickedHour] = useState(DEFAULT_REMINDER_HOUR);

  if (settings.isPending) return <LoadingState label={t('reminders.loading')} />;
  if (settings.isError) return <InlineMessage tone="error">{describeApiError(settings.error)}</InlineMessage>;

  const savedHour = settings.data.hour;
  const isOn = savedHour !== null;
  const hour = savedHour ?? pickedHour;
  const error = update.isError ? describeApiError(update.error, { CONFLICT: t('errors.remindersUnavailable') }) : null;

  return (
    <div className="flex flex-col gap-4">
      <Checkbox
        label={t('reminders.optIn')}
        checked={isOn}
        disabled={update.isPending}
        onChange={(event) => update.mutate({ hour: event.target.checked ? hour : null })}
      />
      <SelectField
        label={t('reminders.hour')}
        hint={t('reminders.hourHint')}
        value={hour}
        disabled={update.isPending}
        onChange={(event) => {
          const next = Number(event.target.value);
          setPickedHour(next);
          if (isOn) update.mutate({ hour: next });
        }}
        className="w-40"
      >
        {HOURS.map((value) => (
          <option key={value} value={value}>
            {formatHour(value)}
          </option>
        ))}
      </SelectField>
      <div aria-live="polite">
        {error ? <InlineMessage tone="error">{error}</InlineMessage> : null}
        {update.isSuccess && !error ? (
          <InlineMessage tone="success">
            {update.data.hour === null
              ? t('reminders.savedOff')
              : t('reminders.savedOn', { hour: formatHour(update.data.hour) })}
          </InlineMessage>
        ) : null}
      </div>
    </div>
  );
}
