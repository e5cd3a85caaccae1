import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { APP_PATHS } from '../public-paths.ts';
import { usePublicCopy } from '../public-locale.tsx';

/** Building blocks shared by the public pages; plain markup that reads without JavaScript. */

export function Container({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-6xl px-4 sm:px-6 ${className}`}>{children}</div>;
}

export function Section({
  id,
  title,
  intro,
  children,
  tone = 'plain',
}: {
  id: string;
  title: string;
  intro?: string | undefined;
  children: ReactNode;
  tone?: 'plain' | 'soft';
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={tone === 'soft' ? 'bg-surface-2 py-14 sm:py-16' : 'py-14 sm:py-16'}
    >
      <Container>
        <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-base text-muted sm:text-lg">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </Container>
    </section>
  );
}

export function RegisterCta({ label }: { label?: string }) {
  const copy = usePublicCopy();
  return (
    <Link
      to={APP_PATHS.register}
      className="inline-flex min-h-12 items-center justify-center rounded-control bg-primary px-6 py-3 text-base font-semibold text-on-primary shadow-card transition-colors hover:bg-primary-hover"
    >
      {label ?? copy.common.ctaRegister}
    </Link>
  );
}

export function Hero({
  eyebrow,
  title,
  subtitle,
  children,
  badge,
}: {
  eyebrow: string;
  title: string;
  subtitle: string;
  children?: ReactNode;
  badge?: string;
}) {
  return (
    <div className="border-b border-border bg-surface">
      <Container className="py-16 sm:py-20">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary-soft-fg">
          {eyebrow}
          {badge ? (
            <span className="ml-3 rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold normal-case tracking-normal text-primary-soft-fg">
              {badge}
            </span>
          ) : null}
        </p>
        <h1 className="mt-3 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <p className="mt-5 max-w-3xl text-lg text-muted sm:text-xl">{subtitle}</p>
        {children ? <div className="mt-8">{children}</div> : null}
      </Container>
    </div>
  );
}

export function HeroCta() {
  const copy = usePublicCopy();
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
      <RegisterCta />
      <p className="text-sm text-muted">
        {copy.common.ctaNote} {copy.common.processing}
      </p>
    </div>
  );
}

export function CardGrid({
  items,
  columns = 4,
}: {
  items: readonly { title: string; text: string }[];
  columns?: 2 | 3 | 4;
}) {
  const cols =
    columns === 4
      ? 'sm:grid-cols-2 lg:grid-cols-4'
      : columns === 3
        ? 'sm:grid-cols-2 lg:grid-cols-3'
        : 'sm:grid-cols-2';
  return (
    <ul className={`grid gap-4 ${cols}`}>
      {items.map((item) => (
        <li key={item.title} className="rounded-card border border-border bg-surface p-5 shadow-card">
          <h3 className="text-lg font-semibold">{item.title}</h3>
          <p className="mt-2 text-muted">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function Steps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  const copy = usePublicCopy();
  return (
    <ol className="grid gap-4 md:grid-cols-3">
      {steps.map((step, i) => (
        <li
          key={step.title}
          id={`step-${i + 1}`}
          className="rounded-card border border-border bg-surface p-6 shadow-card"
        >
          <p className="text-sm font-semibold text-primary-soft-fg">
            {copy.common.stepLabel.replace('{{n}}', String(i + 1))}
          </p>
          <h3 className="mt-1 text-lg font-semibold">{step.title}</h3>
          <p className="mt-2 text-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

export function FaqList({ items }: { items: readonly { q: string; a: string }[] }) {
  return (
    <div className="divide-y divide-border rounded-card border border-border bg-surface">
      {items.map((item) => (
        <div key={item.q} className="p-5 sm:p-6">
          <h3 className="text-lg font-semibold">{item.q}</h3>
          <p className="mt-2 text-muted">{item.a}</p>
        </div>
      ))}
    </div>
  );
}

export function ReadyCta({ title, text }: { title: string; text: string }) {
  return (
    <section aria-labelledby="ready-title" className="py-14 sm:py-16">
      <Container>
        <div className="rounded-card bg-primary-soft px-6 py-10 text-center sm:px-12">
          <h2 id="ready-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {title}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-muted">{text}</p>
          <div className="mt-6">
            <RegisterCta />
          </div>
        </div>
      </Container>
    </section>
  );
}
