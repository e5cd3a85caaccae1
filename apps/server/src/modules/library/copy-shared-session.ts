import type { SessionFile } from '@mnemo/contracts/library';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/schema.ts';
import { getSessionStoragePrefix } from '../../lib/storage-keys.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { reserveDocuments, reserveExercises } from '../quota/quota.service.ts';
import * as copyRepo from './library-copy.repository.ts';
import { assertCanReadSession } from './library.policy.ts';
import * as repo from './library.repository.ts';
import { loadSessionFile } from './load-session-file.ts';

/**
 * Material's copy of a session's documents, passages and card media, in the caller's transaction,
 * leaving `copy_documents`, `copy_chunks` and `copy_card_media` (old → new ids) for the items to
 * follow; returns the files to copy. Material imports the library, so it is handed in where the
 * library's routes are built (ADR 158).
 */
export type CopySessionMaterial = (
  trx: Transaction<Database>,
  copy: { sourceId: string; sourcePrefix: string; targetId: string; targetOwnerId: string; targetPrefix: string },
) => Promise<Array<{ from: string; to: string }>>;

/**
 * Saves a session the visitor may read (through a share token, or their own) into their library
 * at the top level: completed documents, passages, cards and questions, with new ids, and the
 * annotations only when the session is the caller's own (a visitor's copy never takes the owner's notes).
 * It counts against the visitor's quota like new material (documents, generated exercises) and is
 * refused whole, with nothing saved, when it would pass a limit.
 */
export async function copySharedSession(
  ctx: AppContext,
  user: AuthUser,
  sessionId: string,
  shareToken: string | undefined,
  copySessionMaterial: CopySessionMaterial,
): Promise<SessionFile> {
  const found = await repo.findSession(ctx.db, sessionId);
  const access = await assertCanReadSession(ctx, found, user, shareToken);
  const source = found!;
  const copiedFiles: string[] = [];
  try {
    const session = await ctx.db.transaction().execute(async (trx) => {
      const content = await copyRepo.countCopyableContent(trx, source.id);
      await reserveDocuments(trx, user, content.documents);
      await reserveExercises(trx, user, content.exercises);
      const taken = new Set(await copyRepo.listRootSessionNames(trx, user.id));
      let name = source.name;
      for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${source.name} (${n})`;
      const row = await repo.insertSession(trx, {
        ownerId: user.id,
        folderId: null,
        name,
        questionTypes: source.question_types,
        questionLanguage: source.question_language,
        youtubeVideoIds: source.youtube_video_ids,
        summary: source.summary,
        keyConcepts: source.key_concepts,
      });
      const files = await copySessionMaterial(trx, {
        sourceId: source.id,
        sourcePrefix: getSessionStoragePrefix(source.owner_id, source.id),
        targetId: row.id,
        targetOwnerId: user.id,
        targetPrefix: getSessionStoragePrefix(user.id, row.id),
      });
      await copyRepo.copySessionItems(trx, {
        sourceId: source.id,
        targetId: row.id,
        // notes and highlights are the owner's: a visitor's copy never takes them, whatever the link (ADR 070)
        withAnnotations: access === 'owner',
      });
      // files first, inside the transaction: a failed copy leaves no session pointing at nothing
      for (const file of files) {
        await ctx.storage.put(file.to, await ctx.storage.createReadStream(file.from));
        copiedFiles.push(file.to);
      }
      return row;
    });
    return await loadSessionFile(ctx, session, true, user.id);
  } catch (error) {
    for (const key of copiedFiles) await ctx.storage.delete(key);
    throw error;
  }
}
