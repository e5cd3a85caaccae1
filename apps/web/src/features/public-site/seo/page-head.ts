import type { Locale } from '@mnemo/domain/languages';
import { PUBLIC_CONFIG_META, PUBLIC_PLACEHOLDERS } from '@mnemo/contracts/public-site';
import { getPublicCopy } from '../public-locale.tsx';
import { localizePath, pagePath, type PublicPage } from '../public-paths.ts';
import { getPost } from '../blog/posts.ts';

export type JsonLd = Record<string, unknown>;

/** Everything a page puts in <head>, in one language. */
export interface PageHead {
  locale: Locale;
  title: string;
  description: string;
  keywords: string | undefined;
  /** the English path; the Portuguese twin is derived */
  path: string;
  ogType: 'website' | 'article';
  jsonLd: JsonLd[];
  /** the pricing page: carries the server's plans (prices per BILLING) for the hydrating client */
  hasPlans?: boolean;
}

export const HREFLANG: Readonly<Record<Locale, string>> = { en: 'en', pt: 'pt-PT' };
const CURRENCY: Readonly<Record<Locale, string>> = { en: 'USD', pt: 'EUR' };

const absolute = (origin: string, path: string): string => `${origin}${path}`;

function webPage(head: Omit<PageHead, 'jsonLd'>, origin: string, type = 'WebPage'): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name: head.title,
    description: head.description,
    url: absolute(origin, localizePath(head.path, head.locale)),
    inLanguage: HREFLANG[head.locale],
    isPartOf: { '@type': 'WebSite', name: 'Mnemo', url: absolute(origin, '/') },
  };
}

function softwareApplication(locale: Locale, description: string, origin: string, withPlans = false): JsonLd {
  const offer = (price: number, name?: string) => ({
    '@type': 'Offer',
    ...(name ? { name } : {}),
    price: price.toFixed(2),
    priceCurrency: CURRENCY[locale],
  });
  const copy = getPublicCopy(locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: 'Mnemo',
    applicationCategory: 'EducationalApplication',
    operatingSystem: 'Web',
    description,
    url: absolute(origin, localizePath('/', locale).replace(/\/$/, '') || '/'),
    inLanguage: HREFLANG[locale],
    // paid prices depend on the server's billing settings, so only the free offer is static
    offers: withPlans ? offer(0, copy.pricing.plans.FREE.name) : offer(0),
  };
}

function faqPage(faq: readonly { q: string; a: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map(({ q, a }) => ({
      '@type': 'Question',
      name: q,
      acceptedAnswer: { '@type': 'Answer', text: a },
    })),
  };
}

/** The head of a public page in one language; undefined for an unknown blog post. */
export function buildPageHead(
  page: PublicPage,
  locale: Locale,
  origin: string = PUBLIC_PLACEHOLDERS.publicUrl,
): PageHead | undefined {
  const copy = getPublicCopy(locale);
  const path = pagePath(page);
  const base = (
    meta: { title: string; description: string; keywords?: string },
    ogType: PageHead['ogType'] = 'website',
  ) => ({
    locale,
    title: meta.title,
    description: meta.description,
    keywords: meta.keywords,
    path,
    ogType,
  });

  switch (page.kind) {
    case 'learn': {
      const topic = copy.learn[page.topic];
      const head = base(topic.meta);
      return {
        ...head,
        jsonLd: [
          webPage(head, origin),
          {
            '@context': 'https://schema.org',
            '@type': 'HowTo',
            name: topic.howToName,
            description: topic.meta.description,
            inLanguage: HREFLANG[locale],
            step: topic.steps.map((step, i) => ({
              '@type': 'HowToStep',
              position: i + 1,
              name: step.title,
              text: step.text,
              url: `${absolute(origin, localizePath(path, locale))}#step-${i + 1}`,
            })),
          },
          faqPage(topic.faq),
          softwareApplication(locale, topic.meta.description, origin),
        ],
      };
    }
    case 'exam': {
      const exam = copy.exams[page.exam];
      const head = base(exam.meta);
      return {
        ...head,
        jsonLd: [webPage(head, origin), faqPage(exam.faq), softwareApplication(locale, exam.meta.description, origin)],
      };
    }
    case 'educators': {
      const head = base(copy.educators.meta);
      return {
        ...head,
        jsonLd: [webPage(head, origin), softwareApplication(locale, copy.educators.meta.description, origin)],
      };
    }
    case 'pricing': {
      const head = base(copy.pricing.meta);
      return {
        ...head,
        hasPlans: true,
        jsonLd: [
          webPage(head, origin),
          softwareApplication(locale, copy.pricing.meta.description, origin, true),
          faqPage(copy.pricing.faq),
        ],
      };
    }
    case 'blog': {
      const head = base(copy.blog.meta);
      return { ...head, jsonLd: [webPage(head, origin, 'CollectionPage')] };
    }
    case 'blog-post': {
      const post = getPost(page.slug, locale);
      if (!post) return undefined;
      const head = base(
        { title: `${post.title} | Mnemo`, description: post.description, keywords: post.tags.join(', ') },
        'article',
      );
      return {
        ...head,
        jsonLd: [
          webPage(head, origin),
          {
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: post.title,
            description: post.description,
            datePublished: post.date,
            inLanguage: HREFLANG[locale],
            keywords: post.tags.join(', '),
            url: absolute(origin, localizePath(path, locale)),
            author: { '@type': 'Organization', name: 'Mnemo' },
          },
        ],
      };
    }
    case 'terms':
    case 'privacy': {
      const head = base(copy[page.kind].meta);
      return { ...head, jsonLd: [webPage(head, origin)] };
    }
  }
}

const escapeAttr = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// JSON inside <script> must not be able to close the element.
const safeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The <head> tags of a prerendered page, with the origin left as a placeholder. */
export function renderHeadTags(head: PageHead, origin: string = PUBLIC_PLACEHOLDERS.publicUrl): string {
  const url = (locale: Locale) => absolute(origin, localizePath(head.path, locale));
  const copy = getPublicCopy(head.locale);
  const other: Locale = head.locale === 'en' ? 'pt' : 'en';
  const tags = [
    `<title>${escapeAttr(head.title)}</title>`,
    `<meta name="description" content="${escapeAttr(head.description)}">`,
    head.keywords ? `<meta name="keywords" content="${escapeAttr(head.keywords)}">` : '',
    `<link rel="canonical" href="${url(head.locale)}">`,
    `<link rel="alternate" hreflang="${HREFLANG.en}" href="${url('en')}">`,
    `<link rel="alternate" hreflang="${HREFLANG.pt}" href="${url('pt')}">`,
    `<link rel="alternate" hreflang="x-default" href="${url('en')}">`,
    `<meta property="og:type" content="${head.ogType}">`,
    `<meta property="og:site_name" content="Mnemo">`,
    `<meta property="og:title" content="${escapeAttr(head.title)}">`,
    `<meta property="og:description" content="${escapeAttr(head.description)}">`,
    `<meta property="og:url" content="${url(head.locale)}">`,
    `<meta property="og:locale" content="${copy.site.ogLocale}">`,
    `<meta property="og:locale:alternate" content="${getPublicCopy(other).site.ogLocale}">`,
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${escapeAttr(head.title)}">`,
    `<meta name="twitter:description" content="${escapeAttr(head.description)}">`,
    // The operator's settings, repeated for the hydrating client (see site-config.ts).
    `<meta name="${PUBLIC_CONFIG_META.operatorName}" content="${PUBLIC_PLACEHOLDERS.operatorName}">`,
    `<meta name="${PUBLIC_CONFIG_META.operatorContact}" content="${PUBLIC_PLACEHOLDERS.operatorContact}">`,
    `<meta name="${PUBLIC_CONFIG_META.bookMeetingUrl}" content="${PUBLIC_PLACEHOLDERS.bookMeetingUrl}">`,
    `<meta name="${PUBLIC_CONFIG_META.privacyUpdated}" content="${PUBLIC_PLACEHOLDERS.privacyUpdated}">`,
    head.hasPlans ? `<meta name="${PUBLIC_CONFIG_META.plans}" content="${PUBLIC_PLACEHOLDERS.plans}">` : '',
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${safeJson(data)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}
