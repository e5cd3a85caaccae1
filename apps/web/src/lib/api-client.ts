import type { ErrorCode } from '@mnemo/contracts/errors';
import { QUOTA_LIMIT_KINDS, type QuotaLimitKind } from '@mnemo/domain/plans';
import { ApiError } from './api-error.ts';
import { getAuthToken } from './auth-token.ts';
import { getUiLanguage, i18n } from './i18n.ts';

export const API_BASE = '/api';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | undefined>;
  signal?: AbortSignal;
}

/** Builds `/api/...` with the defined query parameters. */
export function buildApiUrl(path: string, query: ApiRequestOptions['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function readErrorEnvelope(status: number, payload: unknown): ApiError {
  const envelope = (payload as { error?: Record<string, unknown> } | null)?.error;
  const fallbackMessage = i18n.t('errors:error_something_wrong');
  if (!envelope || typeof envelope !== 'object') {
    return new ApiError({ status, code: status >= 500 ? 'INTERNAL' : 'VALIDATION', message: fallbackMessage });
  }
  // Codes are a closed list in the contracts; importing its runtime value would bundle zod.
  const code = typeof envelope.code === 'string' && envelope.code ? (envelope.code as ErrorCode) : 'INTERNAL';
  const limit = (QUOTA_LIMIT_KINDS as readonly string[]).includes(String(envelope.limit))
    ? (envelope.limit as QuotaLimitKind)
    : undefined;
  const hasServerMessage = typeof envelope.message === 'string' && envelope.message.length > 0;
  return new ApiError({
    status,
    code,
    // The server already translated the message into the request's language.
    message: hasServerMessage ? String(envelope.message) : fallbackMessage,
    hasServerMessage,
    field: typeof envelope.field === 'string' ? envelope.field : undefined,
    limit,
  });
}

/**
 * Calls the API with the bearer token and the UI language, and turns an error envelope into a
 * typed ApiError. A 204 answers `undefined`.
 */
export async function requestApi<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': getUiLanguage(),
  };
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method: options.method ?? 'GET', headers };
  if (options.signal) init.signal = options.signal;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildApiUrl(path, options.query), init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, code: 'NETWORK', message: i18n.t('errors:error_something_wrong') });
  }

  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let payload: unknown = null;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = null;
    }
  }
  if (!response.ok) throw readErrorEnvelope(response.status, payload);
  return payload as T;
}
