import type { ExamLabel } from '@mnemo/domain/exam-labels';
import type { QuestionLanguage, QuestionType } from '@mnemo/domain/languages';
import { isValidSessionName } from '@mnemo/domain/validation';
import { checkMaterial, type MaterialSource } from '../../components/material-picker.tsx';

export type { MaterialSource };

export interface WizardValues {
  source: MaterialSource;
  file: File | null;
  text: string;
  url: string;
  questionTypes: QuestionType[];
  questionLanguage: QuestionLanguage;
  name: string;
  /** the exam the session prepares for (SAT, Bar, Medicine), or none */
  examLabel?: ExamLabel | null;
  /** the exam's date, YYYY-MM-DD, or none (its cards are never scheduled after the day before it) */
  examDate?: string | null;
}

/** Keys in the `errors` namespace: the spec §5 messages, shared with the server's refusals. */
export type WizardErrorKey =
  'upload_invalid_file' | 'text_required' | 'link_required' | 'question_type_required' | 'session_name_too_short';

export type WizardErrors = Partial<Record<'material' | 'questionTypes' | 'name', WizardErrorKey>>;

/** The spec §5 checks, made before any request is sent. */
export function validateWizard(values: WizardValues): WizardErrors {
  const errors: WizardErrors = {};
  const material = checkMaterial(values);
  if (material) errors.material = material;
  if (values.questionTypes.length === 0) errors.questionTypes = 'question_type_required';
  if (!isValidSessionName(values.name)) errors.name = 'session_name_too_short';
  return errors;
}

/** A display name from a file name: without its extension, separators as spaces. */
export function suggestSessionName(fileName: string): string {
  return fileName
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[_-]+/g, ' ')
    .trim()
    .slice(0, 120);
}
