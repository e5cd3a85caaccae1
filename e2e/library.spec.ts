import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createEmptySession, registerAccount, shoot, uniqueEmail } from './support.ts';

/** The strings the journey looks for, in each interface language. */
const TEXT = {
  en: {
    query: '',
    homeTitle: 'What do you want to learn?',
    registerTitle: 'Create your account',
    name: 'Name',
    email: 'Email',
    password: 'Password',
    age: 'I confirm I am at least 13 years old',
    createAccount: 'Create account',
    sessions: 'Sessions',
    empty: 'No sessions yet',
    options: (name: string) => `Options for ${name}`,
    rename: 'Rename',
    renameLabel: (name: string) => `New name for ${name}`,
    nameTooShort: 'The name must have at least 3 characters.',
    share: 'Share',
    shareTitle: 'Share session',
    createLink: 'Create link',
    shareLink: 'Share link',
    includeNotes: 'Include my notes and highlights',
    notesIncluded: 'This link shows your notes and highlights.',
    copy: 'Copy link',
    copied: 'Copied',
    close: 'Close',
    delete: 'Delete',
    deleteTitle: 'Delete session',
    account: 'Account',
    logout: 'Log out',
    login: 'Log in',
  },
  pt: {
    query: '?lang=pt',
    homeTitle: 'O que quer aprender?',
    registerTitle: 'Crie a sua conta',
    name: 'Nome',
    email: 'Email',
    password: 'Palavra-passe',
    age: 'Confirmo que tenho pelo menos 13 anos',
    createAccount: 'Criar conta',
    sessions: 'Sessões',
    empty: 'Ainda não tem sessões',
    options: (name: string) => `Opções de ${name}`,
    rename: 'Mudar o nome',
    renameLabel: (name: string) => `Novo nome para ${name}`,
    nameTooShort: 'O nome tem de ter pelo menos 3 caracteres.',
    share: 'Partilhar',
    shareTitle: 'Partilhar sessão',
    createLink: 'Criar ligação',
    shareLink: 'Ligação de partilha',
    includeNotes: 'Incluir as minhas notas e destaques',
    notesIncluded: 'Esta ligação mostra as suas notas e destaques.',
    copy: 'Copiar ligação',
    copied: 'Copiada',
    close: 'Fechar',
    delete: 'Apagar',
    deleteTitle: 'Apagar sessão',
    account: 'Conta',
    logout: 'Terminar sessão',
    login: 'Iniciar sessão',
  },
} as const;

type Language = keyof typeof TEXT;

async function registerThroughForm(page: Page, lang: Language): Promise<void> {
  const text = TEXT[lang];
  await page.goto(`/register${text.query}`);
  await expect(page.getByRole('heading', { name: text.registerTitle })).toBeVisible();
  await page.getByLabel(text.name).fill('Ada Lovelace');
  await page.getByLabel(text.email).fill(uniqueEmail(`journey-${lang}`));
  await page.getByLabel(text.password, { exact: true }).fill('correct horse battery');
  await page.getByRole('checkbox', { name: text.age }).check();
  await page.getByRole('button', { name: text.createAccount }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** A session through the API, as the account signed in on `page` (the form put its token in storage). */
async function createSessionThroughApi(page: Page, name: string): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('mnemo.token'));
  expect(token).toBeTruthy();
  return createEmptySession(page.request, token ?? '', name);
}

for (const lang of ['en', 'pt'] as const) {
  test(`library journey (${lang})`, async ({ page, context }) => {
    const text = TEXT[lang];
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);

    await registerThroughForm(page, lang);
    await expect(page.getByRole('heading', { name: text.homeTitle })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: text.sessions });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByText(text.empty)).toBeVisible();
    await shoot(page, `home-signed-in-${lang}`);

    const sessionId = await createSessionThroughApi(page, 'Photosynthesis basics');
    await page.reload();
    const entry = sidebar.getByRole('link', { name: 'Photosynthesis basics' });
    await expect(entry).toBeVisible();
    await expect(entry).toHaveAttribute('href', `/session?folder_id=root&session_id=${sessionId}`);
    await shoot(page, `sidebar-${lang}`);

    // Open it: the session page shows it and the sidebar highlights it.
    await entry.click();
    await expect(page.getByRole('heading', { name: 'Photosynthesis basics' })).toBeVisible();
    await expect(entry).toHaveAttribute('aria-current', 'page');
    await shoot(page, `session-${lang}`);

    // Rename inline: too short first (no request, inline message), then a real name.
    await sidebar.getByRole('button', { name: text.options('Photosynthesis basics') }).click();
    await page.getByRole('menuitem', { name: text.rename }).click();
    const input = sidebar.getByRole('textbox', { name: text.renameLabel('Photosynthesis basics') });
    await expect(input).toBeFocused();
    await input.fill('ab');
    await input.press('Enter');
    await expect(sidebar.getByText(text.nameTooShort)).toBeVisible();
    await shoot(page, `rename-${lang}`);
    await input.fill('Photosynthesis');
    await input.press('Enter');
    const renamed = sidebar.getByRole('link', { name: 'Photosynthesis', exact: true });
    await expect(renamed).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Photosynthesis', exact: true })).toBeVisible();

    // Share: create the link, copy it.
    await sidebar.getByRole('button', { name: text.options('Photosynthesis') }).click();
    await page.getByRole('menuitem', { name: text.share }).click();
    const shareDialog = page.getByRole('dialog', { name: text.shareTitle });
    await expect(shareDialog).toBeVisible();
    // notes and highlights stay private unless the owner includes them (issue 21)
    const includeNotes = shareDialog.getByRole('checkbox', { name: text.includeNotes });
    await expect(includeNotes).not.toBeChecked();
    await includeNotes.check();
    await shareDialog.getByRole('button', { name: text.createLink }).click();
    await expect(shareDialog.getByText(text.notesIncluded)).toBeVisible();
    const linkField = shareDialog.getByRole('textbox', { name: text.shareLink });
    await expect(linkField).toHaveValue(
      new RegExp(`/session\\?folder_id=root&session_id=${sessionId}&sharetoken=[^&]+$`),
    );
    await shareDialog.getByRole('button', { name: text.copy }).click();
    await expect(shareDialog.getByRole('button', { name: text.copied })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await linkField.inputValue());
    await shoot(page, `share-modal-${lang}`);
    await shareDialog.getByRole('button', { name: text.close }).last().click();
    await expect(shareDialog).toBeHidden();

    // Delete it: it leaves the list and, as it was open, the page goes home.
    await sidebar.getByRole('button', { name: text.options('Photosynthesis') }).click();
    await page.getByRole('menuitem', { name: text.delete }).click();
    const deleteDialog = page.getByRole('alertdialog', { name: text.deleteTitle });
    await expect(deleteDialog).toContainText('Photosynthesis');
    await shoot(page, `delete-modal-${lang}`);
    await deleteDialog.getByRole('button', { name: text.delete }).click();
    await expect(deleteDialog).toBeHidden();
    await expect(sidebar.getByText(text.empty)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // Log out: lands on / as a visitor, with the token and the persisted cache gone.
    await page.getByRole('button', { name: text.account }).click();
    await page.getByRole('button', { name: text.logout }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: text.login })).toBeVisible();
    const stored = await page.evaluate(() => ({
      token: window.localStorage.getItem('mnemo.token'),
      cache: window.localStorage.getItem('mnemo.query-cache'),
    }));
    expect(stored.token).toBeNull();
    expect(stored.cache === null || !stored.cache.includes('Photosynthesis')).toBe(true);
  });
}

test('no page scrolls sideways at 375 px', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });
  const page = await context.newPage();

  const token = await registerAccount(page.request, { name: 'Narrow Screen Person', tag: 'narrow' });
  const id = await createEmptySession(
    page.request,
    token,
    'A session with a rather long name that must be truncated nicely',
  );

  async function expectNoSidewaysScroll(url: string, name: string): Promise<void> {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    const sizes = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
      innerWidth: window.innerWidth,
    }));
    expect(sizes.scrollWidth, `${url} scrolls sideways`).toBeLessThanOrEqual(sizes.innerWidth);
    await shoot(page, `375-${name}`);
  }

  await expectNoSidewaysScroll('/', 'home-visitor');
  await expectNoSidewaysScroll('/register', 'register');
  await expectNoSidewaysScroll('/login?lang=pt', 'login-pt');
  await page.evaluate((value) => window.localStorage.setItem('mnemo.token', value), token);
  await expectNoSidewaysScroll('/?lang=en', 'home');
  await expectNoSidewaysScroll('/library', 'library');
  await expectNoSidewaysScroll(`/session?folder_id=root&session_id=${id}`, 'session');
  await expectNoSidewaysScroll('/settings', 'settings');

  // The sidebar is a drawer here: closed at first, over the page when opened, closed by a tap outside.
  await page.goto('/');
  const sidebar = page.getByRole('navigation', { name: 'Sessions' });
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Open sidebar' }).click();
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByRole('link', { name: /A session with a rather long name/ })).toBeVisible();
  await shoot(page, '375-drawer');
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
  await shoot(page, '375-account');
  await page.keyboard.press('Escape');
  await page.mouse.click(360, 400);
  await expect(sidebar).toBeHidden();
  await context.close();
});

test('visitor home and the dark theme', async ({ browser }) => {
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/');
  await expect(visitorPage.getByRole('heading', { name: TEXT.en.homeTitle })).toBeVisible();
  // Visitors see register and login in the sidebar instead of sessions (spec §2).
  await expect(visitorPage.getByRole('link', { name: 'Create free account' })).toBeVisible();
  await shoot(visitorPage, 'home-visitor');
  await visitor.close();

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
  const page = await context.newPage();
  const token = await registerAccount(page.request, { name: 'Night Owl', tag: 'dark' });
  await createEmptySession(page.request, token, 'Organic chemistry');
  await page.goto('/');
  await page.evaluate((value) => window.localStorage.setItem('mnemo.token', value), token);
  await page.goto('/');
  const sidebar = page.getByRole('navigation', { name: 'Sessions' });
  await expect(sidebar.getByRole('link', { name: 'Organic chemistry' })).toBeVisible();
  await shoot(page, 'dark-home');
  await sidebar.getByRole('button', { name: 'Options for Organic chemistry' }).click();
  await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeVisible();
  await shoot(page, 'dark-menu');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('progressbar', { name: 'Documents' })).toBeVisible();
  await shoot(page, 'dark-account');
  await page.keyboard.press('Escape');
  await page.goto('/library');
  await page.getByRole('button', { name: 'New folder' }).click();
  await page.getByRole('textbox', { name: 'Folder name' }).fill('Chemistry');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('link', { name: /Chemistry/ }).first()).toBeVisible();
  await shoot(page, 'dark-library');
  await context.close();
});
