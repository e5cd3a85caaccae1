import { describe, expect, it } from 'vitest';
import { suggestSessionName, validateWizard, type WizardValues } from './validate-wizard.ts';

const valid: WizardValues = {
  source: 'text',
  file: null,
  text: 'Some notes',
  url: '',
  questionTypes: ['open_ended'],
  questionLanguage: 'en',
  name: 'Biology',
};

describe('validateWizard (spec §5)', () => {
  it('accepts complete values', () => {
    expect(validateWizard(valid)).toEqual({});
  });

  it('names each missing piece with its message key', () => {
    expect(validateWizard({ ...valid, source: 'file' })).toEqual({ material: 'upload_invalid_file' });
    expect(validateWizard({ ...valid, source: 'file', file: new File([], 'empty.pdf') })).toEqual({
      material: 'upload_invalid_file',
    });
    expect(validateWizard({ ...valid, text: '  \n ' })).toEqual({ material: 'text_required' });
    expect(validateWizard({ ...valid, source: 'link', url: ' ' })).toEqual({ material: 'link_required' });
    expect(validateWizard({ ...valid, questionTypes: [] })).toEqual({ questionTypes: 'question_type_required' });
    expect(validateWizard({ ...valid, name: ' ab ' })).toEqual({ name: 'session_name_too_short' });
    expect(validateWizard({ ...valid, name: 'abc' })).toEqual({});
  });

  it('suggests a name from a file name', () => {
    expect(suggestSessionName('cell_biology-chapter.pdf')).toBe('cell biology chapter');
  });
});
