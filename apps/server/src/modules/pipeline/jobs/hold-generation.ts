import { access, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../../app-context.ts';
import * as repo from '../pipeline.repository.ts';
import type { ProcessHooks } from '../process-document.ts';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const exists = (file: string): Promise<boolean> =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * For browser journeys only (GENERATION_HOLD_DIR, ADR 155): a document whose file name is also the
 * name of a file in that folder waits before its whole-document save until the file is removed,
 * so a journey sees the state between a long document's early cards and its end for certain, and
 * lets it go on when it has looked. While it waits, `<name>.held` says so (its early batches are
 * all saved). Any other document goes straight on.
 */
export function holdGenerationHooks(ctx: AppContext, dir: string): ProcessHooks {
  return {
    async beforeSave(documentId) {
      const document = await repo.findDocument(ctx.db, documentId);
      if (!document?.file_name) return;
      const file = path.join(dir, path.basename(document.file_name));
      if (!(await exists(file))) return;
      await writeFile(`${file}.held`, documentId);
      while (await exists(file)) await sleep(100);
    },
  };
}
