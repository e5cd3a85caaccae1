import type { AppContext } from '../../app-context.ts';
import { errors } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertCanReadSession, assertCanWriteSession } from '../library/library.policy.ts';
import * as repo from './material.repository.ts';

const sessionOf = (document: repo.DocumentWithSession | undefined) =>
  document && { id: document.session_id, owner_id: document.session_owner_id };

/** A document the user may read, by the one session-access rule (owner, or visitor with the share token). */
export async function findReadableDocument(
  ctx: AppContext,
  user: AuthUser,
  documentId: string,
  shareToken: string | undefined,
): Promise<repo.DocumentWithSession & { isOwner: boolean }> {
  const document = await repo.findDocumentWithSession(ctx.db, documentId);
  const access = await assertCanReadSession(ctx, sessionOf(document), user, shareToken);
  return { ...document!, isOwner: access === 'owner' };
}

/** A document of one of the user's sessions; anyone else gets 404 whatever token they hold. */
export async function findOwnedDocument(
  ctx: AppContext,
  user: AuthUser,
  documentId: string,
): Promise<repo.DocumentWithSession> {
  const document = await repo.findDocumentWithSession(ctx.db, documentId);
  assertCanWriteSession(sessionOf(document), user);
  if (!document) throw errors.notFound();
  return document;
}
