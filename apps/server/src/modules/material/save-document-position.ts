import type { DocumentPosition } from '@mnemo/contracts/reading';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findReadableDocument } from './document-access.ts';
import * as repo from './material.repository.ts';

/**
 * Keeps the page the caller is reading in a document, so it reopens there on any device. Whoever
 * may read the document keeps their own page — the owner, and a signed-in visitor with the
 * session's share token — since the position is the reader's, not the session's (ADR 079).
 */
export async function saveDocumentPosition(
  ctx: AppContext,
  user: AuthUser,
  documentId: string,
  shareToken: string | undefined,
  page: number,
): Promise<DocumentPosition> {
  const document = await findReadableDocument(ctx, user, documentId, shareToken);
  await repo.upsertDocumentPosition(ctx.db, user.id, document.id, page);
  return { documentId: document.id, page };
}
