import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import type { AppContext } from '../../app-context.ts';
import { getUserStoragePrefix } from '../../lib/storage-keys.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { readAccountData } from './exchange.repository.ts';

/*
 * "Download my data" (issue 14 item 7, spec §1): a zip of everything the user owns, streamed
 * as it is made (files are never held whole): `data.json` (profile, folders, sessions, cards
 * with their schedules, questions, annotations, the review log, attempts, chat, quizzes, usage,
 * documents, the page last read in each document) and `files/…`, every file the user uploaded or the pipeline stored, by its path.
 */
export async function exportAccount(ctx: AppContext, user: AuthUser): Promise<{ fileName: string; stream: Readable }> {
  const data = await readAccountData(ctx.db, user.id);
  const prefix = getUserStoragePrefix(user.id);
  const keys = await ctx.storage.list(prefix);
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const produce = async () => {
    const json = new ZipPassThrough('data.json');
    zip.add(json);
    json.push(
      new TextEncoder().encode(JSON.stringify({ exportedAt: new Date().toISOString(), ...data }, null, 2)),
      true,
    );
    for (const key of keys) {
      const entry = new ZipPassThrough(`files/${key.slice(prefix.length)}`);
      zip.add(entry);
      for await (const chunk of await ctx.storage.createReadStream(key)) {
        entry.push(chunk as Uint8Array);
        if (out.writableNeedDrain) await once(out, 'drain');
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  };
  produce().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  const day = new Date().toISOString().slice(0, 10);
  return { fileName: `mnemo-data-${day}.zip`, stream: out };
}
