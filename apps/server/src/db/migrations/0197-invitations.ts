import { type Kysely, sql } from 'kysely';

/*
 * Invitations (issue 29 item 2, ADR 109): with SIGNUP=invite only an address with an open
 * invitation (unused, made less than 14 days ago) may create an account. The link's token is
 * stored only as its hash; inviting an address again replaces its open invitation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table invitations (
      id uuid primary key default gen_random_uuid(),
      email text not null,
      token_hash text not null unique,
      invited_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz,
      user_id uuid references users (id) on delete set null
    )`.execute(db);
  await sql`create index invitations_email on invitations (lower(email))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists invitations`.execute(db);
}
