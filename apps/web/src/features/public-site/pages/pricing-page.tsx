import { Link } from 'react-router';
import { PLANS, PLAN_LIMITS, PLAN_PRICES } from '@mnemo/domain/plans';
import { formatNumber, formatPrice } from '@mnemo/i18n/format';
import { APP_PATHS } from '../public-paths.ts';
import { fill, usePublicCopy, usePublicLocale } from '../public-locale.tsx';
import { usePublicPageHead } from '../seo/use-page-head.ts';
import { FaqList, Hero, Section } from '../components/page-blocks.tsx';

const MB = 1024 * 1024;

/** Plans from the domain's limits and prices: `$` in English, `€` in Portuguese (spec §9). */
export function PricingPage() {
  const copy = usePublicCopy();
  const locale = usePublicLocale();
  usePublicPageHead({ kind: 'pricing' });
  const page = copy.pricing;
  return (
    <>
      <Hero eyebrow={page.hero.eyebrow} title={page.hero.title} subtitle={page.hero.subtitle} />
      <Section id="plans" title={page.plansTitle} intro={page.promo}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PLANS.map((plan) => {
            const limits = PLAN_LIMITS[plan];
            const price = PLAN_PRICES[plan];
            const name = page.plans[plan].name;
            return (
              <li
                key={plan}
                className={`flex flex-col rounded-card border bg-surface p-6 shadow-card ${plan === 'PERSONAL' ? 'border-primary' : 'border-border'}`}
              >
                <h3 className="text-xl font-semibold">{name}</h3>
                <p className="mt-1 text-muted">{page.plans[plan].text}</p>
                <p className="mt-4 text-3xl font-bold">
                  {price === 0 ? page.free : formatPrice(price, locale)}
                  {price === 0 ? null : <span className="text-base font-medium text-muted">{page.perMonth}</span>}
                </p>
                <ul className="mt-4 space-y-2 text-sm text-fg">
                  <li>{fill(page.limits.documents, { count: formatNumber(limits.documents, locale) })}</li>
                  <li>{fill(page.limits.exercises, { count: formatNumber(limits.exercises, locale) })}</li>
                  <li>{fill(page.limits.tokens, { count: formatNumber(limits.tokens, locale) })}</li>
                  <li>{fill(page.limits.fileSize, { size: formatNumber(limits.fileSize / MB, locale) })}</li>
                </ul>
                <Link
                  to={APP_PATHS.register}
                  className="mt-6 inline-flex min-h-11 items-center justify-center rounded-control bg-primary px-4 font-semibold text-on-primary hover:bg-primary-hover"
                >
                  {price === 0 ? copy.common.ctaRegister : fill(page.choose, { plan: name })}
                </Link>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section id="billing" title={page.notesTitle} tone="soft">
        <ul className="max-w-3xl list-disc space-y-2 pl-5 text-muted">
          {page.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </Section>
      <Section id="faq" title={copy.common.faq}>
        <FaqList items={page.faq} />
      </Section>
    </>
  );
}
