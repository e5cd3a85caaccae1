import { existsSync } from 'node:fs';
import { basename, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const FIXTURE_FOLDERS = ['test/fixtures/documents', 'test/fixtures/transcripts', 'test/fixtures/texts'];

/**
 * The repository's copy of a labelled-set document (test/fixtures/quality): its `source` as written when
 * it is in the repository, else the fixture of the same name; null when the repository holds none (the
 * issue's held-out documents are kept out on purpose). Nothing is read from beside the checkout.
 */
export function resolveLabelledSource(source: string): string | null {
  const written = source.replace(/;$/u, '');
  const candidates = [
    ...(written.startsWith('..') ? [] : [resolve(ROOT, written)]),
    ...FIXTURE_FOLDERS.map((folder) => resolve(ROOT, folder, basename(written))),
  ];
  return candidates.find((path) => existsSync(path)) ?? null;
}
