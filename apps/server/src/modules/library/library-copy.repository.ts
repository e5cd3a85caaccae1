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
 * Copies a session's completed documents, their chunks (with the search index), flashcards,
 * questions, annotations (`withAnnotations`) and card media into `targetId`, giving every row a new id and keeping every
 * card's and question's link to its source passage and the key concept it tests. Returns the storage keys to copy (old → new).
 */
export async function copySessionContents(
  trx: Trx,
  input: {
    sourceId: string;
    sourcePrefix: string;
    targetId: string;
    targetOwnerId: string;
    targetPrefix: string;
    withAnnotations: boolean;
  },
): Promise<Array<{ from: string; to: string }>> {
  const { sourceId, sourcePrefix, targetId, targetOwnerId, targetPrefix } = input;
  await sql`create temp table copy_documents (old_id uuid primary key, new_id uuid not null) on commit drop`.execute(
    trx,
  );
  await sql`create temp table copy_chunks (old_id uuid primary key, new_id uuid not null) on commit drop`.execute(trx);
  await sql`insert into copy_documents select id, gen_random_uuid() from documents where session_id = ${sourceId} and status = 'completed'`.execute(
    trx,
  );
  await sql`insert into copy_chunks select c.id, gen_random_uuid() from chunks c join copy_documents m on m.old_id = c.document_id`.execute(
    trx,
  );
  await sql`create temp table copy_speakers (old_id uuid primary key, new_id uuid not null) on commit drop`.execute(
    trx,
  );
  await sql`insert into copy_speakers select s.id, gen_random_uuid() from speakers s join copy_documents m on m.old_id = s.document_id`.execute(
    trx,
  );
  await sql`
    insert into documents (id, session_id, owner_id, kind, file_name, source_url, storage_key, size_bytes, status,
      embedding_status, stages, error, language, duration_ms, video_id, progress, generation_saved_at, is_session_origin, pdf_key,
      summary, key_concepts, sections)
    select m.new_id, ${targetId}, ${targetOwnerId}, d.kind, d.file_name, d.source_url,
      case when d.storage_key like ${`${sourcePrefix}%`} then ${targetPrefix} || substr(d.storage_key, ${sourcePrefix.length + 1}) else null end,
      d.size_bytes, d.status, d.embedding_status, d.stages, d.error, d.language, d.duration_ms, d.video_id, d.progress,
      d.generation_saved_at, d.is_session_origin,
      case when d.pdf_key like ${`${sourcePrefix}%`} then ${targetPrefix} || substr(d.pdf_key, ${sourcePrefix.length + 1}) else null end,
      d.summary, d.key_concepts, d.sections
    from documents d join copy_documents m on m.old_id = d.id`.execute(trx);
  await sql`
    insert into speakers (id, document_id, label, name, color, avatar_key)
    select sm.new_id, dm.new_id, s.label, s.name, s.color,
      case when s.avatar_key like ${`${sourcePrefix}%`} then ${targetPrefix} || substr(s.avatar_key, ${sourcePrefix.length + 1}) else null end
    from speakers s join copy_speakers sm on sm.old_id = s.id join copy_documents dm on dm.old_id = s.document_id`.execute(
    trx,
  );
  // imported cards' images and sounds: new ids, files under the new session, cards pointing at them
  await sql`create temp table copy_card_media (old_id uuid primary key, new_id uuid not null) on commit drop`.execute(
    trx,
  );
  await sql`insert into copy_card_media select id, gen_random_uuid() from card_media where session_id = ${sourceId}`.execute(
    trx,
  );
  await sql`
    insert into card_media (id, session_id, owner_id, name, kind, content_type, size_bytes, storage_key)
    select m.new_id, ${targetId}, ${targetOwnerId}, c.name, c.kind, c.content_type, c.size_bytes,
      ${targetPrefix} || replace(substr(c.storage_key, ${sourcePrefix.length + 1}), m.old_id::text, m.new_id::text)
    from card_media c join copy_card_media m on m.old_id = c.id
    where c.storage_key like ${`${sourcePrefix}%`}`.execute(trx);
  const files = await sql<{ from: string | null; to: string | null }>`
    select o.storage_key as "from", n.storage_key as "to"
    from copy_documents m join documents o on o.id = m.old_id join documents n on n.id = m.new_id
    union all
    select o.pdf_key, n.pdf_key
    from copy_documents m join documents o on o.id = m.old_id join documents n on n.id = m.new_id
    union all
    select o.avatar_key, n.avatar_key
    from copy_speakers m join speakers o on o.id = m.old_id join speakers n on n.id = m.new_id
    union all
    select o.storage_key, n.storage_key
    from copy_card_media m join card_media o on o.id = m.old_id join card_media n on n.id = m.new_id`.execute(trx);
  await sql`
    insert into chunks (id, document_id, session_id, ord, text, page, slide, start_ms, end_ms, speaker, language, tsv, speaker_id)
    select cm.new_id, dm.new_id, ${targetId}, c.ord, c.text, c.page, c.slide, c.start_ms, c.end_ms, c.speaker, c.language, c.tsv, sm.new_id
    from chunks c join copy_chunks cm on cm.old_id = c.id join copy_documents dm on dm.old_id = c.document_id
      left join copy_speakers sm on sm.old_id = c.speaker_id`.execute(trx);
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
  return files.rows.filter((f): f is { from: string; to: string } => f.from !== null && f.to !== null);
}
