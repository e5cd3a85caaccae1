import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from '../apps/server/src/db/table-owners.ts';
import { moduleOf, tableWrites, type TableWrite } from './table-writes.ts';

/*
 * One module writes each table (issue 27 item 1, ADR 130): the map of table → module is
 * `apps/server/src/db/table-owners.ts`, beside the schema; a write anywhere else fails here. Another
 * module that needs a table changed calls a use case of its owner.
 */

const root = path.resolve(import.meta.dirname, '../apps/server/src');
const owners: Record<string, string> = TABLE_OWNERS;

/** A table the file creates for its transaction (`create temp table x`), no table of the app's. */
const temporary = (write: TableWrite): boolean =>
  new RegExp(`create\\s+temp(?:orary)?\\s+table\\s+${write.table}\\b`, 'i').test(
    fs.readFileSync(path.join(root, write.file), 'utf8'),
  );

describe("the server's table writes", () => {
  const writes = tableWrites(root);

  it('are found (the scan reads the source)', () => {
    expect(writes.length).toBeGreaterThan(100);
    expect(new Set(writes.map((w) => w.table))).toContain('flashcards');
  });

  it("each name a table of the schema, or one of the file's own temporary tables", () => {
    const unknown = writes.filter((w) => !(w.table in owners) && !temporary(w));
    expect(unknown.map((w) => `${w.file}:${w.line} → ${w.table}`)).toEqual([]);
  });

  it('are made by the module that owns the table', () => {
    const elsewhere = new Map<string, string>();
    for (const w of writes) {
      const owner = owners[w.table];
      if (owner === undefined || owner === moduleOf(w.file)) continue;
      const key = `${w.file} → ${w.table}`;
      if (!elsewhere.has(key)) elsewhere.set(key, `${w.file}:${w.line} → ${w.table} (owned by ${owner})`);
    }
    expect([...elsewhere.values()], 'writes a table another module owns: call a use case of its owner').toEqual([]);
  });

  it('of a module are made in one of its repository files', () => {
    const outside = new Map<string, string>();
    for (const w of writes) {
      if (!w.file.startsWith('modules/') || w.file.endsWith('.repository.ts')) continue;
      const key = `${w.file} → ${w.table}`;
      if (!outside.has(key)) outside.set(key, `${w.file}:${w.line} → ${w.table}`);
    }
    expect([...outside.values()], "a module's SQL belongs in its repository").toEqual([]);
  });
});

describe('the table-write scan', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-writes-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, text: string): void => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };

  it('finds builder, COPY and raw SQL writes, a union-typed table included, and leaves reads, comments and tests out', () => {
    write(
      'modules/a/a.repository.ts',
      [
        "type Item = 'flashcards' | 'questions';",
        'export const f = (db: Db, table: Item) => db.deleteFrom(table).execute();',
        "export const g = (db: Db) => db\n  .updateTable('sessions as s')\n  .set({ x: 1 });",
        "export const h = (ctx: Ctx) => ctx.copyRows('chunks', [], []);",
        'export const i = (db: Db) => sql`with gone as (delete from usage returning 1)',
        '  insert into quizzes (a) select 1; update  attempts a set x = 1`.execute(db);',
        "// db.insertInto('users')",
        "/* sql`delete from users` */ export const j = (db: Db) => db.selectFrom('users').selectAll();",
        "export const k = (db: Sqlite) => db.run('insert into notes values (?)');",
      ].join('\n'),
    );
    write('modules/a/a.test.ts', "db.insertInto('users');\n");
    write('modules/a/testing/seed.ts', "db.insertInto('users');\n");
    write('plugins/store.ts', 'sql`copy rate_limit_hits (key) from stdin`;\n');
    const found = tableWrites(dir)
      .map((w) => `${moduleOf(w.file)} ${w.table} ${w.line}`)
      .sort();
    expect(found).toEqual(
      [
        'a flashcards 2',
        'a questions 2',
        'a sessions 4',
        'a chunks 6',
        'a usage 7',
        'a quizzes 8',
        'a attempts 8',
        'plugins rate_limit_hits 1',
      ].sort(),
    );
  });
});

describe('docs/architecture.md', () => {
  it("states the tables' owners as db/table-owners.ts gives them", () => {
    const doc = fs.readFileSync(path.resolve(root, '../../../docs/architecture.md'), 'utf8').replace(/\s+/g, ' ');
    const stated = /The tables' owners, each module with the tables it alone writes: (.*?)\. /.exec(doc)?.[1];
    expect(stated, 'the sentence "The tables\' owners, …" in docs/architecture.md').toBeDefined();
    const written: Record<string, string> = {};
    for (const clause of stated!.split(';')) {
      const [owner, tables] = clause.split('—').map((side) => side.trim());
      for (const table of tables!.split(',')) written[table.trim().replace(/`/g, '')] = owner!;
    }
    expect(written).toEqual(owners);
  });
});
