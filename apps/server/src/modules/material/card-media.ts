import type { CardMediaListResponse } from '@mnemo/contracts/exchange';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/schema.ts';
import { getCardMediaKey } from '../../lib/storage-keys.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertCanReadSession } from '../library/library.policy.ts';
import { createMediaUrl, getContentDisposition } from './media-links.ts';
import * as repo from './material.repository.ts';
import type { PreparedCardMedia } from './prepare-card-media.ts';

/*
 * Card media (ADR 051): the images and sounds of imported cards. Each is size-capped and
 * sniffed from its bytes like an upload (images and audio only; anything else is left out),
 * stored through the storage interface under its session, and referenced from card Markdown by
 * `/api/media/cards/<id>`, which the web swaps for a signed URL minted here.
 */

type Db = Kysely<Database> | Transaction<Database>;

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
  /** the session the rows are listed under, when not `sessionId` (an import's staging session, ADR 156) */
  listedIn: string = sessionId,
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
      session_id: listedIn,
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
export async function readCardMediaFiles(
  ctx: AppContext,
  ownerId: string,
  mediaIds: string[],
): Promise<Array<{ id: string; name: string; bytes: Uint8Array }>> {
  const rows = await repo.listCardMediaByIds(ctx.db, ownerId, mediaIds);
  const out: Array<{ id: string; name: string; bytes: Uint8Array }> = [];
  for (const row of rows) {
    if (!(await ctx.storage.stat(row.storage_key))) continue;
    out.push({ id: row.id, name: row.name, bytes: new Uint8Array(await ctx.storage.get(row.storage_key)) });
  }
  return out;
}

/** Signed URLs of a session's card media (owner, or visitor with the share token). */
export async function listCardMediaUrls(
  ctx: AppContext,
  user: AuthUser,
  sessionId: string,
  shareToken: string | undefined,
): Promise<CardMediaListResponse> {
  await assertCanReadSession(ctx, await repo.findSessionOwner(ctx.db, sessionId), user, shareToken);
  const rows = await repo.listSessionCardMedia(ctx.db, sessionId);
  const items = await Promise.all(
    rows.map(async (row) => {
      const served = {
        contentType: row.content_type,
        contentDisposition: getContentDisposition(row.content_type, row.name),
      };
      const { url, expiresAt } = await createMediaUrl(ctx, {
        type: 'card',
        mediaId: row.id,
        storageKey: row.storage_key,
        served,
      });
      return { id: row.id, name: row.name, kind: row.kind, url, expiresAt: expiresAt.toISOString() };
    }),
  );
  return { items };
}

/** Removes the card media rows an import saved (the import failed; the caller removes their files). */
/** An import into an existing session is done: its staged media rows join that session (ADR 156). */
export async function moveStagedMedia(
  db: Kysely<Database> | Transaction<Database>,
  stagingId: string,
  targetId: string,
): Promise<void> {
  await repo.moveCardMediaToSession(db, stagingId, targetId);
}

/**
 * An expiring import's record lets go of at most `limit` of the media it saved (they stay, ADR 086);
 * answers how many it let go.
 */
export async function detachImportMedia(
  db: Kysely<Database> | Transaction<Database>,
  importId: string,
  limit: number,
): Promise<number> {
  return repo.detachImportMediaBatch(db, importId, limit);
}

export async function removeImportMedia(db: Kysely<Database> | Transaction<Database>, importId: string): Promise<void> {
  await repo.deleteImportMedia(db, importId);
}
