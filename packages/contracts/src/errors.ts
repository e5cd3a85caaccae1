import { z } from 'zod';
import { QUOTA_LIMIT_KINDS } from '@mnemo/domain/plans';

/** The closed list of error codes (ARCHITECTURE.md §4) and the HTTP status of each. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  QUOTA_LIMIT: 402,
  FORBIDDEN: 403,
  SHARE_TOKEN_INVALID: 403,
  SHARE_TOKEN_EXPIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_FILE: 415,
  DOCUMENT_PROCESSING: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  NOT_CONFIGURED: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export const ErrorEnvelopeSchema = z
  .object({
    error: z
      .object({
        code: z.enum(ERROR_CODES),
        message: z.string(),
        field: z.string().optional(),
        limit: z.enum(QUOTA_LIMIT_KINDS).optional(),
        embeddingStatus: z.string().optional(),
        requestId: z.string().optional(),
      })
      .passthrough(),
  })
  .meta({ id: 'Error' });
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** The error envelope as the response of each listed status, for a route's `schema.response`. */
export function errorEnvelopes<const S extends readonly number[]>(
  ...statuses: S
): Record<S[number], typeof ErrorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorEnvelopeSchema])) as Record<
    S[number],
    typeof ErrorEnvelopeSchema
  >;
}
