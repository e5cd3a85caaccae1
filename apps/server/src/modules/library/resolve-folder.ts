import type { Transaction } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/schema.ts';
import { errors } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import * as repo from './library.repository.ts';

/** `root` → null; another id must be one of the user's folders, else 404. */
export async function resolveFolder(
  ctx: AppContext | { db: Transaction<Database> },
  user: AuthUser,
  folderRef: string,
): Promise<string | null> {
  if (folderRef === 'root') return null;
  const folder = await repo.findFolder(ctx.db, user.id, folderRef);
  if (!folder) throw errors.notFound();
  return folder.id;
}
