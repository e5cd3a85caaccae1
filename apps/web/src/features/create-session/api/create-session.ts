import { useMutation } from '@tanstack/react-query';
import type { CreateSessionJsonBody, CreateSessionResponse } from '@mnemo/contracts/pipeline';
import { requestApi } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import type { WizardValues } from '../validate-wizard.ts';

/** The multipart body of POST /api/sessions: the fields first, so they arrive before the bytes. */
function buildSessionForm(values: WizardValues): FormData {
  const form = new FormData();
  form.set('name', values.name.trim());
  form.set('folderId', 'root');
  form.set('questionTypes', values.questionTypes.join(','));
  form.set('questionLanguage', values.questionLanguage);
  if (values.examLabel) form.set('examLabel', values.examLabel);
  if (values.examDate) form.set('examDate', values.examDate);
  if (values.file) form.set('file', values.file, values.file.name);
  return form;
}

/**
 * POST /api/sessions: a file goes as multipart (the server counts its bytes as they arrive);
 * text and links go as JSON. Answers 202 with the session and its queued document.
 */
export function createSession(values: WizardValues): Promise<CreateSessionResponse> {
  if (values.source === 'file') {
    return requestApi<CreateSessionResponse>('/sessions', { method: 'POST', body: buildSessionForm(values) });
  }
  const body: CreateSessionJsonBody = {
    name: values.name.trim(),
    folderId: 'root',
    questionLanguage: values.questionLanguage,
    ...(values.source === 'text' ? { text: values.text } : { url: values.url.trim() }),
    questionTypes: values.questionTypes,
    ...(values.examLabel ? { examLabel: values.examLabel } : {}),
    ...(values.examDate ? { examDate: values.examDate } : {}),
  };
  return requestApi<CreateSessionResponse>('/sessions', { method: 'POST', body });
}

export function useCreateSession() {
  return useMutation<CreateSessionResponse, ApiError, WizardValues>({ mutationFn: createSession });
}
