import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentSummary } from '@mnemo/contracts/library';
import { json, stubFetch } from '../../test/fetch-stub.ts';
import { buildSessionFile, buildUser } from '../../test/factories.ts';
import { renderApp, signInForTest } from '../../test/render-app.tsx';
import { stubWindowWidth } from '../../test/window-width.ts';

const DOC_ID = '11111111-1111-4111-8111-111111111111';
const document: DocumentSummary = {
  id: DOC_ID,
  kind: 'pdf',
  fileName: 'textbook.pdf',
  status: 'completed',
  embeddingStatus: 'completed',
  durationMs: null,
  videoId: null,
  createdAt: '2025-03-01T10:00:00.000Z',
};
const session = buildSessionFile({ name: 'Cell biology', documents: [document] });

function renderSession(search = '') {
  signInForTest();
  stubFetch({
    'GET /api/auth/me': json({ user: buildUser() }),
    'GET /api/sessions': json({ sessions: [] }),
    'GET /api/directory/:folderId/file/:fileId': json(session),
  });
  return renderApp({ initialEntries: [`/session?folder_id=root&session_id=${session.id}${search}`] });
}

describe('session layout ≥ 1024 px', () => {
  it('shows the material pane beside the study tabs with a keyboard-operable divider that is remembered', async () => {
    stubWindowWidth(1280);
    renderSession();
    expect(await screen.findByRole('heading', { name: 'Cell biology' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Material' })).toBeInTheDocument();
    const studyTabs = screen.getByRole('tablist', { name: 'Study' });
    expect(within(studyTabs).getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(within(studyTabs).queryByRole('tab', { name: 'Material' })).not.toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent('Cells are the basic unit of life.');

    const divider = screen.getByRole('separator', { name: 'Resize the material pane' });
    expect(divider).toHaveAttribute('aria-valuenow', '50');
    divider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(divider).toHaveAttribute('aria-valuenow', '54');
    expect(window.localStorage.getItem('mnemo.session.split')).toBe('0.5400');
    await userEvent.keyboard('{End}');
    expect(divider).toHaveAttribute('aria-valuenow', '75');
    fireEvent.doubleClick(divider);
    expect(divider).toHaveAttribute('aria-valuenow', '50');
    expect(window.localStorage.getItem('mnemo.session.split')).toBeNull();
  });

  it('starts from the remembered divider position and can hide the material pane', async () => {
    stubWindowWidth(1280);
    window.localStorage.setItem('mnemo.session.split', '0.3');
    renderSession();
    expect(await screen.findByRole('separator', { name: 'Resize the material pane' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hide material' }));
    expect(screen.queryByRole('region', { name: 'Material' })).not.toBeInTheDocument();
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show material' }));
    expect(screen.getByRole('region', { name: 'Material' })).toBeVisible();
  });
});

describe('session layout below 1024 px', () => {
  it('is one column whose tabs are Material then Overview, kept in the URL', async () => {
    stubWindowWidth(375);
    const { router } = renderSession();
    const tabs = await screen.findByRole('tablist', { name: 'Session' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Material', 'Overview', 'Flashcards', 'Quiz', 'Chat', 'Progress', 'Guided']);
    expect(within(tabs).getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();

    within(tabs).getByRole('tab', { name: 'Overview' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(tabs).getByRole('tab', { name: 'Material' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'Material' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Material' })).toBeVisible();
    expect(router.state.location.search).toContain('tab=material');
  });

  it('opens the material at a document from the Overview (openAt), switching to the Material tab', async () => {
    stubWindowWidth(375);
    const { router } = renderSession('&tab=overview');
    await userEvent.click(await screen.findByRole('button', { name: 'textbook.pdf' }));
    const tabs = screen.getByRole('tablist', { name: 'Session' });
    expect(within(tabs).getByRole('tab', { name: 'Material' })).toHaveAttribute('aria-selected', 'true');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('doc')).toBe(DOC_ID);
    expect(params.get('tab')).toBe('material');
    expect(screen.getByRole('combobox', { name: 'Document' })).toHaveValue(DOC_ID);
  });

  it('returns to the tab and place of the URL after a reload', async () => {
    stubWindowWidth(375);
    const { router } = renderSession(`&tab=material&doc=${DOC_ID}&page=12`);
    const tabs = await screen.findByRole('tablist', { name: 'Session' });
    expect(within(tabs).getByRole('tab', { name: 'Material' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('12'));
  });
});
