import type { AppContext } from '../../app-context.ts';
import type { SessionRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { verifyShareToken } from '../share/share.service.ts';

/**
 * Who may study a session with the AI (docs/decisions/009-ai-endpoints-and-quotas.md):
 * - evaluate, explain, chat (and read one's chat): the owner, or a signed-in visitor with a valid
 *   `?sharetoken=`; what they produce (attempts, chat turns, tokens) is stored under themselves,
 *   so the owner's session is never written by a visitor;
 * - generate more cards/questions: the owner alone (it changes the session);
 * - anyone else learns nothing: 404; a bad or expired token: 403 with its code.
 */
export type StudyAccess = 'owner' | 'share-visitor';

type SessionRef = Pick<SessionRow, 'id' | 'owner_id'>;

/** Read-level access (owner or share visitor), else 404 / 403. */
export async function assertCanStudySession(
  ctx: AppContext,
  session: SessionRef | undefined,
  user: AuthUser,
  shareToken: string | undefined,
): Promise<StudyAccess> {
  if (!session) throw new AppError('NOT_FOUND');
  if (session.owner_id === user.id) return 'owner';
  if (!shareToken) throw new AppError('NOT_FOUND');
  await verifyShareToken(ctx, session.id, shareToken);
  return 'share-visitor';
}

/** Write-level access: the owner alone; anyone else gets 404 whatever token they hold. */
export function assertCanGenerateForSession(session: SessionRow | undefined, user: AuthUser): asserts session is SessionRow {
  if (!session || session.owner_id !== user.id) throw new AppError('NOT_FOUND');
}
