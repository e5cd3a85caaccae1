import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { parseCaptionJson, readMaterialFile } from './read-material-file.ts';
import { checkTool, fixturePath, readFixture } from './steps/extract/testing/fixtures.ts';

// The eval command, benchmarks and quality tests read files here: through the app's own readers,
// so what an upload refuses is refused with the same message and what it reads is read alike.
const soffice = checkTool('soffice');

async function refusal(file: string): Promise<AppError> {
  const error = await readMaterialFile(file).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

function writeTemp(name: string, content: string | Uint8Array): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'mnemo-material-file-')), name);
  writeFileSync(file, content);
  return file;
}

describe('readMaterialFile', () => {
  describe.skipIf(!soffice.isAvailable)(
    `legacy PowerPoint, as an upload is read${soffice.isAvailable ? '' : ` (${soffice.skipReason})`}`,
    () => {
      it('reads a .ppt deck’s slides through LibreOffice, never its bytes as text', { timeout: 60_000 }, async () => {
        const { chunks } = await readMaterialFile(fixturePath('documents/sample-show.ppt'));
        expect(chunks.map((chunk) => chunk.slide)).toEqual([1, 2]);
        expect(chunks[0]!.text).toContain('Title of the first slide');
        expect(chunks[1]!.text).toContain('It has bullet points on it');
        // what the .pptx of the same deck gives
        const pptx = await readMaterialFile(fixturePath('documents/sample-show.pptx'));
        expect(chunks.map((chunk) => chunk.text)).toEqual(pptx.chunks.map((chunk) => chunk.text));
      });

      it.each(['documents/corrupted.ppt', 'documents/password-protected-hello.ppt'])(
        'refuses %s with the spec’s PowerPoint message, as an upload is refused',
        { timeout: 60_000 },
        async (file) => {
          const error = await refusal(fixturePath(file));
          expect(error.code).toBe('DOCUMENT_PROCESSING');
          expect(error.messageKey).toBe('errors:powerpoint_problem');
        },
      );
    },
  );

  it('decides an upload’s kind from its bytes, never its name, and refuses what the app refuses', async () => {
    // a PDF under another name is read as a PDF
    const renamed = writeTemp('notes.bin', readFixture('documents/textbook-chapter-10p.pdf'));
    const { chunks } = await readMaterialFile(renamed);
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.every((chunk) => chunk.page !== null)).toBe(true);
    // bytes the app does not accept as an upload
    for (const file of [writeTemp('table.csv', 'a,b\n1,2\n'), writeTemp('deck.ppt', 'not a presentation at all')]) {
      const error = await refusal(file);
      expect(error.code).toBe('UNSUPPORTED_FILE');
      expect(error.messageKey).toBe('pipeline:file_type_unsupported');
    }
    expect((await refusal(writeTemp('empty.pdf', new Uint8Array()))).messageKey).toBe('pipeline:file_empty');
  });

  it('reads a captions JSON file as the app reads a video’s captions: timed cues, never JSON keys', async () => {
    const { chunks, language } = await readMaterialFile(fixturePath('transcripts/lecture-captions.json'));
    const fixture = JSON.parse(readFileSync(fixturePath('transcripts/lecture-captions.json'), 'utf8')) as {
      segments: Array<{ text: string; start: number; duration: number }>;
    };
    expect(language).toBe('en');
    const text = chunks.map((chunk) => chunk.text).join(' ');
    expect(text).not.toMatch(/"(?:start|duration|text|segments)"|[{}]/);
    const words = (value: string): string[] => value.split(/\s+/).filter(Boolean);
    expect(words(text)).toEqual(words(fixture.segments.map((segment) => segment.text).join(' ')));
    expect(chunks[0]!.startMs).toBe(7140);
    for (const [index, chunk] of chunks.entries()) {
      expect(chunk.endMs!).toBeGreaterThan(chunk.startMs!);
      if (index > 0) expect(chunk.startMs!).toBeGreaterThanOrEqual(chunks[index - 1]!.startMs!);
    }
  });

  it('refuses JSON that is not captions with the app’s message for a file it does not accept', async () => {
    for (const content of ['{"name":"mnemo","version":"1.0.0"}', '[{"text":"no times"}]', '{ not json']) {
      const error = await refusal(writeTemp('data.json', content));
      expect(error.code).toBe('UNSUPPORTED_FILE');
      expect(error.messageKey).toBe('pipeline:file_type_unsupported');
    }
    expect((await refusal(writeTemp('silent.json', '{"segments":[]}'))).messageKey).toBe(
      'pipeline:youtube_no_captions',
    );
  });
});

describe('parseCaptionJson', () => {
  it('reads the shapes caption fetchers give: start or offset, bare or under segments, with a language', () => {
    expect(parseCaptionJson('[{"text":"Hello there.","start":1.5,"duration":2}]')).toEqual({
      segments: [{ text: 'Hello there.', offset: 1.5, duration: 2 }],
      language: null,
    });
    expect(
      parseCaptionJson('{"segments":[{"text":"Olá a todos.","offset":0.25,"duration":1.75,"lang":"pt-PT"}]}'),
    ).toEqual({ segments: [{ text: 'Olá a todos.', offset: 0.25, duration: 1.75 }], language: 'pt' });
    expect(parseCaptionJson('{"segments":"nope"}')).toBeNull();
    expect(parseCaptionJson('[{"text":"x","start":"1","duration":2}]')).toBeNull();
  });
});
