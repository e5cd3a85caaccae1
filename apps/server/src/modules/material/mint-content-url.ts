import type { ContentUrlResponse, ContentVariant } from '@mnemo/contracts/reading';
import type { AppContext } from '../../app-context.ts';
import { errors } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findReadableDocument } from './document-access.ts';
import { createMediaUrl, getContentDisposition, getFallbackType, getServedFileName } from './media-links.ts';
import type { DocumentWithSession } from './material.repository.ts';

/** Where a document's bytes of a variant are stored: a PDF is its own rendering. */
export function getVariantStorageKey(
  document: Pick<DocumentWithSession, 'kind' | 'storage_key' | 'pdf_key'>,
  variant: ContentVariant,
): string | null {
  if (variant === 'original') return document.storage_key;
  return document.kind === 'pdf' ? document.storage_key : document.pdf_key;
}

/** A signed, minutes-long URL of a document's original file or PDF rendering (owner or share visitor). */
export async function mintContentUrl(
  ctx: AppContext,
  user: AuthUser,
  documentId: string,
  variant: ContentVariant,
  shareToken: string | undefined,
): Promise<ContentUrlResponse> {
  const document = await findReadableDocument(ctx, user, documentId, shareToken);
  const storageKey = getVariantStorageKey(document, variant);
  if (!storageKey) throw errors.notFound('media_not_available');
  const contentType = getFallbackType(document.kind, variant);
  const fileName = getServedFileName(document, variant);
  const served = { contentType, contentDisposition: getContentDisposition(contentType, fileName) };
  const { url, expiresAt } = await createMediaUrl(ctx, {
    type: 'document',
    documentId: document.id,
    variant,
    storageKey,
    served,
  });
  return { url, expiresAt: expiresAt.toISOString() };
}
