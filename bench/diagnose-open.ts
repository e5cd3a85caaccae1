// Diagnosis, not a benchmark (ADR 103): `cd bench && CARDS=100000 npx tsx diagnose-open.ts` times the
// requests that open a session of that many cards and prints their sizes.
import { buildApp } from '../apps/server/src/app.ts';
import { sql } from 'kysely';
import { benchContext, openBenchDatabase, registerBenchUser } from './embedded-app.ts';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const N = Number(process.env.CARDS ?? 100_000);
const database = await openBenchDatabase(path.join(mkdtempSync(path.join(os.tmpdir(), 'open-')), 'db'));
const ctx = benchContext(database);
const app = await buildApp(ctx, { databaseKind: database.kind, serveWeb: false });
const user = await registerBenchUser(app, 'open@example.com');
const created = await app.inject({
  method: 'POST',
  url: '/api/directory/root/file',
  headers: user.headers,
  payload: { name: 'Big deck' },
});
const sessionId = (created.json() as { id: string }).id;
await sql`insert into flashcards (session_id, position, front, back, difficulty, is_generated, tags)
  select ${sessionId}, g, 'Front ' || g, 'Back ' || g, 'medium', false, '[]'::jsonb from generate_series(0, ${N - 1}) g`.execute(
  ctx.db,
);
await sql`analyze flashcards`.execute(ctx.db);
for (const round of [1, 2]) {
  for (const url of [
    `/api/directory/root/file/${sessionId}`,
    `/api/review/due?sessionId=${sessionId}`,
    `/api/review/stats?sessionId=${sessionId}`,
    `/api/sessions/${sessionId}/card-media`,
    `/api/sessions/${sessionId}/guided`,
    `/api/directory/root`,
  ]) {
    const t = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: user.headers });
    console.log(
      round,
      url.replace(sessionId, ':id'),
      res.statusCode,
      `${(performance.now() - t).toFixed(0)} ms`,
      `${(res.body.length / 1024).toFixed(0)} KB`,
    );
  }
}
await app.close();
await database.close();
process.exit(0);
