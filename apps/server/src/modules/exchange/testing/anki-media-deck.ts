import fs from 'node:fs';
import path from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import { openSqlite } from '../sqlite.ts';

/*
 * Test packages with media, made from Anki's own `legacy-anki2-with-media.apkg` (its only media
 * file, `foo.wav`, is the 4 bytes `abc\n`, not audio): the same collection, its note's fields
 * set to rich HTML, and real media members beside the package's own.
 */

const FIXTURES = path.resolve(import.meta.dirname, '../../../../../../test/fixtures');

export const ankiFixture = (name: string): Uint8Array =>
  new Uint8Array(fs.readFileSync(path.join(FIXTURES, 'anki', name)));

/** A 1×1 PNG. */
export const PNG_BYTES = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** A short silent WAV (8 kHz, 8-bit mono, 16 samples). */
export function wavBytes(samples = 16): Uint8Array {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples, 40);
  return new Uint8Array(Buffer.concat([header, Buffer.alloc(samples, 128)]));
}

/**
 * The fixture with its note's fields replaced (`front`, `back` as Anki HTML) and `media` as the
 * package's files by name (in the legacy JSON map).
 */
export async function buildMediaDeck(
  front: string,
  back: string,
  media: Record<string, Uint8Array>,
): Promise<Uint8Array> {
  const members = unzipSync(ankiFixture('legacy-anki2-with-media.apkg'));
  const db = await openSqlite(members['collection.anki2']);
  try {
    db.run('update notes set flds = ?', [`${front}\x1f${back}`]);
    const out: Record<string, Uint8Array> = { 'collection.anki2': db.export() };
    const map: Record<string, string> = {};
    Object.entries(media).forEach(([name, bytes], i) => {
      out[String(i)] = bytes;
      map[String(i)] = name;
    });
    out.media = new TextEncoder().encode(JSON.stringify(map));
    return zipSync(out);
  } finally {
    db.close();
  }
}
