import { EXAM_CLAIMS } from '../research.ts';
import type { ExamKey } from '../public-paths.ts';
import { usePublicCopy } from '../public-locale.tsx';
import { usePublicPageHead } from '../seo/use-page-head.ts';
import { ExploreMore } from '../components/explore-links.tsx';
import { CardGrid, FaqList, Hero, HeroCta, ReadyCta, Section } from '../components/page-blocks.tsx';
import { ResearchClaims } from '../components/research-claims.tsx';

/** An exam landing page: the exam's components and subjects, study features and tips. */
export function ExamPage({ exam }: { exam: ExamKey }) {
  const copy = usePublicCopy();
  usePublicPageHead({ kind: 'exam', exam });
  const page = copy.exams[exam];
  return (
    <>
      <Hero eyebrow={page.hero.eyebrow} title={page.hero.title} subtitle={page.hero.subtitle}>
        <HeroCta />
      </Hero>
      <Section id="components" title={copy.common.examComponents} intro={page.intro}>
        <div className={`grid gap-6 ${page.components.length > 1 ? 'lg:grid-cols-2' : ''}`}>
          {page.components.map((component, i) => (
            <article
              key={component.title}
              aria-labelledby={`component-${i}`}
              className="rounded-card border border-border bg-surface p-6 shadow-card"
            >
              <h3 id={`component-${i}`} className="text-xl font-semibold">
                {component.title}
              </h3>
              <p className="mt-2 text-muted">{component.description}</p>
              <h4 className="mt-5 text-sm font-semibold uppercase tracking-wide text-muted">{copy.common.subjects}</h4>
              <ul className="mt-2 flex flex-wrap gap-2">
                {component.subjects.map((subject) => (
                  <li key={subject} className="rounded-full bg-surface-2 px-3 py-1 text-sm text-fg">
                    {subject}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </Section>
      <Section id="study-features" title={copy.common.studyFeatures} tone="soft">
        <CardGrid items={page.studyFeatures} />
      </Section>
      <Section id="tips" title={copy.common.tips}>
        <ol className="grid gap-4 sm:grid-cols-2">
          {page.tips.map((tip, i) => (
            <li key={tip.title} className="flex gap-4 rounded-card border border-border bg-surface p-5 shadow-card">
              <span aria-hidden="true" className="text-2xl font-bold text-primary-soft-fg">
                {i + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold">{tip.title}</h3>
                <p className="mt-1 text-muted">{tip.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>
      <ResearchClaims claims={EXAM_CLAIMS[exam]} />
      <ExploreMore current={{ kind: 'exam', exam }} />
      <ReadyCta title={page.ready.title} text={page.ready.text} />
      <Section id="faq" title={copy.common.faq} tone="soft">
        <FaqList items={page.faq} />
      </Section>
    </>
  );
}
