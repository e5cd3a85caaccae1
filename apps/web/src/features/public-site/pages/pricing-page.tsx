import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PUBLIC_PLACEHOLDERS, pricePlaceholder } from '@mnemo/contracts/public-site';
import { BILLING_PERIODS, PLANS, PLAN_LIMITS, type BillingPeriod, type Plan } from '@mnemo/domain/plans';
import { catalog } from '@mnemo/i18n/catalog';
import { formatPeriodPrice } from '@mnemo/i18n/billing-format';
import { formatNumber } from '@mnemo/i18n/format';
import { usePlans, type PlansState } from '../api/get-plans.ts';
import { startCheckout, usePricingAccount } from '../api/use-pricing-account.ts';
import { APP_PATHS } from '../public-paths.ts';
import { fill, usePublicCopy, usePublicLocale } from '../public-locale.tsx';
import { usePublicPageHead } from '../seo/use-page-head.ts';
import { FaqList, Hero, Section } from '../components/page-blocks.tsx';

const MB = 1024 * 1024;
/** Parts shown only when the server sells plans (BILLING on): prices, plan choices, promotion. */
const BILLING_ONLY = 'group-data-[billing=off]:hidden';
const CTA_CLASS =
  'mt-6 inline-flex min-h-11 items-center justify-center rounded-control bg-primary px-4 font-semibold text-on-primary hover:bg-primary-hover disabled:opacity-60';

/** The text of one price: the server's placeholder at build time, else from GET /api/plans. */
function priceText(state: PlansState, plan: Plan, period: BillingPeriod, locale: 'en' | 'pt'): string {
  if (state.kind === 'prerender') return pricePlaceholder(plan, period);
  const prices = state.kind === 'ready' ? state.plans.plans.find((offer) => offer.plan === plan)?.prices : null;
  return prices ? formatPeriodPrice(prices[period], period, locale) : '';
}

/**
 * Plans and their limits from the server's GET /api/plans (no figure is written twice): with
 * billing on, both periods' prices, `$` in English and `€` in Portuguese (spec §9); with
 * `BILLING=off` the limits alone. The served page has its prices filled in by the server.
 */
export function PricingPage() {
  const copy = usePublicCopy();
  const locale = usePublicLocale();
  const billingCopy = catalog[locale].billing;
  const state = usePlans(locale);
  usePublicPageHead({ kind: 'pricing' });
  const page = copy.pricing;
  const billing =
    state.kind === 'prerender' ? PUBLIC_PLACEHOLDERS.billing : state.kind === 'ready' ? state.plans.billing : 'off';
  const account = usePricingAccount(billing === 'stripe');
  const [searchParams] = useSearchParams();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const [busyPlan, setBusyPlan] = useState<Plan | null>(null);
  const [failed, setFailed] = useState(false);
  // the early promotion is for signed-in users only (spec §1), reached from its modal
  const isPromotion = account !== null && searchParams.get('promotion') === '1';
  const canCheckout = account !== null && (account.status === 'free' || account.status === 'downgraded');
  const choose = (plan: Exclude<Plan, 'FREE'>) => {
    setBusyPlan(plan);
    setFailed(false);
    startCheckout({ plan, period, ...(isPromotion ? { promotion: true } : {}) }).catch(() => {
      setBusyPlan(null);
      setFailed(true);
    });
  };
  return (
    <div className="group" data-billing={billing}>
      <Hero eyebrow={page.hero.eyebrow} title={page.hero.title} subtitle={page.hero.subtitle} />
      <Section id="plans" title={page.plansTitle}>
        <p className={`-mt-4 mb-6 max-w-3xl text-muted ${BILLING_ONLY}`}>{page.promo}</p>
        <p className="-mt-4 mb-6 hidden max-w-3xl text-muted group-data-[billing=off]:block">
          {billingCopy.pricing.operatorPlans}
        </p>
        {account ? (
          <fieldset className="mb-6 flex flex-wrap items-center gap-4">
            <legend className="sr-only">{billingCopy.period.label}</legend>
            {BILLING_PERIODS.map((value) => (
              <label key={value} className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="period"
                  value={value}
                  checked={period === value}
                  onChange={() => setPeriod(value)}
                  className="size-4 accent-primary"
                />
                {billingCopy.period[value]}
              </label>
            ))}
          </fieldset>
        ) : null}
        {failed ? (
          <p role="alert" className="mb-4 text-danger">
            {catalog[locale].errors.INTERNAL}
          </p>
        ) : null}
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PLANS.map((plan) => {
            const limits = PLAN_LIMITS[plan];
            const name = page.plans[plan].name;
            const isFree = plan === 'FREE';
            const isCurrent = account?.plan === plan;
            return (
              <li
                key={plan}
                aria-labelledby={`plan-${plan}`}
                className={`flex flex-col rounded-card border bg-surface p-6 shadow-card ${plan === 'PERSONAL' ? 'border-primary' : 'border-border'}`}
              >
                <h3 id={`plan-${plan}`} className="text-xl font-semibold">
                  {name}
                </h3>
                {isCurrent ? (
                  <p className="mt-1 inline-flex self-start rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary-soft-fg">
                    {billingCopy.checkout.currentPlan}
                  </p>
                ) : null}
                <p className="mt-1 text-muted">{page.plans[plan].text}</p>
                <div className={`mt-4 ${BILLING_ONLY}`}>
                  {isFree ? (
                    <p className="text-3xl font-bold">{page.free}</p>
                  ) : (
                    <dl className="space-y-1">
                      {BILLING_PERIODS.map((period) => (
                        <div key={period} className="flex items-baseline justify-between gap-2">
                          <dt className="text-sm text-muted">{billingCopy.period[period]}</dt>
                          <dd className={period === 'monthly' ? 'text-2xl font-bold' : 'text-lg font-semibold'}>
                            {priceText(state, plan, period, locale)}
                          </dd>
                        </div>
                      ))}
                    </dl>
                  )}
                </div>
                <ul className="mt-4 space-y-2 text-sm text-fg">
                  <li>{fill(page.limits.documents, { count: formatNumber(limits.documents, locale) })}</li>
                  <li>{fill(page.limits.exercises, { count: formatNumber(limits.exercises, locale) })}</li>
                  <li>{fill(page.limits.tokens, { count: formatNumber(limits.tokens, locale) })}</li>
                  <li>{fill(page.limits.fileSize, { size: formatNumber(limits.fileSize / MB, locale) })}</li>
                </ul>
                {account === null ? (
                  <Link to={APP_PATHS.register} className={`${CTA_CLASS} ${isFree ? '' : BILLING_ONLY}`}>
                    {isFree ? copy.common.ctaRegister : fill(page.choose, { plan: name })}
                  </Link>
                ) : isFree || isCurrent ? null : canCheckout ? (
                  <button type="button" className={CTA_CLASS} disabled={busyPlan !== null} onClick={() => choose(plan)}>
                    {busyPlan === plan ? billingCopy.checkout.redirecting : fill(page.choose, { plan: name })}
                  </button>
                ) : (
                  <Link to="/settings#billing" className={CTA_CLASS}>
                    {fill(page.choose, { plan: name })}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </Section>
      <div className={BILLING_ONLY}>
        <Section id="billing" title={page.notesTitle} tone="soft">
          <ul className="max-w-3xl list-disc space-y-2 pl-5 text-muted">
            {page.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Section>
      </div>
      <Section id="faq" title={copy.common.faq}>
        <FaqList items={page.faq} />
      </Section>
    </div>
  );
}
