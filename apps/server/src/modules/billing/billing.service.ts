import type Stripe from 'stripe';
import type {
  CheckoutBody,
  SubscriptionActionBody,
  SubscriptionResponse,
  UpgradePreviewResponse,
  UrlResponse,
} from '@mnemo/contracts/billing';
import { comparePlans, getPlanPriceCents, type Plan } from '@mnemo/domain/plans';
import { createFreeSubscription, type SubscriptionState } from '@mnemo/domain/subscription';
import { translate } from '@mnemo/i18n/translate';
import type { AppContext } from '../../app-context.ts';
import type { Config } from '../../config.ts';
import { errors } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { saveBillingPlan } from '../auth/account-plan.ts';
import * as repo from './billing.repository.ts';
import { createStripeClient, findPriceSetting, getPriceId } from './stripe-client.ts';
import { syncSubscription, type ProviderSnapshot } from './sync-subscription.ts';

const clients = new WeakMap<Config, Stripe>();

/** The one Stripe client of this configuration; 404 when billing is off. */
export function getStripe(ctx: AppContext): Stripe {
  if (ctx.config.BILLING !== 'stripe') throw errors.notFound('billing:errors.off');
  let client = clients.get(ctx.config);
  if (!client) {
    client = createStripeClient(ctx.config);
    clients.set(ctx.config, client);
  }
  return client;
}

function appOrigin(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}

type StoredSubscription = NonNullable<Awaited<ReturnType<typeof repo.findSubscription>>>;

function toState(
  row: Pick<
    StoredSubscription,
    | 'plan'
    | 'billing_anchor'
    | 'status'
    | 'period'
    | 'period_start'
    | 'period_end'
    | 'scheduled_plan'
    | 'past_due_since'
  >,
): SubscriptionState {
  if (!row.status) return createFreeSubscription(row.plan, new Date(row.billing_anchor));
  return {
    status: row.status,
    plan: row.plan,
    period: row.period,
    periodStart: row.period_start ? new Date(row.period_start) : null,
    periodEnd: row.period_end ? new Date(row.period_end) : null,
    scheduledPlan: row.scheduled_plan,
    billingAnchor: new Date(row.billing_anchor),
    pastDueSince: row.past_due_since ? new Date(row.past_due_since) : null,
  };
}

/** The caller's plan, status, period end and scheduled change. */
export async function getSubscription(ctx: AppContext, user: AuthUser): Promise<SubscriptionResponse> {
  const row = await repo.findSubscription(ctx.db, user.id);
  if (!row) throw errors.notFound();
  const state = toState(row);
  return {
    billing: ctx.config.BILLING,
    plan: state.plan,
    status: state.status,
    period: state.period,
    periodEnd: state.periodEnd?.toISOString() ?? null,
    scheduledPlan: state.scheduledPlan,
    hasPortal: ctx.config.BILLING === 'stripe' && Boolean(row.provider_customer_id),
  };
}

async function ensureCustomer(ctx: AppContext, user: AuthUser): Promise<string> {
  const row = await repo.findSubscription(ctx.db, user.id);
  if (row?.provider_customer_id) return row.provider_customer_id;
  const customer = await getStripe(ctx).customers.create({
    email: user.email,
    name: user.name,
    metadata: { uid: user.id },
  });
  await repo.saveSubscription(ctx.db, user.id, { provider_customer_id: customer.id });
  return customer.id;
}

/** A hosted checkout for a new subscription (with the promotion's coupon when asked). */
export async function createCheckout(ctx: AppContext, user: AuthUser, body: CheckoutBody): Promise<UrlResponse> {
  const stripe = getStripe(ctx);
  const row = await repo.findSubscription(ctx.db, user.id);
  if (row?.status === 'active' || row?.status === 'past_due' || row?.status === 'cancel_at_period_end') {
    throw errors.conflict('billing:errors.alreadySubscribed');
  }
  const customer = await ensureCustomer(ctx, user);
  const origin = appOrigin(ctx.config);
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: user.id,
    line_items: [{ price: getPriceId(ctx.config, body.plan, body.period), quantity: 1 }],
    ...(body.promotion && ctx.config.STRIPE_PROMOTION_COUPON
      ? { discounts: [{ coupon: ctx.config.STRIPE_PROMOTION_COUPON }] }
      : {}),
    subscription_data: { metadata: { uid: user.id } },
    success_url: `${origin}/settings?checkout=success#billing`,
    cancel_url: `${origin}/pricing`,
  });
  if (!session.url) throw errors.internal();
  return { url: session.url };
}

/** The provider's portal: payment details and invoices. */
export async function createPortal(ctx: AppContext, user: AuthUser): Promise<UrlResponse> {
  const stripe = getStripe(ctx);
  const customer = await ensureCustomer(ctx, user);
  const session = await stripe.billingPortal.sessions.create({
    customer,
    return_url: `${appOrigin(ctx.config)}/settings#billing`,
  });
  return { url: session.url };
}

async function retrievePaidSubscription(ctx: AppContext, user: AuthUser) {
  const row = await repo.findSubscription(ctx.db, user.id);
  if (!row?.provider_subscription_id || !row.status || row.status === 'free' || row.status === 'downgraded') {
    throw errors.conflict('billing:errors.noSubscription');
  }
  const subscription = await getStripe(ctx).subscriptions.retrieve(row.provider_subscription_id);
  const item = subscription.items.data[0];
  if (!item) throw errors.internal();
  return { row, subscription, item, state: toState(row) };
}

/** The provider's own figure for an upgrade now (shown before the user confirms). */
export async function previewUpgrade(
  ctx: AppContext,
  user: AuthUser,
  plan: Exclude<Plan, 'FREE'>,
  now = new Date(),
): Promise<UpgradePreviewResponse> {
  const { row, subscription, item, state } = await retrievePaidSubscription(ctx, user);
  if (comparePlans(plan, state.plan) <= 0 || !state.period)
    throw errors.validation('plan', 'billing:errors.notUpgrade');
  const preview = await getStripe(ctx).invoices.createPreview({
    customer: row.provider_customer_id ?? undefined,
    subscription: subscription.id,
    subscription_details: {
      items: [{ id: item.id, price: getPriceId(ctx.config, plan, state.period) }],
      proration_behavior: 'always_invoice',
      proration_date: Math.floor(now.getTime() / 1000),
    },
  });
  return { amount: preview.amount_due / 100, currency: preview.currency.toUpperCase() };
}

/** Upgrade (at once, prorated), downgrade (at the period's end), cancel or resume. */
export async function changeSubscription(
  ctx: AppContext,
  user: AuthUser,
  body: SubscriptionActionBody,
  now = new Date(),
): Promise<SubscriptionResponse> {
  const stripe = getStripe(ctx);
  const { subscription, item, state } = await retrievePaidSubscription(ctx, user);
  const period = state.period ?? 'monthly';
  let updated: Stripe.Subscription;
  switch (body.action) {
    case 'upgrade': {
      const plan = body.plan;
      if (!plan || plan === 'FREE' || comparePlans(plan, state.plan) <= 0 || state.status === 'past_due') {
        throw errors.validation('plan', 'billing:errors.notUpgrade');
      }
      updated = await stripe.subscriptions.update(subscription.id, {
        items: [{ id: item.id, price: getPriceId(ctx.config, plan, period) }],
        proration_behavior: 'always_invoice',
        proration_date: Math.floor(now.getTime() / 1000),
        cancel_at_period_end: false,
      });
      break;
    }
    case 'downgrade': {
      const plan = body.plan;
      if (!plan || comparePlans(plan, state.plan) >= 0 || state.status !== 'active')
        throw errors.validation('plan', 'billing:errors.notDowngrade');
      updated =
        plan === 'FREE'
          ? await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true })
          : // the new price applies from the next invoice; the paid plan stays until then
            await stripe.subscriptions.update(subscription.id, {
              items: [{ id: item.id, price: getPriceId(ctx.config, plan, period) }],
              proration_behavior: 'none',
            });
      break;
    }
    case 'cancel':
      if (state.status !== 'active') throw errors.conflict('billing:errors.noSubscription');
      updated = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
      break;
    case 'resume':
      if (state.status !== 'cancel_at_period_end' && !state.scheduledPlan)
        throw errors.conflict('billing:errors.nothingToResume');
      updated = await stripe.subscriptions.update(subscription.id, {
        cancel_at_period_end: false,
        ...(state.scheduledPlan && state.plan !== 'FREE'
          ? {
              items: [{ id: item.id, price: getPriceId(ctx.config, state.plan, period) }],
              proration_behavior: 'none' as const,
            }
          : {}),
      });
      break;
  }
  // the provider counts time in seconds: our own view is as old as its events of this second
  await applyProviderSubscription(ctx, updated, new Date(Math.floor(now.getTime() / 1000) * 1000));
  return getSubscription(ctx, user);
}

/** Our reading of a Stripe subscription; undefined when it sells none of our prices. */
function readSnapshot(config: Config, subscription: Stripe.Subscription): ProviderSnapshot | undefined {
  const item = subscription.items.data[0];
  const price = item && findPriceSetting(config, item.price.id);
  if (!item || !price) return undefined;
  return {
    status: subscription.status,
    plan: price.plan,
    period: price.period,
    periodStart: new Date(item.current_period_start * 1000),
    periodEnd: new Date(item.current_period_end * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Applies the provider's view of a subscription to its user, under the user's subscription row
 * lock; an older view than the last applied one (an event arriving late) changes nothing.
 */
export async function applyProviderSubscription(
  ctx: AppContext,
  subscription: Stripe.Subscription,
  at: Date,
  userIdHint?: string | null,
): Promise<void> {
  const snapshot = readSnapshot(ctx.config, subscription);
  if (!snapshot) return;
  const customerId = idOf(subscription.customer);
  const userId =
    userIdHint ??
    (await repo.findUserIdByProviderIds(ctx.db, { subscriptionId: subscription.id, customerId })) ??
    (typeof subscription.metadata?.uid === 'string' ? subscription.metadata.uid : undefined);
  if (!userId) return;
  await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.lockSubscription(trx, userId);
    if (!row) return;
    if (row.provider_updated_at && new Date(row.provider_updated_at).getTime() > at.getTime()) return;
    if (
      row.provider_subscription_id &&
      row.provider_subscription_id !== subscription.id &&
      snapshot.status === 'canceled'
    )
      return;
    const next = syncSubscription(
      toState({ ...row, status: row.provider_subscription_id ? row.status : 'free' }),
      snapshot,
      at,
    );
    await repo.saveSubscription(trx, userId, {
      status: next.status,
      period: next.status === 'free' || next.status === 'downgraded' ? null : next.period,
      period_start: next.periodStart,
      period_end: next.periodEnd,
      scheduled_plan: next.scheduledPlan,
      past_due_since: next.pastDueSince,
      provider_customer_id: customerId ?? row.provider_customer_id,
      provider_subscription_id: subscription.id,
      provider_updated_at: at,
      // the non-payment warnings are about one fall to FREE: a new subscription ends them
      ...(next.status === 'downgraded' ? {} : { removal_warnings_sent: 0, removal_at: null }),
    });
    await saveBillingPlan(trx, userId, next.plan, next.billingAnchor);
  });
}

/**
 * POST /api/billing/webhook: verifies the signature on the raw body (400 and nothing changed when
 * it is missing or forged), applies each event once, and e-mails a user whose payment failed.
 */
export async function handleWebhook(ctx: AppContext, rawBody: Buffer, signature: string | undefined): Promise<void> {
  const stripe = getStripe(ctx);
  if (!signature) throw errors.validation('stripe-signature', 'billing:errors.signature');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, ctx.config.STRIPE_WEBHOOK_SECRET ?? '');
  } catch {
    throw errors.validation('stripe-signature', 'billing:errors.signature');
  }
  if (!(await repo.recordEvent(ctx.db, event.id, event.type))) return; // a replay
  const at = new Date(event.created * 1000);
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      if (!subscriptionId) return;
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      await applyProviderSubscription(ctx, subscription, at, session.client_reference_id);
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      await applyProviderSubscription(ctx, event.data.object, at);
      return;
    case 'invoice.payment_failed':
      await notifyPaymentFailed(ctx, idOf(event.data.object.customer));
      return;
    default:
      return;
  }
}

async function notifyPaymentFailed(ctx: AppContext, customerId: string | null): Promise<void> {
  if (!ctx.mailer || !customerId) return;
  const userId = await repo.findUserIdByProviderIds(ctx.db, { customerId });
  const row = userId ? await repo.findSubscription(ctx.db, userId) : undefined;
  const user = userId
    ? await ctx.db.selectFrom('users').select(['email', 'name', 'locale']).where('id', '=', userId).executeTakeFirst()
    : undefined;
  if (!row || !user) return;
  const link = `${appOrigin(ctx.config)}/settings?billing=portal#billing`;
  await ctx.mailer.send({
    to: user.email,
    subject: translate(user.locale, 'billing:mail.paymentFailedSubject'),
    // the operator's removal setting decides whether "nothing is deleted" is true
    text: translate(
      user.locale,
      ctx.config.UNPAID_DOCUMENT_REMOVAL_DAYS === undefined
        ? 'billing:mail.paymentFailedBody'
        : 'billing:mail.paymentFailedBodyWithRemoval',
      {
        name: user.name,
        link,
      },
    ),
  });
}

/** Account deletion cancels the subscription at the provider first (no charge after deletion). */
export async function cancelSubscriptionForDeletion(ctx: AppContext, userId: string): Promise<void> {
  if (ctx.config.BILLING !== 'stripe') return;
  const row = await repo.findSubscription(ctx.db, userId);
  if (!row?.provider_subscription_id || row.status === 'free' || row.status === 'downgraded') return;
  await getStripe(ctx).subscriptions.cancel(row.provider_subscription_id);
}

/** Differences between the provider's prices and our plans (logged at start). */
export async function listPriceDifferences(ctx: AppContext): Promise<string[]> {
  const stripe = getStripe(ctx);
  const differences: string[] = [];
  for (const plan of ['STARTER', 'PERSONAL', 'ULTIMATE'] as const) {
    for (const period of ['monthly', 'annual'] as const) {
      const id = getPriceId(ctx.config, plan, period);
      const price = await stripe.prices.retrieve(id);
      const expected = getPlanPriceCents(plan, period, ctx.config.BILLING_ANNUAL_MONTHS);
      if (price.unit_amount !== expected)
        differences.push(
          `${plan} ${period} (${id}): Stripe ${price.unit_amount ?? '?'} cents, plans ${expected} cents`,
        );
    }
  }
  return differences;
}
