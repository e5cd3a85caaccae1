import type { Page } from '@playwright/test';
import { catalog } from '@mnemo/i18n/catalog';
import { expect, test } from './fixtures.ts';
import { authorization, createSession, registerAccount, shoot, signIn } from './support.ts';

/*
 * The session page as a learner finds it (issue 23): Portuguese everywhere, and a focus ring on
 * every stop of the keyboard's path.
 */

const CELLS_PT = [
  '# A célula',
  'A mitocôndria é o organelo que produz a maior parte do ATP da célula através da respiração celular.',
  'Os ribossomas constroem proteínas a partir de aminoácidos, seguindo as instruções do ARN mensageiro.',
  'O núcleo guarda o ADN da célula e controla a expressão dos genes.',
  'A membrana plasmática controla o que entra e sai da célula: é seletivamente permeável.',
  'Os cloroplastos das células vegetais fazem a fotossíntese, que converte a energia da luz em energia química.',
].join('\n\n');

/** Every English catalog string with a different Portuguese one, as a whole-text pattern ({{x}} matches any text). */
function englishOnlyPatterns(): Array<{ key: string; pattern: RegExp }> {
  const patterns: Array<{ key: string; pattern: RegExp }> = [];
  const walk = (en: unknown, pt: unknown, key: string) => {
    if (typeof en === 'string') {
      if (typeof pt !== 'string' || en.trim() === pt.trim()) return;
      // a template's fixed words must say something on their own ("{{count}} d" would match anything)
      const literal = en.replace(/\{\{[^}]+\}\}/g, '').replace(/<\/?\d+>/g, '');
      if ((literal.match(/[A-Za-z]/g) ?? []).length < 4) return;
      const source = en
        .trim()
        .split(/\{\{[^}]+\}\}/)
        .map((part) => part.replace(/<\/?\d+>/g, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+');
      patterns.push({ key, pattern: new RegExp(`^${source}$`) });
      return;
    }
    if (en && typeof en === 'object') {
      for (const [name, value] of Object.entries(en))
        walk(value, (pt as Record<string, unknown> | undefined)?.[name], `${key}.${name}`);
    }
  };
  for (const [namespace, strings] of Object.entries(catalog.en))
    walk(strings, (catalog.pt as Record<string, unknown>)[namespace], namespace);
  return patterns;
}
const ENGLISH = englishOnlyPatterns();

/** The visible texts and accessible labels of the page, each trimmed. */
async function readVisibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    // what is marked as English on purpose (the language switch names English in English) is not a slip
    const isShown = (element: Element) =>
      element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
      !element.closest('[lang]')?.getAttribute('lang')?.startsWith('en');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const parent = node.parentElement;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (text && parent && isShown(parent)) texts.add(text);
    }
    for (const element of Array.from(document.querySelectorAll('[aria-label], [title], [placeholder]'))) {
      if (!isShown(element)) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.add(value);
      }
    }
    for (const element of Array.from(
      document.querySelectorAll<HTMLElement>('button, a, h1, h2, h3, label, legend, [role="tab"], [role="status"]'),
    )) {
      const text = element.innerText?.replace(/\s+/g, ' ').trim();
      if (text && isShown(element)) texts.add(text);
    }
    return [...texts];
  });
}

/** Fails with every English string on screen, and where: "app.nav.library: Library". */
async function expectNoEnglish(page: Page, where: string): Promise<void> {
  const texts = await readVisibleTexts(page);
  const found = texts.flatMap((text) =>
    ENGLISH.filter(({ pattern }) => pattern.test(text)).map(({ key }) => `${key}: ${text}`),
  );
  expect(found, `English on ${where}`).toEqual([]);
}

test('every app page and session tab in Portuguese: no English catalog string on screen', async ({ page }) => {
  test.setTimeout(240_000);
  const token = await registerAccount(page.request, { name: 'Ana Sousa' });
  const locale = await page.request.patch('/api/auth/me', { headers: authorization(token), data: { locale: 'pt' } });
  expect(locale.status(), await locale.text()).toBe(200);
  const { sessionId } = await createSession(page.request, token, {
    name: 'Biologia celular',
    source: { text: CELLS_PT },
    questionTypes: ['multiple_choice', 'true_false', 'open_ended'],
    questionLanguage: 'pt',
  });
  await signIn(page, token);
  await page.addInitScript(() => {
    if (window.top === window) window.localStorage.setItem('mnemo.lang', 'pt');
  });
  await page.setViewportSize({ width: 1280, height: 860 });

  const pages: Array<[string, string]> = [
    ['/', 'Início'],
    ['/library', 'Biblioteca'],
    ['/review', 'Estudar agora'],
    ['/progress', 'Progresso'],
    ['/settings', 'Definições'],
  ];
  for (const [path] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoEnglish(page, path);
  }

  // /new reached from the app (not typed): still Portuguese, and the top bar says PT
  await page.goto('/');
  await page
    .getByRole('link', { name: /Nova sessão/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/new/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Idioma|Language/ }).first()).toContainText(/pt/i);
  await expectNoEnglish(page, '/new');
  await shoot(page, 'pt-new-1280');

  // the pricing page, for a signed-in Portuguese learner
  await page.goto('/pricing');
  await expect(page).toHaveURL(/\/pt\/pricing/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoEnglish(page, '/pricing');

  // every tab of the session page
  await page.goto(`/session?folder_id=root&session_id=${sessionId}`);
  const tabs = page.getByRole('tablist').last().getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const names = await tabs.allInnerTexts();
  expect(names.map((name) => name.trim())).toContain('Cartões');
  for (let index = 0; index < names.length; index += 1) {
    await tabs.nth(index).click();
    await page.waitForLoadState('networkidle');
    await expectNoEnglish(page, `the session's ${names[index]!.trim()} tab`);
  }

  // the chat answers in Portuguese: its lead, and its refusal
  await page.getByRole('tab', { name: 'Chat' }).click();
  const question = page.getByRole('textbox', { name: 'A sua pergunta' });
  await question.fill('O que faz a mitocôndria?');
  await question.press('Enter');
  await expect(page.getByText('Do seu material:').first()).toBeVisible({ timeout: 30_000 });
  await question.fill('Quem ganhou o campeonato de futebol de 1998?');
  await question.press('Enter');
  await expect(page.getByText('Não está no seu material').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Não encontrei isto no seu material/).first()).toBeVisible();
  await expectNoEnglish(page, 'the chat after two answers');
  await shoot(page, 'pt-chat-1280');
});

test('a focus ring on every stop of the Tab path through the session page, none clipped', async ({ page }) => {
  test.setTimeout(180_000);
  const token = await registerAccount(page.request);
  const { sessionId } = await createSession(page.request, token, {
    name: 'Textbook chapter',
    source: { fixture: 'documents/textbook-chapter-10p.pdf' },
  });
  await signIn(page, token);
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto(`/session?folder_id=root&session_id=${sessionId}&tab=progress`);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const problems: string[] = [];
  const seen = new Set<string>();
  for (let stop = 0; stop < 60; stop += 1) {
    await page.keyboard.press('Tab');
    const result = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const width = Number.parseFloat(style.outlineWidth);
      const offset = Number.parseFloat(style.outlineOffset) || 0;
      const hasOutline = style.outlineStyle !== 'none' && width > 0;
      const hasRing = style.boxShadow !== 'none';
      const name = `${element.tagName.toLowerCase()}[${element.getAttribute('role') ?? ''}] ${(element.getAttribute('aria-label') ?? element.innerText ?? '').trim().slice(0, 40)}`;
      if (!hasOutline && !hasRing) return { name, problem: 'no focus ring' };
      // a ring drawn outside the element must not be cut off by a scrolling ancestor
      const grow = hasOutline ? Math.max(0, width + offset) : 0;
      const rect = element.getBoundingClientRect();
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent);
        if (overflow.overflowX === 'visible' && overflow.overflowY === 'visible') continue;
        const box = parent.getBoundingClientRect();
        // an element longer than the scrolling box (a whole panel) shows its ring as it is scrolled
        const fitsAcross = rect.width <= box.width;
        const fitsDown = rect.height <= box.height;
        const isInside =
          (!fitsAcross || (rect.left - grow >= box.left - 0.5 && rect.right + grow <= box.right + 0.5)) &&
          (!fitsDown || (rect.top - grow >= box.top - 0.5 && rect.bottom + grow <= box.bottom + 0.5));
        const isScrolledAway = rect.bottom < box.top || rect.top > box.bottom;
        if (!isInside && !isScrolledAway)
          return {
            name,
            problem: `ring clipped by ${parent.tagName.toLowerCase()}.${parent.className.toString().split(' ').slice(0, 3).join('.')}`,
          };
      }
      return { name, problem: null };
    });
    if (!result) continue;
    if (seen.has(result.name)) break;
    seen.add(result.name);
    if (result.problem) problems.push(`${result.name}: ${result.problem}`);
  }
  expect(seen.size).toBeGreaterThan(8);
  expect([...seen].some((name) => name.startsWith('div[separator]'))).toBe(true);
  expect(problems).toEqual([]);
});
