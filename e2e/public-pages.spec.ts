import type { Locator, Page, Response } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousAxeViolations, registerAccount, signIn, uniqueEmail } from './support.ts';

/*
 * The public pages are documents (issue 25 item 3, ADR 101): the prerendered HTML with one small
 * script for its live parts — no app bundle, no router. This journey checks what a visitor meets:
 * the JavaScript a page loads, the language switch and the forms used by keyboard, the signed-in
 * header, axe, and a quiet console (the fixture).
 */

const TARGET_BYTES = 50 * 1024;

/** Records every script the page loads with the bytes that crossed the wire (compressed). */
function watchScripts(page: Page): { urls: string[]; bytes: () => Promise<number> } {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  return {
    get urls() {
      return responses.map((response) => new URL(response.url()).pathname);
    },
    bytes: async () => {
      let total = 0;
      for (const response of responses) total += (await response.request().sizes()).responseBodySize;
      return total;
    },
  };
}

/** Tabs from the top of the page until `target` has the focus (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('a public page loads no app bundle, its language switch and forms work by keyboard, axe is clean', async ({
  page,
  quiet,
}) => {
  const scripts = watchScripts(page);
  await page.goto('/learn/flashcards');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Flashcards made from your own material/);
  await page.waitForLoadState('networkidle');
  expect(scripts.urls).toEqual([expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/)]);
  const bytes = await scripts.bytes();
  expect(bytes).toBeGreaterThan(0);
  expect(bytes).toBeLessThanOrEqual(TARGET_BYTES);
  await expectNoSeriousAxeViolations(page);

  // the language switch, reached and followed by keyboard: the Portuguese twin, and the choice saved
  await tabTo(page, page.getByRole('link', { name: 'Português' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pt\/learn\/flashcards\?lang=pt$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Flashcards feitos a partir do teu material/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mnemo.lang'))).toBe('pt');

  // the newsletter form: the server's refusal in Portuguese, on the field it names, then its confirmation
  quiet.allow(/response 400: POST .*\/api\/signups\/newsletter/);
  quiet.allow(/Failed to load resource: .* 400 .*\/api\/signups\/newsletter/);
  const email = page.getByLabel('Endereço de email');
  await email.focus();
  await page.keyboard.type('not-an-email');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Introduz um endereço de email válido.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill('');
  await page.keyboard.type(uniqueEmail('public-newsletter'));
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Subscrever' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Obrigado! Estás na lista da newsletter do Mnemo.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'false');

  // the feedback disclosure opened and sent by keyboard, with the page it was written on
  const summary = page.getByText('Enviar feedback', { exact: true }).first();
  await summary.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('O teu feedback')).toBeFocused();
  await page.keyboard.type('Mais exemplos, por favor.');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/feedback'));
  await page.getByRole('button', { name: 'Enviar feedback' }).press('Enter');
  expect((await sent).postDataJSON()).toEqual({
    message: 'Mais exemplos, por favor.',
    page: '/pt/learn/flashcards',
    locale: 'pt',
  });
  await expect(page.getByText('Obrigado pelo teu feedback. Lemos todas as mensagens.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  expect(scripts.urls.filter((url) => !/^\/assets\/islands-/.test(url))).toEqual([]);
});

test('the educators’ early-access form works by keyboard without the app', async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto('/educators');
  await page.getByLabel('School email').focus();
  await page.keyboard.type(uniqueEmail('public-early'));
  await page.keyboard.press('Tab');
  await page.keyboard.type('Maria');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Request early access' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Thank you! We will write to you when educator features open.')).toBeVisible();
  expect(scripts.urls).toEqual([expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/)]);
  await expectNoSeriousAxeViolations(page);
});

test('a signed-in learner gets the way back into the app, which opens as a full page load', async ({ page }) => {
  const token = await registerAccount(page.request, { tag: 'public-signed-in' });
  await signIn(page, token);
  const scripts = watchScripts(page);
  await page.goto('/exams/law');
  const header = page.getByRole('banner');
  const openApp = header.getByRole('link', { name: 'Open Mnemo' });
  await expect(openApp).toBeVisible();
  await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  expect(scripts.urls).toEqual([expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/)]);
  await expectNoSeriousAxeViolations(page);

  await tabTo(page, openApp);
  const navigation = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
  await page.keyboard.press('Enter');
  await navigation;
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // only now, in the app, does the app's bundle load
  expect(scripts.urls.some((url) => /^\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true);
});

test('the pricing page is a document for a visitor, and the app hydrates it for a signed-in learner', async ({
  page,
}) => {
  const visitorScripts = watchScripts(page);
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(visitorScripts.urls).toEqual([expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/)]);
  expect(await visitorScripts.bytes()).toBeLessThanOrEqual(TARGET_BYTES);
  await expectNoSeriousAxeViolations(page);

  const token = await registerAccount(page.request, { tag: 'public-pricing' });
  await signIn(page, token);
  const learnerScripts = watchScripts(page);
  await page.goto('/pricing');
  // the app's own header after hydration: the way back into the app
  await expect(page.getByRole('banner').getByRole('link', { name: 'Open Mnemo' })).toBeVisible();
  expect(learnerScripts.urls.some((url) => /^\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true);
});
