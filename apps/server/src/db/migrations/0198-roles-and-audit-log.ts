import { type Kysely, sql } from 'kysely';

/*
 * Administrators (issue 29 item 3, ADR 109): a role on each user (`user` or `admin`), and the
 * audit log of every administrative action, from the Admin page (the admin who acted) or the
 * command line (actor `cli`). An entry keeps the actor's and the target's addresses as they were,
 * so it still reads after either account is deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column role text not null default 'user' check (role in ('user', 'admin'))`.execute(
    db,
  );
  await sql`
    create table audit_log (
      id bigserial primary key,
      actor_id uuid references users (id) on delete set null,
      actor text not null,
      action text not null,
      target text,
      detail text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index audit_log_created on audit_log (created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists audit_log`.execute(db);
  await sql`alter table users drop column if exists role`.execute(db);
}
