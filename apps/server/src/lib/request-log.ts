import type { FastifyRequest } from 'fastify';

// Query parameters whose values grant access: share tokens, reset tokens, OAuth codes and state,
// signed media URLs (`sig`), presigned object-store URLs (X-Amz-Signature, X-Amz-Credential).
const SECRET_PARAMETER = /token|sig|code|state|secret|key|password|credential/i;

/** The URL with the value of every secret-looking query parameter replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals === -1 ? pair : pair.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // a malformed escape: match on the raw name
      }
      return equals !== -1 && SECRET_PARAMETER.test(name) ? `${rawName}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/** Fastify's request serializer for the request log, with query secrets redacted. */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
