import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_TOKEN_STORAGE_KEY } from '../lib/auth-token.ts';
import { LANGUAGE_STORAGE_KEY } from '../lib/language.ts';
import { QUERY_CACHE_STORAGE_KEY, QUERY_PERSIST_THROTTLE_MS } from '../lib/query-client.ts';
import { apiError, json, stubFetch } from '../test/fetch-stub.ts';
import { buildPlans, buildQuota, buildSessionFile, buildSessionSummary, buildUser } from '../test/factories.ts';
import { i18n } from '../lib/i18n.ts';
import { renderApp, signInForTest } from '../test/render-app.tsx';
import { routes } from './router.tsx';

const user = buildUser({ name: 'Ada Lovelace', email: 'ada@example.com' });

function stubSignedInApi(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/auth/me': json({ user }),
    'GET /api/sessions': json({ sessions: [buildSessionSummary({ name: 'Biology notes' })] }),
    'GET /api/quota': json(buildQuota({ documentsStored: 9 })),
    'GET /api/auth/providers': json({
      google: false,
      passwordReset: false,
      oidc: null,
      passwordSignIn: true,
      signup: 'open',
    }),
    'PATCH /api/auth/me': (request) => json({ user: { ...user, ...(request.body as object) } }),
    'POST /api/auth/logout': { status: 204 },
    ...extra,
  });
}

function readPersistedQueryKeys(): string {
  const raw = window.localStorage.getItem(QUERY_CACHE_STORAGE_KEY);
  if (!raw) return '';
  const parsed = JSON.parse(raw) as { clientState?: { queries?: Array<{ queryHash?: string }> } };
  return (parsed.clientState?.queries ?? []).map((query) => query.queryHash).join(' ');
}

function readPersistedQueryCount(): number {
  const raw = window.localStorage.getItem(QUERY_CACHE_STORAGE_KEY);
  if (!raw) return 0;
  const parsed = JSON.parse(raw) as { clientState?: { queries?: unknown[] } };
  return parsed.clientState?.queries?.length ?? 0;
}

describe('language (spec §4)', () => {
  it('shows the language from ?lang= and saves it', async () => {
    stubFetch({
      'GET /api/auth/providers': json({
        google: false,
        passwordReset: false,
        oidc: null,
        passwordSignIn: true,
        signup: 'open',
      }),
    });
    renderApp({ initialEntries: ['/?lang=pt'] });
    expect(await screen.findByRole('heading', { name: 'O que quer aprender?' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('pt');
    expect(document.documentElement.lang).toBe('pt-PT');
  });

  it('ignores unsupported codes', async () => {
    stubFetch({});
    renderApp({ initialEntries: ['/?lang=de'] });
    expect(await screen.findByRole('heading', { name: 'What do you want to learn?' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('updates lang in the URL in place when it is there', async () => {
    stubFetch({});
    const { router } = renderApp({ initialEntries: ['/?lang=en'] });
    const person = userEvent.setup();
    await person.click(await screen.findByRole('button', { name: /Language: English$/ }));
    await person.click(await screen.findByRole('menuitemradio', { name: 'Português' }));
    expect(await screen.findByRole('heading', { name: 'O que quer aprender?' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?lang=pt');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('pt');
  });

  it('leaves a URL without lang alone', async () => {
    stubFetch({});
    const { router } = renderApp({ initialEntries: ['/'] });
    const person = userEvent.setup();
    await person.click(await screen.findByRole('button', { name: /Language: English$/ }));
    await person.click(await screen.findByRole('menuitemradio', { name: 'Português' }));
    await screen.findByRole('heading', { name: 'O que quer aprender?' });
    expect(router.state.location.search).toBe('');
  });

  it('re-reads lang on history navigation', async () => {
    stubFetch({});
    const { router } = renderApp({ initialEntries: ['/?lang=pt'] });
    await screen.findByRole('heading', { name: 'O que quer aprender?' });
    await act(() => router.navigate('/?lang=en'));
    expect(await screen.findByRole('heading', { name: 'What do you want to learn?' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'O que quer aprender?' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('pt');
  });

  it('saves a signed-in user’s choice to the account', async () => {
    signInForTest();
    const network = stubSignedInApi();
    renderApp();
    const person = userEvent.setup();
    await screen.findByRole('button', { name: 'Account' });
    await person.click(screen.getByRole('button', { name: /Language: English$/ }));
    await person.click(await screen.findByRole('menuitemradio', { name: 'Português' }));
    await waitFor(() => expect(network.find('PATCH', '/api/auth/me')).toHaveLength(1));
    expect(network.find('PATCH', '/api/auth/me')[0]?.body).toEqual({ locale: 'pt' });
  });
});

describe('language of a signed-in learner (issue 23 item 8)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('saves a language chosen on this device by ?lang= to the account, so the server writes in it too', async () => {
    signInForTest();
    const network = stubSignedInApi();
    renderApp({ initialEntries: ['/?lang=pt'] });
    await waitFor(() => expect(network.find('PATCH', '/api/auth/me')).toHaveLength(1));
    expect(network.find('PATCH', '/api/auth/me')[0]?.body).toEqual({ locale: 'pt' });
    expect(await screen.findByRole('heading', { name: 'O que quer aprender?' })).toBeInTheDocument();
  });

  it("takes the account's language when none was chosen on this device", async () => {
    signInForTest();
    const network = stubSignedInApi({ 'GET /api/auth/me': json({ user: { ...user, locale: 'pt' } }) });
    renderApp();
    expect(await screen.findByRole('heading', { name: 'O que quer aprender?' })).toBeInTheDocument();
    expect(network.find('PATCH', '/api/auth/me')).toHaveLength(0);
  });

  it('opens a public page typed in the other language in theirs (/pricing → /pt/pricing), keeping the app in Portuguese', async () => {
    signInForTest();
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'pt');
    await i18n.changeLanguage('pt');
    stubSignedInApi({
      'GET /api/auth/me': json({ user: { ...user, locale: 'pt' } }),
      'GET /api/plans': json(buildPlans('off')),
    });
    const { router } = renderApp({ initialEntries: ['/pricing'], routes });
    // the public pages are a lazy chunk of their own, compiled on first use here
    await waitFor(() => expect(router.state.location.pathname).toBe('/pt/pricing'), { timeout: 10_000 });
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('pt');
    await act(() => router.navigate('/new'));
    expect(await screen.findByRole('button', { name: /^PT Idioma/ })).toBeInTheDocument();
  });
});

describe('top bar and account panel', () => {
  it('shows login for visitors and the avatar with initials, email, quota and logout when signed in', async () => {
    signInForTest();
    stubSignedInApi();
    renderApp();
    const person = userEvent.setup();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    const avatar = await screen.findByRole('button', { name: 'Account' });
    expect(avatar).toHaveTextContent('AL');
    await person.click(avatar);
    const panel = await screen.findByRole('dialog', { name: 'Account' });
    expect(within(panel).getByText('ada@example.com')).toBeInTheDocument();
    expect(await within(panel).findByRole('progressbar', { name: 'Documents' })).toHaveAttribute(
      'data-level',
      'danger',
    );
    expect(within(panel).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('offers login to visitors and no sidebar toggle or avatar', async () => {
    stubFetch({});
    renderApp();
    const topBar = screen.getByRole('banner');
    expect(await within(topBar).findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: /sidebar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
  });
});

describe('logout', () => {
  it('revokes the token, clears it and the persisted query cache, and lands on /', async () => {
    // the cache's writes are throttled (a timeout): a fake clock, moved on by the test, runs them
    // (an app of an earlier test writes nothing once unmounted: renderApp)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    signInForTest();
    const network = stubSignedInApi();
    const { router } = renderApp({ initialEntries: ['/library'] });
    const person = userEvent.setup();
    await person.click(await screen.findByRole('button', { name: 'Account' }));
    await screen.findByRole('progressbar', { name: 'Documents' });
    // The cache is written to localStorage (throttled to once a second).
    await vi.advanceTimersByTimeAsync(QUERY_PERSIST_THROTTLE_MS);
    expect(readPersistedQueryCount()).toBeGreaterThan(0);

    await person.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(network.find('POST', '/api/auth/logout')).toHaveLength(1);
    expect(network.find('POST', '/api/auth/logout')[0]?.headers.get('Authorization')).toBe('Bearer test-token');
    // the user is forgotten once the navigation to / has settled (useLeaveAndClearSession), a moment after
    // the router's location changes: wait for that event, then token and cache go together
    await waitFor(() => expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull());
    expect(readPersistedQueryCount(), readPersistedQueryKeys()).toBe(0);
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    // A throttled write still pending must not bring the old data back: it runs now.
    await vi.advanceTimersByTimeAsync(QUERY_PERSIST_THROTTLE_MS);
    expect(readPersistedQueryCount()).toBe(0);
  });
});

describe('auth pages', () => {
  it('sends visitors of the library to login and back afterwards', async () => {
    const network = stubSignedInApi({
      'POST /api/auth/login': json({ token: 'fresh', user }),
      'GET /api/directory/:folderId': json({ contents: [] }),
    });
    window.localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
    const { router } = renderApp({ initialEntries: ['/library'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Flibrary');
    const person = userEvent.setup();
    await person.type(screen.getByLabelText('Email'), 'ada@example.com');
    await person.type(screen.getByLabelText('Password'), 'correct horse');
    await person.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/library'));
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('fresh');
    expect(network.find('POST', '/api/auth/login')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
    });
    expect(await screen.findByText('Your library is empty')).toBeInTheDocument();
  });

  it('shows the server message on a failed login', async () => {
    stubFetch({
      'GET /api/auth/providers': json({
        google: true,
        passwordReset: true,
        oidc: null,
        passwordSignIn: true,
        signup: 'open',
      }),
      'POST /api/auth/login': apiError(401, 'UNAUTHENTICATED', 'The email or password is not correct.'),
    });
    renderApp({ initialEntries: ['/login'] });
    const person = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/google',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeInTheDocument();
    await person.type(screen.getByLabelText('Email'), 'ada@example.com');
    await person.type(screen.getByLabelText('Password'), 'wrong');
    await person.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is not correct.');
  });

  it('sends the age confirmation along with Google sign-up only once it is given', async () => {
    stubFetch({
      'GET /api/auth/providers': json({
        google: true,
        passwordReset: false,
        oidc: null,
        passwordSignIn: true,
        signup: 'open',
      }),
    });
    renderApp({ initialEntries: ['/register'] });
    const person = userEvent.setup();
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google).toHaveAttribute('href', '/api/auth/google');
    await person.click(screen.getByRole('checkbox', { name: /13/ }));
    expect(google).toHaveAttribute('href', '/api/auth/google?ageConfirmed=true');
  });

  it('requires the age confirmation before registering, then registers in the UI language', async () => {
    await act(async () => {
      window.localStorage.setItem('mnemo.lang', 'pt');
    });
    const network = stubSignedInApi({
      'POST /api/auth/register': json({ token: 'new-token', user: { ...user, locale: 'pt' } }, 201),
    });
    const { router } = renderApp({ initialEntries: ['/register?lang=pt'] });
    const person = userEvent.setup();
    await person.type(await screen.findByLabelText('Nome'), 'Ada Lovelace');
    await person.type(screen.getByLabelText('Email'), 'ada@example.com');
    await person.type(screen.getByLabelText('Palavra-passe'), 'long enough');
    await person.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('Tem de ter pelo menos 13 anos para criar uma conta.')).toBeInTheDocument();
    expect(network.find('POST', '/api/auth/register')).toHaveLength(0);

    await person.click(screen.getByRole('checkbox', { name: 'Confirmo que tenho pelo menos 13 anos' }));
    await person.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(network.find('POST', '/api/auth/register')[0]?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'long enough',
      ageConfirmed: true,
      locale: 'pt',
    });
    expect(await screen.findByRole('button', { name: 'Conta' })).toBeInTheDocument();
  });
});

describe('session page', () => {
  const session = buildSessionFile({ name: 'Shared biology', flashcards: [], questions: [] });

  it('shows the session name, summary and counts', async () => {
    signInForTest();
    stubSignedInApi({ 'GET /api/directory/:folderId/file/:fileId': json(session) });
    renderApp({ initialEntries: [`/session?folder_id=root&session_id=${session.id}`] });
    expect(await screen.findByRole('heading', { name: 'Shared biology' })).toBeInTheDocument();
    expect(screen.getByText('Cells are the basic unit of life.')).toBeInTheDocument();
    const overview = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(within(overview).getByText('Flashcards').previousElementSibling).toHaveTextContent('0');
  });

  it('shows the message of a 403 with a share token', async () => {
    signInForTest();
    const network = stubSignedInApi({
      'GET /api/directory/:folderId/file/:fileId': apiError(
        403,
        'SHARE_TOKEN_EXPIRED',
        'The link has expired. Please request a new one.',
      ),
    });
    renderApp({ initialEntries: [`/session?folder_id=root&session_id=${session.id}&sharetoken=old`] });
    expect(await screen.findByText('The link has expired. Please request a new one.')).toBeInTheDocument();
    expect(network.find('GET', `/api/directory/root/file/${session.id}`)[0]?.search.get('sharetoken')).toBe('old');
  });

  it('falls back to the share-link message when the 403 has no message', async () => {
    signInForTest();
    // a 403 whose body is no error envelope (a proxy's, say)
    stubSignedInApi({
      'GET /api/directory/:folderId/file/:fileId': new Response('{}', {
        status: 403,
        headers: { 'Content-Type': 'application/json' },
      }),
    });
    renderApp({ initialEntries: [`/session?folder_id=root&session_id=${session.id}&sharetoken=bad`] });
    expect(
      await screen.findByText('This share link is not valid. Ask the person who shared it for a new one.'),
    ).toBeInTheDocument();
  });

  it('asks visitors with a share link to log in or register', async () => {
    stubFetch({});
    renderApp({ initialEntries: [`/session?folder_id=root&session_id=${session.id}&sharetoken=tok`] });
    // spec §6 and §8: the one message, with log in and register
    expect(await screen.findByText('You are not authorized to access this session.')).toBeInTheDocument();
    expect(
      screen.getAllByRole('link', { name: 'Log in' }).some((link) => link.getAttribute('href')?.includes('next=')),
    ).toBe(true);
  });
});
