import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/*
 * A store for @fastify/rate-limit that keeps each limit's counts in the database
 * (`rate_limit_hits`, ADR 103), so every API process counts against the same window: with
 * several processes on one PostgreSQL, the in-memory store let a client spread over N of them
 * make N times the limit. One statement per limited request (an upsert on the key's primary
 * key); the window is a fixed one started by the first hit, timed by the database's clock, so
 * processes with skewed clocks agree. Rows whose window ended over an hour ago are removed at
 * most once a minute per process.
 */

interface RouteInfo {
  method?: string | string[];
  url?: string;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Windows longer than this are not used by any route; their rows would be removed early. */
const KEEP_ENDED_MS = 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 1000;

/** The rate-limit key of a signed-in user (anonymous requests are keyed by address: `ip:…`). */
export function userRateLimitKey(userId: string): string {
  return `user:${userId}`;
}

/** Forgets a deleted account's counts on every route (each row's key ends with `-user:<id>`). */
export async function deleteUserRateLimitHits(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .deleteFrom('rate_limit_hits')
    .where('key', 'like', `%-${userRateLimitKey(userId)}`)
    .execute();
}

export function createDatabaseRateLimitStore(db: Kysely<Database>): new (options: unknown) => DatabaseRateLimitStore {
  const shared = { lastSweep: 0 };
  return class extends DatabaseRateLimitStore {
    constructor() {
      super(db, '', shared);
    }
  };
}

export class DatabaseRateLimitStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly prefix: string,
    private readonly shared: { lastSweep: number },
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    this.hit(`${this.prefix}${key}`, timeWindow).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  read(key: string, callback: Callback, timeWindow: number): void {
    this.peek(`${this.prefix}${key}`, timeWindow).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  /** A store for one route (the plugin passes its options, `routeInfo` among them): its keys carry the route. */
  child(routeOptions: object): DatabaseRateLimitStore {
    const { method, url } = (routeOptions as { routeInfo?: RouteInfo }).routeInfo ?? {};
    const methods = ([] as string[]).concat(method ?? []).join(',');
    return new DatabaseRateLimitStore(this.db, `${this.prefix}${methods}${url ?? ''}-`, this.shared);
  }

  /** Counts one hit in the key's window (a new window when the last one ended). */
  async hit(key: string, timeWindowMs: number): Promise<{ current: number; ttl: number }> {
    const windowMs = Math.max(1, Math.trunc(timeWindowMs));
    const result = await sql<{ hits: number; ttl: number }>`
      insert into rate_limit_hits as r (key, window_start, hits) values (${key}, now(), 1)
      on conflict (key) do update set
        window_start = case when r.window_start + make_interval(secs => ${windowMs} / 1000.0) <= now() then now() else r.window_start end,
        hits = case when r.window_start + make_interval(secs => ${windowMs} / 1000.0) <= now() then 1 else r.hits + 1 end
      returning hits, greatest(0, ceil(extract(epoch from (window_start + make_interval(secs => ${windowMs} / 1000.0) - now())) * 1000))::int as ttl
    `.execute(this.db);
    const row = result.rows[0]!;
    this.sweepNowAndThen();
    return { current: row.hits, ttl: row.ttl };
  }

  /** The key's hits in its current window, without counting one. */
  async peek(key: string, timeWindowMs: number): Promise<{ current: number; ttl: number }> {
    const windowMs = Math.max(1, Math.trunc(timeWindowMs));
    const result = await sql<{ hits: number; ttl: number }>`
      select hits, ceil(extract(epoch from (window_start + make_interval(secs => ${windowMs} / 1000.0) - now())) * 1000)::int as ttl
      from rate_limit_hits where key = ${key} and window_start + make_interval(secs => ${windowMs} / 1000.0) > now()
    `.execute(this.db);
    const row = result.rows[0];
    return row ? { current: row.hits, ttl: row.ttl } : { current: 0, ttl: 0 };
  }

  private sweepNowAndThen(): void {
    const now = Date.now();
    if (now - this.shared.lastSweep < SWEEP_EVERY_MS) return;
    this.shared.lastSweep = now;
    void sql`delete from rate_limit_hits where window_start < now() - make_interval(secs => ${KEEP_ENDED_MS / 1000})`
      .execute(this.db)
      .catch(() => undefined);
  }
}
