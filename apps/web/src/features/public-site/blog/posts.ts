import { isLocale, type Locale } from '@mnemo/domain/languages';
import { parsePost, type BlogPost } from './front-matter.ts';

// Posts are Markdown files in apps/web/content/blog named <slug>.<en|pt>.md; Vite inlines them
// into both the client and the prerender bundle, so no request is needed to read a post.
const files = import.meta.glob<string>('/content/blog/*.md', { query: '?raw', import: 'default', eager: true });

function loadPosts(): BlogPost[] {
  const posts: BlogPost[] = [];
  for (const [file, source] of Object.entries(files)) {
    const match = /\/([a-z0-9-]+)\.([a-z]{2})\.md$/.exec(file);
    if (!match) throw new Error(`Blog post file name must be <slug>.<en|pt>.md: ${file}`);
    const [, slug = '', locale] = match;
    if (!isLocale(locale)) throw new Error(`Unknown language in ${file}`);
    posts.push(parsePost(slug, locale, source));
  }
  // Newest first; the slug breaks ties so the order is the same on server and client.
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

const ALL_POSTS = loadPosts();

export function listPosts(locale: Locale): BlogPost[] {
  return ALL_POSTS.filter((p) => p.locale === locale);
}

export function getPost(slug: string, locale: Locale): BlogPost | undefined {
  return ALL_POSTS.find((p) => p.slug === slug && p.locale === locale);
}

/** Every slug, once (each post exists in both languages; a test checks it). */
export function listPostSlugs(): string[] {
  return [...new Set(ALL_POSTS.map((p) => p.slug))];
}

/** Posts sharing the most tags with this one, then the newest. */
export function getRelatedPosts(post: BlogPost, limit = 2): BlogPost[] {
  return listPosts(post.locale)
    .filter((p) => p.slug !== post.slug)
    .map((p) => ({ p, shared: p.tags.filter((t) => post.tags.includes(t)).length }))
    .sort((a, b) => b.shared - a.shared || b.p.date.localeCompare(a.p.date))
    .slice(0, limit)
    .map(({ p }) => p);
}
