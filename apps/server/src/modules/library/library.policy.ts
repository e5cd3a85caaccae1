import type { SessionRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';

/**
 * Who may do what with a session:
 * - the owner reads and writes;
 * - a signed-in visitor with a valid share token reads (never writes);
 * - anyone else learns nothing: 404, as if it did not exist.
 */
export type SessionAccess = 'owner' | 'share-visitor';

export function isOwner(session: Pick<SessionRow, 'owner_id'>, user: AuthUser): boolean {
  return session.owner_id === user.id;
}

/** Writes are the owner's alone; a non-owner gets 404 whatever token they hold. */
export function assertCanWriteSession(session: SessionRow | undefined, user: AuthUser): asserts session is SessionRow {
  if (!session || !isOwner(session, user)) throw new AppError('NOT_FOUND');
}

/**
 * A path's folder must be the session's, except `root`, which the sidebar links use for any
 * session the caller may read.
 */
export function assertFolderMatches(session: SessionRow, folderRef: string): void {
  if (folderRef !== 'root' && folderRef !== session.folder_id) throw new AppError('NOT_FOUND');
}
