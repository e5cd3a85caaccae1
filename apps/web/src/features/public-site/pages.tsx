/*
 * Every public page and their frame, in one module: the eager routes (prerendering, tests) import
 * it directly, the app's router loads it only when a public URL is opened (see route-table.tsx).
 */
export { PublicLayout } from './components/public-layout.tsx';
export { BlogListPage, BlogPostPage } from './pages/blog-pages.tsx';
export { EducatorsPage } from './pages/educators-page.tsx';
export { ExamPage } from './pages/exam-page.tsx';
export { LearnPage } from './pages/learn-page.tsx';
export { PrivacyPage, TermsPage } from './pages/legal-pages.tsx';
export { PricingPage } from './pages/pricing-page.tsx';
