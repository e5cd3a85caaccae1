import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { authorization, expectNoSeriousAxeViolations, registerAccount, shoot, signIn } from './support.ts';

/*
 * Scheduling that learns each learner (issue 24): Settings → Scheduling, the retention beside the
 * workload it costs and FSRS's minimum recommended retention (ADR 096), changed by keyboard; and an
 * exam-dated session's Progress tab with its forecast. English and Portuguese, light and dark, at
 * 1280 and 375 px.
 */

const FRONTS = [
  'What is the unit of life?',
  'Where is DNA kept in a eukaryotic cell?',
  'What do ribosomes make?',
  'What powers the cell?',
];

/** A session with written cards, some of them reviewed, and an exam three weeks from today. */
async function createExamSession(
  request: APIRequestContext,
  token: string,
): Promise<{ sessionId: string; examDate: string }> {
  const headers = authorization(token);
  const created = await request.post('/api/directory/root/file', {
    headers,
    data: {
      name: 'Cell biology',
      flashcards: FRONTS.map((front) => ({ front, back: `Answer to: ${front}`, difficulty: 'medium' })),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const sessionId = ((await created.json()) as { id: string }).id;
  const examDate = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  const patched = await request.patch(`/api/directory/root/file/${sessionId}`, { headers, data: { examDate } });
  expect(patched.status(), await patched.text()).toBe(200);
  const session = (await (await request.get(`/api/directory/root/file/${sessionId}`, { headers })).json()) as {
    examDate: string | null;
    flashcards: Array<{ id: string }>;
  };
  expect(session.examDate).toBe(examDate);
  // three of the four cards studied once: the forecast has memories to predict from
  for (const card of session.flashcards.slice(0, 3)) {
    const reviewed = await request.post(`/api/flashcards/${card.id}/review`, {
      headers,
      data: { rating: 'medium', durationMs: 6000 },
    });
    expect(reviewed.status(), await reviewed.text()).toBe(200);
  }
  return { sessionId, examDate };
}

const TEXT = {
  en: {
    settings: 'Settings',
    scheduling: 'Scheduling',
    retention: 'Desired retention',
    workload: /Simulated from your cards and your own review times/,
    minimum: /^Minimum recommended: 70%/,
    use: 'Use 70%',
    saved: /Retention set to 91%/,
    yours: '91% (yours)',
    progressTab: 'Progress',
    examOn: (date: string) => `Exam on ${date}`,
    recall: 'Recall predicted on the exam day',
    reviewsPerDay: 'Reviews a day until then',
  },
  pt: {
    settings: 'Definições',
    scheduling: 'Calendário de revisões',
    retention: 'Retenção pretendida',
    workload: /Simulado a partir dos seus cartões e dos seus próprios tempos de revisão/,
    minimum: /^Mínimo recomendado: 70\s?%/,
    use: /^Usar 70\s?%$/,
    saved: /Retenção definida para 91\s?%/,
    yours: /^91\s?% \(a sua\)$/,
    progressTab: 'Progresso',
    examOn: (date: string) => `Exame a ${date}`,
    recall: /./,
    reviewsPerDay: /./,
  },
} as const;

type Lang = keyof typeof TEXT;

/** Settings → Scheduling, scrolled so the retention and its workload fill the viewport. */
async function openScheduling(page: Page, lang: Lang): Promise<void> {
  const text = TEXT[lang];
  await page.goto(`/settings?lang=${lang}`);
  await expect(page.getByRole('heading', { level: 1, name: text.settings })).toBeVisible();
  await expect(page.getByRole('table', { name: text.workload })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(text.minimum)).toBeVisible();
  // the retention's label just under the sticky header
  await page.getByRole('combobox', { name: text.retention }).evaluate((element) => {
    element.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -110);
  });
  await page.mouse.move(0, 0);
}

test('Settings → Scheduling: the retention changed by keyboard, with its workload and the minimum recommended', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const token = await registerAccount(page.request, { tag: 'scheduler' });
  await createExamSession(page.request, token);
  await signIn(page, token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openScheduling(page, 'en');
  const text = TEXT.en;
  await expect(page.getByRole('heading', { name: text.scheduling })).toBeVisible();

  const retention = page.getByRole('combobox', { name: text.retention });
  await expect(retention).toHaveValue('0.90');
  const table = page.getByRole('table', { name: text.workload });
  await expect(table.getByRole('rowheader')).toHaveText(['80%', '85%', '90% (yours)', '95%']);
  // FSRS-6's defaults: FSRS's minimum recommended retention is 70 %, the lowest offered, and it is not applied by itself
  await expect(page.getByText(/^Minimum recommended: 70%, the lowest retention offered/)).toBeVisible();
  await expect(page.getByRole('button', { name: text.use })).toBeVisible();

  // by keyboard: one step up, from 90 % to 91 %
  await retention.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(text.saved)).toBeVisible();
  await expect(retention).toHaveValue('0.91');
  await expect(retention).toBeFocused();
  // the chosen retention joins the table, marked as the learner's
  await expect(table.getByRole('rowheader', { name: text.yours })).toBeVisible({ timeout: 30_000 });
  const scheduler = (await (await page.request.get('/api/me/scheduler', { headers: authorization(token) })).json()) as {
    desiredRetention: number;
  };
  expect(scheduler.desiredRetention).toBe(0.91);
  await expectNoSeriousAxeViolations(page, { include: 'main' });

  for (const lang of ['en', 'pt'] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await openScheduling(page, lang);
        await expect(
          page.getByRole('table', { name: TEXT[lang].workload }).getByRole('rowheader', { name: TEXT[lang].yours }),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: TEXT[lang].use })).toBeVisible();
        // nothing wider than the viewport
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await shoot(page, `scheduler-settings-${lang}-${scheme}-${width}`);
        if (width === 1280 || scheme === 'dark') await expectNoSeriousAxeViolations(page, { include: 'main' });
      }
    }
  }
});

test('an exam-dated session’s Progress tab: the recall predicted for the exam and the reviews a day', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const token = await registerAccount(page.request, { tag: 'exam' });
  const { sessionId, examDate } = await createExamSession(page.request, token);
  const shown = examDate.split('-').reverse().join('/');
  await signIn(page, token);

  for (const lang of ['en', 'pt'] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const width of [1280, 375]) {
        const text = TEXT[lang];
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/session?folder_id=root&session_id=${sessionId}&lang=${lang}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Cell biology' })).toBeVisible();
        const tab = page.getByRole('tab', { name: text.progressTab });
        await tab.focus();
        await page.keyboard.press('Enter');
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        const forecast = page.getByRole('heading', { name: text.examOn(shown) });
        await expect(forecast).toBeVisible();
        if (lang === 'en') {
          await expect(page.getByRole('term').filter({ hasText: text.recall })).toBeVisible();
          await expect(page.getByRole('term').filter({ hasText: text.reviewsPerDay })).toBeVisible();
        }
        await forecast.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await shoot(page, `exam-progress-${lang}-${scheme}-${width}`);
        if (width === 1280 || scheme === 'dark') await expectNoSeriousAxeViolations(page, { include: 'main' });
      }
    }
  }
});
