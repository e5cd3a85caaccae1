import { cardMediaRef } from '@mnemo/contracts/exchange';
import type { ContentVariant } from '@mnemo/contracts/reading';
import type { AppContext } from '../../app-context.ts';
import { getMediaUrlSecret, MEDIA_URL_TTL_MS, signMediaPath } from '../../lib/media-url.ts';

export const OCTET_STREAM = 'application/octet-stream';
/** what may be shown inline; anything else is sent as an attachment */
const INLINE_TYPES = /^(application\/pdf|audio\/[\w.+-]+|image\/(png|jpeg|webp|gif|avif)|text\/plain)$/;

/** The type a document's variant is served as when its bytes say nothing more precise. */
export function getFallbackType(kind: string, variant: ContentVariant): string {
  if (variant === 'pdf' || kind === 'pdf') return 'application/pdf';
  if (kind === 'text') return 'text/plain; charset=utf-8';
  if (kind === 'audio') return 'audio/mpeg';
  return OCTET_STREAM;
}

/** Inline for what a browser may show (PDF, audio, images, plain text), else an attachment. */
export function getContentDisposition(contentType: string, fileName: string | null): string {
  const disposition = INLINE_TYPES.test(contentType.split(';')[0]!) ? 'inline' : 'attachment';
  return `${disposition}${fileName ? `; filename*=UTF-8''${encodeURIComponent(fileName)}` : ''}`;
}

/** The name a document's variant is downloaded under (a rendering is the original's name + .pdf). */
export function getServedFileName(
  document: { kind: string; file_name: string | null },
  variant: ContentVariant,
): string | null {
  return variant === 'pdf' && document.kind !== 'pdf' ? `${document.file_name ?? 'document'}.pdf` : document.file_name;
}

/** What a media URL gives access to. */
export type MediaRef =
  | { type: 'document'; documentId: string; variant: ContentVariant }
  | { type: 'avatar'; speakerId: string }
  | { type: 'card'; mediaId: string };
/**
 * A media reference with the storage key of its bytes, and, when known, how the file is to be
 * served (a store that presigns is told the type and disposition; without them the API serves it).
 */
export type MediaTarget = MediaRef & {
  storageKey: string;
  served?: { contentType: string; contentDisposition: string };
};

/** The path the media route serves a target under (the signature covers it). */
export function getMediaPath(target: MediaRef): string {
  if (target.type === 'document') return `/api/media/documents/${target.documentId}/${target.variant}`;
  // a card's media is served under its stable reference (CARD_MEDIA_PATH), signed
  if (target.type === 'card') return cardMediaRef(target.mediaId);
  return `/api/media/speakers/${target.speakerId}/avatar`;
}

/**
 * Mints a short-lived URL for a stored file. The one place media URLs are made: object storage
 * with a public endpoint (S3_PUBLIC_URL) hands out its own presigned URL instead, with the same
 * type, disposition and expiry, so the bytes do not pass through the API.
 */
export async function createMediaUrl(
  ctx: AppContext,
  target: MediaTarget,
  now = Date.now(),
): Promise<{ url: string; expiresAt: Date }> {
  const expiresAt = new Date(now + MEDIA_URL_TTL_MS);
  if (ctx.storage.presignGet && target.served) {
    const url = await ctx.storage.presignGet(target.storageKey, {
      expiresInSeconds: Math.floor(MEDIA_URL_TTL_MS / 1000),
      ...target.served,
    });
    return { url, expiresAt };
  }
  const secret = await getMediaUrlSecret(ctx.config);
  return { url: signMediaPath(secret, getMediaPath(target), expiresAt), expiresAt };
}
