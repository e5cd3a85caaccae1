import { randomUUID } from 'node:crypto';
import { CARD_MEDIA_MAX_BYTES, cardMediaRef, type CardMediaKind, type CardMediaListResponse } from '@mnemo/contracts/exchange';
import { fileTypeFromBuffer } from 'file-type';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/schema.ts';
import { getCardMediaKey } from '../../lib/storage-keys.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertCanReadSession } from '../library/library.policy.ts';
import { createMediaUrl, getContentDisposition } from './media-links.ts';
import * as repo from './material.repository.ts';

/*
 * Card media (ADR 051): the images and sounds of imported cards. Each is size-capped and
 * sniffed from its bytes like an upload (images and audio only; anything else is left out),
 * stored through the storage interface under its session, and referenced from card Markdown by
 * `/api/media/cards/<id>`, which the web swaps for a signed URL minted here.
 */

type Db = Kysely<Database> | Transaction<Database>;

const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', avif: 'image/avif' };
const AUDIO_TYPES: Record<string, string> = { mp3: 'audio/mpeg', wav: 'audio/wav', m4a: 'audio/mp4', ogg: 'audio/ogg', opus: 'audio/ogg', flac: 'audio/flac' };

/** What a card media file is, from its bytes (never its name): an image or a sound, else null. */
export async function sniffCardMedia(bytes: Uint8Array): Promise<{ kind: CardMediaKind; ext: string; contentType: string } | null> {
  if (bytes.byteLength === 0 || bytes.byteLength > CARD_MEDIA_MAX_BYTES) return null;
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return null;
  if (IMAGE_TYPES[detected.ext]) return { kind: 'image', ext: detected.ext, contentType: IMAGE_TYPES[detected.ext]! };
  if (AUDIO_TYPES[detected.ext]) return { kind: 'audio', ext: detected.ext, contentType: AUDIO_TYPES[detected.ext]! };
  return null;
}

export interface PreparedCardMedia {
  id: string;
  name: string;
  kind: CardMediaKind;
  ext: string;
  contentType: string;
  bytes: Uint8Array;
}

/** Sniffs a deck's media files by name; the ones kept get an id and their reference for card Markdown. */
export async function prepareCardMedia(media: ReadonlyMap<string, Uint8Array>): Promise<{ refs: Map<string, string>; files: PreparedCardMedia[] }> {
  const refs = new Map<string, string>();
  const files: PreparedCardMedia[] = [];
  for (const [name, bytes] of media) {
    const sniffed = await sniffCardMedia(bytes);
    if (!sniffed) continue;
    const id = randomUUID();
    refs.set(name, cardMediaRef(id));
    files.push({ id, name, ...sniffed, bytes });
  }
  return { refs, files };
}

/**
 * Stores prepared files in a session of the owner's, inside the caller's transaction (rows)
 * and the store (bytes). Returns the stored keys, for the caller to remove should its
 * transaction fail.
 */
export async function saveCardMedia(
  ctx: AppContext,
  db: Db,
  ownerId: string,
  sessionId: string,
  files: PreparedCardMedia[],
  stored: string[] = [],
  /** the import saving them (its failure removes them) */
  importId: string | null = null,
): Promise<string[]> {
  for (const file of files) {
    const key = getCardMediaKey(ownerId, sessionId, file.id, file.ext);
    stored.push(key);
    await ctx.storage.put(key, file.bytes);
  }
  await repo.insertCardMedia(
    db,
    files.map((file) => ({
      id: file.id,
      session_id: sessionId,
      owner_id: ownerId,
      name: file.name,
      kind: file.kind,
      content_type: file.contentType,
      size_bytes: file.bytes.byteLength,
      storage_key: getCardMediaKey(ownerId, sessionId, file.id, file.ext),
      import_id: importId,
    })),
  );
  return stored;
}

/** The owner's card media files by id, with their bytes, for an export. */
export async function readCardMediaFiles(ctx: AppContext, ownerId: string, mediaIds: string[]): Promise<Array<{ id: string; name: string; bytes: Uint8Array }>> {
  const rows = await repo.listCardMediaByIds(ctx.db, ownerId, mediaIds);
  const out: Array<{ id: string; name: string; bytes: Uint8Array }> = [];
  for (const row of rows) {
    if (!(await ctx.storage.stat(row.storage_key))) continue;
    out.push({ id: row.id, name: row.name, bytes: new Uint8Array(await ctx.storage.get(row.storage_key)) });
  }
  return out;
}

/** Signed URLs of a session's card media (owner, or visitor with the share token). */
export async function listCardMediaUrls(ctx: AppContext, user: AuthUser, sessionId: string, shareToken: string | undefined): Promise<CardMediaListResponse> {
  await assertCanReadSession(ctx, await repo.findSessionOwner(ctx.db, sessionId), user, shareToken);
  const rows = await repo.listSessionCardMedia(ctx.db, sessionId);
  const items = await Promise.all(
    rows.map(async (row) => {
      const served = { contentType: row.content_type, contentDisposition: getContentDisposition(row.content_type, row.name) };
      const { url, expiresAt } = await createMediaUrl(ctx, { type: 'card', mediaId: row.id, storageKey: row.storage_key, served });
      return { id: row.id, name: row.name, kind: row.kind, url, expiresAt: expiresAt.toISOString() };
    }),
  );
  return { items };
}
