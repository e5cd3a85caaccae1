import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { comparePlans, PLANS, type Plan } from '@mnemo/domain/plans';
import { formatDateTime, formatPrice } from '@mnemo/i18n/format';
import { Button, getButtonClassName } from '../../../components/button.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { ConfirmModal } from '../../../components/modal.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { LoadingState } from '../../../components/spinner.tsx';
import { describeApiError } from '../../../lib/describe-api-error.ts';
import { getUiLanguage } from '../../../lib/i18n.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useChangeSubscription } from '../api/change-subscription.ts';
import { isPaidSubscription, PAYMENT_POLL_LIMIT, useSubscription } from '../api/get-subscription.ts';
import { useOpenProviderPage } from '../api/open-provider-page.ts';
import { useUpgradePreview } from '../api/preview-upgrade.ts';

type PaidPlan = Exclude<Plan, 'FREE'>;
type Pending = { kind: 'upgrade'; plan: PaidPlan } | { kind: 'downgrade'; plan: Plan } | { kind: 'cancel' } | null;

/** "Update payment details" when the last payment failed (opens the provider's portal). */
export function PastDueBanner() {
  const { t } = useTranslation('billing');
  const subscription = useSubscription();
  const portal = useOpenProviderPage();
  if (subscription.data?.status !== 'past_due') return null;
  return (
    <InlineMessage tone="error" className="items-center justify-between">
      <span className="flex flex-wrap items-center gap-3">
        {t('pastDue.message')}
        <Button
          size="sm"
          variant="secondary"
          disabled={portal.isPending}
          onClick={() => portal.mutate({ kind: 'portal' })}
        >
          {t('pastDue.action')}
        </Button>
      </span>
    </InlineMessage>
  );
}

/**
 * `?billing=portal` (the failed-payment e-mail's link) opens the provider's portal by itself, once:
 * the parameter leaves the address first, so coming back from the portal does not reopen it.
 */
function usePortalLink(billing: 'off' | 'stripe' | undefined, openPortal: () => void): boolean {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const handled = useRef(false);
  const isPortalLink = searchParams.get('billing') === 'portal';
  useEffect(() => {
    if (!isPortalLink || !billing || handled.current) return;
    handled.current = true;
    const rest = new URLSearchParams(searchParams);
    rest.delete('billing');
    const search = rest.toString();
    void navigate(
      { search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: { isOpeningPortal: billing === 'stripe' } },
    );
    if (billing === 'stripe') openPortal();
  }, [isPortalLink, billing, searchParams, navigate, location.hash, openPortal]);
  const state = location.state as { isOpeningPortal?: boolean } | null;
  return isPortalLink || state?.isOpeningPortal === true;
}

/**
 * `?checkout=success` (where the provider's checkout page sends the browser back): the payment's
 * webhook may reach the server after the browser, so the subscription is read again until it shows
 * the payment; then the plan's limits are read again and the parameter leaves the address. Says
 * what to show meanwhile: confirming, or not confirmed after a minute of asking.
 */
function useCheckoutReturn(): 'confirming' | 'notConfirmed' | null {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const isCheckoutReturn = searchParams.get('checkout') === 'success';
  const subscription = useSubscription({ isAwaitingPayment: isCheckoutReturn });
  const isPaid = isPaidSubscription(subscription.data);
  useEffect(() => {
    if (!isCheckoutReturn || !isPaid) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.quota });
    void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    const rest = new URLSearchParams(searchParams);
    rest.delete('checkout');
    const search = rest.toString();
    void navigate({ search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
  }, [isCheckoutReturn, isPaid, queryClient, searchParams, navigate, location.hash]);
  if (!isCheckoutReturn || isPaid || !subscription.data) return null;
  // reading dataUpdatedAt re-renders on every answer, even one equal to the last
  const reads =
    subscription.dataUpdatedAt > 0 ? (queryClient.getQueryState(queryKeys.subscription)?.dataUpdateCount ?? 0) : 0;
  return reads >= PAYMENT_POLL_LIMIT ? 'notConfirmed' : 'confirming';
}

/** The account page's plan section: status, renewal date, upgrade, downgrade, cancel, resume, invoices. */
export function BillingSection() {
  const { t } = useTranslation(['billing', 'app']);
  const locale = getUiLanguage();
  const subscription = useSubscription();
  const change = useChangeSubscription();
  const provider = useOpenProviderPage();
  const [target, setTarget] = useState<Plan | ''>('');
  const [pending, setPending] = useState<Pending>(null);
  const preview = useUpgradePreview(pending?.kind === 'upgrade' ? pending.plan : null);
  const { mutate: openProviderPage } = provider;
  const isFromPortalLink = usePortalLink(subscription.data?.billing, () => openProviderPage({ kind: 'portal' }));
  const checkoutReturn = useCheckoutReturn();

  if (!subscription.data)
    return subscription.isError ? (
      <InlineMessage tone="error">{describeApiError(subscription.error)}</InlineMessage>
    ) : (
      <LoadingState label={t('app:common.loading')} />
    );
  const current = subscription.data;
  const planName = (plan: Plan) => t(`app:plans.${plan}`);
  const date = current.periodEnd ? formatDateTime(current.periodEnd) : '';
  const isPaid = isPaidSubscription(current);
  const choices = PLANS.filter((plan) => plan !== current.plan && (plan !== 'FREE' || current.status === 'active'));
  const run = (body: Parameters<typeof change.mutate>[0]) => change.mutate(body, { onSuccess: () => setPending(null) });
  const error = change.error ?? provider.error;

  return (
    <div className="flex flex-col gap-4">
      {/* until the browser leaves for the portal (or the request fails) */}
      {isFromPortalLink && current.billing === 'stripe' && !provider.isError ? (
        <InlineMessage>{t('account.openingPortal')}</InlineMessage>
      ) : null}
      {checkoutReturn ? (
        <InlineMessage>
          {t(checkoutReturn === 'confirming' ? 'account.confirmingPayment' : 'account.paymentNotConfirmed')}
        </InlineMessage>
      ) : null}
      <PastDueBanner />
      <dl className="grid gap-1 text-sm">
        <div className="flex flex-wrap gap-2">
          <dt className="text-muted">{t('account.statusLabel')}:</dt>
          <dd className="font-medium text-fg">{t(`account.status.${current.status}`)}</dd>
        </div>
        {isPaid && date ? (
          <div>
            <dd className="text-fg">
              {current.scheduledPlan
                ? t('account.scheduled', { plan: planName(current.scheduledPlan), date })
                : current.status === 'cancel_at_period_end'
                  ? t('account.ends', { date })
                  : t('account.renews', { date })}
            </dd>
          </div>
        ) : null}
      </dl>
      {current.billing === 'off' ? (
        <p className="text-sm text-muted">{t('account.operatorPlans')}</p>
      ) : (
        <>
          {!isPaid ? (
            <Link to={localizePath('/pricing', locale)} className={getButtonClassName('primary')}>
              {t('account.choosePlan')}
            </Link>
          ) : (
            <div className="flex flex-col gap-3">
              {current.status === 'active' ? (
                <div className="flex flex-wrap items-end gap-2">
                  <SelectField
                    label={t('account.targetPlan')}
                    value={target}
                    onChange={(event) => setTarget(event.target.value as Plan | '')}
                  >
                    <option value="">—</option>
                    {choices.map((plan) => (
                      <option key={plan} value={plan}>
                        {planName(plan)}
                      </option>
                    ))}
                  </SelectField>
                  <Button
                    disabled={!target || comparePlans(target, current.plan) <= 0}
                    onClick={() => target && target !== 'FREE' && setPending({ kind: 'upgrade', plan: target })}
                  >
                    {t('account.upgrade')}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={!target || comparePlans(target, current.plan) >= 0}
                    onClick={() => target && setPending({ kind: 'downgrade', plan: target })}
                  >
                    {t('account.downgrade')}
                  </Button>
                </div>
              ) : null}
              <div className="flex flex-wrap gap-2">
                {current.status === 'cancel_at_period_end' || current.scheduledPlan ? (
                  <Button variant="secondary" disabled={change.isPending} onClick={() => run({ action: 'resume' })}>
                    {t('account.resume')}
                  </Button>
                ) : null}
                {current.status === 'active' ? (
                  <Button variant="ghost" onClick={() => setPending({ kind: 'cancel' })}>
                    {t('account.cancel')}
                  </Button>
                ) : null}
              </div>
            </div>
          )}
          {current.hasPortal ? (
            <Button
              variant="ghost"
              className="self-start"
              disabled={provider.isPending}
              onClick={() => provider.mutate({ kind: 'portal' })}
            >
              {t('account.invoices')}
            </Button>
          ) : null}
          <p className="text-xs text-muted">{t('account.refunds')}</p>
        </>
      )}
      {error && !pending ? <InlineMessage tone="error">{describeApiError(error)}</InlineMessage> : null}
      <ConfirmModal
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={
          pending?.kind === 'upgrade'
            ? t('account.upgradeTitle', { plan: planName(pending.plan) })
            : pending?.kind === 'downgrade'
              ? t('account.downgradeTitle', { plan: planName(pending.plan) })
              : t('account.cancelTitle')
        }
        body={
          pending?.kind === 'upgrade'
            ? preview.data
              ? t('account.upgradeCharge', { amount: formatPrice(preview.data.amount, locale) })
              : preview.isError
                ? describeApiError(preview.error)
                : t('account.loadingPreview')
            : pending?.kind === 'downgrade'
              ? t('account.downgradeBody', { plan: planName(pending.plan), date })
              : t('account.cancelBody', { date })
        }
        confirmLabel={
          pending?.kind === 'upgrade'
            ? t('account.upgradeConfirm')
            : pending?.kind === 'downgrade'
              ? t('account.downgradeConfirm')
              : t('account.cancelConfirm')
        }
        pendingLabel={t('app:common.loading')}
        isPending={change.isPending || (pending?.kind === 'upgrade' && !preview.data)}
        error={change.error ? describeApiError(change.error) : null}
        onConfirm={() => {
          if (pending?.kind === 'upgrade') run({ action: 'upgrade', plan: pending.plan });
          else if (pending?.kind === 'downgrade') run({ action: 'downgrade', plan: pending.plan });
          else run({ action: 'cancel' });
        }}
      />
    </div>
  );
}
