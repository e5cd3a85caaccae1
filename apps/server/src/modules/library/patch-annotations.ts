import type { AnnotationsPatchBody, AnnotationsPatchResponse } from '@mnemo/contracts/reading';
import type { AppContext } from '../../app-context.ts';
import { errors } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertCanWriteSession } from './library.policy.ts';
import { presentAnnotation } from './library.presenters.ts';
import { assertAnnotationAnchors, toAnnotationValues } from './session-diffs.ts';
import * as repo from './library.repository.ts';

/**
 * Saves annotations one by one as the learner works (owner only): items without an id are
 * created, items with one updated, `delete` ids removed. The session's `version` is untouched, so
 * a whole-array write based on it still applies.
 */
export async function patchAnnotations(
  ctx: AppContext,
  user: AuthUser,
  sessionId: string,
  body: AnnotationsPatchBody,
): Promise<AnnotationsPatchResponse> {
  return ctx.db.transaction().execute(async (trx) => {
    const session = await repo.lockSession(trx, sessionId);
    assertCanWriteSession(session, user);
    await assertAnnotationAnchors(trx, session.id, body.upsert, 'upsert');
    const known = new Set(await repo.listItemIds(trx, 'annotations', session.id));
    const seen = new Set<string>();
    body.upsert.forEach((item, index) => {
      if (item.id === undefined) return;
      if (!known.has(item.id) || seen.has(item.id)) throw errors.validation(`upsert.${index}.id`);
      seen.add(item.id);
    });

    const deleted = await repo.deleteAnnotationsReturning(
      trx,
      session.id,
      body.delete.filter((id) => !seen.has(id)),
    );
    let next = await repo.getNextAnnotationPosition(trx, session.id);
    const created = body.upsert.filter((item) => item.id === undefined).map((item) => toAnnotationValues(item, next++));
    const inserted = await repo.insertAnnotationsReturning(trx, session.id, created);
    let insertedIndex = 0;
    const upserted = [];
    for (const item of body.upsert) {
      if (item.id === undefined) {
        upserted.push(inserted[insertedIndex++]!);
        continue;
      }
      const { position: _position, ...values } = toAnnotationValues(item, 0);
      upserted.push((await repo.updateAnnotationReturning(trx, session.id, item.id, values))!);
    }
    return { upserted: upserted.map(presentAnnotation), deleted };
  });
}
