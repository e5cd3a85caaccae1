import { CLAIM_SOURCES, type ClaimKey } from '../research.ts';
import { usePublicCopy } from '../public-locale.tsx';
import { Section } from './page-blocks.tsx';

/** The spec's claims, worded as the spec words them, each linked to the research it summarises. */
export function ResearchClaims({ claims }: { claims: readonly ClaimKey[] }) {
  const copy = usePublicCopy();
  return (
    <Section id="research" title={copy.common.research} intro={copy.common.researchIntro}>
      <ul className="grid gap-4 md:grid-cols-3">
        {claims.map((key) => (
          <li key={key} className="flex flex-col rounded-card border border-border bg-surface p-6 shadow-card">
            <p className="text-xl font-semibold text-fg">{copy.claims[key].text}</p>
            <p className="mt-2 text-muted">{copy.claims[key].note}</p>
            <p className="mt-auto pt-4 text-sm text-muted">
              {copy.common.source}:{' '}
              {CLAIM_SOURCES[key].map((source, i) => (
                <span key={source.url}>
                  {i > 0 ? '; ' : ''}
                  <a
                    href={source.url}
                    rel="noopener noreferrer"
                    className="text-primary-soft-fg underline underline-offset-2"
                  >
                    {source.citation}
                  </a>
                </span>
              ))}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
