import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { ShareSessionDialog } from './share-session-dialog.tsx';

const FILE_ID = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';

describe('share dialog: stop sharing', () => {
  it('revokes every link of the session with the existing route and says so', async () => {
    const network = stubFetch({ 'DELETE /api/directory/:folderId/file/:fileId/share-token': { status: 204 } });
    renderWithProviders(
      <ShareSessionDialog open onOpenChange={() => undefined} folderId="root" fileId={FILE_ID} name="Cells" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Stop sharing' }));
    expect(
      await screen.findByText('Sharing stopped: the links made so far no longer open this session.'),
    ).toBeInTheDocument();
    expect(network.find('DELETE', `/api/directory/root/file/${FILE_ID}/share-token`)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Stop sharing' })).toBeDisabled();
  });
});

describe('share dialog: notes and highlights', () => {
  const minted = (includeNotes: boolean) => ({
    status: 200,
    body: { shareToken: 'tok123', expiresAt: '2030-04-01T00:00:00.000Z', includeNotes },
  });

  it('makes a link without the owner’s notes by default', async () => {
    const network = stubFetch({ 'GET /api/directory/:folderId/file/:fileId/share-token': minted(false) });
    renderWithProviders(
      <ShareSessionDialog open onOpenChange={() => undefined} folderId="root" fileId={FILE_ID} name="Cells" />,
    );
    expect(screen.getByRole('checkbox', { name: 'Include my notes and highlights' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByRole('textbox', { name: 'Share link' })).toHaveValue(
      `${window.location.origin}/session?folder_id=root&session_id=${FILE_ID}&sharetoken=tok123`,
    );
    const request = network.find('GET', `/api/directory/root/file/${FILE_ID}/share-token`)[0];
    expect(request?.search.get('includeNotes')).toBeNull();
    expect(screen.queryByText(/This link shows your notes and highlights/)).not.toBeInTheDocument();
  });

  it('asks for a link with them when "Include my notes and highlights" is checked', async () => {
    const network = stubFetch({ 'GET /api/directory/:folderId/file/:fileId/share-token': minted(true) });
    renderWithProviders(
      <ShareSessionDialog open onOpenChange={() => undefined} folderId="root" fileId={FILE_ID} name="Cells" />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Include my notes and highlights' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText(/This link shows your notes and highlights/)).toBeInTheDocument();
    expect(network.find('GET', `/api/directory/root/file/${FILE_ID}/share-token`)[0]?.search.get('includeNotes')).toBe(
      'true',
    );
  });
});
