import type { RouteObject } from 'react-router';
import type { Locale } from '@mnemo/domain/languages';
import { PublicLayout } from './components/public-layout.tsx';
import { BlogListPage, BlogPostPage } from './pages/blog-pages.tsx';
import { EducatorsPage } from './pages/educators-page.tsx';
import { ExamPage } from './pages/exam-page.tsx';
import { LearnPage } from './pages/learn-page.tsx';
import { PrivacyPage, TermsPage } from './pages/legal-pages.tsx';
import { PricingPage } from './pages/pricing-page.tsx';
import { EXAM_KEYS, LEARN_TOPICS, localizePath } from './public-paths.ts';

function routesFor(locale: Locale): RouteObject {
  const at = (path: string) => localizePath(path, locale);
  return {
    // Pathless layout: it frames the pages without claiming `/` or `/pt` for itself.
    element: <PublicLayout locale={locale} />,
    children: [
      ...LEARN_TOPICS.map((topic) => ({ path: at(`/learn/${topic}`), element: <LearnPage topic={topic} /> })),
      ...EXAM_KEYS.map((exam) => ({ path: at(`/exams/${exam}`), element: <ExamPage exam={exam} /> })),
      { path: at('/educators'), element: <EducatorsPage /> },
      { path: at('/pricing'), element: <PricingPage /> },
      { path: at('/blog'), element: <BlogListPage /> },
      { path: at('/blog/:slug'), element: <BlogPostPage /> },
      { path: at('/terms'), element: <TermsPage /> },
      { path: at('/privacy'), element: <PrivacyPage /> },
    ],
  };
}

/**
 * Every public page, English at `/learn/…` and European Portuguese at `/pt/learn/…`. Include
 * these at the top level of the app's router (they bring their own header and footer); the same
 * objects are rendered to static HTML at build time, so hydration finds identical markup.
 */
export const publicRoutes: RouteObject[] = [routesFor('en'), routesFor('pt')];
