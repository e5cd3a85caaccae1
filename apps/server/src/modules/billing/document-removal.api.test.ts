import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '@mnemo/i18n/format';
import { createMailer } from '../../lib/mailer.ts';
import { decodeMail, startFakeSmtp } from '../../test/fake-smtp.ts';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.ts';
import { bearer, buildTestApp, registerTestUser, type TestApp } from '../../test/test-app.ts';
import { runDocumentRemovalPass } from './document-removal.ts';

/*
 * Prolonged non-payment (spec §4; ADR 024): with UNPAID_DOCUMENT_REMOVAL_DAYS=30, an account that
 * fell to FREE after unpaid renewals is warned twice over SMTP (a local server), then loses its
 * newest documents over the free limit of 10, rows and files together.
 */

const DAY = 24 * 60 * 60 * 1000;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let stripe: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  stripe = await startFakeStripe();
  t = await buildTestApp({
    config: {
      ...stripe.settings,
      PUBLIC_URL: 'https://study.example.org',
      SMTP_URL: smtp.url,
      UNPAID_DOCUMENT_REMOVAL_DAYS: '30',
    },
    mailer: createMailer(smtp.url, 'Mnemo <no-reply@study.example.org>'),
  });
  stripe.setDeliver(async (payload, signature) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    if (res.statusCode !== 200) throw new Error(`webhook refused: ${res.statusCode} ${res.body}`);
  });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
  await smtp?.close();
});

type User = Awaited<ReturnType<typeof registerTestUser>>;
const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(`<${email}>`)).map((m) => decodeMail(m.data));

async function checkout(user: User, plan = 'PERSONAL') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/billing/checkout',
    headers: bearer(user.token),
    payload: { plan, period: 'monthly' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { subscription } = await stripe.completeCheckout((res.json() as { url: string }).url.split('/').pop()!);
  return subscription.id;
}

/** `count` documents in one session, each with its file, the first the oldest (a day apart). */
async function addDocuments(user: User, count: number) {
  const session = (
    await t.app.inject({
      method: 'POST',
      url: '/api/directory/root/file',
      headers: bearer(user.token),
      payload: { name: `Notes ${user.uid.slice(0, 6)}` },
    })
  ).json() as {
    id: string;
  };
  const documents: { id: string; key: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const row = await t.ctx.db
      .insertInto('documents')
      .values({
        session_id: session.id,
        owner_id: user.uid,
        kind: 'text',
        file_name: `note-${i}.txt`,
        status: 'completed',
        storage_key: null,
        size_bytes: 5,
        source_url: null,
        language: 'en',
        duration_ms: null,
        video_id: null,
        created_at: new Date(Date.UTC(2026, 0, 1 + i)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const key = `users/${user.uid}/sessions/${session.id}/documents/${row.id}/source.txt`;
    await t.storage.put(key, new TextEncoder().encode(`note ${i}`));
    await t.ctx.db.updateTable('documents').set({ storage_key: key }).where('id', '=', row.id).execute();
    documents.push({ id: row.id, key });
  }
  return documents;
}

const documentIdsOf = async (user: User) =>
  (await t.ctx.db.selectFrom('documents').select('id').where('owner_id', '=', user.uid).execute())
    .map((d) => d.id)
    .sort();

/** A PERSONAL subscriber with `count` documents whose renewals went unpaid; answers when the first payment failed. */
async function unpaidAccount(count: number, locale: 'en' | 'pt' = 'en') {
  const user = await registerTestUser(t.app, { locale });
  const subscriptionId = await checkout(user);
  const documents = await addDocuments(user, count);
  await stripe.failPayment(subscriptionId);
  await stripe.abandon(subscriptionId);
  const row = await t.ctx.db
    .selectFrom('subscriptions')
    .select(['status', 'past_due_since'])
    .where('user_id', '=', user.uid)
    .executeTakeFirstOrThrow();
  expect(row.status).toBe('downgraded');
  return { user, documents, failedAt: new Date(row.past_due_since!) };
}

const after = (from: Date, days: number) => new Date(from.getTime() + days * DAY);

describe('prolonged non-payment', () => {
  it('warns twice, then removes the newest documents over the free limit with their files', async () => {
    const { user, documents, failedAt } = await unpaidAccount(12, 'pt');
    // the failed-payment mail no longer says nothing will be deleted
    const [failedMail] = mailsTo(user.email);
    expect(failedMail).toContain('documentos acima do limite do plano gratuito poder');
    expect(failedMail).toContain('https://study.example.org/settings?billing=portal#billing');
    expect(mailsTo(user.email)).toHaveLength(1);

    // the grace period ends 30 days after the failure: the first warning comes 14 days before
    await runDocumentRemovalPass(t.ctx, after(failedAt, 15));
    expect(mailsTo(user.email)).toHaveLength(1);
    await runDocumentRemovalPass(t.ctx, after(failedAt, 16));
    const removalDay = formatDate(after(failedAt, 30));
    expect(mailsTo(user.email)).toHaveLength(2);
    const first = mailsTo(user.email)[1]!;
    expect(first).toContain(`Subject: Alguns dos seus documentos do Mnemo serão removidos a ${removalDay}`);
    expect(first).toContain('Tem 12 documentos e o plano gratuito mantém 10.');
    expect(first).toContain('2 deles (os adicionados mais recentemente)');
    expect(first).toContain('https://study.example.org/pricing');
    await runDocumentRemovalPass(t.ctx, after(failedAt, 17));
    expect(mailsTo(user.email)).toHaveLength(2);

    // the second goes 7 days before; two passes at once send it once
    await Promise.all([
      runDocumentRemovalPass(t.ctx, after(failedAt, 23)),
      runDocumentRemovalPass(t.ctx, after(failedAt, 23.5)),
    ]);
    expect(mailsTo(user.email)).toHaveLength(3);
    expect(mailsTo(user.email)[2]).toContain(
      `Subject: Último aviso: alguns dos seus documentos do Mnemo serão removidos a ${removalDay}`,
    );

    // nothing goes before the day named
    expect(await runDocumentRemovalPass(t.ctx, after(failedAt, 29.9))).toEqual({ warned: 0, removedDocuments: 0 });
    expect(await documentIdsOf(user)).toHaveLength(12);

    const results = await Promise.all([
      runDocumentRemovalPass(t.ctx, after(failedAt, 30)),
      runDocumentRemovalPass(t.ctx, after(failedAt, 30)),
    ]);
    expect(results.reduce((sum, r) => sum + r.removedDocuments, 0)).toBe(2);
    const [kept, removed] = [documents.slice(0, 10), documents.slice(10)];
    expect(await documentIdsOf(user)).toEqual(kept.map((d) => d.id).sort());
    for (const document of removed) expect(t.storage.keys().some((key) => key.includes(document.id))).toBe(false);
    for (const document of kept) expect(t.storage.keys()).toContain(document.key);
    // the account is within the limits: later passes leave it be
    expect(await runDocumentRemovalPass(t.ctx, after(failedAt, 60))).toEqual({ warned: 0, removedDocuments: 0 });
    expect(await documentIdsOf(user)).toHaveLength(10);
    expect(mailsTo(user.email)).toHaveLength(3);
  });

  it('subscribing again before the day ends the warnings; nothing is removed', async () => {
    const { user, failedAt } = await unpaidAccount(11);
    await runDocumentRemovalPass(t.ctx, after(failedAt, 16));
    expect(mailsTo(user.email).at(-1)).toContain('Subject: Some of your Mnemo documents will be removed on');
    await checkout(user, 'STARTER');
    await runDocumentRemovalPass(t.ctx, after(failedAt, 40));
    expect(await documentIdsOf(user)).toHaveLength(11);
    expect(mailsTo(user.email)).toHaveLength(2);
    expect(
      await t.ctx.db
        .selectFrom('subscriptions')
        .select(['removal_warnings_sent', 'removal_at'])
        .where('user_id', '=', user.uid)
        .executeTakeFirst(),
    ).toEqual({
      removal_warnings_sent: 0,
      removal_at: null,
    });
  });

  it('leaves an account within the free limits alone, and does nothing when the operator did not turn it on', async () => {
    const within = await unpaidAccount(10);
    await runDocumentRemovalPass(t.ctx, after(within.failedAt, 40));
    expect(mailsTo(within.user.email)).toHaveLength(1); // only the failed payment
    expect(await documentIdsOf(within.user)).toHaveLength(10);

    const { user, failedAt } = await unpaidAccount(11);
    const off = { ...t.ctx, config: { ...t.ctx.config, UNPAID_DOCUMENT_REMOVAL_DAYS: undefined } };
    expect(await runDocumentRemovalPass(off, after(failedAt, 400))).toEqual({ warned: 0, removedDocuments: 0 });
    expect(await runDocumentRemovalPass({ ...t.ctx, mailer: null }, after(failedAt, 400))).toEqual({
      warned: 0,
      removedDocuments: 0,
    });
    expect(await documentIdsOf(user)).toHaveLength(11);
  });
});
