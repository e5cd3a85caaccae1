import { useMutation } from '@tanstack/react-query';
import type { CreateSessionResponse } from '@mnemo/contracts/pipeline';
import { QUOTA_LIMIT_KINDS, type QuotaLimitKind } from '@mnemo/domain/plans';
import { buildApiUrl, requestApi } from '../../../lib/api-client.ts';
import { ApiError, type ApiErrorCode } from '../../../lib/api-error.ts';
import { getAuthToken } from '../../../lib/auth-token.ts';
import { getUiLanguage, i18n } from '../../../lib/i18n.ts';
import type { WizardValues } from '../validate-wizard.ts';

async function readError(response: Response): Promise<ApiError> {
  const payload = (await response.json().catch(() => null)) as { error?: Record<string, unknown> } | null;
  const envelope = payload?.error;
  const message = typeof envelope?.message === 'string' && envelope.message ? envelope.message : i18n.t('errors:error_something_wrong');
  const limit = (QUOTA_LIMIT_KINDS as readonly string[]).includes(String(envelope?.limit)) ? (envelope?.limit as QuotaLimitKind) : undefined;
  return new ApiError({
    status: response.status,
    code: typeof envelope?.code === 'string' ? (envelope.code as ApiErrorCode) : 'INTERNAL',
    message,
    hasServerMessage: Boolean(envelope?.message),
    field: typeof envelope?.field === 'string' ? envelope.field : undefined,
    limit,
  });
}

/**
 * POST /api/sessions: a file goes as multipart (the server counts its bytes as they arrive);
 * text and links go as JSON. Answers 202 with the session and its queued document.
 */
export async function createSession(values: WizardValues): Promise<CreateSessionResponse> {
  const common = { name: values.name.trim(), folderId: 'root', questionLanguage: values.questionLanguage };
  if (values.source !== 'file') {
    const material = values.source === 'text' ? { text: values.text } : { url: values.url.trim() };
    return requestApi<CreateSessionResponse>('/sessions', { method: 'POST', body: { ...common, ...material, questionTypes: values.questionTypes } });
  }
  const form = new FormData();
  form.set('name', common.name);
  form.set('folderId', common.folderId);
  form.set('questionTypes', values.questionTypes.join(','));
  form.set('questionLanguage', common.questionLanguage);
  // the file last: the fields arrive before the bytes
  if (values.file) form.set('file', values.file, values.file.name);
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': getUiLanguage() };
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildApiUrl('/sessions'), { method: 'POST', headers, body: form });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK', message: i18n.t('errors:error_something_wrong') });
  }
  if (!response.ok) throw await readError(response);
  return (await response.json()) as CreateSessionResponse;
}

export function useCreateSession() {
  return useMutation({ mutationFn: createSession });
}
