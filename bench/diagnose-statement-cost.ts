// Diagnosis, not a benchmark (ADR 156, owed by ADR 148): `cd bench && npx tsx diagnose-statement-cost.ts`
// prints what one statement costs on the embedded database when nothing else runs: PGlite on the
// main thread (as the tests open it) against PGlite on its own thread (as the app opens it, ADR 148),
// the same statements through the same driver (pg.Pool of one, Kysely): the wall time a statement
// takes, and the main thread's CPU time for it (Linux: /proc/self/task/<pid>/schedstat). Read it with
// the machine's load, printed beside it: on a loaded machine each hop waits for the other thread's turn.
import os from 'node:os';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { openDatabase, PGLITE_START_PARAMS, type DatabaseHandle } from '../apps/server/src/db/database.ts';

const N = Number(process.env.STATEMENTS ?? 2_000);
const cpuMs = () => Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;

async function measure(name: string, database: DatabaseHandle): Promise<void> {
  const db = database.db;
  await sql`create table if not exists probe (id int primary key, v text)`.execute(db);
  await sql`insert into probe select g, 'v' || g from generate_series(1, 1000) g on conflict do nothing`.execute(db);
  const statements: Array<[string, (i: number) => Promise<unknown>]> = [
    ['select 1', () => sql`select 1`.execute(db)],
    ['select a row by key', (i) => sql`select v from probe where id = ${(i % 1000) + 1}`.execute(db)],
  ];
  for (const [label, run] of statements) {
    for (let i = 0; i < 200; i++) await run(i); // warm
    const wall = performance.now();
    const cpu = cpuMs();
    for (let i = 0; i < N; i++) await run(i);
    const wallUs = ((performance.now() - wall) * 1000) / N;
    const cpuUs = ((cpuMs() - cpu) * 1000) / N;
    console.log(
      `${name.padEnd(24)} ${label.padEnd(22)} ${wallUs.toFixed(0).padStart(5)} µs a statement, main thread ${cpuUs.toFixed(0).padStart(4)} µs of CPU`,
    );
  }
  await database.close();
}

console.log(
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')} on ${os.availableParallelism()} CPUs; ${N} statements each`,
);
await measure(
  'main thread',
  await openDatabase({ pglite: await PGlite.create('memory://', { startParams: PGLITE_START_PARAMS }) }),
);
await measure('its own thread (app)', await openDatabase({ pgliteDir: 'memory://' }));
console.log(
  `load average after ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')}`,
);
