import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_TOKEN_STORAGE_KEY } from '../../../lib/auth-token.ts';
import { i18n } from '../../../lib/i18n.ts';
import { apiError, json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithProviders, signInForTest } from '../../../test/render-app.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';

afterEach(() => window.sessionStorage.clear());

// (an account with a password: app/routes/settings.test.tsx)
describe('DeleteAccountSection for an account that signs in with Google only', () => {
  it('asks for a fresh Google sign-in, not a password, in Portuguese', async () => {
    await i18n.changeLanguage('pt');
    signInForTest('google-token');
    stubFetch({});
    renderWithProviders(<DeleteAccountSection hasPassword={false} />, { path: '/settings' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Apagar conta' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Apagar a sua conta?' });
    expect(dialog).toHaveTextContent('Esta conta entra com a Google, por isso não tem palavra-passe a introduzir.');
    expect(within(dialog).getByRole('link', { name: 'Entrar com a Google novamente' })).toHaveAttribute(
      'href',
      '/api/auth/google',
    );
    expect(within(dialog).queryByLabelText('Palavra-passe')).toBeNull();
  });

  it('asks a Google-only account for no password but for a fresh Google sign-in that comes back here, and deletes once the server accepts', async () => {
    signInForTest('google-token');
    let deletions = 0;
    const network = stubFetch({
      'DELETE /api/auth/me': () => {
        deletions += 1;
        return deletions === 1
          ? apiError(
              403,
              'FORBIDDEN',
              'This account signs in with Google: sign in with Google again, then delete the account within 10 minutes.',
            )
          : { status: 204 };
      },
    });
    const view = renderWithProviders(<DeleteAccountSection hasPassword={false} />, { path: '/settings' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('This account signs in with Google, so it has no password to enter.');
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    const again = within(dialog).getByRole('link', { name: 'Sign in with Google again' });
    expect(again).toHaveAttribute('href', '/api/auth/google');
    // the sign-in it starts comes back to the account page (the callback reads the path once)
    again.addEventListener('click', (event) => event.preventDefault());
    await user.click(again);
    expect(window.sessionStorage.getItem('mnemo.googleReturnPath')).toBe('/settings');

    // a sign-in too old: the server's reason shows and the account stays
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'sign in with Google again, then delete the account within 10 minutes',
    );
    expect(network.find('DELETE', '/api/auth/me')[0]?.body).toEqual({});
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).not.toBeNull();
    // after a fresh sign-in it goes, and the user leaves signed out
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('DeleteAccountSection for an account that signs in through the organisation', () => {
  it("offers a fresh sign-in with the organisation's provider, by its name", async () => {
    await i18n.changeLanguage('en');
    signInForTest('oidc-token');
    stubFetch({
      'GET /api/auth/providers': json({
        google: false,
        passwordReset: false,
        oidc: { name: 'Escola Azul' },
        passwordSignIn: false,
        signup: 'oidc-only',
      }),
    });
    renderWithProviders(<DeleteAccountSection hasPassword={false} />, { path: '/settings' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(await within(dialog).findByRole('link', { name: 'Sign in with Escola Azul again' })).toHaveAttribute(
      'href',
      '/api/auth/oidc',
    );
    expect(dialog).toHaveTextContent('This account signs in without a password.');
    expect(within(dialog).queryByRole('link', { name: 'Sign in with Google again' })).toBeNull();
  });
});
