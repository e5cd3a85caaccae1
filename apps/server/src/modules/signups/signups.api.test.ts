import { translate } from '@mnemo/i18n/translate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

// The sign-up routes as the app serves them: every refusal names its field and answers with the
// form's own message in the visitor's language, whatever shape the body arrives in (ADR 121).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

describe('sign-up refusals', () => {
  it('reads a form posted with no body, or a null one, as an empty form', async () => {
    for (const payload of [undefined, null]) {
      const newsletter = await post('/api/signups/newsletter', payload);
      expect(newsletter.statusCode).toBe(400);
      expect(newsletter.json().error).toEqual({
        code: 'VALIDATION',
        field: 'email',
        message: translate('en', 'public:signups.invalid_email'),
      });
      const feedback = await post('/api/feedback', payload, { 'accept-language': 'pt-PT' });
      expect(feedback.statusCode).toBe(400);
      expect(feedback.json().error).toMatchObject({
        field: 'message',
        message: translate('pt', 'public:signups.message_required'),
      });
    }
  });

  it('refuses a body that is not a form with the form message', async () => {
    for (const payload of [['a@b.org'], 'a@b.org', 3]) {
      const res = await post('/api/signups/early-access', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'VALIDATION',
        field: 'body',
        message: translate('en', 'public:signups.invalid_field'),
      });
    }
  });

  it('names the field of an over-long text, an unknown language or a message too long, in its own words', async () => {
    const name = await post('/api/signups/early-access', { email: 'ok@example.org', name: 'x'.repeat(121) });
    expect(name.json().error).toMatchObject({
      field: 'name',
      message: translate('en', 'public:signups.invalid_field'),
    });
    const locale = await post('/api/signups/newsletter', { email: 'ok@example.org', locale: 'fr' });
    expect(locale.json().error).toMatchObject({
      field: 'locale',
      message: translate('en', 'public:signups.invalid_field'),
    });
    const page = await post('/api/feedback', { message: 'hi', page: 'p'.repeat(501) }, { 'accept-language': 'pt' });
    expect(page.json().error).toMatchObject({
      field: 'page',
      message: translate('pt', 'public:signups.invalid_field'),
    });
    const long = await post('/api/feedback', { message: 'm'.repeat(5001) });
    expect(long.json().error).toMatchObject({
      field: 'message',
      message: translate('en', 'public:signups.message_too_long'),
    });
    for (const res of [name, locale, page, long]) expect(res.statusCode).toBe(400);
  });

  it('keeps the generic messages of other routes, whose contracts name no message key', async () => {
    const res = await post('/api/auth/login', { email: 'not-an-email', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ field: 'email', message: translate('en', 'invalid_email') });
  });

  it('answers in the form language and stores it with the row', async () => {
    const res = await post(
      '/api/signups/newsletter',
      { email: 'lang@example.org', locale: 'pt' },
      { 'accept-language': 'en' },
    );
    expect(res.json()).toEqual({ ok: true, message: translate('pt', 'public:signups.newsletter_confirmed') });
    const row = await t.database.db
      .selectFrom('newsletter_signups')
      .select('locale')
      .where('email', '=', 'lang@example.org')
      .executeTakeFirstOrThrow();
    expect(row.locale).toBe('pt');
  });
});
