import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createSession, registerAccount, shoot, signIn } from './support.ts';

/*
 * A chat citation (issue 23 item 10): its chip shows the quoted passage and its place when
 * focused or hovered (Escape hides it), and a click opens the page with only the passage marked —
 * its characters on the text layer, not the lines or the page around it.
 */

const TEXTBOOK = {
  name: 'Textbook chapter',
  source: { fixture: 'documents/textbook-chapter-10p.pdf' },
  questionTypes: ['true_false'],
} as const;

/** Letters and digits only, lower case: how the viewer matches a passage with the page's text. */
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

async function askForAnAnswerWithCitations(page: Page) {
  await page.getByRole('tab', { name: 'Chat' }).click();
  await page
    .getByRole('button', { name: /^Explain / })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: '[1]' }).first()).toBeVisible();
}

test('a citation chip previews its passage, and opening it marks only that passage on the page', async ({ page }) => {
  test.setTimeout(300_000);
  const token = await registerAccount(page.request);
  const { sessionId } = await createSession(page.request, token, TEXTBOOK);
  await signIn(page, token);
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto(`/session?folder_id=root&session_id=${sessionId}&tab=chat`);
  await askForAnAnswerWithCitations(page);

  // keyboard focus shows the card, which describes the chip; Escape hides it
  const chip = page.getByRole('button', { name: '[1]' }).first();
  await chip.focus();
  const card = page.getByRole('tooltip');
  await expect(card).toBeVisible();
  await expect(card).toContainText(/Source 1: From .+, p\. \d+/);
  const quote = ((await card.innerText()).match(/“([\s\S]+)”/)?.[1] ?? '').trim();
  expect(quote.length).toBeGreaterThan(10);
  await expect(chip).toHaveAttribute('aria-describedby', /.+/);
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  // the pointer shows it too
  await chip.hover();
  await expect(page.getByRole('tooltip')).toBeVisible();

  await chip.click();
  await expect(page).toHaveURL(/page=\d+/);
  const pageNumber = Number(/page=(\d+)/.exec(page.url())?.[1]);
  const shown = page.locator(`[data-page-number="${pageNumber}"]`);
  const marks = shown.locator('.textLayer mark.mn-marked-text');
  await expect(marks.first()).toBeVisible();
  const markedText = (await marks.allTextContents()).join(' ');
  const pageText = (await shown.locator('.textLayer').textContent()) ?? '';
  // the quoted sentence, not the page: the marked letters are the quote's (a chunk's when the quote is not on the page)
  expect(fold(markedText)).toBe(fold(quote).slice(0, fold(markedText).length));
  expect(fold(markedText).length).toBeLessThan(fold(pageText).length / 2);
  await shoot(page, 'citation-opened-marked-1280');
});

test('the citation card at 1280 and 375 px, light and dark, in English and Portuguese', async ({ page }) => {
  test.setTimeout(300_000);
  const token = await registerAccount(page.request);
  const { sessionId } = await createSession(page.request, token, TEXTBOOK);
  await signIn(page, token);
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto(`/session?folder_id=root&session_id=${sessionId}&tab=chat`);
  await askForAnAnswerWithCitations(page);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const language of ['en', 'pt'] as const) {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 860 });
        await page.goto(`/session?folder_id=root&session_id=${sessionId}&tab=chat&lang=${language}`);
        const chip = page.getByRole('button', { name: '[1]' }).first();
        await chip.scrollIntoViewIfNeeded();
        await chip.focus();
        const card = page.getByRole('tooltip');
        await expect(card).toBeVisible();
        await expect(card).toContainText(language === 'pt' ? /Fonte 1/ : /Source 1/);
        // the card stays inside the screen
        const box = (await card.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        await shoot(page, `citation-card-${language}-${colorScheme}-${width}`);
      }
    }
  }
});
