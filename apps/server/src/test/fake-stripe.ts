import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { getPlanPriceCents, type BillingPeriod, type Plan } from '@mnemo/domain/plans';
import { computeProration } from '@mnemo/domain/subscription';

/** Settings that turn billing on against the local Stripe stand-in (ids are the stand-in's). */
export const STRIPE_TEST_SETTINGS = {
  BILLING: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_mnemo',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_mnemo',
  STRIPE_PRICE_STARTER_MONTHLY: 'price_starter_monthly',
  STRIPE_PRICE_STARTER_ANNUAL: 'price_starter_annual',
  STRIPE_PRICE_PERSONAL_MONTHLY: 'price_personal_monthly',
  STRIPE_PRICE_PERSONAL_ANNUAL: 'price_personal_annual',
  STRIPE_PRICE_ULTIMATE_MONTHLY: 'price_ultimate_monthly',
  STRIPE_PRICE_ULTIMATE_ANNUAL: 'price_ultimate_annual',
  STRIPE_PROMOTION_COUPON: 'coupon_early',
} as const;

type Json = Record<string, unknown>;

/** Stripe's form encoding (`items[0][price]=…`) back into objects and arrays. */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Json = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    });
  }
  const toArrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const object = value as Json;
    const keys = Object.keys(object);
    if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k)))
      return keys.sort((a, b) => Number(a) - Number(b)).map((k) => toArrays(object[k]));
    return Object.fromEntries(keys.map((k) => [k, toArrays(object[k])]));
  };
  return toArrays(root) as Json;
}

const PRICES: Record<string, { plan: Exclude<Plan, 'FREE'>; period: BillingPeriod }> = {
  [STRIPE_TEST_SETTINGS.STRIPE_PRICE_STARTER_MONTHLY]: { plan: 'STARTER', period: 'monthly' },
  [STRIPE_TEST_SETTINGS.STRIPE_PRICE_STARTER_ANNUAL]: { plan: 'STARTER', period: 'annual' },
  [STRIPE_TEST_SETTINGS.STRIPE_PRICE_PERSONAL_MONTHLY]: { plan: 'PERSONAL', period: 'monthly' },
  [STRIPE_TEST_SETTINGS.STRIPE_PRICE_PERSONAL_ANNUAL]: { plan: 'PERSONAL', period: 'annual' },
  [STRIPE_TEST_SETTINGS.STRIPE_PRICE_ULTIMATE_MONTHLY]: { plan: 'ULTIMATE', period: 'monthly' },
  [STRIPE_TEST_SETTINGS.STRIPE_PRICE_ULTIMATE_ANNUAL]: { plan: 'ULTIMATE', period: 'annual' },
};

const priceCents = (id: string) => {
  const price = PRICES[id];
  if (!price) throw new Error(`no such price: ${id}`);
  return getPlanPriceCents(price.plan, price.period);
};

function addPeriod(start: Date, period: BillingPeriod): Date {
  const end = new Date(start);
  if (period === 'monthly') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      price: { id: string; object: 'price' };
      current_period_start: number;
      current_period_end: number;
    }[];
  };
}

export interface FakeStripeOptions {
  /** where signed events go: an app.inject in API tests, an HTTP POST in browser tests */
  deliver?: (payload: string, signature: string) => Promise<void>;
  /** the provider's clock (seconds are what Stripe counts) */
  now?: () => Date;
  /** override a price's amount (to see the start-up check name a difference) */
  amounts?: Record<string, number>;
  /** a fixed port (0: any free one) */
  port?: number;
}

/**
 * A local server speaking the few Stripe endpoints Mnemo uses (customers, checkout sessions with a
 * stand-in hosted page, portal sessions, subscriptions, invoice previews, prices), sending signed
 * webhook events built with the SDK's own test helper.
 */
export async function startFakeStripe(options: FakeStripeOptions = {}) {
  const sdk = new Stripe('sk_test_helper');
  const now = () => options.now?.() ?? new Date();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_${(++counter).toString().padStart(6, '0')}`;
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices: { customer: string; amount: number; reason: string }[] = [];
  const requests: { method: string; path: string; body: Json }[] = [];
  const sentEvents: Json[] = [];
  let deliver = options.deliver;

  const sign = (payload: string) =>
    sdk.webhooks.generateTestHeaderString({ payload, secret: STRIPE_TEST_SETTINGS.STRIPE_WEBHOOK_SECRET });

  /** Builds, signs and delivers an event; returns the payload and its signature (for replays). */
  async function emit(type: string, object: unknown, created = now()) {
    const event = {
      id: nextId('evt'),
      object: 'event',
      type,
      created: Math.floor(created.getTime() / 1000),
      api_version: '2026-10-28.endive',
      livemode: false,
      data: { object },
    };
    sentEvents.push(event);
    const payload = JSON.stringify(event);
    const signature = sign(payload);
    if (deliver) await deliver(payload, signature);
    return { event, payload, signature };
  }

  function createSubscription(customer: string, priceId: string, uid: string): FakeSubscription {
    const start = now();
    const price = PRICES[priceId];
    if (!price) throw new Error(`no such price: ${priceId}`);
    const subscription: FakeSubscription = {
      id: nextId('sub'),
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: false,
      metadata: { uid },
      items: {
        object: 'list',
        data: [
          {
            id: nextId('si'),
            object: 'subscription_item',
            price: { id: priceId, object: 'price' },
            current_period_start: Math.floor(start.getTime() / 1000),
            current_period_end: Math.floor(addPeriod(start, price.period).getTime() / 1000),
          },
        ],
      },
    };
    subscriptions.set(subscription.id, subscription);
    invoices.push({ customer, amount: priceCents(priceId), reason: 'subscription_create' });
    return subscription;
  }

  const snapshot = <T>(value: T): T => structuredClone(value);

  /** Completes a checkout as Stripe's hosted page would once the card is accepted. */
  async function completeCheckout(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no such checkout session: ${sessionId}`);
    const items = session.line_items as { price: string }[];
    const subscription = createSubscription(
      String(session.customer),
      items[0]!.price,
      String(session.client_reference_id),
    );
    Object.assign(session, { status: 'complete', subscription: subscription.id });
    await emit('checkout.session.completed', snapshot(session));
    await emit('customer.subscription.created', snapshot(subscription));
    return { session, subscription };
  }

  function prorate(subscription: FakeSubscription, newPrice: string, at: Date): number {
    const item = subscription.items.data[0]!;
    return computeProration({
      fromCents: priceCents(item.price.id),
      toCents: priceCents(newPrice),
      periodStart: new Date(item.current_period_start * 1000),
      periodEnd: new Date(item.current_period_end * 1000),
      at,
    });
  }

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') });
    res.end(JSON.stringify(body));
  };
  const notFound = (res: http.ServerResponse, what: string) =>
    send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://fake-stripe');
        const method = req.method ?? 'GET';
        const body = method === 'GET' ? Object.fromEntries(url.searchParams) : parseStripeForm(raw);
        requests.push({ method, path: url.pathname, body });
        const parts = url.pathname.split('/').filter(Boolean);
        try {
          if (parts[0] !== 'v1') {
            // the stand-in for Stripe's hosted checkout page
            if (parts[0] === 'checkout' && parts[1]) {
              const session = sessions.get(parts[1]);
              if (!session) return notFound(res, 'checkout session');
              if (method === 'POST') {
                await completeCheckout(parts[1]);
                res.writeHead(303, { location: String(session.success_url) });
                return res.end();
              }
              res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
              return res.end(
                `<!doctype html><html lang="en"><head><title>Checkout</title><link rel="icon" href="data:,"></head><body><main><h1>Pay Mnemo</h1><form method="post"><button type="submit">Pay</button></form></main></body></html>`,
              );
            }
            if (parts[0] === 'portal') {
              res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
              return res.end(
                '<!doctype html><html lang="en"><head><title>Portal</title><link rel="icon" href="data:,"></head><body><main><h1>Billing portal</h1></main></body></html>',
              );
            }
            return notFound(res, 'page');
          }
          const [, resource, id, sub] = parts;
          const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
          if (resource === 'customers' && method === 'POST') {
            const customer = {
              id: nextId('cus'),
              object: 'customer',
              email: body.email,
              name: body.name,
              metadata: body.metadata ?? {},
            };
            customers.set(customer.id, customer);
            return send(res, 200, customer);
          }
          if (resource === 'checkout' && id === 'sessions' && method === 'POST') {
            const sessionId = nextId('cs');
            const session = {
              id: sessionId,
              object: 'checkout.session',
              url: `${origin}/checkout/${sessionId}`,
              status: 'open',
              subscription: null,
              ...body,
            };
            sessions.set(sessionId, session);
            return send(res, 200, session);
          }
          if (resource === 'billing_portal' && id === 'sessions' && method === 'POST') {
            if (!customers.has(String(body.customer))) return notFound(res, 'customer');
            return send(res, 200, {
              id: nextId('bps'),
              object: 'billing_portal.session',
              customer: body.customer,
              url: `${origin}/portal/${String(body.customer)}`,
              return_url: body.return_url,
            });
          }
          if (resource === 'prices' && id && method === 'GET') {
            const price = PRICES[id];
            if (!price) return notFound(res, 'price');
            const amount = options.amounts?.[id] ?? priceCents(id);
            return send(res, 200, {
              id,
              object: 'price',
              unit_amount: amount,
              currency: 'usd',
              recurring: { interval: price.period === 'monthly' ? 'month' : 'year' },
            });
          }
          if (resource === 'invoices' && id === 'create_preview' && method === 'POST') {
            const subscription = subscriptions.get(String(body.subscription));
            if (!subscription) return notFound(res, 'subscription');
            const details = body.subscription_details as { items: { price: string }[]; proration_date?: string };
            const at = details.proration_date ? new Date(Number(details.proration_date) * 1000) : now();
            return send(res, 200, {
              id: null,
              object: 'invoice',
              amount_due: prorate(subscription, details.items[0]!.price, at),
              currency: 'usd',
              customer: subscription.customer,
            });
          }
          if (resource === 'subscriptions' && id) {
            const subscription = subscriptions.get(id);
            if (!subscription) return notFound(res, 'subscription');
            if (method === 'GET' && !sub) return send(res, 200, subscription);
            if (method === 'DELETE') {
              subscription.status = 'canceled';
              await emit('customer.subscription.deleted', snapshot(subscription));
              return send(res, 200, subscription);
            }
            if (method === 'POST') {
              const items = body.items as { id: string; price: string }[] | undefined;
              if (items?.[0]) {
                const item = subscription.items.data[0]!;
                if (body.proration_behavior === 'always_invoice') {
                  const at = body.proration_date ? new Date(Number(body.proration_date) * 1000) : now();
                  invoices.push({
                    customer: subscription.customer,
                    amount: prorate(subscription, items[0].price, at),
                    reason: 'subscription_update',
                  });
                }
                item.price = { id: items[0].price, object: 'price' };
              }
              if (body.cancel_at_period_end !== undefined)
                subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
              await emit('customer.subscription.updated', snapshot(subscription));
              return send(res, 200, subscription);
            }
          }
          return notFound(res, `${method} ${url.pathname}`);
        } catch (error) {
          send(res, 500, { error: { type: 'api_error', message: String(error) } });
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    /** settings for the app: billing on, the SDK pointed here */
    settings: { ...STRIPE_TEST_SETTINGS, STRIPE_API_URL: `http://127.0.0.1:${port}` },
    requests,
    invoices,
    sentEvents,
    subscriptions,
    sessions,
    setDeliver: (next: FakeStripeOptions['deliver']) => {
      deliver = next;
    },
    emit,
    sign,
    completeCheckout,
    /** a renewal payment fails: the subscription goes past_due and Stripe sends invoice.payment_failed */
    failPayment: async (subscriptionId: string) => {
      const subscription = subscriptions.get(subscriptionId)!;
      subscription.status = 'past_due';
      await emit('invoice.payment_failed', {
        id: nextId('in'),
        object: 'invoice',
        customer: subscription.customer,
        amount_due: priceCents(subscription.items.data[0]!.price.id),
        status: 'open',
      });
      return emit('customer.subscription.updated', snapshot(subscription));
    },
    /** the period ends and renews (paid), or ends a subscription set to cancel */
    advancePeriod: async (subscriptionId: string) => {
      const subscription = subscriptions.get(subscriptionId)!;
      const item = subscription.items.data[0]!;
      if (subscription.cancel_at_period_end) {
        subscription.status = 'canceled';
        return emit('customer.subscription.deleted', snapshot(subscription));
      }
      const start = new Date(item.current_period_end * 1000);
      item.current_period_start = item.current_period_end;
      item.current_period_end = Math.floor(addPeriod(start, PRICES[item.price.id]!.period).getTime() / 1000);
      subscription.status = 'active';
      invoices.push({
        customer: subscription.customer,
        amount: priceCents(item.price.id),
        reason: 'subscription_cycle',
      });
      return emit('customer.subscription.updated', snapshot(subscription));
    },
    /** retries are exhausted: Stripe cancels the unpaid subscription */
    abandon: async (subscriptionId: string) => {
      const subscription = subscriptions.get(subscriptionId)!;
      subscription.status = 'canceled';
      return emit('customer.subscription.deleted', snapshot(subscription));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
