import type { ErrorEnvelope } from '@mnemo/contracts/errors';
import { isMessageKey, type MessageKey } from '@mnemo/i18n/keys';
import { translate } from '@mnemo/i18n/translate';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errors } from '../lib/app-error.ts';
import { getRequestLocale } from './locale.ts';

// Specific messages for fields whose failure has one (else the generic VALIDATION message).
const FIELD_MESSAGE_KEYS: Partial<Record<string, MessageKey>> = {
  email: 'invalid_email',
  password: 'password_too_short',
  newPassword: 'password_too_short',
  ageConfirmed: 'age_required',
};

/** What the multipart parser throws on a body cut short or malformed: plain errors without a code. */
const MULTIPART_PARSE_ERROR =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|Malformed part header|Unsupported content type|Missing Content-Type)/;

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (!error.code && typeof error.message === 'string' && MULTIPART_PARSE_ERROR.test(error.message)) {
    return errors.validation('body', 'upload_malformed');
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0]!;
    const keys = (issue.params as { keys?: string[] }).keys;
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const field = issue.keyword === 'unrecognized_keys' && keys?.[0] ? [path, keys[0]].filter(Boolean).join('.') : path;
    const top = field.split('.')[0] ?? '';
    // a contract that names its message (an i18n key, e.g. the sign-up forms') is answered with it
    const named = issue.message ?? '';
    const messageKey = isMessageKey(named)
      ? named
      : issue.keyword === 'unrecognized_keys'
        ? 'VALIDATION'
        : (FIELD_MESSAGE_KEYS[top] ?? 'VALIDATION');
    return errors.validation(field || (error.validationContext ?? 'body'), messageKey);
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
      return errors.payloadTooLarge();
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return errors.unsupportedFile();
    case 'FST_MP_PREMATURE_CLOSE':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return errors.validation('body', 'upload_malformed');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return errors.unsupportedFile();
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return errors.payloadTooLarge();
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return errors.validation('body');
    default:
      break;
  }
  if (error.statusCode === 429) return errors.rateLimited();
  if (error.statusCode === 400 && error.validation) return errors.validation('body');
  if (error.statusCode === 404) return errors.notFound();
  if (error.statusCode === 413) return errors.payloadTooLarge();
  if (error.statusCode === 415) return errors.unsupportedFile();
  return errors.internal();
}

/** Renders an AppError as the error envelope in the request's language. */
export function sendAppError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  const locale = getRequestLocale(request);
  const body: ErrorEnvelope = {
    error: {
      ...error.details,
      code: error.code,
      message: translate(locale, error.messageKey, error.values),
      ...(error.code === 'INTERNAL' ? { requestId: request.id } : {}),
    },
  };
  return reply.status(error.status).type('application/json; charset=utf-8').send(body);
}

/** The one error handler: every failure leaves as `{ error: { code, message, … } }`. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const appError = toAppError(error);
      if (appError.code === 'INTERNAL') {
        request.log.error({ err: error }, 'unhandled error');
      } else if (appError.status >= 500) {
        request.log.warn({ err: error }, appError.code);
      }
      // Rate-limit replies carry their own retry headers; keep them.
      return sendAppError(request, reply, appError);
    });
  },
  { name: 'errors' },
);
