import type { SessionFile } from '@mnemo/contracts/library';
import type { AppContext } from '../../app-context.ts';
import { getSessionStoragePrefix } from '../../lib/storage-keys.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { reserveDocuments, reserveExercises } from '../quota/quota.service.ts';
import * as copyRepo from './library-copy.repository.ts';
import { assertCanReadSession } from './library.policy.ts';
import * as repo from './library.repository.ts';
import { loadSessionFile } from './load-session-file.ts';

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
      const files = await copyRepo.copySessionContents(trx, {
        sourceId: source.id,
        sourcePrefix: getSessionStoragePrefix(source.owner_id, source.id),
        targetId: row.id,
        targetOwnerId: user.id,
        targetPrefix: getSessionStoragePrefix(user.id, row.id),
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
