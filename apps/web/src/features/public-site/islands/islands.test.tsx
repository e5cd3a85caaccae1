import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { StaticRouter, useRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInForTest } from '../../../test/render-app.tsx';
import { LANGUAGE_STORAGE_KEY } from '../../../lib/language.ts';
import { publicRoutes } from '../routes.tsx';
import { showSignedInHeader } from './account.ts';
import { enhanceForms } from './forms.ts';
import { settleLanguage } from './language.ts';

/*
 * The prerendered pages' script (ADR 101) on the very markup the build writes: the page rendered to
 * static HTML (as scripts/prerender.mjs does), put in the document with no React running, then
 * enhanced by the islands' functions. The forms must behave as the React forms do (public-pages.test.tsx).
 */

function StaticPage() {
  return useRoutes(publicRoutes);
}

/** The static page at `path` in the document, its forms enhanced; nothing of React runs on it. */
function openStaticPage(path: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <StaticRouter location={path}>
      <StaticPage />
    </StaticRouter>,
  );
  document.body.append(container);
  enhanceForms(container, { token: () => window.localStorage.getItem('mnemo.token'), pathname: () => path });
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

const reply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('public forms without React', () => {
  it('newsletter: shows the server’s translated refusal, then its confirmation, asking in the page language', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        reply({ error: { code: 'VALIDATION', field: 'email', message: 'Introduz um endereço de email válido.' } }, 400),
      )
      .mockResolvedValueOnce(reply({ ok: true, message: 'Obrigado! Estás na lista.' }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    openStaticPage('/pt/learn/pdf');
    const email = screen.getByLabelText('Endereço de email');
    await user.type(email, 'bad');
    await user.click(screen.getByRole('button', { name: 'Subscrever' }));
    expect(await screen.findByText('Introduz um endereço de email válido.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/signups/newsletter');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('pt');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'bad', locale: 'pt' });

    await user.clear(email);
    await user.type(email, 'ana@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscrever' }));
    expect(await screen.findByText('Obrigado! Estás na lista.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('Obrigado! Estás na lista.')).toHaveClass('text-success-fg');
  });

  it('says “sending” on the button while the request is out, and takes one submit at a time', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn().mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    openStaticPage('/learn/pdf');
    await user.type(screen.getByLabelText('Email address'), 'ana@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const sending = screen.getByRole('button', { name: 'Sending…' });
    expect(sending).toBeDisabled();
    await user.click(sending);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(reply({ ok: true, message: 'Thanks! You are on the list.' }));
    expect(await screen.findByText('Thanks! You are on the list.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('shows the page’s own message, in its language, when the server cannot be reached or says nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValueOnce(new Response('', { status: 502 })),
    );
    const user = userEvent.setup();
    openStaticPage('/pt/exams/law');
    await user.type(screen.getByLabelText('Endereço de email'), 'ana@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscrever' }));
    const status = await screen.findByText('Algo correu mal. Tenta novamente mais tarde.');
    expect(status).toHaveClass('text-danger-fg');
    status.textContent = '';
    await user.click(screen.getByRole('button', { name: 'Subscrever' }));
    expect(await screen.findByText('Algo correu mal. Tenta novamente mais tarde.')).toBeInTheDocument();
  });

  it('early access: sends email, name and role from the educators page', async () => {
    const fetchMock = vi.fn().mockResolvedValue(reply({ ok: true, message: 'Thank you!' }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    openStaticPage('/educators');
    await user.type(screen.getByLabelText('School email'), 'prof@school.edu');
    await user.type(screen.getByLabelText('Name (optional)'), 'Maria');
    await user.selectOptions(screen.getByLabelText('Role (optional)'), 'lecturer');
    await user.click(screen.getByRole('button', { name: 'Request early access' }));
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/signups/early-access');
    expect(JSON.parse(init.body as string)).toEqual({
      email: 'prof@school.edu',
      name: 'Maria',
      role: 'lecturer',
      locale: 'en',
    });
  });

  it('early access: leaves the optional fields out when empty, as the React form does', async () => {
    const fetchMock = vi.fn().mockResolvedValue(reply({ ok: true, message: 'Obrigado!' }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    openStaticPage('/pt/educators');
    await user.click(screen.getByRole('button', { name: 'Pedir acesso antecipado' }));
    expect(await screen.findByText('Obrigado!')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ email: '', locale: 'pt' });
  });

  it('feedback: sends the message with the page it was written on', async () => {
    const fetchMock = vi.fn().mockResolvedValue(reply({ ok: true, message: 'Thanks for the feedback' }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    openStaticPage('/exams/sat');
    await user.click(screen.getByText('Send feedback', { selector: 'summary' }));
    await user.type(screen.getByLabelText('Your feedback'), 'More SAT math, please');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thanks for the feedback')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/feedback');
    expect(JSON.parse(init.body as string)).toEqual({
      message: 'More SAT math, please',
      page: '/exams/sat',
      locale: 'en',
    });
  });
});

describe('signed-in header without React', () => {
  it('shows the way back into the app instead of log in and sign up once /api/auth/me accepts the token', async () => {
    const fetchMock = vi.fn().mockResolvedValue(reply({ id: 'u1', email: 'ana@example.org' }));
    const page = openStaticPage('/pt/learn/flashcards');
    const header = within(page.querySelector('header')!);
    expect(header.getByRole('link', { name: 'Iniciar sessão' })).toBeInTheDocument();
    expect(header.queryByRole('link', { name: 'Abrir o Mnemo' })).toBeNull();
    await expect(showSignedInHeader(page, 'test-token', fetchMock)).resolves.toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/me');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
    expect(header.getByRole('link', { name: 'Abrir o Mnemo' })).toHaveAttribute('href', '/');
    expect(header.queryByRole('link', { name: 'Iniciar sessão' })).toBeNull();
    expect(header.queryByRole('link', { name: 'Registar grátis' })).toBeNull();
  });

  it('keeps the visitor’s header without a token, or when the token is refused', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(reply({ error: { code: 'UNAUTHENTICATED', message: 'Sign in again.' } }, 401));
    const page = openStaticPage('/learn/flashcards');
    const header = within(page.querySelector('header')!);
    await expect(showSignedInHeader(page, null, fetchMock)).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(showSignedInHeader(page, 'stale', fetchMock)).resolves.toBe(false);
    await waitFor(() => expect(header.getByRole('link', { name: 'Sign up free' })).toBeInTheDocument());
    expect(header.queryByRole('link', { name: 'Open Mnemo' })).toBeNull();
  });
});

describe('the visitor’s language on a public page', () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

  it('a visitor reading a page makes its language the app’s', () => {
    expect(settleLanguage('pt', at('/pt/learn/pdf'), false)).toBeNull();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('pt');
    expect(settleLanguage('en', at('/learn/pdf'), false)).toBeNull();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('the switch’s ?lang= is saved as the choice, signed in or not', () => {
    signInForTest();
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(settleLanguage('pt', at('/pt/learn/pdf', '?lang=pt'), true)).toBeNull();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('pt');
  });

  it('a signed-in learner is sent to the twin in their own language, keeping the query and fragment', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'pt');
    expect(settleLanguage('en', at('/exams/law', '?ref=mail', '#faq'), true)).toBe('/pt/exams/law?ref=mail#faq');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('pt');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(settleLanguage('pt', at('/pt/blog'), true)).toBe('/blog');
  });
});
