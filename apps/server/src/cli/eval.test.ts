import { describe, expect, it } from 'vitest';
import { errors } from '../lib/app-error.ts';
import { describeFailure } from './eval.ts';

describe('describeFailure', () => {
  it('prints a refusal of the app in the app’s own words, with its code and key', () => {
    expect(describeFailure(errors.documentProcessing('errors:powerpoint_problem'))).toBe(
      'refused (DOCUMENT_PROCESSING, errors:powerpoint_problem): Sorry, it seems there was a problem with your Powerpoint file. Refresh the page, or try to generate a new session.',
    );
    expect(describeFailure(errors.unsupportedFile('pipeline:file_type_unsupported'))).toMatch(
      /^refused \(UNSUPPORTED_FILE, pipeline:file_type_unsupported\): This type of file is not supported\./,
    );
  });

  it('prints anything else with its stack', () => {
    const error = new Error('disk gone');
    expect(describeFailure(error)).toBe(error.stack);
    expect(describeFailure('plain')).toBe('plain');
  });
});
