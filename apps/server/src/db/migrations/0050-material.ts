import { type Kysely, sql } from 'kysely';

/*
 * The material pane (issue 10):
 * - speakers: the voices of a recording as rows of their own (a label from diarization, a name and
 *   an avatar the owner gives them, one of eight colours), which chunks point at;
 * - documents.pdf_key: the PDF rendering kept beside the original (web pages, slide decks);
 * - annotations widen to highlights inside a passage of text (`passage`: chunk, character offsets),
 *   which have no page.
 */
const upStatements = [
  `create table speakers (
     id uuid primary key default gen_random_uuid(),
     document_id uuid not null references documents(id) on delete cascade,
     label text not null,
     name text,
     color smallint not null default 0 check (color between 0 and 7),
     avatar_key text,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now(),
     unique (document_id, label)
   )`,
  `alter table chunks add column speaker_id uuid references speakers(id) on delete set null`,
  `create index chunks_speaker_idx on chunks (speaker_id) where speaker_id is not null`,
  // recordings processed before this migration get their speakers too
  `insert into speakers (document_id, label, color)
   select document_id, speaker, ((row_number() over (partition by document_id order by min(ord))) - 1) % 8
   from chunks where speaker is not null group by document_id, speaker`,
  `update chunks c set speaker_id = s.id from speakers s where s.document_id = c.document_id and s.label = c.speaker`,
  `alter table annotations drop constraint annotations_kind_check`,
  `alter table annotations add constraint annotations_kind_check check (kind in ('text','area','passage'))`,
  `alter table annotations alter column page drop not null`,
  `alter table annotations add column chunk_id uuid references chunks(id) on delete set null`,
  `alter table annotations add column start_offset integer`,
  `alter table annotations add column end_offset integer`,
  `create index annotations_document_idx on annotations (document_id)`,
  `alter table documents add column pdf_key text`,
];

const downStatements = [
  `alter table documents drop column pdf_key`,
  `drop index annotations_document_idx`,
  `delete from annotations where kind = 'passage'`,
  `alter table annotations drop column end_offset`,
  `alter table annotations drop column start_offset`,
  `alter table annotations drop column chunk_id`,
  `alter table annotations alter column page set not null`,
  `alter table annotations drop constraint annotations_kind_check`,
  `alter table annotations add constraint annotations_kind_check check (kind in ('text','area'))`,
  `alter table chunks drop column speaker_id`,
  `drop table speakers`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
