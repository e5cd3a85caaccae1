import { useEffect, useState } from 'react';
import { PlansResponseSchema, type PlansResponse } from '@mnemo/contracts/billing';
import { PUBLIC_CONFIG_META } from '@mnemo/contracts/public-site';
import type { Locale } from '@mnemo/domain/languages';
import { getPlans } from '../../../lib/plans.ts';

/** `prerender`: building static HTML, prices are placeholders the server fills when it serves the page. */
export type PlansState = { kind: 'prerender' } | { kind: 'loading' } | { kind: 'ready'; plans: PlansResponse };

/** The plans the server wrote into a served pricing page (read synchronously, so hydration matches). */
function readPlansMeta(locale: Locale): PlansResponse | undefined {
  const value = document.querySelector(`meta[name="${PUBLIC_CONFIG_META.plans}"]`)?.getAttribute('content');
  if (!value || value.startsWith('%MNEMO_')) return undefined;
  try {
    const plans = PlansResponseSchema.parse(JSON.parse(value));
    return plans.currency === (locale === 'pt' ? 'EUR' : 'USD') ? plans : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET /api/plans for the page's language: from the served page's <meta> when it has one, else
 * fetched (a visit by the app's own navigation).
 */
export function usePlans(locale: Locale): PlansState {
  const [state, setState] = useState<PlansState>(() => {
    if (typeof document === 'undefined') return { kind: 'prerender' };
    const plans = readPlansMeta(locale);
    return plans ? { kind: 'ready', plans } : { kind: 'loading' };
  });
  const isReadyForLocale = state.kind === 'ready' && state.plans.currency === (locale === 'pt' ? 'EUR' : 'USD');
  useEffect(() => {
    if (typeof document === 'undefined' || isReadyForLocale) return;
    let isCurrent = true;
    getPlans(locale).then(
      (plans) => isCurrent && setState({ kind: 'ready', plans }),
      () => undefined, // the limits are still shown; prices stay hidden
    );
    return () => {
      isCurrent = false;
    };
  }, [locale, isReadyForLocale]);
  return state;
}
