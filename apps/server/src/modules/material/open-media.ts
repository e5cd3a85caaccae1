import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../app-context.ts';
import { errors } from '../../lib/app-error.ts';
import { checkMediaSignature, getMediaUrlSecret } from '../../lib/media-url.ts';
import {
  getContentDisposition,
  getFallbackType,
  getMediaPath,
  getServedFileName,
  OCTET_STREAM,
  type MediaRef,
} from './media-links.ts';
import { getVariantStorageKey } from './mint-content-url.ts';
import * as repo from './material.repository.ts';

const SNIFF_BYTES = 4100;

export interface ByteRangeRequest {
  start: number;
  end: number;
}

/**
 * The single byte range of a `Range` header against a file of `size` bytes: a range, `null` to
 * send the whole file (no header, or one we do not serve such as several ranges), or
 * `'unsatisfiable'` (416).
 */
export function parseRangeHeader(header: string | undefined, size: number): ByteRangeRequest | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

async function sniffContentType(ctx: AppContext, storageKey: string, size: number, fallback: string): Promise<string> {
  if (size === 0) return fallback;
  const head = ctx.storage.createReadStream(storageKey, { start: 0, end: Math.min(size, SNIFF_BYTES) - 1 });
  const chunks: Buffer[] = [];
  for await (const chunk of await head) chunks.push(chunk as Buffer);
  const detected = await fileTypeFromBuffer(Buffer.concat(chunks));
  if (!detected) return fallback;
  // an audio-only MP4 is what the upload sniffer accepted as M4A
  if (detected.mime === 'video/mp4' && fallback.startsWith('audio/')) return 'audio/mp4';
  if (detected.ext === 'm4a') return 'audio/mp4';
  return detected.mime;
}

export interface OpenedMedia {
  status: 200 | 206;
  headers: Record<string, string>;
  body: Readable;
}

/**
 * Opens the bytes behind a signed media URL. The signature is the only authorisation (the URL
 * carries no bearer token): a forged one is 403, an expired one 403 with its own message (the
 * player asks for a new URL). Serves one byte range when asked, with the type sniffed from the bytes.
 */
export async function openMedia(
  ctx: AppContext,
  target: MediaRef,
  query: { exp?: string | undefined; sig?: string | undefined },
  rangeHeader: string | undefined,
): Promise<OpenedMedia | { status: 416; headers: Record<string, string> }> {
  const check = checkMediaSignature(await getMediaUrlSecret(ctx.config), getMediaPath(target), query);
  if (check === 'invalid') throw errors.forbidden('media_link_invalid');
  if (check === 'expired') throw errors.forbidden('media_link_expired');

  let storageKey: string | null;
  let fileName: string | null = null;
  let fallbackType = OCTET_STREAM;
  if (target.type === 'document') {
    const document = await repo.findDocumentWithSession(ctx.db, target.documentId);
    if (!document) throw errors.notFound();
    storageKey = getVariantStorageKey(document, target.variant);
    fileName = getServedFileName(document, target.variant);
    fallbackType = getFallbackType(document.kind, target.variant);
  } else if (target.type === 'card') {
    const media = await repo.findCardMedia(ctx.db, target.mediaId);
    storageKey = media?.storage_key ?? null;
    fileName = media?.name ?? null;
    fallbackType = media?.content_type ?? OCTET_STREAM;
  } else {
    storageKey = (await repo.findSpeakerById(ctx.db, target.speakerId))?.avatar_key ?? null;
  }
  if (!storageKey) throw errors.notFound('media_not_available');
  const stat = await ctx.storage.stat(storageKey);
  if (!stat) throw errors.notFound('media_not_available');

  const contentType = await sniffContentType(ctx, storageKey, stat.size, fallbackType);
  const exp = Number(query.exp);
  const headers: Record<string, string> = {
    'content-type': contentType,
    'accept-ranges': 'bytes',
    'content-disposition': getContentDisposition(contentType, fileName),
    // the URL dies at `exp`: caches may keep it until then, shared caches never
    'cache-control': `private, max-age=${Math.max(0, exp - Math.floor(Date.now() / 1000))}`,
    'x-content-type-options': 'nosniff',
  };
  const range = parseRangeHeader(rangeHeader, stat.size);
  if (range === 'unsatisfiable') return { status: 416, headers: { 'content-range': `bytes */${stat.size}` } };
  if (range) {
    return {
      status: 206,
      headers: {
        ...headers,
        'content-range': `bytes ${range.start}-${range.end}/${stat.size}`,
        'content-length': String(range.end - range.start + 1),
      },
      body: await ctx.storage.createReadStream(storageKey, range),
    };
  }
  return {
    status: 200,
    headers: { ...headers, 'content-length': String(stat.size) },
    body: await ctx.storage.createReadStream(storageKey),
  };
}
