import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthProviders } from '@mnemo/contracts/auth';
import { i18n } from '../../../lib/i18n.ts';
import { buildUser } from '../../../test/factories.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const school: AuthProviders = {
  google: true,
  passwordReset: true,
  oidc: { name: 'Escola Azul' },
  passwordSignIn: true,
  signup: 'open',
};

afterEach(async () => {
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});

describe('sign-in options a server announces (GET /api/auth/providers)', () => {
  it("offers the organisation's provider by its name, in English and Portuguese", async () => {
    stubFetch({ 'GET /api/auth/providers': json(school) });
    renderApp({ initialEntries: ['/login'] });
    expect(await screen.findByRole('link', { name: 'Sign in with Escola Azul' })).toHaveAttribute(
      'href',
      '/api/auth/oidc',
    );
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    await act(async () => {
      await i18n.changeLanguage('pt');
    });
    expect(await screen.findByRole('link', { name: 'Iniciar sessão com Escola Azul' })).toBeInTheDocument();
  });

  it('hides the password form when password sign-in is off', async () => {
    stubFetch({ 'GET /api/auth/providers': json({ ...school, passwordSignIn: false, passwordReset: false }) });
    renderApp({ initialEntries: ['/login'] });
    expect(await screen.findByRole('link', { name: 'Sign in with Escola Azul' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('with SIGNUP=oidc-only, registers only through the provider, sending the age confirmation once given', async () => {
    stubFetch({ 'GET /api/auth/providers': json({ ...school, signup: 'oidc-only', passwordSignIn: false }) });
    renderApp({ initialEntries: ['/register'] });
    const person = userEvent.setup();
    const button = await screen.findByRole('link', { name: 'Sign in with Escola Azul' });
    expect(button).toHaveAttribute('href', '/api/auth/oidc');
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    await person.click(screen.getByRole('checkbox', { name: /13/ }));
    expect(button).toHaveAttribute('href', '/api/auth/oidc?ageConfirmed=true');
  });

  it("says why a provider's sign-in was refused, in the user's language", async () => {
    stubFetch({ 'GET /api/auth/providers': json(school) });
    const { unmount } = renderApp({ initialEntries: ['/auth/callback#error=signup_invite_only'] });
    expect(
      await screen.findByText('This server is by invitation only, and this email address has no open invitation.'),
    ).toBeInTheDocument();
    unmount();
    await act(async () => {
      await i18n.changeLanguage('pt');
    });
    renderApp({ initialEntries: ['/auth/callback#error=age_required'] });
    expect(await screen.findByText('Tem de ter pelo menos 13 anos para criar uma conta.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar uma conta' })).toHaveAttribute('href', '/register');
  });

  it('keeps the general message for a reason it does not know', async () => {
    stubFetch({ 'GET /api/auth/providers': json(school) });
    renderApp({ initialEntries: ['/auth/callback#error=made_up_reason'] });
    expect(await screen.findByText('Sign-in did not complete. Please try again.')).toBeInTheDocument();
  });

  it('sends the invitation of an invitation link with the sign-up, the address filled in', async () => {
    const network = stubFetch({
      'GET /api/auth/providers': json({ ...school, signup: 'invite' }),
      'GET /api/auth/me': json({ user: buildUser({ email: 'invited@example.com' }) }),
      'POST /api/auth/register': json({ token: 'new-token', user: buildUser({ email: 'invited@example.com' }) }, 201),
    });
    renderApp({ initialEntries: ['/register?invitation=an-invitation-token&email=invited%40example.com'] });
    const person = userEvent.setup();
    await person.type(await screen.findByLabelText('Name'), 'Invited');
    expect(screen.getByLabelText('Email')).toHaveValue('invited@example.com');
    await person.type(screen.getByLabelText('Password'), 'long enough');
    await person.click(screen.getByRole('checkbox', { name: /13/ }));
    await person.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(network.find('POST', '/api/auth/register')).toHaveLength(1));
    expect(network.find('POST', '/api/auth/register')[0]?.body).toMatchObject({
      email: 'invited@example.com',
      invitation: 'an-invitation-token',
    });
  });
});
