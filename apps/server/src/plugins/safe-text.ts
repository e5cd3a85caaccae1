import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../lib/app-error.ts';

/*
 * Text no store can keep: a NUL character (PostgreSQL refuses it in text and jsonb, which
 * answered 500) and a lone UTF-16 surrogate (half of an emoji, silently turned into U+FFFD on
 * its way to the database). Refused in one place for every route, before validation, with
 * 400 VALIDATION naming the field (issue 21, ADR 071); multipart fields, which handlers read
 * themselves, go through `assertSafeText` where they are read.
 */

// a high surrogate not followed by a low one, or a low one not preceded by a high one
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isUnsafe(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

function isPlainContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  // plain objects, and the null-prototype records query parsers make; not buffers, streams, dates
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || Object.getPrototypeOf(proto) === null;
}

/** The dotted path of the first string or key holding unsafe text (`''` for the value itself), else null. */
export function findUnsafeText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isUnsafe(value) ? path : null;
  if (!isPlainContainer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (isUnsafe(key)) return at;
    const found = findUnsafeText(item, at);
    if (found !== null) return found;
  }
  return null;
}

/** Throws 400 VALIDATION naming the field when `value` holds unsafe text (`field`: its name, or the prefix of its fields). */
export function assertSafeText(value: unknown, field = ''): void {
  const found = findUnsafeText(value, field);
  if (found !== null) throw errors.validation(found || 'body', 'text_unsafe_characters');
}

/** Every request's path parameters, query and parsed body, checked before its schema runs. */
export const safeTextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      assertSafeText(request.params);
      assertSafeText(request.query);
      assertSafeText(request.body);
    });
  },
  { name: 'safe-text' },
);
