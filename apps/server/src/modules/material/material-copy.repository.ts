import { type Transaction, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Trx = Transaction<Database>;

/** A copy of a session's material: from the session and its storage prefix to the new ones. */
export interface SessionMaterialCopy {
  sourceId: string;
  sourcePrefix: string;
  targetId: string;
  targetOwnerId: string;
  targetPrefix: string;
}

/** A stored file to copy, old key → new key. */
export interface StorageCopy {
  from: string;
  to: string;
}

/**
 * Copies a session's completed documents, their speakers, chunks (with the search index) and card
 * media into `targetId`, every row with a new id. Leaves, until the transaction ends, the tables
 * `copy_documents`, `copy_chunks` and `copy_card_media` (old_id → new_id), by which the library
 * points its copied cards, questions and annotations at the copies. Returns the storage keys to
 * copy (old → new).
 */
export async function copySessionMaterialRows(trx: Trx, input: SessionMaterialCopy): Promise<StorageCopy[]> {
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
  return files.rows.filter((f): f is StorageCopy => f.from !== null && f.to !== null);
}
