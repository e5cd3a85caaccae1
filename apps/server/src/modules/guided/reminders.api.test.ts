import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../lib/mailer.ts';
import { decodeMail, startFakeSmtp } from '../../test/fake-smtp.ts';
import { buildTestApp, createTestSession, errorOf, registerTestUser, type TestApp } from '../../test/test-app.ts';
import { sendDueReminders } from './reminders.ts';

/* The opt-in daily reminder, sent over SMTP to a local server; and the music player's track list. */

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let t: TestApp;
let noMail: TestApp;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await buildTestApp({
    config: { PUBLIC_URL: 'https://study.example.org', SMTP_URL: smtp.url, MUSIC_LOFI_VIDEO_ID: 'jfKfPfyJRdk' },
    mailer: createMailer(smtp.url, 'Mnemo <no-reply@study.example.org>'),
  });
  noMail = await buildTestApp({ database: t.database });
});
afterAll(async () => {
  await noMail?.close();
  await t?.close();
  await smtp?.close();
});

async function createDeck(token: string, name: string, cards: number) {
  const flashcards = Array.from({ length: cards }, (_, i) => ({
    front: `${name} front ${i}`,
    back: `Back ${i}`,
    difficulty: 'medium',
  }));
  await createTestSession(t, token, { name, flashcards });
}

/** Mails sent to one address (other tests' users may share the fake server). */
const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(`<${email}>`));

describe('daily reminders', () => {
  it('are off by default; 401 anonymous; 400 for a bad hour; 409 when the server has no SMTP', async () => {
    const user = await registerTestUser(t.app);
    expect((await t.call('GET', '/api/reminders')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/reminders', user.token)).json()).toEqual({ hour: null, isAvailable: true });
    expect((await t.call('PATCH', '/api/reminders', user.token, { hour: 24 })).statusCode).toBe(400);
    expect((await noMail.call('GET', '/api/reminders', user.token)).json()).toEqual({ hour: null, isAvailable: false });
    const refused = await noMail.call('PATCH', '/api/reminders', user.token, { hour: 8 });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe('Daily reminders need e-mail, which this server does not have set up.');
    expect((await noMail.call('PATCH', '/api/reminders', user.token, { hour: null })).statusCode).toBe(200);
  });

  it('go at the chosen hour in the learner’s zone with the due count per session and one link, once a day', async () => {
    const user = await registerTestUser(t.app, { locale: 'pt' });
    await createDeck(user.token, 'Biologia', 3);
    await createDeck(user.token, 'Química', 2);
    expect((await t.call('PATCH', '/api/review/settings', user.token, { timeZone: 'Europe/Lisbon' })).statusCode).toBe(
      200,
    );
    expect((await t.call('PATCH', '/api/reminders', user.token, { hour: 18 })).json()).toEqual({
      hour: 18,
      isAvailable: true,
    });

    // 16:30 UTC is 17:30 in Lisbon in July: not yet
    await sendDueReminders(t.ctx, new Date('2026-07-01T16:30:00Z'));
    expect(mailsTo(user.email)).toHaveLength(0);
    await sendDueReminders(t.ctx, new Date('2026-07-01T17:05:00Z'));
    expect(mailsTo(user.email)).toHaveLength(1);
    const body = decodeMail(mailsTo(user.email)[0]!.data);
    expect(body).toContain('Subject: Tem 5 cartões para rever hoje');
    expect(body).toContain('- Biologia: 3');
    expect(body).toContain('- Química: 2');
    expect(body.match(/https:\/\/study\.example\.org\/\S*/g)).toEqual(['https://study.example.org/']);

    // later the same day, and two passes at once: nothing more
    await Promise.all([
      sendDueReminders(t.ctx, new Date('2026-07-01T20:00:00Z')),
      sendDueReminders(t.ctx, new Date('2026-07-01T21:00:00Z')),
    ]);
    expect(mailsTo(user.email)).toHaveLength(1);
    // the next day, again
    await sendDueReminders(t.ctx, new Date('2026-07-02T17:30:00Z'));
    expect(mailsTo(user.email)).toHaveLength(2);
  });

  it('not when nothing is due, nor when turned off', async () => {
    const idle = await registerTestUser(t.app);
    expect((await t.call('PATCH', '/api/reminders', idle.token, { hour: 0 })).statusCode).toBe(200);
    const off = await registerTestUser(t.app);
    await createDeck(off.token, 'Off deck', 2);
    await sendDueReminders(t.ctx, new Date('2026-08-01T12:00:00Z'));
    expect(mailsTo(idle.email)).toHaveLength(0);
    expect(mailsTo(off.email)).toHaveLength(0);
  });
});

describe('the music tracks', () => {
  it('noise and binaural beats always; lofi and techno only with a configured video id', async () => {
    const user = await registerTestUser(t.app);
    expect((await t.call('GET', '/api/config/music')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/config/music', user.token)).json()).toEqual({
      tracks: [
        { id: 'lofi', source: 'youtube', videoId: 'jfKfPfyJRdk' },
        { id: 'binaural', source: 'generated', videoId: null },
        { id: 'whitenoise', source: 'generated', videoId: null },
        { id: 'brownnoise', source: 'generated', videoId: null },
      ],
    });
    expect(
      ((await noMail.call('GET', '/api/config/music', user.token)).json() as { tracks: { id: string }[] }).tracks.map(
        (x) => x.id,
      ),
    ).toEqual(['binaural', 'whitenoise', 'brownnoise']);
  });
});
