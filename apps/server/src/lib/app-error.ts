import { ERROR_STATUS, type ErrorCode } from '@mnemo/contracts/errors';
import type { QuotaLimitKind } from '@mnemo/domain/plans';
import type { MessageKey } from '@mnemo/i18n/keys';

export interface AppErrorDetails {
  /** the request field that failed validation */
  field?: string;
  /** the quota limit that refused the work */
  limit?: QuotaLimitKind;
  embeddingStatus?: string;
  [key: string]: unknown;
}

/** Values for a message's `{{placeholders}}`. */
export type MessageValues = Record<string, string | number>;

/**
 * The one error type of the server. `messageKey` names a catalog message (namespace `errors`
 * unless it says `ns:key`); the error handler translates it into the request's language. Made by
 * the named factories below, never with `new` elsewhere (lint-enforced).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly messageKey: MessageKey;
  readonly details: AppErrorDetails;
  readonly values: MessageValues;

  constructor(
    code: ErrorCode,
    messageKey: MessageKey = code,
    details: AppErrorDetails = {},
    values: MessageValues = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
    this.code = code;
    this.messageKey = messageKey;
    this.details = details;
    this.values = values;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** An AppError as plain data: what crosses a worker thread's boundary (a cloned Error keeps only its message). */
export interface AppErrorParts {
  code: ErrorCode;
  messageKey: MessageKey;
  details: AppErrorDetails;
  values: MessageValues;
}

export function toAppErrorParts(error: AppError): AppErrorParts {
  return { code: error.code, messageKey: error.messageKey, details: error.details, values: error.values };
}

/** The same AppError again, on this side of the boundary. */
export function fromAppErrorParts(parts: AppErrorParts): AppError {
  return new AppError(parts.code, parts.messageKey, parts.details, parts.values);
}

/** Named factories, so call sites read as what happened. */
export const errors = {
  validation: (field: string, messageKey: MessageKey = 'VALIDATION', values: MessageValues = {}) =>
    new AppError('VALIDATION', messageKey, { field }, values),
  unauthenticated: (messageKey: MessageKey = 'UNAUTHENTICATED') => new AppError('UNAUTHENTICATED', messageKey),
  forbidden: (messageKey: MessageKey = 'FORBIDDEN') => new AppError('FORBIDDEN', messageKey),
  notFound: (messageKey: MessageKey = 'NOT_FOUND') => new AppError('NOT_FOUND', messageKey),
  conflict: (messageKey: MessageKey = 'CONFLICT', details: AppErrorDetails = {}) =>
    new AppError('CONFLICT', messageKey, details),
  quota: (limit: QuotaLimitKind, messageKey: MessageKey = 'QUOTA_LIMIT') =>
    new AppError('QUOTA_LIMIT', messageKey, { limit }),
  payloadTooLarge: (messageKey: MessageKey = 'PAYLOAD_TOO_LARGE', values: MessageValues = {}) =>
    new AppError('PAYLOAD_TOO_LARGE', messageKey, {}, values),
  unsupportedFile: (messageKey: MessageKey = 'UNSUPPORTED_FILE', values: MessageValues = {}) =>
    new AppError('UNSUPPORTED_FILE', messageKey, {}, values),
  shareTokenInvalid: () => new AppError('SHARE_TOKEN_INVALID'),
  shareTokenExpired: () => new AppError('SHARE_TOKEN_EXPIRED'),
  /** material that processing could not use; the document is marked failed with this message */
  documentProcessing: (messageKey: MessageKey, values: MessageValues = {}, details: AppErrorDetails = {}) =>
    new AppError('DOCUMENT_PROCESSING', messageKey, { embeddingStatus: 'failed', ...details }, values),
  rateLimited: (messageKey: MessageKey = 'RATE_LIMITED') => new AppError('RATE_LIMITED', messageKey),
  /** something broke on our side */
  internal: (messageKey: MessageKey = 'INTERNAL', details: AppErrorDetails = {}) =>
    new AppError('INTERNAL', messageKey, details),
  notConfigured: (messageKey: MessageKey = 'NOT_CONFIGURED', details: AppErrorDetails = {}) =>
    new AppError('NOT_CONFIGURED', messageKey, details),
} as const;
