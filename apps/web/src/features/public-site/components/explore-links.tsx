import { Link } from 'react-router';
import { EXAM_KEYS, LEARN_TOPICS, localizePath, pagePath, type PublicPage } from '../public-paths.ts';
import { usePublicCopy, usePublicLocale } from '../public-locale.tsx';
import { Section } from './page-blocks.tsx';

const CONTENT_PAGES = ['pdf', 'powerpoint', 'youtube', 'audio', 'web'] as const;

/** The material Mnemo accepts; each type with a page of its own links to it. */
export function ContentTypes({ intro }: { intro: string }) {
  const copy = usePublicCopy();
  const locale = usePublicLocale();
  const types = [...CONTENT_PAGES, 'text'] as const;
  return (
    <Section id="content-types" title={copy.common.contentTypes} intro={intro} tone="soft">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {types.map((type) => {
          const item = copy.contentTypes[type];
          return (
            <li key={type} className="rounded-card border border-border bg-surface p-5 shadow-card">
              <h3 className="text-lg font-semibold">
                {type === 'text' ? (
                  item.title
                ) : (
                  <Link to={localizePath(`/learn/${type}`, locale)} className="underline-offset-2 hover:underline">
                    {item.title}
                  </Link>
                )}
              </h3>
              <p className="mt-2 text-muted">{item.text}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** Links to the other learn and exam pages. */
export function ExploreMore({ current }: { current: PublicPage }) {
  const copy = usePublicCopy();
  const locale = usePublicLocale();
  const currentPath = pagePath(current);
  const links = [
    ...LEARN_TOPICS.map((topic) => ({ path: `/learn/${topic}`, label: copy.learn[topic].linkLabel })),
    ...EXAM_KEYS.map((exam) => ({ path: `/exams/${exam}`, label: copy.exams[exam].linkLabel })),
  ].filter((link) => link.path !== currentPath);
  return (
    <Section id="explore" title={copy.common.exploreMore}>
      <ul className="flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.path}>
            <Link
              to={localizePath(link.path, locale)}
              className="inline-flex min-h-11 items-center rounded-full border border-border-strong bg-surface px-4 py-2 text-sm font-medium text-fg hover:border-primary hover:text-primary-soft-fg"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
