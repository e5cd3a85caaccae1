import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_TOKEN_STORAGE_KEY } from '../../lib/auth-token.ts';
import { apiError, json, stubFetch } from '../../test/fetch-stub.ts';
import { buildQuota, buildUser } from '../../test/factories.ts';
import { renderApp, signInForTest } from '../../test/render-app.tsx';
import { captureSavedFiles, fileReply } from '../../test/saved-files.ts';
import type { Scheduler } from '@mnemo/contracts/scheduler';
import { DEFAULT_PARAMETERS } from '@mnemo/domain/spaced-repetition';

function buildScheduler(overrides: Partial<Scheduler> = {}): Scheduler {
  return {
    parameters: [...DEFAULT_PARAMETERS],
    desiredRetention: 0.9,
    isPersonal: false,
    optimizedAt: null,
    reviewsUsed: 0,
    reviewsAvailable: 240,
    autoOptimize: false,
    ...overrides,
  };
}

function buildWorkload(chosen: number) {
  const at = (desiredRetention: number) => ({
    desiredRetention,
    reviewsPerDay: Math.round(desiredRetention * 100) - 50,
    minutesPerDay: desiredRetention * 10,
  });
  return {
    days: 30,
    chosen: at(chosen),
    compared: [0.8, 0.85, 0.9, 0.95].map(at),
    optimalRetention: 0.86,
    secondsPerReview: { pass: 7.5, lapse: 18, newCard: 14 },
  };
}

function renderSettings(extra: Parameters<typeof stubFetch>[0] = {}) {
  signInForTest('account-token');
  const network = stubFetch({
    'GET /api/auth/me': json({ user: buildUser({ name: 'Ada Lovelace' }) }),
    'GET /api/sessions': json({ sessions: [] }),
    'GET /api/quota': json(buildQuota()),
    'GET /api/auth/providers': json({
      google: false,
      passwordReset: false,
      oidc: null,
      passwordSignIn: true,
      signup: 'open',
    }),
    'GET /api/reminders': json({ hour: null, isAvailable: true }),
    'GET /api/me/scheduler': json(buildScheduler()),
    'GET /api/me/scheduler/workload': json(buildWorkload(0.9)),
    'GET /api/review/settings': json({
      newCardsPerDay: 20,
      libraryNewCardsPerDay: null,
      timeZone: 'UTC',
      leechThreshold: 8,
    }),
    'GET /api/billing/subscription': json({
      billing: 'off',
      plan: 'FREE',
      status: 'free',
      period: null,
      periodEnd: null,
      scheduledPlan: null,
      hasPortal: false,
    }),
    ...extra,
  });
  const view = renderApp({ initialEntries: ['/settings'] });
  return { network, view, user: userEvent.setup() };
}

describe('account page: your data (issue 14)', () => {
  it('downloads the zip of everything the user owns, with the token', async () => {
    const saved = captureSavedFiles();
    const { network, user } = renderSettings({
      'GET /api/me/export': () => fileReply('zip-bytes', 'mnemo-data-2026-11-23.zip', 'application/zip'),
    });
    expect(await screen.findByRole('heading', { name: 'Your data' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe('mnemo-data-2026-11-23.zip');
    expect(await saved[0]?.blob.text()).toBe('zip-bytes');
    expect(network.find('GET', '/api/me/export')[0]?.headers.get('Authorization')).toBe('Bearer account-token');
  });

  it('shows the server’s message when the download is refused', async () => {
    const { user } = renderSettings({
      'GET /api/me/export': apiError(429, 'RATE_LIMITED', 'Too many requests. Please wait a moment.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait a moment.');
  });

  it('deletes the account only after the password is confirmed, then goes home signed out', async () => {
    const { network, view, user } = renderSettings({ 'DELETE /api/auth/me': { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(network.find('DELETE', '/api/auth/me')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    expect(network.find('DELETE', '/api/auth/me')[0]?.body).toEqual({ password: 'correct horse' });
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('account page: daily reminders (issue 15)', () => {
  it('opts in at the hour picked, changes the hour, and opts out', async () => {
    let hour: number | null = null;
    const { network, user } = renderSettings({
      'PATCH /api/reminders': (request) => {
        hour = (request.body as { hour: number | null }).hour;
        return json({ hour, isAvailable: true });
      },
    });
    const optIn = await screen.findByRole('checkbox', { name: 'E-mail me when cards are due' });
    expect(optIn).not.toBeChecked();
    const hourField = screen.getByRole('combobox', { name: 'Hour' });
    expect(hourField).toHaveValue('18');
    // picking an hour while off saves nothing; turning on saves that hour
    await user.selectOptions(hourField, '07:00');
    expect(network.find('PATCH', '/api/reminders')).toHaveLength(0);
    await user.click(optIn);
    expect(await screen.findByRole('status')).toHaveTextContent('Daily reminders are on, at 07:00.');
    expect(network.find('PATCH', '/api/reminders')[0]?.body).toEqual({ hour: 7 });
    expect(optIn).toBeChecked();
    await user.selectOptions(hourField, '21:00');
    await waitFor(() => expect(network.find('PATCH', '/api/reminders')[1]?.body).toEqual({ hour: 21 }));
    expect(await screen.findByText('Daily reminders are on, at 21:00.')).toBeInTheDocument();
    await user.click(optIn);
    expect(await screen.findByText('Daily reminders are off.')).toBeInTheDocument();
    expect(network.find('PATCH', '/api/reminders')[2]?.body).toEqual({ hour: null });
    expect(optIn).not.toBeChecked();
  });

  it('says plainly that reminders need e-mail when the server has no SMTP (409)', async () => {
    const { user } = renderSettings({
      'GET /api/reminders': json({ hour: null, isAvailable: false }),
      'PATCH /api/reminders': apiError(409, 'CONFLICT', 'Conflict'),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'E-mail me when cards are due' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Daily reminders need e-mail, which this server does not have set up.',
    );
    expect(screen.getByRole('checkbox', { name: 'E-mail me when cards are due' })).not.toBeChecked();
  });
});

describe('account page: scheduling (issue 24)', () => {
  it('shows the workload of the chosen retention beside 80–95 %, and applies the suggestion only when asked', async () => {
    let scheduler = buildScheduler();
    const { network, user } = renderSettings({
      'GET /api/me/scheduler': () => json(scheduler),
      'PATCH /api/me/scheduler': (request) => {
        scheduler = { ...scheduler, ...(request.body as { desiredRetention: number }) };
        return json(scheduler);
      },
    });
    await screen.findByRole('heading', { name: 'Scheduling' });
    const table = await screen.findByRole('table', {
      name: /Simulated from your cards and your own review times: 7.5 s a review/,
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['80%308.0', '85%358.5', '90% (yours)409.0', '95%459.5']);
    expect(
      screen.getByText(
        /^Minimum recommended: 86%, the least study time per card remembered\. Above it you remember more/,
      ),
    ).toBeInTheDocument();
    // nothing is applied by itself
    expect(network.find('PATCH', '/api/me/scheduler')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Use 86%' }));
    await waitFor(() =>
      expect(network.find('PATCH', '/api/me/scheduler')[0]?.body).toEqual({ desiredRetention: 0.86 }),
    );
    expect(await screen.findByText('Retention set to 86%. Your cards were rescheduled for it.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Desired retention' }), '0.95');
    await waitFor(() =>
      expect(network.find('PATCH', '/api/me/scheduler')[1]?.body).toEqual({ desiredRetention: 0.95 }),
    );
  });

  it('says so when the minimum recommended retention is the lowest offered (FSRS-6’s defaults give 70 %, ADR 096)', async () => {
    renderSettings({ 'GET /api/me/scheduler/workload': json({ ...buildWorkload(0.9), optimalRetention: 0.7 }) });
    expect(
      await screen.findByText(
        /^Minimum recommended: 70%, the lowest retention offered\. With your memory model the study time per card remembered keeps falling down to it/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Desired retention' })).toHaveValue('0.90');
    expect(screen.getByRole('button', { name: 'Use 70%' })).toBeInTheDocument();
  });

  it('offers Optimise once 1,000 reviews were made since the last fit, and shows the fit checked on reviews it did not see', async () => {
    const { user } = renderSettings({
      'GET /api/me/scheduler': json(buildScheduler({ reviewsAvailable: 1240 })),
      'POST /api/me/scheduler/optimize': json({
        scheduler: buildScheduler({
          isPersonal: true,
          optimizedAt: '2026-11-20T10:00:00.000Z',
          reviewsUsed: 1240,
          reviewsAvailable: 1240,
        }),
        evaluation: {
          reviews: 201,
          before: { logLoss: 0.4517, rmse: 0.0645 },
          after: { logLoss: 0.4311, rmse: 0.0404 },
        },
      }),
    });
    expect(
      await screen.findByText('1240 reviews since the last fit: fit the model to your own history.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Optimise' }));
    expect(
      await screen.findByText(
        /Checked on your latest 201 reviews, which the fit did not see: log loss 0.452 → 0.431, RMSE 0.065 → 0.040/,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Fitted to your history on 20/11/2026, from 1240 reviews.')).toBeInTheDocument();
  });

  it('says how far Optimise is with fewer reviews, and saves the leech threshold', async () => {
    const { network, user } = renderSettings({
      'PATCH /api/review/settings': (request) =>
        json({
          newCardsPerDay: 20,
          libraryNewCardsPerDay: null,
          timeZone: 'UTC',
          leechThreshold: (request.body as { leechThreshold: number }).leechThreshold,
        }),
    });
    expect(
      await screen.findByText('Optimise is offered once you have made 1,000 reviews since the last fit (240 so far).'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Optimise' })).not.toBeInTheDocument();
    const threshold = await screen.findByRole('spinbutton', { name: 'Leech threshold' });
    expect(threshold).toHaveValue(8);
    await user.clear(threshold);
    await user.type(threshold, '12');
    await user.click(within(threshold.closest('form')!).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(network.find('PATCH', '/api/review/settings')[0]?.body).toEqual({ leechThreshold: 12 }));
  });

  it('saves the new cards a day per session and the library’s cap (empty: none)', async () => {
    const { network, user } = renderSettings({
      'PATCH /api/review/settings': (request) =>
        json({
          newCardsPerDay: 20,
          libraryNewCardsPerDay: null,
          timeZone: 'UTC',
          leechThreshold: 8,
          ...(request.body as object),
        }),
    });
    const perSession = await screen.findByRole('spinbutton', { name: 'New cards a day, per session' });
    const library = screen.getByRole('spinbutton', { name: 'New cards a day, whole library' });
    expect(perSession).toHaveValue(20);
    expect(library).toHaveValue(null);
    await user.clear(perSession);
    await user.type(perSession, '15');
    await user.type(library, '40');
    await user.click(within(perSession.closest('form')!).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(network.find('PATCH', '/api/review/settings')[0]?.body).toEqual({
        newCardsPerDay: 15,
        libraryNewCardsPerDay: 40,
      }),
    );
    expect(await within(perSession.closest('form')!).findByText('Saved.')).toBeInTheDocument();

    await user.clear(library);
    await user.click(within(perSession.closest('form')!).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(network.find('PATCH', '/api/review/settings')[1]?.body).toEqual({
        newCardsPerDay: 15,
        libraryNewCardsPerDay: null,
      }),
    );
  });
});
