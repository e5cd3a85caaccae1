import { type Kysely, sql } from 'kysely';

/*
 * OpenID Connect sign-in (issue 29, ADR 108): the accounts of an identity provider linked to ours,
 * keyed by the issuer and the provider's subject identifier (`sub`), never by e-mail alone. A
 * user may hold one identity per issuer; deleting the user removes its identities.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table oidc_identities (
      issuer text not null,
      subject text not null,
      user_id uuid not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (issuer, subject),
      unique (user_id, issuer)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists oidc_identities`.execute(db);
}
