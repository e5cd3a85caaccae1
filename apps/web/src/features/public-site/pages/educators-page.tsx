import { EDUCATOR_CLAIMS } from '../research.ts';
import { localizePath } from '../public-paths.ts';
import { usePublicCopy, usePublicLocale } from '../public-locale.tsx';
import { getSiteConfig } from '../site-config.ts';
import { usePublicPageHead } from '../seo/use-page-head.ts';
import { EarlyAccessForm } from '../components/early-access-form.tsx';
import { Container, Hero, Section } from '../components/page-blocks.tsx';
import { ResearchClaims } from '../components/research-claims.tsx';

/** Educator features are coming soon (spec §1): the page describes them and takes sign-ups. */
export function EducatorsPage() {
  const copy = usePublicCopy();
  const locale = usePublicLocale();
  usePublicPageHead({ kind: 'educators' });
  const page = copy.educators;
  const meetingUrl = getSiteConfig().bookMeetingUrl ?? `${localizePath('/educators', locale)}#early-access`;
  return (
    <>
      <Hero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        badge={copy.common.comingSoon}
      >
        <a
          href="#early-access"
          className="inline-flex min-h-12 items-center justify-center rounded-control bg-primary px-6 py-3 text-base font-semibold text-on-primary shadow-card hover:bg-primary-hover"
        >
          {page.form.submit}
        </a>
      </Hero>
      <Section id="coming" title={page.featuresTitle}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {page.features.map((feature) => (
            <li key={feature.title} className="rounded-card border border-border bg-surface p-5 shadow-card">
              <p className="text-xs font-semibold uppercase tracking-wide text-primary-soft-fg">
                {copy.common.comingSoon}
              </p>
              <h3 className="mt-1 text-lg font-semibold">{feature.title}</h3>
              <p className="mt-2 text-muted">{feature.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <ResearchClaims claims={EDUCATOR_CLAIMS} />
      <section id="early-access" aria-labelledby="early-access-title" className="bg-surface-2 py-14 sm:py-16">
        <Container className="grid gap-10 lg:grid-cols-[1.5fr_1fr]">
          <div className="rounded-card border border-border bg-surface p-6 shadow-card sm:p-8">
            <h2 id="early-access-title" className="text-2xl font-semibold tracking-tight">
              {page.form.title}
            </h2>
            <p className="mt-2 text-muted">{page.form.text}</p>
            <div className="mt-6">
              <EarlyAccessForm />
            </div>
          </div>
          <div>
            <h2 className="text-xl font-semibold">{page.meeting.title}</h2>
            <p className="mt-2 text-muted">{page.meeting.text}</p>
            <a
              href={meetingUrl}
              className="mt-4 inline-flex min-h-11 items-center rounded-control border border-border-strong bg-surface px-4 font-semibold text-fg hover:border-primary"
            >
              {copy.footer.bookMeeting}
            </a>
          </div>
        </Container>
      </section>
    </>
  );
}
