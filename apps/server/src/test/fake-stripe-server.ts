/**
 * The Stripe stand-in as a process of its own, for browser journeys:
 * `node --import tsx apps/server/src/test/fake-stripe-server.ts` with FAKE_STRIPE_PORT and
 * WEBHOOK_URL (the app's /api/billing/webhook). Prints "fake stripe at <url>" once listening.
 */
import { startFakeStripe } from './fake-stripe.ts';

const webhookUrl = process.env.WEBHOOK_URL;
const stripe = await startFakeStripe({
  port: Number(process.env.FAKE_STRIPE_PORT ?? 0),
  deliver: async (payload, signature) => {
    if (!webhookUrl) return;
    const res = await fetch(webhookUrl, {
      method: 'POST',
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    if (!res.ok) console.error(`webhook refused: ${res.status} ${await res.text()}`);
  },
});
console.log(`fake stripe at ${stripe.url}`);
process.on('SIGTERM', () => void stripe.close().then(() => process.exit(0)));
