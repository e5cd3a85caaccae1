import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { answerChat } from '../apps/server/src/modules/ai/chat/index.ts';
import { createLocalProvider } from '../apps/server/src/modules/ai/local/local.provider.ts';
import { searchChunks } from '../apps/server/src/modules/pipeline/retrieval.repository.ts';
import { chunkPassages } from '../apps/server/src/modules/pipeline/steps/chunk/chunk-passages.ts';
import { extractPdf } from '../apps/server/src/modules/pipeline/steps/extract/extract-pdf.ts';
import { findFixturesDir } from '../apps/server/src/modules/pipeline/steps/extract/testing/fixtures.ts';

const QUESTIONS = [
  'What is a variable?', 'How does a function return a value?', 'What is recursion?', 'What is a dictionary?',
  'How does a for loop work?', 'What is a string?', 'What is the Python interpreter?', 'What is debugging?',
  'What is an integer?', 'What does the modulus operator do?', 'What is a boolean expression?', 'What is a list?',
  'What is a tuple?', 'How do you read a file?', 'What is an exception?', 'What is a module?',
  'What is a keyword?', 'What is a parameter?', 'What is a conditional statement?', 'What is a syntax error?',
];

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

/**
 * Chat retrieval over a 300-page session (textbook-120p.pdf stored as three documents, 360 pages)
 * on the embedded database: full-text search plus the local provider's cited answer, per question.
 * Target: p95 under 150 ms. Reference in the same run: the search alone.
 */
export async function runRetrievalBench(): Promise<string[]> {
  const database = await openDatabase({ pgliteDir: 'memory://' });
  try {
    await migrateToLatest(database.db);
    const db = database.db;
    const bytes = readFileSync(path.join(findFixturesDir(), 'documents/textbook-120p.pdf'));
    const chunks = chunkPassages((await extractPdf(bytes)).passages);
    const user = await db.insertInto('users').values({ email: 'bench@example.com', name: 'Bench', password_hash: null, google_sub: null, age_confirmed_at: new Date(), suspended_at: null }).returning('id').executeTakeFirstOrThrow();
    const session = await db.insertInto('sessions').values({ owner_id: user.id, folder_id: null, name: 'Three textbooks', summary: null }).returning('id').executeTakeFirstOrThrow();
    for (let copy = 0; copy < 3; copy++) {
      const doc = await db
        .insertInto('documents')
        .values({ session_id: session.id, owner_id: user.id, kind: 'pdf', file_name: `book-${copy}.pdf`, status: 'completed', embedding_status: 'completed', storage_key: null, size_bytes: null, source_url: null, language: 'en', duration_ms: null, video_id: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (let i = 0; i < chunks.length; i += 200) {
        await db
          .insertInto('chunks')
          .values(
            chunks.slice(i, i + 200).map((chunk, j) => ({
              document_id: doc.id, session_id: session.id, ord: i + j, text: chunk.text, page: chunk.page, slide: null,
              start_ms: null, end_ms: null, speaker: null, language: 'english', tsv: sql`to_tsvector('english', ${chunk.text})`,
            })),
          )
          .execute();
      }
    }
    const provider = createLocalProvider();
    const searchTimes: number[] = [];
    const answerTimes: number[] = [];
    let answered = 0;
    for (let round = 0; round < 3; round++) {
      for (const question of QUESTIONS) {
        const started = performance.now();
        const passages = await searchChunks(db, { sessionId: session.id, query: question, language: 'en', limit: 8 });
        searchTimes.push(performance.now() - started);
        for await (const event of answerChat(provider, { question, passages, locale: 'en' })) {
          if (event.type === 'done' && !event.isRefusal) answered++;
        }
        answerTimes.push(performance.now() - started);
      }
    }
    const p95 = percentile(answerTimes, 95);
    return [
      `retrieval: ${chunks.length * 3} chunks (3 × 120 pages), ${answerTimes.length} questions, PGlite, local provider`,
      `  search alone         p50 ${percentile(searchTimes, 50).toFixed(1)} ms, p95 ${percentile(searchTimes, 95).toFixed(1)} ms (reference)`,
      `  search + cited answer p50 ${percentile(answerTimes, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target < 150 ms) ${p95 < 150 ? 'PASS' : 'MISS'}`,
      `  answered from the material: ${answered} of ${answerTimes.length}`,
    ];
  } finally {
    await database.close();
  }
}
