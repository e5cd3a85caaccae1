import { ERROR_STATUS, type ErrorCode } from '@mnemo/contracts/errors';
import type { QuotaLimitKind } from '@mnemo/domain/plans';

export interface AppErrorDetails {
  /** the request field that failed validation */
  field?: string;
  /** the quota limit that refused the work */
  limit?: QuotaLimitKind;
  embeddingStatus?: string;
  [key: string]: unknown;
}

/**
 * The one error type of the server. `messageKey` is an i18n key (namespace `errors` unless it
 * says `ns:key`); the error handler translates it into the request's language.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly messageKey: string;
  readonly details: AppErrorDetails;
  readonly values: Record<string, string | number>;

  constructor(
    code: ErrorCode,
    messageKey: string = code,
    details: AppErrorDetails = {},
    values: Record<string, string | number> = {},
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

/** Named factories, so call sites read as what happened. */
export const errors = {
  validation: (field: string, messageKey = 'VALIDATION') => new AppError('VALIDATION', messageKey, { field }),
  unauthenticated: (messageKey = 'UNAUTHENTICATED') => new AppError('UNAUTHENTICATED', messageKey),
  forbidden: (messageKey = 'FORBIDDEN') => new AppError('FORBIDDEN', messageKey),
  notFound: (messageKey = 'NOT_FOUND') => new AppError('NOT_FOUND', messageKey),
  conflict: (messageKey = 'CONFLICT') => new AppError('CONFLICT', messageKey),
  quota: (limit: QuotaLimitKind, messageKey = 'QUOTA_LIMIT') => new AppError('QUOTA_LIMIT', messageKey, { limit }),
  payloadTooLarge: (messageKey = 'PAYLOAD_TOO_LARGE') => new AppError('PAYLOAD_TOO_LARGE', messageKey),
  unsupportedFile: (messageKey = 'UNSUPPORTED_FILE') => new AppError('UNSUPPORTED_FILE', messageKey),
  notConfigured: (messageKey = 'NOT_CONFIGURED') => new AppError('NOT_CONFIGURED', messageKey),
} as const;
