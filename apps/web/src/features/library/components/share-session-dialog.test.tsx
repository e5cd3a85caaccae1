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
    renderWithProviders(<ShareSessionDialog open onOpenChange={() => undefined} folderId="root" fileId={FILE_ID} name="Cells" />);
    await userEvent.click(screen.getByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByText('Sharing stopped: the links made so far no longer open this session.')).toBeInTheDocument();
    expect(network.find('DELETE', `/api/directory/root/file/${FILE_ID}/share-token`)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Stop sharing' })).toBeDisabled();
  });
});
