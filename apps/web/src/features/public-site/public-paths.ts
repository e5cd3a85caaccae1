export const LEARN_TOPICS = [
  'flashcards',
  'quizzes',
  'pdf',
  'powerpoint',
  'youtube',
  'audio',
  'web',
  'timeboxing',
  'microlearning',
] as const;
export type LearnTopic = (typeof LEARN_TOPICS)[number];

export const EXAM_KEYS = ['law', 'medicine', 'high-school', 'sat', 'national'] as const;
export type ExamKey = (typeof EXAM_KEYS)[number];

/** Every public page, independent of language. */
export type PublicPage =
  | { kind: 'learn'; topic: LearnTopic }
  | { kind: 'exam'; exam: ExamKey }
  | { kind: 'educators' }
  | { kind: 'pricing' }
  | { kind: 'blog' }
  | { kind: 'blog-post'; slug: string }
  | { kind: 'terms' }
  | { kind: 'privacy' };

// the prefix and localizePath live in lib: the app's own links to public pages need them too
export { localizePath, PT_PREFIX, splitLocalePath } from '../../lib/locale-path.ts';

/** The English path of a page. */
export function pagePath(page: PublicPage): string {
  switch (page.kind) {
    case 'learn':
      return `/learn/${page.topic}`;
    case 'exam':
      return `/exams/${page.exam}`;
    case 'blog-post':
      return `/blog/${page.slug}`;
    default:
      return `/${page.kind}`;
  }
}

/** Static pages (blog posts are added from the content folder). */
export const STATIC_PAGES: readonly PublicPage[] = [
  ...LEARN_TOPICS.map((topic) => ({ kind: 'learn', topic }) as const),
  ...EXAM_KEYS.map((exam) => ({ kind: 'exam', exam }) as const),
  { kind: 'educators' },
  { kind: 'pricing' },
  { kind: 'blog' },
  { kind: 'terms' },
  { kind: 'privacy' },
];

/**
 * Public pages the app's bundle hydrates for a signed-in learner (ADR 101): the pricing page, whose
 * plan choice and checkout are the app's. A visitor gets them as documents like every other public
 * page, with the small islands script only (islands/main.ts), which loads the app for a learner.
 */
export const HYDRATED_PAGE_KINDS: readonly PublicPage['kind'][] = ['pricing'];

/** App routes the public pages link to (they have no /pt twin: the app follows the saved language). */
export const APP_PATHS = { home: '/', register: '/register', login: '/login' } as const;
