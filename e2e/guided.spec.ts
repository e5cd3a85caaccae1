import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createSession, expectNoSeriousAxeViolations, registerAccount, shoot, signIn } from './support.ts';

/*
 * Guided study (issue 15): a guided run through every stage to the finish screen (timebox,
 * extend, pause, skip, a reload that resumes), a quick session on 2 concepts, the break
 * suggestion after 24 active minutes and not after 24 idle ones (Playwright's clock), and the
 * music player (white noise made by the Web Audio API; the volume and the track survive a reload).
 */

const sessionUrl = (sessionId: string, extra = '') =>
  `/session?folder_id=root&session_id=${sessionId}&tab=guided${extra}`;

/** The current stage's heading (the guided panel's h2). */
const stageHeading = (page: Page): Locator => page.locator('#guided-stage');

/**
 * The stage timer reads about `expected` (mm:ss): the browser's clock also runs in real time
 * between steps, so a few seconds either way.
 */
async function expectTimerNear(timer: Locator, expected: string, slackSeconds = 4): Promise<void> {
  const toSeconds = (text: string) => {
    const [minutes, seconds] = text.split(':').map(Number);
    return (minutes ?? 0) * 60 + (seconds ?? 0);
  };
  await expect(async () => {
    const shown = toSeconds((await timer.innerText()).trim());
    expect(
      Math.abs(shown - toSeconds(expected)),
      `timer shows ${shown}s, expected about ${expected}`,
    ).toBeLessThanOrEqual(slackSeconds);
  }).toPass({ timeout: 10_000 });
}

/** Presses a button by keyboard: focus it, then Enter. */
async function pressButton(page: Page, name: string | RegExp): Promise<void> {
  const button = page.getByRole('button', { name, exact: typeof name === 'string' });
  await expect(button).toBeEnabled();
  await button.focus();
  await page.keyboard.press('Enter');
}

let token = '';
let sessionId = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(150_000);
  token = await registerAccount(request);
  ({ sessionId } = await createSession(request, token, {
    name: 'Textbook chapter',
    source: { fixture: 'documents/textbook-chapter-10p.pdf' },
  }));
});

test('break coaching: suggested after 24 active minutes of freestyle study, not after 24 idle ones', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, token);
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto(`/session?folder_id=root&session_id=${sessionId}&tab=overview`);
  await expect(page.getByRole('heading', { name: 'Textbook chapter', level: 1 })).toBeVisible();
  const suggestion = page.getByRole('dialog', { name: 'Time for a break' });

  // one input (a key: it reaches the page every time, where a wheel may be coalesced), then
  // 25 minutes without any: idle time counts nothing
  await page.keyboard.press('Shift');
  await page.clock.runFor(25 * 60_000);
  // then 23 minutes of activity, an input every 50 seconds: 23 active minutes, still no break
  const activeMinute = async () => {
    await page.keyboard.press('Shift');
    await page.clock.runFor(50_000);
  };
  for (let step = 0; step < Math.ceil((23 * 60) / 50); step += 1) await activeMinute();
  // (had the idle 25 minutes counted, the suggestion would have been open long before now)
  await expect(page.getByRole('heading', { name: 'Textbook chapter', level: 1 })).toBeVisible();
  await expect(suggestion).toHaveCount(0);
  // two more active minutes pass 24: the break is suggested
  for (let step = 0; step < 3; step += 1) await activeMinute();
  await expect(suggestion).toBeVisible();
  await expect(suggestion).toContainText('You have studied for 24 minutes.');
  await expectNoSeriousAxeViolations(page, { include: '[role="dialog"]' });
  await shoot(page, 'guided-break-suggested-1280');

  // the break runs the NSDR script with its timer; it ends by keyboard
  await pressButton(page, 'Take a break');
  const nsdr = page.getByRole('dialog', { name: 'Non-sleep deep rest' });
  await expect(nsdr).toBeVisible();
  await expectTimerNear(nsdr.getByRole('timer', { name: 'Break time left' }), '05:00');
  await page.clock.runFor(60_000);
  await expectTimerNear(nsdr.getByRole('timer', { name: 'Break time left' }), '04:00');
  await shoot(page, 'guided-break-nsdr-1280');
  await pressButton(page, 'End the break');
  await expect(nsdr).toHaveCount(0);
});

test('a guided run from start to the finish screen: timebox, extend, pause, skip, and a reload that resumes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, token);
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto(sessionUrl(sessionId));
  await expect(page.getByRole('heading', { name: 'Study with a plan' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, { include: '#session-panel-guided' });
  await shoot(page, 'guided-intro-1280');

  // the mode dropdown in the top bar offers the three modes
  const mode = page.getByRole('combobox', { name: 'Study mode' });
  await expect(mode.getByRole('option')).toHaveText(['Freestyle', 'Guided', 'Quick session']);

  await pressButton(page, 'Start a guided session');
  const timer = page.getByRole('timer', { name: 'Time left in this stage' });
  await expect(stageHeading(page)).toHaveText('Start');
  await expect(page.getByText('Stage 1 of 8')).toBeVisible();
  // the mode is remembered with the session: the top bar says what is running
  await expect(mode).toHaveValue('guided');
  await expect(page.getByRole('navigation', { name: 'Stages' }).getByRole('listitem')).toHaveText([
    'Start',
    'Preview',
    'Active learning',
    'Flashcards',
    'Review',
    'Break',
    'Questions',
    'Finish',
  ]);
  await expectTimerNear(timer, '01:00');

  // the start stage's one minute runs out: the run moves on by itself
  await page.clock.runFor(61_000);
  await expect(stageHeading(page)).toHaveText('Preview');
  await expect(page.getByRole('heading', { name: 'Key concepts to learn' })).toBeVisible();
  await expectTimerNear(timer, '04:00');
  await expectNoSeriousAxeViolations(page, { include: '#session-panel-guided' });
  await shoot(page, 'guided-preview-1280');

  // +5 minutes, then a pause that stops the clock, then resume
  await pressButton(page, 'Add 5 minutes');
  await expectTimerNear(timer, '09:00');
  await page.clock.runFor(30_000);
  await expectTimerNear(timer, '08:30');
  await pressButton(page, 'Pause');
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  // paused, the clock stands still: two minutes later it shows the same time
  const pausedAt = (await timer.innerText()).trim();
  await page.clock.runFor(120_000);
  await expect(timer).toHaveText(pausedAt);
  await pressButton(page, 'Resume');
  await expect(page.getByText('Paused', { exact: true })).toHaveCount(0);
  await page.clock.runFor(10_000);
  await expectTimerNear(timer, '08:20');

  await pressButton(page, 'Next stage');
  await expect(stageHeading(page)).toHaveText('Active learning');
  await page.clock.runFor(20_000);
  await expectTimerNear(timer, '11:40');

  // a reload resumes the same stage from the server, with the time the browser reported
  await pressButton(page, 'Pause');
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  const beforeReload = (await timer.innerText()).trim();
  await page.reload();
  await expect(stageHeading(page)).toHaveText('Active learning');
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  await expect(timer).toHaveText(beforeReload);
  await pressButton(page, 'Resume');
  await expectNoSeriousAxeViolations(page, { include: '#session-panel-guided' });
  await shoot(page, 'guided-active-learning-1280');

  await pressButton(page, 'Skip stage');
  await expect(stageHeading(page)).toHaveText('Flashcards');
  await expect(page.getByText('Study the due and new cards of these concepts.')).toBeVisible();
  await shoot(page, 'guided-flashcards-1280');
  await pressButton(page, 'Next stage');
  await expect(stageHeading(page)).toHaveText('Review');
  await expect(page.getByRole('heading', { name: 'Cards rated Hard' })).toBeVisible();
  await shoot(page, 'guided-review-1280');
  await pressButton(page, 'Next stage');
  await expect(stageHeading(page)).toHaveText('Break');
  await expect(page.getByRole('heading', { name: 'Non-sleep deep rest' })).toBeVisible();
  await expectTimerNear(timer, '05:00');
  await expectNoSeriousAxeViolations(page, { include: '#session-panel-guided' });
  await shoot(page, 'guided-break-1280');
  await pressButton(page, 'Next stage');
  await expect(stageHeading(page)).toHaveText('Questions');
  await shoot(page, 'guided-questions-1280');
  await pressButton(page, 'Next stage');
  await expect(stageHeading(page)).toHaveText('Finish');

  // the finish screen: time per stage (the skipped one marked), cards, grade, concepts, next reviews
  await expect(page.getByRole('heading', { name: 'What you did' })).toBeVisible();
  const perStage = page.getByRole('table', { name: 'Time per stage' });
  await expect(perStage.getByRole('row')).toHaveCount(8);
  await expect(perStage.getByRole('row', { name: /Start/ })).toContainText(/01:0\d/);
  await expect(perStage.getByRole('row', { name: /Active learning/ })).toContainText('(skipped)');
  await expect(page.getByText('Cards reviewed')).toBeVisible();
  await expect(page.getByText('No quiz finished')).toBeVisible();
  await expectNoSeriousAxeViolations(page, { include: '#session-panel-guided' });
  await shoot(page, 'guided-finish-1280');

  await pressButton(page, 'Close the session');
  await expect(page.getByRole('heading', { name: 'Study with a plan' })).toBeVisible();
});

test('a quick session on 2 concepts, in English and Portuguese, at 1280 and 375 px in the dark theme', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, token);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto(sessionUrl(sessionId));
  await page.getByRole('combobox', { name: 'Concepts for the quick session' }).selectOption('2');
  await pressButton(page, 'Start a quick session');
  await expect(stageHeading(page)).toHaveText('Preview');
  await expect(page.getByText('Stage 1 of 4')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Study mode' })).toHaveValue('quick');
  await expect(page.getByRole('navigation', { name: 'Stages' }).getByRole('listitem')).toHaveText([
    'Preview',
    'Flashcards',
    'Questions',
    'Finish',
  ]);
  const concepts = page
    .getByRole('heading', { name: 'Key concepts to learn' })
    .locator('xpath=following-sibling::ul[1]')
    .getByRole('listitem');
  await expect(concepts).toHaveCount(2);
  await expectNoSeriousAxeViolations(page, { include: '#session-panel-guided' });

  for (const lang of ['en', 'pt'] as const) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 860 });
      await page.goto(sessionUrl(sessionId, `&lang=${lang}`));
      await expect(stageHeading(page)).toHaveText(lang === 'en' ? 'Preview' : 'Pré-visualização');
      await expectNoSeriousAxeViolations(page, { include: '#session-panel-guided' });
      // the top bar fits: its last control, the account menu, is on screen
      const account = await page.getByRole('button', { name: lang === 'en' ? 'Account' : 'Conta' }).boundingBox();
      expect((account?.x ?? Infinity) + (account?.width ?? 0)).toBeLessThanOrEqual(width);
      await shoot(page, `guided-quick-preview-${lang}-dark-${width}`);
    }
  }

  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto(sessionUrl(sessionId, '&lang=en'));
  await pressButton(page, 'Next stage');
  await expect(stageHeading(page)).toHaveText('Flashcards');
  await pressButton(page, 'Next stage');
  await expect(stageHeading(page)).toHaveText('Questions');
  await pressButton(page, 'Next stage');
  await expect(stageHeading(page)).toHaveText('Finish');
  await expect(page.getByRole('table', { name: 'Time per stage' }).getByRole('row')).toHaveCount(4);
  for (const lang of ['en', 'pt'] as const) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 860 });
      await page.goto(sessionUrl(sessionId, `&lang=${lang}`));
      await expect(page.getByRole('heading', { name: lang === 'en' ? 'What you did' : 'O que fez' })).toBeVisible();
      await expectNoSeriousAxeViolations(page, { include: '#session-panel-guided' });
      await shoot(page, `guided-quick-finish-${lang}-dark-${width}`);
    }
  }
  await page.goto(sessionUrl(sessionId, '&lang=en'));
  await pressButton(page, 'Close the session');
  await expect(page.getByRole('heading', { name: 'Study with a plan' })).toBeVisible();
});

test('the music player: white noise from the Web Audio API, play and pause, the volume and the track survive a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, token);
  // watch the page's audio contexts, to see the audio graph itself run and stop
  await page.addInitScript(() => {
    const Original = window.AudioContext;
    const contexts: AudioContext[] = [];
    (window as unknown as { __audioContexts: AudioContext[] }).__audioContexts = contexts;
    window.AudioContext = class extends Original {
      constructor(options?: AudioContextOptions) {
        super(options);
        contexts.push(this);
      }
    };
  });
  const audioState = () =>
    page.evaluate(() => {
      const contexts = (window as unknown as { __audioContexts: AudioContext[] }).__audioContexts;
      return contexts.at(-1)?.state ?? 'none';
    });
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto(sessionUrl(sessionId));
  await expect(page.getByRole('heading', { name: 'Study with a plan' })).toBeVisible();

  const menu = page.getByRole('button', { name: 'Music', exact: true });
  await menu.focus();
  await page.keyboard.press('Enter');
  const track = page.getByRole('combobox', { name: 'Track' });
  await expect(track).toBeVisible();
  const volume = page.getByRole('slider', { name: 'Volume' });
  await expect(volume).toHaveValue('70');
  await track.selectOption({ label: 'White noise' });
  const play = page.getByRole('button', { name: 'Play music' });
  await expect(play).toBeEnabled();
  await play.click();
  await expect(page.getByRole('button', { name: 'Pause music' })).toBeVisible();
  await expect.poll(audioState).toBe('running');
  await expectNoSeriousAxeViolations(page, { include: '[data-music-status]' });
  await shoot(page, 'guided-music-playing-1280');

  // the volume by keyboard: End then 25 steps down
  await volume.focus();
  await page.keyboard.press('End');
  for (let step = 0; step < 25; step += 1) await page.keyboard.press('ArrowLeft');
  await expect(volume).toHaveValue('75');
  expect(await page.evaluate(() => window.localStorage.getItem('jukeboxVolume'))).toBe('75');

  await page.getByRole('button', { name: 'Pause music' }).click();
  await expect(page.getByRole('button', { name: 'Play music' })).toBeVisible();
  await expect.poll(audioState).toBe('suspended');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Study with a plan' })).toBeVisible();
  await page.getByRole('button', { name: 'Music', exact: true }).click();
  await expect(page.getByRole('slider', { name: 'Volume' })).toHaveValue('75');
  // the chosen track is remembered too (the first one offered is binaural beats)
  await expect(page.getByRole('combobox', { name: 'Track' })).toHaveValue('whitenoise');

  // at 375 px in the dark theme
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 375, height: 760 });
  await shoot(page, 'guided-music-dark-375');
});

test('daily reminders on the account page: a server without e-mail says so plainly', async ({ page, quiet }) => {
  // turning reminders on without SMTP is refused on purpose (409)
  quiet.allow(/\b409\b.*\/api\/reminders\b/);
  test.setTimeout(60_000);
  // the journeys' server has no SMTP: turning reminders on is refused (409)
  await signIn(page, token);
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const [lang, names] of [
    [
      'en',
      {
        optIn: 'E-mail me when cards are due',
        message: 'Daily reminders need e-mail, which this server does not have set up.',
      },
    ],
    [
      'pt',
      {
        optIn: 'Enviar-me um e-mail quando houver cartões para rever',
        message: 'Os lembretes diários precisam de e-mail, que este servidor não tem configurado.',
      },
    ],
  ] as const) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 860 });
      await page.goto(`/settings?lang=${lang}`);
      const optIn = page.getByRole('checkbox', { name: names.optIn });
      await optIn.scrollIntoViewIfNeeded();
      await expect(optIn).not.toBeChecked();
      await optIn.focus();
      await page.keyboard.press('Space');
      await expect(page.getByRole('alert').filter({ hasText: names.message })).toBeVisible();
      await expect(optIn).not.toBeChecked();
      await expectNoSeriousAxeViolations(page, { include: 'main' });
      await shoot(page, `guided-reminders-unavailable-${lang}-dark-${width}`);
    }
  }
});

test('at 375 px every tab of the session page can be reached and read', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, token);
  // the tab row scrolls, says where there is more, and always shows the selected tab
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 375, height: 860 });
  await page.goto(sessionUrl(sessionId, '&lang=en'));
  const tabs = page.getByRole('tablist', { name: 'Session' });
  const isWithinWindow = async (tab: Locator) => {
    const box = await tab.boundingBox();
    return box !== null && box.x >= 0 && box.x + box.width <= 375;
  };
  await expect(tabs.getByRole('tab', { name: 'Guided' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => isWithinWindow(tabs.getByRole('tab', { name: 'Guided' }))).toBe(true);
  expect(await isWithinWindow(tabs.getByRole('tab', { name: 'Material' }))).toBe(false);
  const earlier = page.getByRole('button', { name: 'Earlier tabs' });
  await expect(earlier).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'guided-session-tabs-end-en-dark-375');
  await earlier.click();
  await expect.poll(() => isWithinWindow(tabs.getByRole('tab', { name: 'Material' }))).toBe(true);
  await expect(earlier).toBeHidden();
  const later = page.getByRole('button', { name: 'More tabs' });
  await expect(later).toBeVisible();
  await shoot(page, 'guided-session-tabs-start-en-dark-375');
  // by keyboard: the arrow keys walk every tab, each one brought into view as it is selected
  await tabs.getByRole('tab', { name: 'Material' }).click();
  await expect(tabs.getByRole('tab', { name: 'Material' })).toBeFocused();
  for (const name of ['Overview', 'Flashcards', 'Quiz', 'Chat', 'Progress', 'Guided']) {
    await page.keyboard.press('ArrowRight');
    const tab = tabs.getByRole('tab', { name });
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => isWithinWindow(tab)).toBe(true);
  }
  await expect(later).toBeHidden();
  await expectNoSeriousAxeViolations(page);
});

test('every guided stage in Portuguese at 375 px in the dark theme and in English at 1280 px', async ({ page }) => {
  // 18 page loads and 9 axe runs: the length of the journey (about a minute on an idle machine,
  // five on a shared one), not a wait for anything
  test.setTimeout(480_000);
  await signIn(page, token);
  // the browser's clock stands still: no stage ends by itself while the two views are taken
  await page.clock.setFixedTime(new Date());
  const views = [
    { lang: 'pt', width: 375, scheme: 'dark' },
    { lang: 'en', width: 1280, scheme: 'light' },
  ] as const;
  const stageNames = {
    start: { en: 'Start', pt: 'Início' },
    preview: { en: 'Preview', pt: 'Pré-visualização' },
    active_learning: { en: 'Active learning', pt: 'Aprendizagem ativa' },
    flashcards: { en: 'Flashcards', pt: 'Cartões' },
    review: { en: 'Review', pt: 'Revisão' },
    break: { en: 'Break', pt: 'Pausa' },
    questions: { en: 'Questions', pt: 'Perguntas' },
    finish: { en: 'Finish', pt: 'Fim' },
  } as const;

  /** Opens the guided tab in each view, checks it and shoots it. */
  const shootEveryView = async (name: string, expectShown: (lang: 'en' | 'pt') => Promise<void>) => {
    for (const view of views) {
      await page.emulateMedia({ colorScheme: view.scheme });
      await page.setViewportSize({ width: view.width, height: 860 });
      await page.goto(sessionUrl(sessionId, `&lang=${view.lang}`));
      await expectShown(view.lang);
      // nothing of the page is wider than the window
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(view.width);
      // axe in the dark theme, whose contrast is the one at risk (the other journeys check the light one)
      if (view.scheme === 'dark') await expectNoSeriousAxeViolations(page, { include: '#session-panel-guided' });
      await shoot(page, `guided-stage-${name}-${view.lang}-${view.scheme}-${view.width}`);
    }
  };

  await shootEveryView('intro', async (lang) => {
    await expect(
      page.getByRole('heading', { name: lang === 'en' ? 'Study with a plan' : 'Estude com um plano' }),
    ).toBeVisible();
  });

  await page.setViewportSize({ width: 1280, height: 860 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(sessionUrl(sessionId, '&lang=en'));
  await pressButton(page, 'Start a guided session');
  await expect(stageHeading(page)).toHaveText('Start');

  const order = [
    'start',
    'preview',
    'active_learning',
    'flashcards',
    'review',
    'break',
    'questions',
    'finish',
  ] as const;
  for (const [index, stage] of order.entries()) {
    await shootEveryView(stage.replace('_', '-'), async (lang) => {
      await expect(stageHeading(page)).toHaveText(stageNames[stage][lang]);
      await expect(page.getByText(lang === 'en' ? `Stage ${index + 1} of 8` : `Etapa ${index + 1} de 8`)).toBeVisible();
    });
    if (stage !== 'finish') await pressButton(page, 'Next stage');
  }
  await expect(page.getByRole('heading', { name: 'What you did' })).toBeVisible();
  await pressButton(page, 'Close the session');
  await expect(page.getByRole('heading', { name: 'Study with a plan' })).toBeVisible();
});
