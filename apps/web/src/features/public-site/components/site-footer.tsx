import { Link } from 'react-router';
import { EXAM_KEYS, LEARN_TOPICS, localizePath } from '../public-paths.ts';
import { fill, usePublicCopy, usePublicLocale } from '../public-locale.tsx';
import { getSiteConfig } from '../site-config.ts';
import { FeedbackPrompt } from './feedback-prompt.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import { Container } from './page-blocks.tsx';

const footerLink =
  'inline-flex min-h-8 items-center text-sm text-muted hover:text-fg hover:underline underline-offset-2';

function FooterColumn({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold text-fg">
        {title}
      </h2>
      <ul className="mt-3 space-y-1">{children}</ul>
    </nav>
  );
}

export function SiteFooter() {
  const copy = usePublicCopy();
  const locale = usePublicLocale();
  const config = getSiteConfig();
  const bookMeetingUrl = config.bookMeetingUrl ?? `${localizePath('/educators', locale)}#early-access`;
  return (
    <footer className="mt-auto border-t border-border bg-surface">
      <Container className="grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="space-y-8">
          <p className="max-w-sm text-sm text-muted">
            <span className="block text-lg font-bold text-fg">Mnemo</span>
            {copy.footer.tagline}
          </p>
          <NewsletterForm />
        </div>
        <FooterColumn id="footer-learn" title={copy.footer.learnHeading}>
          {LEARN_TOPICS.map((topic) => (
            <li key={topic}>
              <Link to={localizePath(`/learn/${topic}`, locale)} className={footerLink}>
                {copy.learn[topic].linkLabel}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn id="footer-exams" title={copy.footer.examsHeading}>
          {EXAM_KEYS.map((exam) => (
            <li key={exam}>
              <Link to={localizePath(`/exams/${exam}`, locale)} className={footerLink}>
                {copy.exams[exam].linkLabel}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <div className="space-y-8">
          <FooterColumn id="footer-product" title={copy.footer.productHeading}>
            <li>
              <Link to={localizePath('/pricing', locale)} className={footerLink}>
                {copy.nav.pricing}
              </Link>
            </li>
            <li>
              <Link to={localizePath('/educators', locale)} className={footerLink}>
                {copy.nav.educators}
              </Link>
            </li>
            <li>
              <Link to={localizePath('/blog', locale)} className={footerLink}>
                {copy.nav.blog}
              </Link>
            </li>
            <li>
              {/* Legal pages load in full so the server fills in the operator's details. */}
              <Link reloadDocument to={localizePath('/terms', locale)} className={footerLink}>
                {copy.footer.terms}
              </Link>
            </li>
            <li>
              <Link reloadDocument to={localizePath('/privacy', locale)} className={footerLink}>
                {copy.footer.privacy}
              </Link>
            </li>
          </FooterColumn>
          <div>
            <a
              href={bookMeetingUrl}
              className="inline-flex min-h-11 items-center rounded-control border border-border-strong px-4 text-sm font-semibold text-fg hover:border-primary"
            >
              {copy.footer.bookMeeting}
            </a>
            <p className="mt-2 text-sm text-muted">{copy.footer.bookMeetingHint}</p>
          </div>
        </div>
      </Container>
      <Container className="border-t border-border py-8">
        <FeedbackPrompt />
      </Container>
      <Container className="pb-10">
        <p className="text-sm text-muted">
          {fill(copy.footer.operatedBy, { operatorName: config.operatorName ?? copy.legal.operatorFallback })}
        </p>
      </Container>
    </footer>
  );
}
