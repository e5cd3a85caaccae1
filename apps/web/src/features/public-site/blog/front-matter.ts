import type { Locale } from '@mnemo/domain/languages';

export interface BlogPost {
  slug: string;
  locale: Locale;
  title: string;
  description: string;
  /** yyyy-mm-dd, shown as dd/mm/yyyy without going through Date (no time-zone shift on hydrate) */
  date: string;
  tags: string[];
  body: string;
  readingMinutes: number;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Parses a post file: `key: value` front matter (title, description, date, tags) and a Markdown body. */
export function parsePost(slug: string, locale: Locale, source: string): BlogPost {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`Blog post ${slug}.${locale}.md has no front matter`);
  const fields: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      fields[line.slice(0, colon).trim()] = line
        .slice(colon + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1');
  }
  for (const required of ['title', 'description', 'date'] as const) {
    if (!fields[required]) throw new Error(`Blog post ${slug}.${locale}.md is missing "${required}"`);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fields.date ?? ''))
    throw new Error(`Blog post ${slug}.${locale}.md: date must be yyyy-mm-dd`);
  const body = source.slice(match[0].length).trim();
  const words = body.split(/\s+/).filter(Boolean).length;
  return {
    slug,
    locale,
    title: fields.title ?? '',
    description: fields.description ?? '',
    date: fields.date ?? '',
    tags: (fields.tags ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    body,
    readingMinutes: Math.max(1, Math.ceil(words / 200)),
  };
}

/** yyyy-mm-dd → dd/mm/yyyy (spec §9 date order). */
export function formatPostDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}
