import { type Transaction, sql } from 'kysely';
import { CARD_MEDIA_REF_PATTERN, cardMediaRef } from '@mnemo/contracts/exchange';
import type { Database } from '../../db/schema.ts';

type Trx = Transaction<Database>;

/** What a copy would bring: completed documents and generated exercises. */
export async function countCopyableContent(
  trx: Trx,
  sessionId: string,
): Promise<{ documents: number; exercises: number }> {
  const result = await sql<{ documents: number; exercises: number }>`
    select
      (select count(*) from documents where session_id = ${sessionId} and status = 'completed')::int as documents,
      ((select count(distinct coalesce(note_id, id)) from flashcards where session_id = ${sessionId} and is_generated)
        + (select count(*) from questions where session_id = ${sessionId} and is_generated))::int as exercises`.execute(
    trx,
  );
  return result.rows[0] ?? { documents: 0, exercises: 0 };
}

/** Names of the user's sessions at the top level (to choose a free name for the copy). */
export async function listRootSessionNames(trx: Trx, ownerId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('sessions')
    .select('name')
    .where('owner_id', '=', ownerId)
    .where('folder_id', 'is', null)
    .execute();
  return rows.map((r) => r.name.toLowerCase());
}

/** The copied cards' media references (`/api/media/cards/<id>`) moved to the copies of the files. */
async function pointCardsAtCopiedMedia(trx: Trx, targetId: string): Promise<void> {
  const { rows: moves } = await sql<{
    old_id: string;
    new_id: string;
  }>`select old_id::text, new_id::text from copy_card_media`.execute(trx);
  if (moves.length === 0) return;
  const newIdOf = new Map(moves.map((m) => [m.old_id, m.new_id]));
  const move = (text: string) =>
    text.replace(CARD_MEDIA_REF_PATTERN, (whole, id: string) =>
      newIdOf.has(id) ? cardMediaRef(newIdOf.get(id)!) : whole,
    );
  const cards = await trx
    .selectFrom('flashcards')
    .select(['id', 'front', 'back'])
    .where('session_id', '=', targetId)
    .where((eb) => eb.or([eb('front', 'like', '%/api/media/cards/%'), eb('back', 'like', '%/api/media/cards/%')]))
    .execute();
  for (const card of cards)
    await trx
      .updateTable('flashcards')
      .set({ front: move(card.front), back: move(card.back) })
      .where('id', '=', card.id)
      .execute();
}

/**
 * Copies a session's flashcards, questions and annotations (`withAnnotations`) into `targetId`,
 * after material's rows were copied in the same transaction (`copy_documents`, `copy_chunks` and
 * `copy_card_media` map their old ids to new ones): every row gets a new id, and every card and
 * question keeps its link to its source passage and the key concept it tests.
 */
export async function copySessionItems(
  trx: Trx,
  input: { sourceId: string; targetId: string; withAnnotations: boolean },
): Promise<void> {
  const { sourceId, targetId } = input;
  await sql`
    with notes as (
      select note_id as old_id, gen_random_uuid() as new_id
      from flashcards where session_id = ${sourceId} and note_id is not null group by note_id
    )
    insert into flashcards (session_id, position, front, back, difficulty, source_chunk_id, is_generated, document_id, concept,
      kind, note_id, ordinal, note_text)
    select ${targetId}, f.position, f.front, f.back, f.difficulty, cm.new_id, f.is_generated, dm.new_id, f.concept,
      f.kind, nm.new_id, f.ordinal, f.note_text
    from flashcards f left join copy_chunks cm on cm.old_id = f.source_chunk_id left join copy_documents dm on dm.old_id = f.document_id
      left join notes nm on nm.old_id = f.note_id
    where f.session_id = ${sourceId}`.execute(trx);
  await pointCardsAtCopiedMedia(trx, targetId);
  await sql`
    insert into questions (session_id, position, type, prompt, options, correct_index, answer, expected_answer, explanation,
      source_chunk_id, is_generated, document_id, concept)
    select ${targetId}, q.position, q.type, q.prompt, q.options, q.correct_index, q.answer, q.expected_answer, q.explanation,
      cm.new_id, q.is_generated, dm.new_id, q.concept
    from questions q left join copy_chunks cm on cm.old_id = q.source_chunk_id left join copy_documents dm on dm.old_id = q.document_id
    where q.session_id = ${sourceId}`.execute(trx);
  if (input.withAnnotations)
    await sql`
    insert into annotations (session_id, document_id, position, kind, page, rects, quote, color, note, chunk_id, start_offset, end_offset)
    select ${targetId}, dm.new_id, a.position, a.kind, a.page, a.rects, a.quote, a.color, a.note, cm.new_id, a.start_offset, a.end_offset
    from annotations a left join copy_documents dm on dm.old_id = a.document_id left join copy_chunks cm on cm.old_id = a.chunk_id
    where a.session_id = ${sourceId}`.execute(trx);
}
