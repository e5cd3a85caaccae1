import { LEARN_CLAIMS } from '../research.ts';
import type { LearnTopic } from '../public-paths.ts';
import { usePublicCopy } from '../public-locale.tsx';
import { usePublicPageHead } from '../seo/use-page-head.ts';
import { ContentTypes, ExploreMore } from '../components/explore-links.tsx';
import { CardGrid, FaqList, Hero, HeroCta, ReadyCta, Section, Steps } from '../components/page-blocks.tsx';
import { ResearchClaims } from '../components/research-claims.tsx';

/** A learn page with the anatomy of spec §2. */
export function LearnPage({ topic }: { topic: LearnTopic }) {
  const copy = usePublicCopy();
  usePublicPageHead({ kind: 'learn', topic });
  const page = copy.learn[topic];
  return (
    <>
      <Hero eyebrow={page.hero.eyebrow} title={page.hero.title} subtitle={page.hero.subtitle}>
        <HeroCta />
      </Hero>
      <Section id="how-it-works" title={copy.common.howItWorks}>
        <Steps steps={page.steps} />
      </Section>
      <Section id="features" title={copy.common.keyFeatures} tone="soft">
        <CardGrid items={page.features} />
      </Section>
      <ResearchClaims claims={LEARN_CLAIMS[topic]} />
      <Section id="perfect-for" title={copy.common.perfectFor} tone="soft">
        <CardGrid items={page.audiences} />
      </Section>
      <ContentTypes intro={page.contentIntro} />
      <ExploreMore current={{ kind: 'learn', topic }} />
      <ReadyCta title={page.ready.title} text={page.ready.text} />
      <Section id="faq" title={copy.common.faq} tone="soft">
        <FaqList items={page.faq} />
      </Section>
    </>
  );
}
