import { useTranslation } from 'react-i18next';
import type { QuotaResponse } from '@mnemo/contracts/quota';
import { formatDate, formatNumber } from '@mnemo/i18n/format';
import { Button } from '../../../components/button.tsx';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { getUiLanguage } from '../../../lib/i18n.ts';
import { useQuota } from '../api/get-quota.ts';

type QuotaKind = 'documents' | 'exercises' | 'tokens';

const USED_FIELD: Record<
  QuotaKind,
  keyof Pick<QuotaResponse, 'documentsStored' | 'exercisesGenerated' | 'tokensConsumed'>
> = {
  documents: 'documentsStored',
  exercises: 'exercisesGenerated',
  tokens: 'tokensConsumed',
};

const QUOTA_KINDS: readonly QuotaKind[] = ['documents', 'exercises', 'tokens'];

/** The three usage bars (spec §9): each used amount over the plan's cap; then the generation tokens, without a cap. */
export function QuotaBarsView({ quota }: { quota: QuotaResponse }) {
  const { t } = useTranslation();
  const locale = getUiLanguage();
  return (
    <div className="flex flex-col gap-3.5">
      {QUOTA_KINDS.map((kind) => {
        const used = quota[USED_FIELD[kind]];
        const limit = quota.limits[kind];
        const valueText = t('quota.usage', { used: formatNumber(used, locale), limit: formatNumber(limit, locale) });
        return (
          <div key={kind} className="flex flex-col gap-1.5">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-fg">{t(`quota.${kind}`)}</span>
              <span className="text-xs text-muted tabular-nums">{valueText}</span>
            </div>
            <ProgressBar used={used} limit={limit} label={t(`quota.${kind}`)} valueText={valueText} />
          </div>
        );
      })}
      {quota.generationTokens > 0 ? (
        // what a remote AI provider spent generating: counted and shown, never limited (only the
        // local provider, which is never metered, leaves it at 0)
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span className="font-medium text-fg">{t('quota.generationTokens')}</span>
          <span className="text-xs text-muted tabular-nums">
            {t('quota.generationUsage', { used: formatNumber(quota.generationTokens, locale) })}
          </span>
        </div>
      ) : null}
      {quota.nextRenewalDate ? (
        <p className="text-xs text-muted">{t('quota.renews', { date: formatDate(quota.nextRenewalDate) })}</p>
      ) : null}
    </div>
  );
}

/** Loads the quota and shows its bars, a skeleton while loading, or a retry on failure. */
export function QuotaBars() {
  const { t } = useTranslation();
  const quota = useQuota();
  if (quota.data) return <QuotaBarsView quota={quota.data} />;
  if (quota.isError) {
    return (
      <div className="flex items-center justify-between gap-3 text-sm text-muted">
        <span>{t('quota.loadError')}</span>
        <Button size="sm" variant="ghost" onClick={() => void quota.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      {QUOTA_KINDS.map((kind) => (
        <div key={kind} className="flex flex-col gap-2">
          <Skeleton className="h-3.5 w-24" />
          <Skeleton className="h-2 w-full" />
        </div>
      ))}
    </div>
  );
}

export function PlanBadge({ plan }: { plan: QuotaResponse['plan'] }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary-soft-fg">
      {t('plans.label', { plan: t(`plans.${plan}`) })}
    </span>
  );
}
