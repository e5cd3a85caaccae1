import type { DirectoryResponse } from '@mnemo/contracts/library';
import type { AppContext } from '../../app-context.ts';
import { errors } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { getSessionStoragePrefix } from '../../lib/storage-keys.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import * as presenters from './library.presenters.ts';
import * as repo from './library.repository.ts';
import { resolveFolder } from './resolve-folder.ts';

/** Lists a folder's sub-folders and sessions. */
export async function listDirectory(ctx: AppContext, user: AuthUser, folderRef: string): Promise<DirectoryResponse> {
  const folderId = await resolveFolder(ctx, user, folderRef);
  const [folders, sessions] = await Promise.all([
    repo.listChildFolders(ctx.db, user.id, folderId),
    repo.listSessionsInFolder(ctx.db, user.id, folderId),
  ]);
  const folder = folderId ? await repo.findFolder(ctx.db, user.id, folderId) : undefined;
  return {
    contents: [...folders.map(presenters.presentFolderEntry), ...sessions.map(presenters.presentFileEntry)],
    ...(folder
      ? {
          folder: {
            id: folder.id,
            name: folder.name,
            ...(folder.parent_id ? { parent: { id: folder.parent_id } } : {}),
          },
        }
      : {}),
  };
}

/** Creates a folder under a folder of the user's (or the top level). */
export async function createFolder(ctx: AppContext, user: AuthUser, parentRef: string, name: string) {
  const parentId = await resolveFolder(ctx, user, parentRef);
  try {
    return presenters.presentFolderEntry(await repo.insertFolder(ctx.db, user.id, parentId, name));
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.conflict('folder_name_duplicated', { field: 'name' });
    throw error;
  }
}

/** Renames one of the user's folders. */
export async function renameFolder(ctx: AppContext, user: AuthUser, folderRef: string, name: string) {
  if (folderRef === 'root') throw errors.notFound();
  try {
    const row = await repo.renameFolder(ctx.db, user.id, folderRef, name);
    if (!row) throw errors.notFound();
    return presenters.presentFolderEntry(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.conflict('folder_name_duplicated', { field: 'name' });
    throw error;
  }
}

/** Deletes a folder with everything in it, stored files included. */
export async function deleteFolder(ctx: AppContext, user: AuthUser, folderRef: string): Promise<void> {
  if (folderRef === 'root') throw errors.notFound();
  const sessionIds = await ctx.db.transaction().execute(async (trx) => {
    const ids = await repo.listSessionIdsInFolderTree(trx, user.id, folderRef);
    if (!(await repo.deleteFolder(trx, user.id, folderRef))) throw errors.notFound();
    return ids;
  });
  for (const id of sessionIds) await ctx.storage.deletePrefix(getSessionStoragePrefix(user.id, id));
}
