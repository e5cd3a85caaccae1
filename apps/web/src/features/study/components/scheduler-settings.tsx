import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchedulerEvaluation, WorkloadEstimateDto } from '@mnemo/contracts/scheduler';
import { REVIEWS_BETWEEN_FITS } from '@mnemo/domain/scheduler-fit';
import {
  MAX_DESIRED_RETENTION,
  MAX_LEECH_THRESHOLD,
  MIN_DESIRED_RETENTION,
  MIN_LEECH_THRESHOLD,
} from '@mnemo/domain/spaced-repetition';
import { MAX_NEW_CARDS_PER_DAY } from '@mnemo/domain/study-day';
import { OPTIMAL_RETENTION_RANGE } from '@mnemo/domain/workload';
import { formatDate } from '@mnemo/i18n/format';
import { Button } from '../../../components/button.tsx';
import { Checkbox } from '../../../components/checkbox.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { LoadingState } from '../../../components/spinner.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { describeApiError } from '../../../lib/describe-api-error.ts';
import {
  useOptimizeScheduler,
  useScheduler,
  useStudySettings,
  useUpdateScheduler,
  useUpdateStudySettings,
  useWorkload,
} from '../api/scheduler.ts';

/** The retentions offered: 0.70 to 0.97 by hundredths. */
const RETENTIONS = Array.from(
  { length: Math.round((MAX_DESIRED_RETENTION - MIN_DESIRED_RETENTION) * 100) + 1 },
  (_, i) => Math.round((MIN_DESIRED_RETENTION + i / 100) * 100) / 100,
);

function usePercent() {
  const { i18n } = useTranslation();
  return (value: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(value);
}

function useDecimal() {
  const { i18n } = useTranslation();
  return (value: number, digits: number) =>
    new Intl.NumberFormat(i18n.language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
      value,
    );
}

/**
 * Scheduling on the Settings page (issue 24): the retention with what it costs over the next 30
 * days (and at 80–95 %), FSRS's minimum recommended retention (applied only when the learner asks; ADR 096), the memory
 * model fitted to their history ("Optimise" once 1,000 reviews were made since the last fit),
 * monthly re-fitting, the daily allowances of new cards and the leech threshold.
 */
export function SchedulerSettings() {
  const { t } = useTranslation('scheduling');
  const scheduler = useScheduler();
  const update = useUpdateScheduler();
  // asked for beside the scheduler, not after it: the simulation is the slowest answer of the page
  useWorkload();

  if (scheduler.isPending) return <LoadingState label={t('settings.loadingWorkload')} />;
  if (scheduler.isError) return <InlineMessage tone="error">{describeApiError(scheduler.error)}</InlineMessage>;

  return (
    <div className="flex flex-col gap-6">
      <RetentionAndWorkload desiredRetention={scheduler.data.desiredRetention} />
      <MemoryModel />
      <Checkbox
        label={t('settings.autoOptimize')}
        checked={scheduler.data.autoOptimize}
        disabled={update.isPending}
        onChange={(event) => update.mutate({ autoOptimize: event.target.checked })}
      />
      <NewCardAllowances />
      <LeechThreshold />
    </div>
  );
}

function RetentionAndWorkload({ desiredRetention }: { desiredRetention: number }) {
  const { t } = useTranslation('scheduling');
  const percent = usePercent();
  const decimal = useDecimal();
  const update = useUpdateScheduler();
  const workload = useWorkload();
  const setRetention = (value: number) => update.mutate({ desiredRetention: value });

  const rows: Array<WorkloadEstimateDto & { isChosen: boolean }> = workload.data
    ? [...workload.data.compared.map((row) => ({ ...row, isChosen: row.desiredRetention === desiredRetention }))]
    : [];
  if (workload.data && !rows.some((row) => row.isChosen)) {
    rows.push({ ...workload.data.chosen, isChosen: true });
    rows.sort((a, b) => a.desiredRetention - b.desiredRetention);
  }
  const optimal = workload.data?.optimalRetention;
  const shown =
    update.isPending && update.variables.desiredRetention !== undefined
      ? update.variables.desiredRetention
      : desiredRetention;

  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label={t('settings.retention')}
        hint={t('settings.retentionHint')}
        // never disabled while saving: a disabled select drops the keyboard focus (ADR 096); the value
        // asked for shows at once, and the saves run one after another, so the last choice wins
        value={shown.toFixed(2)}
        onChange={(event) => setRetention(Number(event.target.value))}
        // the select stays narrow; its hint takes the line's width, not the select's
        className="max-w-md [&>div]:w-40"
      >
        {RETENTIONS.map((value) => (
          <option key={value} value={value.toFixed(2)}>
            {percent(value)}
          </option>
        ))}
      </SelectField>
      <div aria-live="polite">
        {update.isError ? <InlineMessage tone="error">{describeApiError(update.error)}</InlineMessage> : null}
        {update.isSuccess && update.variables.desiredRetention !== undefined ? (
          <InlineMessage tone="success">
            {t('settings.retentionSaved', { value: percent(update.data.desiredRetention) })}
          </InlineMessage>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-fg">{t('settings.workloadTitle')}</h3>
        {workload.isPending ? <LoadingState label={t('settings.loadingWorkload')} /> : null}
        {workload.isError ? <InlineMessage tone="error">{describeApiError(workload.error)}</InlineMessage> : null}
        {workload.data ? (
          <>
            <div className="overflow-x-auto">
              <table className="w-full max-w-md text-sm tabular-nums">
                <caption className="mb-2 text-left text-xs text-muted">
                  {t('settings.workloadCaption', { seconds: decimal(workload.data.secondsPerReview.pass, 1) })}
                </caption>
                <thead>
                  <tr className="border-b border-border text-left text-muted">
                    <th scope="col" className="py-1.5 pr-3 font-medium">
                      {t('settings.columnRetention')}
                    </th>
                    <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                      {t('settings.columnReviews')}
                    </th>
                    <th scope="col" className="py-1.5 text-right font-medium">
                      {t('settings.columnMinutes')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr
                      key={row.desiredRetention}
                      className={
                        row.isChosen
                          ? 'bg-primary-soft font-semibold text-primary-soft-fg'
                          : 'border-b border-border/60'
                      }
                    >
                      <th scope="row" className="py-1.5 pr-3 text-left font-[inherit] whitespace-nowrap">
                        {percent(row.desiredRetention)}
                        {row.isChosen ? ` (${t('settings.yours')})` : ''}
                      </th>
                      <td className="py-1.5 pr-3 text-right">{decimal(row.reviewsPerDay, 0)}</td>
                      <td className="py-1.5 text-right">{decimal(row.minutesPerDay, 1)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {optimal !== undefined ? (
              <div className="flex flex-wrap items-center gap-3 text-sm">
                <p className="min-w-0 max-w-prose text-fg">
                  {t(optimal <= OPTIMAL_RETENTION_RANGE.min ? 'settings.suggestionAtFloor' : 'settings.suggestion', {
                    value: percent(optimal),
                  })}
                </p>
                {optimal === desiredRetention ? (
                  <span className="text-muted">{t('settings.suggestionIsChosen')}</span>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={update.isPending}
                    onClick={() => setRetention(optimal)}
                  >
                    {t('settings.useSuggestion', { value: percent(optimal) })}
                  </Button>
                )}
              </div>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}

function MemoryModel() {
  const { t } = useTranslation('scheduling');
  const decimal = useDecimal();
  const scheduler = useScheduler();
  const optimize = useOptimizeScheduler();
  const update = useUpdateScheduler();
  const [evaluation, setEvaluation] = useState<SchedulerEvaluation | null>(null);
  if (!scheduler.data) return null;
  const { isPersonal, optimizedAt, reviewsUsed, reviewsAvailable } = scheduler.data;
  const sinceFit = Math.max(0, reviewsAvailable - reviewsUsed);
  const canOptimise = sinceFit >= REVIEWS_BETWEEN_FITS;
  const outcome = optimize.data;

  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold text-fg">{t('settings.parametersTitle')}</h3>
      <p className="text-sm text-fg">
        {isPersonal && optimizedAt
          ? t('settings.parametersPersonal', { date: formatDate(optimizedAt), count: reviewsUsed })
          : t('settings.parametersDefault')}
      </p>
      {canOptimise ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            isLoading={optimize.isPending}
            onClick={() =>
              optimize.mutate(undefined, {
                onSuccess: (result) => setEvaluation(result.evaluation),
              })
            }
          >
            {t('settings.optimise')}
          </Button>
          <span className="text-sm text-muted">{t('settings.optimiseReady', { count: sinceFit })}</span>
        </div>
      ) : (
        <p className="text-sm text-muted">{t('settings.optimiseLater', { count: sinceFit })}</p>
      )}
      <div aria-live="polite">
        {optimize.isError ? (
          <InlineMessage tone="error">
            {describeApiError(optimize.error, { CONFLICT: t('settings.busy') })}
          </InlineMessage>
        ) : null}
        {outcome && outcome.reviewsNeeded ? (
          <InlineMessage tone="info">{t('settings.tooFew', { count: outcome.reviewsNeeded })}</InlineMessage>
        ) : null}
        {evaluation ? (
          <InlineMessage tone="success">
            {t('settings.evaluation', {
              count: evaluation.reviews,
              beforeLoss: decimal(evaluation.before.logLoss, 3),
              afterLoss: decimal(evaluation.after.logLoss, 3),
              beforeRmse: decimal(evaluation.before.rmse, 3),
              afterRmse: decimal(evaluation.after.rmse, 3),
            })}
          </InlineMessage>
        ) : null}
        {update.isSuccess && update.variables.resetParameters ? (
          <InlineMessage tone="success">{t('settings.resetDone')}</InlineMessage>
        ) : null}
      </div>
      {isPersonal ? (
        <div>
          <Button
            variant="ghost"
            size="sm"
            disabled={update.isPending}
            onClick={() => update.mutate({ resetParameters: true }, { onSuccess: () => setEvaluation(null) })}
          >
            {t('settings.reset')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** A whole number of new cards a day in 0..MAX, or null for an empty field (when `isOptional`); undefined when invalid. */
function parseAllowance(value: string, isOptional: boolean): number | null | undefined {
  if (value.trim() === '') return isOptional ? null : undefined;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 0 && parsed <= MAX_NEW_CARDS_PER_DAY ? parsed : undefined;
}

/** New cards a day (issue 23 item 17): each session's default, and an optional cap on the whole library (empty: none). */
function NewCardAllowances() {
  const { t } = useTranslation('scheduling');
  const settings = useStudySettings();
  const update = useUpdateStudySettings();
  const [perSession, setPerSession] = useState<string | null>(null);
  const [library, setLibrary] = useState<string | null>(null);
  if (!settings.data) return null;
  const perSessionValue = perSession ?? String(settings.data.newCardsPerDay);
  const libraryValue =
    library ?? (settings.data.libraryNewCardsPerDay === null ? '' : String(settings.data.libraryNewCardsPerDay));
  const parsedPerSession = parseAllowance(perSessionValue, false);
  const parsedLibrary = parseAllowance(libraryValue, true);
  const isValid = parsedPerSession !== undefined && parsedLibrary !== undefined;
  const isDirty = perSession !== null || library !== null;
  return (
    <form
      className="flex flex-wrap items-start gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isValid || parsedPerSession === undefined || parsedPerSession === null || parsedLibrary === undefined)
          return;
        update.mutate(
          { newCardsPerDay: parsedPerSession, libraryNewCardsPerDay: parsedLibrary },
          {
            onSuccess: () => {
              setPerSession(null);
              setLibrary(null);
            },
          },
        );
      }}
    >
      <TextField
        label={t('settings.newCardsPerDay')}
        hint={t('settings.newCardsPerDayHint')}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_NEW_CARDS_PER_DAY}
        value={perSessionValue}
        onChange={(event) => setPerSession(event.target.value)}
        className="w-56"
      />
      <TextField
        label={t('settings.libraryNewCardsPerDay')}
        hint={t('settings.libraryNewCardsPerDayHint')}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_NEW_CARDS_PER_DAY}
        value={libraryValue}
        onChange={(event) => setLibrary(event.target.value)}
        className="w-56"
      />
      <Button
        type="submit"
        variant="secondary"
        className="mt-[1.625rem]"
        disabled={!isValid || !isDirty}
        isLoading={update.isPending}
      >
        {t('settings.save')}
      </Button>
      <div aria-live="polite" className="basis-full">
        {update.isError ? <InlineMessage tone="error">{describeApiError(update.error)}</InlineMessage> : null}
        {update.isSuccess && !isDirty && update.variables.newCardsPerDay !== undefined ? (
          <InlineMessage tone="success">{t('settings.saved')}</InlineMessage>
        ) : null}
      </div>
    </form>
  );
}

function LeechThreshold() {
  const { t } = useTranslation('scheduling');
  const settings = useStudySettings();
  const update = useUpdateStudySettings();
  const [draft, setDraft] = useState<string | null>(null);
  if (!settings.data) return null;
  const value = draft ?? String(settings.data.leechThreshold);
  const parsed = Number(value);
  const isValid = Number.isInteger(parsed) && parsed >= MIN_LEECH_THRESHOLD && parsed <= MAX_LEECH_THRESHOLD;
  return (
    <form
      className="flex flex-wrap items-start gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (isValid) update.mutate({ leechThreshold: parsed }, { onSuccess: () => setDraft(null) });
      }}
    >
      <TextField
        label={t('settings.leechThreshold')}
        hint={t('settings.leechHint')}
        type="number"
        inputMode="numeric"
        min={MIN_LEECH_THRESHOLD}
        max={MAX_LEECH_THRESHOLD}
        value={value}
        onChange={(event) => setDraft(event.target.value)}
        className="w-56"
      />
      {/* level with the field, below its label (the hint runs under both) */}
      <Button
        type="submit"
        variant="secondary"
        className="mt-[1.625rem]"
        disabled={!isValid || draft === null}
        isLoading={update.isPending}
      >
        {t('settings.save')}
      </Button>
      <div aria-live="polite" className="basis-full">
        {update.isError ? <InlineMessage tone="error">{describeApiError(update.error)}</InlineMessage> : null}
        {update.isSuccess && draft === null ? (
          <InlineMessage tone="success">{t('settings.saved')}</InlineMessage>
        ) : null}
      </div>
    </form>
  );
}
