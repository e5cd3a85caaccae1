import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../lib/app-error.ts';
import { extractPpt } from './extract-ppt.ts';
import { checkTool, readFixture } from './testing/fixtures.ts';

const soffice = checkTool('soffice');

async function extractError(fixture: string, options = {}): Promise<AppError> {
  const error = await extractPpt(readFixture(fixture), options).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('extractPpt', () => {
  it.runIf(soffice.mustFail)('needs LibreOffice (soffice) installed in CI', () => {
    throw new Error('soffice is not on PATH in CI: run .ci/install-debian.sh');
  });

  it('says plainly that legacy PowerPoint needs LibreOffice when soffice is missing', async () => {
    const error = await extractError('documents/sample-show.ppt', { sofficePath: '/nonexistent/soffice' });
    expect(error.code).toBe('NOT_CONFIGURED');
    expect(error.messageKey).toBe('pipeline:ppt_needs_libreoffice');
  });

  describe.skipIf(!soffice.isAvailable)(
    `with LibreOffice${soffice.isAvailable ? '' : ` (${soffice.skipReason})`}`,
    () => {
      it('converts a legacy deck and reads its slides and notes in order', { timeout: 60_000 }, async () => {
        const result = await extractPpt(readFixture('documents/sample-show.ppt'));
        expect(result.meta.convertedWith).toBe('libreoffice');
        expect(result.passages.map((passage) => passage.slide)).toEqual([1, 2]);
        expect(result.passages[0]!.text).toContain('Title of the first slide');
        expect(result.passages[0]!.text).toContain('I am the notes of the first slide');
        expect(result.passages[1]!.text).toContain('It has bullet points on it');
      });

      it('gives the spec PowerPoint message for a password-protected deck', { timeout: 60_000 }, async () => {
        expect((await extractError('documents/password-protected-hello.ppt')).messageKey).toBe(
          'errors:powerpoint_problem',
        );
      });

      it(
        'gives the spec PowerPoint message for a corrupted deck (LibreOffice recovers no text from it)',
        { timeout: 60_000 },
        async () => {
          expect((await extractError('documents/corrupted.ppt')).messageKey).toBe('errors:powerpoint_problem');
        },
      );
    },
  );
});
