import { DEFAULT_LOCALE, isLocale, type Locale } from '@mnemo/domain/languages';
import type { FastifyRequest } from 'fastify';

/** The request's language: the signed-in user's locale, else Accept-Language, else en. */
export function getRequestLocale(request: FastifyRequest): Locale {
  if (request.user) return request.user.locale;
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    const ranked = header
      .split(',')
      .map((part) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.find((p) => p.trim().startsWith('q='));
        return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.split('=')[1]) : 1 };
      })
      .sort((a, b) => b.q - a.q);
    const match = ranked.find((r) => isLocale(r.lang));
    if (match) return match.lang as Locale;
  }
  return DEFAULT_LOCALE;
}
