import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readFixture } from '../modules/pipeline/steps/extract/testing/fixtures.ts';
import { AppError } from './app-error.ts';
import { sniffFile } from './sniff-file.ts';

async function sniffError(bytes: Uint8Array): Promise<AppError> {
  const error = await sniffFile(bytes).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('sniffFile', () => {
  it.each([
    ['documents/textbook-chapter-10p.pdf', 'pdf', 'pdf'],
    ['documents/scanned-image-only.pdf', 'pdf', 'pdf'],
    ['documents/sample-show.pptx', 'pptx', 'pptx'],
    ['documents/sample-show.ppt', 'ppt', 'ppt'],
    ['documents/password-protected-hello.ppt', 'ppt', 'ppt'],
    ['audio/one-speaker-jfk.wav', 'audio', 'wav'],
    ['audio/one-speaker-jfk.mp3', 'audio', 'mp3'],
    ['audio/two-speakers.m4a', 'audio', 'm4a'],
  ])('recognises %s by its content', async (fixture, kind, ext) => {
    const sniffed = await sniffFile(readFixture(fixture));
    expect(sniffed.kind).toBe(kind);
    expect(sniffed.ext).toBe(ext);
  });

  it('ignores the name: a PDF is a PDF whatever it is called (no name is ever passed)', async () => {
    expect((await sniffFile(readFixture('documents/malformed-header-only.pdf'))).kind).toBe('pdf');
  });

  it('refuses an empty file with its own message', async () => {
    const error = await sniffError(new Uint8Array());
    expect(error.code).toBe('VALIDATION');
    expect(error.messageKey).toBe('pipeline:file_empty');
  });

  it('refuses text, images and unknown bytes as unsupported', async () => {
    for (const bytes of [
      strToU8('just some text pretending to be a pdf'),
      readFixture('transcripts/lecture-captions.json'),
      Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
      Uint8Array.from({ length: 64 }, (_, i) => (i * 37) % 251),
    ]) {
      const error = await sniffError(bytes);
      expect(error.code).toBe('UNSUPPORTED_FILE');
      expect(error.messageKey).toBe('pipeline:file_type_unsupported');
    }
  });

  it('refuses a zip that is not a presentation (no ppt/presentation.xml)', async () => {
    const docx = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': strToU8('<w:document/>') });
    const error = await sniffError(docx);
    expect(error.code).toBe('UNSUPPORTED_FILE');
    expect(error.messageKey).toBe('pipeline:file_zip_not_powerpoint');
  });

  it('recognises a zip with ppt/presentation.xml as pptx without inflating it', async () => {
    const pptx = zipSync({ 'ppt/presentation.xml': new Uint8Array(5 * 1024 * 1024) });
    expect((await sniffFile(pptx)).kind).toBe('pptx');
  });
});
