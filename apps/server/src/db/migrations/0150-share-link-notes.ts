import { type Kysely, sql } from 'kysely';

/*
 * A share link says whether it shows the owner's notes and highlights (issue 21 item 9): off for
 * every link made before, so links already handed out stop showing them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table share_links add column include_notes boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table share_links drop column include_notes`.execute(db);
}
