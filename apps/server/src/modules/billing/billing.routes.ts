import {
  CheckoutBodySchema,
  SubscriptionActionBodySchema,
  SubscriptionResponseSchema,
  UpgradePreviewBodySchema,
  UpgradePreviewResponseSchema,
  UrlResponseSchema,
} from '@mnemo/contracts/billing';
import { ErrorEnvelopeSchema } from '@mnemo/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.ts';
import {
  changeSubscription,
  createCheckout,
  createPortal,
  getSubscription,
  handleWebhook,
  previewUpgrade,
} from './billing.service.ts';

const errorsOf = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};

/** /api/billing/…: the caller's subscription, checkout, portal and changes; the provider's webhook. */
export async function billingRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const authenticated = { access: 'authenticated' as const };

  api.get(
    '/billing/subscription',
    {
      config: authenticated,
      schema: {
        operationId: 'getSubscription',
        summary: 'Read the subscription',
        tags: ['billing'],
        response: { 200: SubscriptionResponseSchema, ...errorsOf },
      },
    },
    async (request) => getSubscription(app.ctx, requireUser(request)),
  );
  api.post(
    '/billing/checkout',
    {
      config: authenticated,
      schema: {
        operationId: 'startCheckout',
        summary: 'Start a checkout for a plan',
        tags: ['billing'],
        body: CheckoutBodySchema,
        response: { 200: UrlResponseSchema, ...errorsOf },
      },
    },
    async (request) => createCheckout(app.ctx, requireUser(request), request.body),
  );
  api.post(
    '/billing/portal',
    {
      config: authenticated,
      schema: {
        operationId: 'openBillingPortal',
        summary: 'Open the billing portal',
        tags: ['billing'],
        response: { 200: UrlResponseSchema, ...errorsOf },
      },
    },
    async (request) => createPortal(app.ctx, requireUser(request)),
  );
  api.post(
    '/billing/subscription/preview',
    {
      config: authenticated,
      schema: {
        operationId: 'previewSubscriptionChange',
        summary: 'Preview the cost of a plan change',
        tags: ['billing'],
        body: UpgradePreviewBodySchema,
        response: { 200: UpgradePreviewResponseSchema, ...errorsOf },
      },
    },
    async (request) => previewUpgrade(app.ctx, requireUser(request), request.body.plan),
  );
  api.post(
    '/billing/subscription',
    {
      config: authenticated,
      schema: {
        operationId: 'changeSubscription',
        summary: "Change the subscription's plan",
        tags: ['billing'],
        body: SubscriptionActionBodySchema,
        response: { 200: SubscriptionResponseSchema, ...errorsOf },
      },
    },
    async (request) => changeSubscription(app.ctx, requireUser(request), request.body),
  );

  // The signature covers the exact bytes sent, so this route reads its body unparsed.
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.withTypeProvider<ZodTypeProvider>().post(
      '/billing/webhook',
      {
        config: { access: 'public' },
        schema: {
          tags: ['billing'],
          hide: true,
          response: {
            200: z.object({ received: z.literal(true) }),
            400: ErrorEnvelopeSchema,
            404: ErrorEnvelopeSchema,
          },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        await handleWebhook(app.ctx, request.body as Buffer, typeof signature === 'string' ? signature : undefined);
        return { received: true as const };
      },
    );
  });
}
