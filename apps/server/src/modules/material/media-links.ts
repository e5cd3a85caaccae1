import type { ContentVariant } from '@mnemo/contracts/reading';
import type { AppContext } from '../../app-context.ts';
import { getMediaUrlSecret, MEDIA_URL_TTL_MS, signMediaPath } from '../../lib/media-url.ts';

/** What a media URL gives access to. */
export type MediaRef = { type: 'document'; documentId: string; variant: ContentVariant } | { type: 'avatar'; speakerId: string };
/** A media reference with the storage key of its bytes. */
export type MediaTarget = MediaRef & { storageKey: string };

/** The path the media route serves a target under (the signature covers it). */
export function getMediaPath(target: MediaRef): string {
  return target.type === 'document'
    ? `/api/media/documents/${target.documentId}/${target.variant}`
    : `/api/media/speakers/${target.speakerId}/avatar`;
}

/**
 * Mints a short-lived URL for a stored file. The one place media URLs are made: object storage
 * with a public endpoint may hand out its own presigned URL here instead, with the same type,
 * disposition and expiry.
 */
export async function createMediaUrl(ctx: AppContext, target: MediaTarget, now = Date.now()): Promise<{ url: string; expiresAt: Date }> {
  const expiresAt = new Date(now + MEDIA_URL_TTL_MS);
  const secret = await getMediaUrlSecret(ctx.config);
  return { url: signMediaPath(secret, getMediaPath(target), expiresAt), expiresAt };
}
