import { fill, usePublicCopy } from '../public-locale.tsx';
import { getSiteConfig } from '../site-config.ts';
import { usePublicPageHead } from '../seo/use-page-head.ts';
import { Container } from '../components/page-blocks.tsx';

interface LegalCopy {
  title: string;
  intro: string;
  sections: readonly { title: string; paragraphs: readonly string[] }[];
}

/** A legal template: the operator's name and contact come from the server's configuration. */
function LegalDocument({ doc, lastUpdated, highlight }: { doc: LegalCopy; lastUpdated?: string; highlight?: string }) {
  const copy = usePublicCopy();
  const config = getSiteConfig();
  const operatorName = config.operatorName ?? copy.legal.operatorFallback;
  const contact = config.operatorContact ?? copy.legal.contactFallback;
  return (
    <Container className="py-14 sm:py-16">
      <article className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight">{doc.title}</h1>
        {lastUpdated ? (
          <p className="mt-3 text-sm text-muted">{fill(copy.legal.lastUpdated, { date: lastUpdated })}</p>
        ) : null}
        <p className="mt-6 text-lg">{fill(doc.intro, { operatorName })}</p>
        {highlight ? (
          <p className="mt-4 rounded-card bg-primary-soft p-4 font-medium text-primary-soft-fg">{highlight}</p>
        ) : null}
        {doc.sections.map((section) => (
          <section key={section.title} className="mt-10">
            <h2 className="text-2xl font-semibold">{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-fg">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <p className="mt-10 border-t border-border pt-6 text-muted">{fill(copy.legal.contact, { contact })}</p>
      </article>
    </Container>
  );
}

export function TermsPage() {
  const copy = usePublicCopy();
  usePublicPageHead({ kind: 'terms' });
  return <LegalDocument doc={copy.terms} />;
}

export function PrivacyPage() {
  const copy = usePublicCopy();
  usePublicPageHead({ kind: 'privacy' });
  return (
    <LegalDocument doc={copy.privacy} lastUpdated={getSiteConfig().privacyUpdated} highlight={copy.privacy.claim} />
  );
}
