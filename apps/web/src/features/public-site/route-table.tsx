import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { LOCALES, type Locale } from '@mnemo/domain/languages';
import { EXAM_KEYS, LEARN_TOPICS, localizePath } from './public-paths.ts';
import type * as Pages from './pages.tsx';

export type PublicPages = typeof Pages;

/**
 * How a route gets its element: at once from the loaded pages (prerendering, tests) or through the
 * router's `lazy` (the app, so the marketing pages stay out of the app's first-load bundle).
 */
export type ElementSource = (render: (pages: PublicPages) => ReactElement) => Pick<RouteObject, 'element' | 'lazy'>;

function routesFor(locale: Locale, from: ElementSource): RouteObject {
  const at = (path: string) => localizePath(path, locale);
  return {
    // Pathless layout: it frames the pages without claiming `/` or `/pt` for itself.
    ...from((p) => <p.PublicLayout locale={locale} />),
    children: [
      ...LEARN_TOPICS.map((topic) => ({ path: at(`/learn/${topic}`), ...from((p) => <p.LearnPage topic={topic} />) })),
      ...EXAM_KEYS.map((exam) => ({ path: at(`/exams/${exam}`), ...from((p) => <p.ExamPage exam={exam} />) })),
      { path: at('/educators'), ...from((p) => <p.EducatorsPage />) },
      { path: at('/pricing'), ...from((p) => <p.PricingPage />) },
      { path: at('/blog'), ...from((p) => <p.BlogListPage />) },
      { path: at('/blog/:slug'), ...from((p) => <p.BlogPostPage />) },
      { path: at('/terms'), ...from((p) => <p.TermsPage />) },
      { path: at('/privacy'), ...from((p) => <p.PrivacyPage />) },
    ],
  };
}

/**
 * Every public page, English at `/learn/…` and European Portuguese at `/pt/learn/…`, with their
 * elements supplied by `from`. One table for both the eager and the lazy routes, so prerendered
 * HTML and the hydrated app are the same tree.
 */
export function buildPublicRoutes(from: ElementSource): RouteObject[] {
  return LOCALES.map((locale) => routesFor(locale, from));
}
