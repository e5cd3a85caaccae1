import type { ErrorCode } from '@mnemo/contracts/errors';
import type { QuotaLimitKind } from '@mnemo/domain/plans';

/** `NETWORK` is ours: the request never got an answer. */
export type ApiErrorCode = ErrorCode | 'NETWORK';

/** A failed API call: the server's error envelope (ARCHITECTURE.md §4) with its HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly field: string | undefined;
  readonly limit: QuotaLimitKind | undefined;
  /** False when the answer had no message of its own and ours was used instead. */
  readonly hasServerMessage: boolean;

  constructor(options: {
    status: number;
    code: ApiErrorCode;
    message: string;
    field?: string | undefined;
    limit?: QuotaLimitKind | undefined;
    hasServerMessage?: boolean;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.field = options.field;
    this.limit = options.limit;
    this.hasServerMessage = options.hasServerMessage ?? false;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
