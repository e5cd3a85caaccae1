import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminUser } from '@mnemo/contracts/admin';
import { i18n } from '../../../lib/i18n.ts';
import { buildQuota, buildUser } from '../../../test/factories.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp, signInForTest } from '../../../test/render-app.tsx';

const admin = buildUser({ name: 'Head Teacher', email: 'head@school.example', role: 'admin' });
const pupil: AdminUser = {
  uid: '5f0c2f7e-8a53-4d51-9a43-0d4d7c6c1a11',
  email: 'pupil@school.example',
  name: 'Pupil Silva',
  plan: 'FREE',
  role: 'user',
  suspended: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const self: AdminUser = { ...pupil, uid: admin.uid, email: admin.email, name: admin.name, role: 'admin' };

function stubAdminApi(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/auth/me': json({ user: admin }),
    'GET /api/quota': json(buildQuota()),
    'GET /api/sessions': json({ sessions: [] }),
    'GET /api/auth/providers': json({
      google: false,
      passwordReset: false,
      oidc: { name: 'Escola' },
      passwordSignIn: true,
      signup: 'invite',
    }),
    'GET /api/admin/users': json({ users: [self, pupil] }),
    'PATCH /api/admin/users/:userId': (request) =>
      json({ user: { ...pupil, ...(request.body as Partial<AdminUser>) } }),
    'DELETE /api/admin/users/:userId': { status: 204 },
    'GET /api/admin/invitations': json({
      invitations: [
        {
          id: '0e7a4c1e-2d0f-4bb5-8a1c-5e2f1f9c3b22',
          email: 'waiting@school.example',
          createdAt: new Date().toISOString(),
          expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
          usedAt: null,
        },
      ],
    }),
    'POST /api/admin/invitations': json(
      {
        invitation: {
          id: '1e7a4c1e-2d0f-4bb5-8a1c-5e2f1f9c3b22',
          email: 'new@school.example',
          createdAt: new Date().toISOString(),
          expiresAt: new Date(Date.now() + 14 * 86_400_000).toISOString(),
          usedAt: null,
        },
        link: 'http://mnemo.test/register?invitation=abc&email=new%40school.example',
        emailed: false,
      },
      201,
    ),
    'DELETE /api/admin/invitations/:invitationId': { status: 204 },
    'GET /api/admin/usage': json({
      storageBytes: 3 * 1024 * 1024,
      periods: [{ month: '2026-11', documentsProcessed: 42, aiTokens: 12000 }],
    }),
    'GET /api/admin/audit': json({
      entries: [
        {
          id: '2',
          actor: 'head@school.example',
          action: 'suspend',
          target: 'old@school.example',
          detail: null,
          at: '2026-11-20T09:00:00.000Z',
        },
        {
          id: '1',
          actor: 'cli',
          action: 'set-role',
          target: 'head@school.example',
          detail: 'admin',
          at: '2026-11-19T09:00:00.000Z',
        },
      ],
    }),
    ...extra,
  });
}

afterEach(async () => {
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});

describe('the Admin page', () => {
  it('is not shown to a user who is not an admin, and not offered in the account menu', async () => {
    signInForTest();
    stubAdminApi({ 'GET /api/auth/me': json({ user: { ...admin, role: 'user' } }) });
    renderApp({ initialEntries: ['/admin'] });
    expect(await screen.findByText('Only administrators can open this page.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Users' })).not.toBeInTheDocument();
    const person = userEvent.setup();
    await person.click(screen.getByRole('button', { name: /Account/ }));
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('is in the account menu of an admin', async () => {
    signInForTest();
    stubAdminApi();
    const { router } = renderApp({ initialEntries: ['/library'] });
    const person = userEvent.setup();
    await person.click(await screen.findByRole('button', { name: /Account/ }));
    await person.click(await screen.findByRole('link', { name: 'Admin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
  });

  it('lists and searches the users, changes a plan, suspends and deletes — never its own account', async () => {
    signInForTest();
    const network = stubAdminApi();
    renderApp({ initialEntries: ['/admin'] });
    const person = userEvent.setup();
    expect(await screen.findByText('Pupil Silva')).toBeInTheDocument();
    // its own row has no suspend or delete, and its role cannot be changed here
    expect(screen.queryByRole('button', { name: `Suspend ${admin.email}` })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: `Role of ${admin.email}` })).toBeDisabled();

    await person.type(screen.getByRole('searchbox', { name: 'Search by email or name' }), 'silva');
    await waitFor(() =>
      expect(network.find('GET', '/api/admin/users').some((call) => call.search.get('q') === 'silva')).toBe(true),
    );

    await person.selectOptions(screen.getByRole('combobox', { name: `Plan of ${pupil.email}` }), 'PERSONAL');
    await waitFor(() => expect(network.find('PATCH', `/api/admin/users/${pupil.uid}`)).toHaveLength(1));
    expect(network.find('PATCH', `/api/admin/users/${pupil.uid}`)[0]?.body).toEqual({ plan: 'PERSONAL' });

    await person.click(screen.getByRole('button', { name: `Suspend ${pupil.email}` }));
    await waitFor(() => expect(network.find('PATCH', `/api/admin/users/${pupil.uid}`)).toHaveLength(2));
    expect(network.find('PATCH', `/api/admin/users/${pupil.uid}`)[1]?.body).toEqual({ suspended: true });

    await person.click(screen.getByRole('button', { name: `Delete ${pupil.email}` }));
    expect(network.find('DELETE', `/api/admin/users/${pupil.uid}`)).toHaveLength(0);
    await person.click(screen.getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(network.find('DELETE', `/api/admin/users/${pupil.uid}`)).toHaveLength(1));
  });

  it('invites an address and shows the link to copy when mail is not set up; withdraws an invitation', async () => {
    signInForTest();
    const network = stubAdminApi();
    renderApp({ initialEntries: ['/admin'] });
    const person = userEvent.setup();
    await person.type(await screen.findByRole('textbox', { name: 'Email to invite' }), 'new@school.example');
    await person.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByRole('textbox', { name: 'Invitation link' })).toHaveValue(
      'http://mnemo.test/register?invitation=abc&email=new%40school.example',
    );
    expect(network.find('POST', '/api/admin/invitations')[0]?.body).toEqual({ email: 'new@school.example' });
    await person.click(screen.getByRole('button', { name: 'Withdraw the invitation of waiting@school.example' }));
    await waitFor(() =>
      expect(network.find('DELETE', '/api/admin/invitations/0e7a4c1e-2d0f-4bb5-8a1c-5e2f1f9c3b22')).toHaveLength(1),
    );
  });

  it('shows the usage by month and the audit log, in Portuguese too', async () => {
    signInForTest();
    stubAdminApi();
    renderApp({ initialEntries: ['/admin'] });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: '2026-11' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '42' })).toBeInTheDocument();
    expect(await screen.findByText(/reset the password|changed the role/)).toHaveTextContent(
      'the command line changed the role head@school.example → admin',
    );
    await act(async () => {
      await i18n.changeLanguage('pt');
    });
    expect(await screen.findByRole('heading', { name: 'Registo de auditoria' })).toBeInTheDocument();
    expect(screen.getByText(/mudou a função/)).toHaveTextContent(
      'a linha de comandos mudou a função head@school.example → admin',
    );
    expect(screen.getByRole('heading', { name: 'Utilizadores' })).toBeInTheDocument();
  });
});
