import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askChat } from '../../cli/chat-eval.ts';
import { migrateApp } from '../../data-migrations.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { listPendingMigrations, migrateToLatest } from '../../db/migrate.ts';
import { insertTestSession, insertTestUser } from '../../test/seed-rows.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createLocalProvider } from '../ai/local/local.provider.ts';
import { readStoredLanguagesFromProse } from './material-language-from-prose.ts';
import { insertStoredDocument } from './testing/stored-documents.ts';

const STEP = '0206-material-language-from-prose';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const GRAPHS = [
  'Contents 1 Introduction . . . . . . . . 3 2 Graphs . . . . . . . . 9 3 Shortest paths . . . . . . . . 15',
  'A graph consists of nodes and edges. In a weighted graph, each edge is assigned a weight, and the length of a path is the sum of the weights of its edges.',
  "Dijkstra's algorithm finds the shortest paths from a starting node to all nodes of the graph. The algorithm requires that there are no negative weight edges in the graph.",
  'A tree is a connected, acyclic graph that consists of n nodes and n - 1 edges. Removing any edge from a tree divides it into two components.',
];
const DUTCH = [
  'Een graaf bestaat uit knopen en kanten. In een gewogen graaf heeft elke kant een gewicht, en de lengte van een pad is de som van de gewichten van zijn kanten.',
];
const CAPTIONS = [
  'so today we are going to talk about graphs and the edges between their nodes, and how the shortest path is found',
];

describe('0206, a data step: the language of documents stored before it was read from their prose', () => {
  it('is read again once, at migration, and their passages are indexed with its configuration; other languages and videos keep theirs', async () => {
    const { db } = database;
    // an install from before 0206: the template ran it (on no documents), this database has not
    await sql`delete from kysely_migration where name = ${STEP}`.execute(db);
    const ownerId = await insertTestUser(db, 'languages@example.com', 'Languages');
    const sessionId = await insertTestSession(db, ownerId, 'Graphs');
    const insertDocument = (kind: 'pdf' | 'youtube', language: string | null, config: string, texts: string[]) =>
      insertStoredDocument(db, { sessionId, ownerId }, { kind, language, config, texts });
    // the language an earlier version read from a book's contents page
    const book = await insertDocument('pdf', 'ber', 'simple', GRAPHS);
    const dutch = await insertDocument('pdf', 'nl', 'simple', DUTCH);
    // YouTube named the caption track's language (wrongly, here): a video keeps it
    const video = await insertDocument('youtube', 'de', 'german', CAPTIONS);

    // readiness counts the data step as it counts a schema migration
    expect(await listPendingMigrations(db)).toEqual([STEP]);
    // migrated without the data step (a benchmark, the chat evaluation), 0206 refuses rather than be recorded undone
    await expect(migrateToLatest(db)).rejects.toThrow(/0206-material-language-from-prose.*data step/);
    expect(await listPendingMigrations(db)).toEqual([STEP]);

    // the server's start and the admin command line run it, in the place of 0206
    expect(await migrateApp(db)).toEqual([STEP]);
    expect(await listPendingMigrations(db)).toEqual([]);

    const languages = await db
      .selectFrom('documents')
      .select(['id', 'language'])
      .where('session_id', '=', sessionId)
      .execute();
    const languageOf = (id: string) => languages.find((row) => row.id === id)?.language;
    expect(languageOf(book)).toBe('en');
    expect(languageOf(dutch)).toBe('nl');
    expect(languageOf(video)).toBe('de');
    const configs = await db
      .selectFrom('chunks')
      .select(['document_id', 'language'])
      .where('session_id', '=', sessionId)
      .execute();
    expect(new Set(configs.filter((row) => row.document_id === book).map((row) => row.language))).toEqual(
      new Set(['english']),
    );
    expect(configs.find((row) => row.document_id === dutch)?.language).toBe('simple');
    expect(configs.find((row) => row.document_id === video)?.language).toBe('german');
    // the English stems are indexed now ("edge" and "edges" as "edg"), which the simple configuration did not
    const { rows } = await sql<{ ord: number }>`
      select ord from chunks
       where document_id = ${book} and tsv @@ to_tsquery('english', 'edges')
       order by ord`.execute(db);
    expect(rows.map((row) => row.ord)).toEqual([1, 2, 3]);

    // and a Portuguese question about the English book has its words translated into English
    const provider = createLocalProvider();
    const chat = { db, sessionId, close: async () => undefined };
    await db.deleteFrom('documents').where('id', 'in', [dutch, video]).execute();
    const dijkstra = await askChat(
      provider,
      chat,
      'Porque é que o algoritmo de Dijkstra não pode ser usado com arestas de peso negativo?',
      'pt',
    );
    expect(dijkstra.done.isRefusal).toBe(false);
    expect(dijkstra.done.text).toMatch(/no negative weight edges/);
    const tree = await askChat(provider, chat, 'O que é uma árvore?', 'pt');
    expect(tree.done.isRefusal).toBe(false);
    expect(tree.done.citations[0]!.page).toBe(4);

    // a restart does not run it again: a language stored since stays as it is
    await db.updateTable('documents').set({ language: 'ber' }).where('id', '=', book).execute();
    expect(await migrateApp(db)).toEqual([]);
    const languageOfBook = async () =>
      (await db.selectFrom('documents').select('language').where('id', '=', book).executeTakeFirstOrThrow()).language;
    expect(await languageOfBook()).toBe('ber');
    // which the step itself would have read again
    await readStoredLanguagesFromProse(db);
    expect(await languageOfBook()).toBe('en');
    await readStoredLanguagesFromProse(db);
    expect(await languageOfBook()).toBe('en');
  });
});
