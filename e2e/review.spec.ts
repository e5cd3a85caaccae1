import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { authorization, expectNoSeriousAxeViolations, registerAccount, shoot, signIn } from './support.ts';

/*
 * The library-wide sitting (/review) and the library's progress (/progress): the due cards of two
 * sessions studied in one sitting by keyboard, at 1280 and 375 px; then both pages in Portuguese
 * and in the dark theme.
 */

/** A session with written cards (no material: the sitting needs cards, not a pipeline). */
async function createDeck(request: APIRequestContext, token: string, name: string, fronts: string[]): Promise<string> {
  const created = await request.post('/api/directory/root/file', {
    headers: authorization(token),
    data: { name, flashcards: fronts.map((front) => ({ front, back: `Answer to: ${front}`, difficulty: 'medium' })) },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

const CELLS = ['What is the unit of life?', 'Where is DNA kept in a eukaryotic cell?'];
const ROME = ['Who was the first Roman emperor?', 'In which year did the Western Roman Empire fall?'];

for (const width of [1280, 375]) {
  test(`study the due cards of two sessions in one sitting at ${width} px, by keyboard`, async ({ page }) => {
    // a journey of two pages with two axe runs: longer than the default minute on a shared machine
    test.setTimeout(180_000);
    const token = await registerAccount(page.request, { tag: 'review' });
    await createDeck(page.request, token, 'Cells', CELLS);
    await createDeck(page.request, token, 'Roman history', ROME);
    await signIn(page, token);
    await page.setViewportSize({ width, height: 860 });

    await page.goto('/');
    const due = page.getByRole('region', { name: 'Due today' });
    await expect(due.getByText('4 cards to study across your library')).toBeVisible();
    await due.getByRole('link', { name: 'Study now' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/review$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Study now' })).toBeVisible();
    await expect(page.getByText('Due 0 · New 4 · Reviewed today 0')).toBeVisible();
    await shoot(page, `review-front-en-${width}`);

    const card = page.getByRole('article', { name: 'Question' });
    const seen: Array<{ session: string; front: string }> = [];
    for (let i = 0; i < 4; i++) {
      await expect(card.getByText(/\?$/)).toBeVisible();
      const text = (await card.locator('.markdown-text').first().innerText()).trim();
      const session = CELLS.includes(text) ? 'Cells' : 'Roman history';
      await expect(card.getByText(session, { exact: true })).toBeVisible();
      seen.push({ session, front: text });
      await page.keyboard.press('Space');
      await expect(card.getByText(`Answer to: ${text}`)).toBeVisible();
      await expect(card.getByRole('link', { name: `Open “${session}”` })).toBeVisible();
      if (i === 0) {
        await shoot(page, `review-answer-en-${width}`);
        await expectNoSeriousAxeViolations(page, { include: 'main' });
      }
      await page.keyboard.press('3');
      await expect(page.getByTestId('due-progress')).toContainText(`Reviewed today ${i + 1}`);
    }
    // the sitting mixed both sessions, in the library's order (the older session's new cards first)
    expect(seen.map((s) => s.front)).toEqual([...CELLS, ...ROME]);
    await expect(page.getByRole('heading', { name: 'All caught up' })).toBeVisible();

    // Undo (Z) brings the last card back, still named by its session
    await page.keyboard.press('z');
    await expect(card.getByText(ROME[1]!)).toBeVisible();
    await expect(card.getByText('Roman history', { exact: true })).toBeVisible();
    // S opens that card's session (it has no source: its Flashcards tab)
    await page.keyboard.press('s');
    await expect(page).toHaveURL(/\/session\?.*tab=flashcards/);
    await expect(page.getByRole('heading', { level: 1, name: 'Roman history' })).toBeVisible();

    // the library's progress: four reviews, less the one undone
    await page.goto('/progress');
    await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
    await expect(
      page.getByRole('img', { name: /Reviews per day over the last 30 days: 3 in all, 3 today/ }),
    ).toBeVisible();
    await shoot(page, `progress-en-${width}`);
    await expectNoSeriousAxeViolations(page, { include: 'main' });
  });
}

test('the sitting and the progress in Portuguese and in the dark theme', async ({ page }) => {
  test.setTimeout(180_000);
  const token = await registerAccount(page.request, { tag: 'review' });
  await createDeck(page.request, token, 'Células', ['Qual é a unidade da vida?']);
  await createDeck(page.request, token, 'História de Roma', ['Quem foi o primeiro imperador romano?']);
  await signIn(page, token);
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 860 });
    await page.goto('/review?lang=pt');
    await expect(page.getByRole('heading', { level: 1, name: 'Estudar agora' })).toBeVisible();
    // the heading shows before the due cards arrive: a key pressed before the card is there goes nowhere
    await expect(
      page.getByRole('article', { name: 'Pergunta' }).getByRole('button', { name: 'Mostrar resposta' }),
    ).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: /Difícil|Médio|Fácil/ }).first()).toBeVisible();
    await shoot(page, `review-answer-pt-dark-${width}`);
    await expectNoSeriousAxeViolations(page, { include: 'main' });
    await page.goto('/progress?lang=pt');
    await expect(page.getByRole('heading', { level: 1, name: 'Progresso' })).toBeVisible();
    await shoot(page, `progress-pt-dark-${width}`);
    await expectNoSeriousAxeViolations(page, { include: 'main' });
    await page.goto('/?lang=pt');
    await expect(page.getByRole('region', { name: 'Para rever hoje' })).toBeVisible();
    await shoot(page, `home-due-pt-dark-${width}`);
  }
});
