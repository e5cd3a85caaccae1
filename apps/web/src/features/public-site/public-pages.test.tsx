import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { createMemoryRouter, RouterProvider, StaticRouter, useRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { buildPlans } from '../../test/factories.ts';
import { json, stubFetch } from '../../test/fetch-stub.ts';
import { signInForTest } from '../../test/render-app.tsx';
import { LANGUAGE_STORAGE_KEY } from '../../lib/language.ts';
import { publicRoutes } from './routes.tsx';
import { parseBlocks } from './blog/markdown.tsx';
import { listPostSlugs, getPost } from './blog/posts.ts';

function renderAt(path: string) {
  const router = createMemoryRouter(publicRoutes, { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

describe('learn pages', () => {
  it('have the full anatomy, in English', () => {
    renderAt('/learn/flashcards');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Flashcards made from your own material/);
    const main = screen.getByRole('main');
    for (const name of [
      'How it works',
      'Key features',
      'Perfect for',
      'Works with what you already study',
      'Explore more ways to study',
      'Frequently asked questions',
      'The research behind it',
    ]) {
      expect(within(main).getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(within(main).getAllByRole('link', { name: 'Create your free account' })[0]).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(main).getByRole('link', { name: 'Study from PDFs' })).toHaveAttribute('href', '/learn/pdf');
    expect(document.title).toBe('AI flashcard maker with spaced repetition | Mnemo');
  });

  it('link each research claim, in the spec’s wording, to its source', () => {
    renderAt('/learn/quizzes');
    expect(screen.getByText('73% better retention from quizzes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Roediger, H\. L\., & Karpicke/ })).toHaveAttribute(
      'href',
      'https://doi.org/10.1111/j.1467-9280.2006.01693.x',
    );
    expect(screen.getByText('1.5x fewer failures with active learning')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Freeman, S\./ })).toHaveAttribute(
      'href',
      'https://doi.org/10.1073/pnas.1319030111',
    );
  });

  it('have a European Portuguese twin under /pt with links staying in Portuguese', () => {
    renderAt('/pt/learn/flashcards');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Flashcards feitos a partir do teu material/);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Estudar a partir de PDF' })).toHaveAttribute(
      'href',
      '/pt/learn/pdf',
    );
    const english = screen.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/learn/flashcards?lang=en');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(document.documentElement.lang).toBe('pt-PT');
  });
});

describe('exam pages', () => {
  it('show both bar exams with their subjects, study features and tips', () => {
    renderAt('/exams/law');
    expect(screen.getByRole('heading', { name: 'Uniform Bar Exam (United States)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ordem dos Advogados exam (Portugal)' })).toBeInTheDocument();
    expect(screen.getByText('Deontologia Profissional')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Preparation tips' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How Mnemo helps you prepare' })).toBeInTheDocument();
  });

  it('cover the MCAT and Portugal’s medical admission', () => {
    renderAt('/pt/exams/medicine');
    expect(screen.getByRole('heading', { name: 'MCAT (Estados Unidos e Canadá)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Acesso a Medicina em Portugal' })).toBeInTheDocument();
  });
});

describe('pricing', () => {
  const plansReply = (billing: 'off' | 'stripe') => (request: { search: URLSearchParams }) =>
    json(buildPlans(billing, request.search.get('locale') === 'pt' ? 'EUR' : 'USD'));

  it('shows both periods’ prices from GET /api/plans, in dollars in English and euros in Portuguese', async () => {
    const api = stubFetch({ 'GET /api/plans': plansReply('stripe') });
    const { unmount } = renderAt('/pricing');
    expect(await screen.findByText('$3.99/month')).toBeInTheDocument();
    expect(screen.getByText('$99.90/year')).toBeInTheDocument();
    expect(screen.getByText('400 documents stored')).toBeInTheDocument();
    expect(screen.getByText('Files up to 50 MB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose Starter' })).toHaveAttribute('href', '/register');
    unmount();
    renderAt('/pt/pricing');
    expect(await screen.findByText('5,99 €/mês')).toBeInTheDocument();
    expect(screen.getByText('25 000 flashcards e perguntas gerados por mês')).toBeInTheDocument();
    expect(api.find('GET', '/api/plans').map((r) => r.search.get('locale'))).toEqual(['en', 'pt']);
  });

  it('marks a signed-in user’s current plan and sends a chosen plan and period to checkout, with the promotion when taken', async () => {
    signInForTest();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = stubFetch({
      'GET /api/plans': plansReply('stripe'),
      'GET /api/billing/subscription': json({
        billing: 'stripe',
        plan: 'FREE',
        status: 'free',
        period: null,
        periodEnd: null,
        scheduledPlan: null,
        hasPortal: false,
      }),
      'POST /api/billing/checkout': json({ url: 'https://pay.example.org/cs_1' }),
    });
    renderAt('/pricing?promotion=1');
    const free = await screen.findByRole('listitem', { name: 'Free' });
    expect(await within(free).findByText('Current plan')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Annual' }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose Personal' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example.org/cs_1'));
    expect(api.find('POST', '/api/billing/checkout')[0]?.body).toEqual({
      plan: 'PERSONAL',
      period: 'annual',
      promotion: true,
    });
  });

  it('shows the limits without any price when the server’s billing is off', async () => {
    const api = stubFetch({ 'GET /api/plans': plansReply('off') });
    const { container } = renderAt('/pricing');
    await waitFor(() => expect(api.find('GET', '/api/plans')).toHaveLength(1));
    await waitFor(() => expect(container.querySelector('[data-billing]')).toHaveAttribute('data-billing', 'off'));
    expect(screen.getByText('400 documents stored')).toBeInTheDocument();
    expect(screen.queryByText(/\$\d/)).toBeNull();
    expect(screen.getByText(/plans are assigned by its operator/)).toBeInTheDocument();
  });
});

describe('legal pages', () => {
  it('state the privacy claim, the minimum age and the date', () => {
    renderAt('/privacy');
    expect(screen.getByText('Last updated: 19/10/2024')).toBeInTheDocument();
    expect(screen.getByText(/scoped to your account and can be deleted/)).toBeInTheDocument();
    expect(screen.getByText(/minimum age to use Mnemo is 13/)).toBeInTheDocument();
    // Without the server's values (a client-side visit) the template names the operator generically.
    expect(screen.getByText(/how the operator of this Mnemo server, who operates/)).toBeInTheDocument();
  });
});

describe('blog', () => {
  it('lists posts with read-more links, and a post has related posts and a way back', async () => {
    const user = userEvent.setup();
    renderAt('/blog');
    const readMore = screen.getAllByRole('link', { name: /^Read more about/ });
    expect(readMore.length).toBeGreaterThanOrEqual(3);
    await user.click(screen.getByRole('link', { name: 'Read more about Why testing yourself beats re-reading' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Why testing yourself beats re-reading');
    expect(screen.getByRole('heading', { level: 2, name: 'Related posts' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Back to all posts/ })[0]).toHaveAttribute('href', '/blog');
  });

  it('has every post in both languages', () => {
    for (const slug of listPostSlugs()) {
      expect(getPost(slug, 'en'), `${slug}.en.md`).toBeDefined();
      expect(getPost(slug, 'pt'), `${slug}.pt.md`).toBeDefined();
    }
  });

  it('says so for an unknown post', () => {
    renderAt('/blog/nope');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We could not find this post.');
  });

  it('parses the Markdown it needs', () => {
    expect(parseBlocks('## Title\n\nOne\ntwo\n\n- a\n- b\n\n1. x\n\n> quote')).toEqual([
      { type: 'heading', level: 2, text: 'Title' },
      { type: 'paragraph', text: 'One two' },
      { type: 'list', ordered: false, items: ['a', 'b'] },
      { type: 'list', ordered: true, items: ['x'] },
      { type: 'quote', text: 'quote' },
    ]);
  });
});

describe('forms', () => {
  it('newsletter: shows the server’s translated refusal, then its confirmation, asking in the page language', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        new Response(
          JSON.stringify({
            error: { code: 'VALIDATION', field: 'email', message: 'Introduz um endereço de email válido.' },
          }),
          {
            status: 400,
          },
        ),
      )
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ ok: true, message: 'Obrigado! Estás na lista.' }), { status: 200 }),
      );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderAt('/pt/learn/pdf');
    const email = screen.getByLabelText('Endereço de email');
    await user.type(email, 'bad');
    await user.click(screen.getByRole('button', { name: 'Subscrever' }));
    expect(await screen.findByText('Introduz um endereço de email válido.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/signups/newsletter');
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('pt');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'bad', locale: 'pt' });

    await user.clear(email);
    await user.type(email, 'ana@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscrever' }));
    expect(await screen.findByText('Obrigado! Estás na lista.')).toBeInTheDocument();
  });

  it('early access: sends email, name and role from the educators page', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(new Response(JSON.stringify({ ok: true, message: 'Thank you!' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderAt('/educators');
    expect(screen.getAllByText('Coming soon').length).toBeGreaterThanOrEqual(5);
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

  it('feedback: sends the message with the page it was written on', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(
        new Response(JSON.stringify({ ok: true, message: 'Thanks for the feedback' }), { status: 200 }),
      );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderAt('/exams/sat');
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

describe('hydration', () => {
  function StaticPage() {
    return useRoutes(publicRoutes);
  }

  it.each(['/learn/flashcards', '/pt/exams/law', '/educators', '/pt/pricing', '/blog/forgetting-curve', '/privacy'])(
    '%s hydrates the server HTML without a mismatch',
    async (path) => {
      const html = renderToString(
        <StaticRouter location={path}>
          <StaticPage />
        </StaticRouter>,
      );
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const firstHeading = container.querySelector('h1');
      const recoverable = vi.fn();
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const router = createMemoryRouter(publicRoutes, { initialEntries: [path] });
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        root = hydrateRoot(container, <RouterProvider router={router} />, { onRecoverableError: recoverable });
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
      // The same DOM node survives: React adopted the HTML instead of replacing it.
      expect(container.querySelector('h1')).toBe(firstHeading);
      await waitFor(() => expect(container.querySelector('h1')).not.toBeNull());
      act(() => root?.unmount());
      container.remove();
    },
  );
  it('a signed-in visitor gets the same static header, then a way back into the app instead of log in and sign up', async () => {
    signInForTest();
    // a Portuguese learner (their saved choice): a signed-in learner is kept in their own language
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'pt');
    const html = renderToString(
      <StaticRouter location="/pt/pricing">
        <StaticPage />
      </StaticRouter>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const header = within(container.querySelector('header')!);
    expect(header.getByRole('link', { name: 'Iniciar sessão' })).toBeInTheDocument();
    const recoverable = vi.fn();
    const router = createMemoryRouter(publicRoutes, { initialEntries: ['/pt/pricing'] });
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <RouterProvider router={router} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(header.getByRole('link', { name: 'Abrir o Mnemo' })).toHaveAttribute('href', '/');
    expect(header.queryByRole('link', { name: 'Iniciar sessão' })).toBeNull();
    expect(header.queryByRole('link', { name: 'Registar grátis' })).toBeNull();
    act(() => root?.unmount());
    container.remove();
  });
});
