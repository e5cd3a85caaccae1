import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DirectoryEntry } from '@mnemo/contracts/library';
import { apiError, json, stubFetch } from '../../../test/fetch-stub.ts';
import { buildSessionFile } from '../../../test/factories.ts';
import { renderWithProviders, signInForTest } from '../../../test/render-app.tsx';
import { LibraryBrowser } from './library-browser.tsx';

const FOLDER_ID = '10000000-0000-4000-8000-000000000001';
const SESSION_ID = '20000000-0000-4000-8000-000000000001';
const chemistry: DirectoryEntry = { id: FOLDER_ID, name: 'Chemistry', type: 'folder' };
const organic: DirectoryEntry = { id: SESSION_ID, name: 'Organic compounds', type: 'file' };

function setUp(routes: Parameters<typeof stubFetch>[0] = {}) {
  signInForTest();
  const network = stubFetch({
    'GET /api/directory/:folderId': (request) =>
      request.params.folderId === 'root'
        ? json({ contents: [organic, chemistry] })
        : json({ contents: [], folder: { id: FOLDER_ID, name: 'Chemistry' } }),
    ...routes,
  });
  renderWithProviders(<LibraryBrowser folderId="root" />, { path: '/library' });
  return { network, user: userEvent.setup() };
}

describe('LibraryBrowser', () => {
  it('lists folders first, linking into folders and to sessions', async () => {
    setUp();
    const links = await screen.findAllByRole('link', { name: /Chemistry|Organic compounds/ });
    expect(links.map((link) => link.textContent)).toEqual(['ChemistryFolder', 'Organic compoundsSession']);
    expect(links[0]).toHaveAttribute('href', `/library?folder=${FOLDER_ID}`);
    expect(links[1]).toHaveAttribute('href', `/session?folder_id=root&session_id=${SESSION_ID}`);
  });

  it('creates a folder, and shows the duplicate message on a 409', async () => {
    let attempts = 0;
    const { network, user } = setUp({
      'POST /api/directory/:folderId/folder': () => {
        attempts += 1;
        return attempts === 1
          ? apiError(409, 'CONFLICT', 'The folder name is already in use. Please choose another name.')
          : json({ id: '10000000-0000-4000-8000-000000000009', name: 'Physics', type: 'folder' }, 201);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    const field = within(dialog).getByRole('textbox', { name: 'Folder name' });
    await user.type(field, 'Chemistry');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('The folder name is already in use. Please choose another name.'),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Physics{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(network.find('POST', '/api/directory/root/folder').map((request) => request.body)).toEqual([
      { name: 'Chemistry' },
      { name: 'Physics' },
    ]);
  });

  it('moves a session into a folder picked by browsing', async () => {
    const { network, user } = setUp({
      'PUT /api/directory/:folderId/file/:fileId': json(
        buildSessionFile({ id: SESSION_ID, name: 'Organic compounds' }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Options for Organic compounds' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move “Organic compounds”' });
    expect(within(dialog).getByRole('button', { name: 'Move here' })).toBeDisabled();
    await user.click(await within(dialog).findByRole('button', { name: 'Chemistry' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Move here' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(network.find('PUT', `/api/directory/root/file/${SESSION_ID}`)[0]?.body).toEqual({ folderId: FOLDER_ID });
  });

  it('deletes a folder with its contents after confirmation', async () => {
    const { network, user } = setUp({ 'DELETE /api/directory/:folderId': { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Options for Chemistry' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete folder' });
    expect(dialog).toHaveTextContent('Delete the folder “Chemistry” and everything in it?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(network.find('DELETE', `/api/directory/${FOLDER_ID}`)).toHaveLength(1);
  });

  it('renames a session and refuses short names without a request', async () => {
    const { network, user } = setUp({
      'PUT /api/directory/:folderId/file/:fileId': json(
        buildSessionFile({ id: SESSION_ID, name: 'Organic chemistry' }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Options for Organic compounds' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox');
    await user.clear(field);
    await user.type(field, 'ab{Enter}');
    expect(await within(dialog).findByText('The name must have at least 3 characters.')).toBeInTheDocument();
    expect(network.find('PUT', /directory/)).toHaveLength(0);
    await user.clear(field);
    await user.type(field, 'Organic chemistry{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(network.find('PUT', `/api/directory/root/file/${SESSION_ID}`)[0]?.body).toEqual({
      name: 'Organic chemistry',
    });
  });
});
