import type { ReactNode } from 'react';
import { FileUp, Link2, Type } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export type LearnSource = 'file' | 'text' | 'link';

function SourceCard({
  icon,
  title,
  hint,
  onSelect,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onSelect}
      className="group flex w-full items-center gap-4 rounded-card border border-border bg-surface p-4 text-left shadow-card transition-all hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-pop sm:flex-col sm:items-start sm:p-5"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary transition-colors group-hover:bg-primary group-hover:text-on-primary">
        {icon}
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="text-base font-semibold text-fg">{title}</span>
        <span className="text-sm text-muted">{hint}</span>
      </span>
    </button>
  );
}

/**
 * Home's prompt (spec §2): "What do you want to learn?" with the three ways in to the creation
 * wizard. Where each leads is the caller's choice.
 */
export function LearnPrompt({ onStart, children }: { onStart: (source: LearnSource) => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="flex w-full flex-col items-center text-center" aria-labelledby="learn-prompt-title">
      <p className="mb-3 inline-flex items-center rounded-full border border-border bg-surface px-3 py-1 text-xs font-medium text-muted shadow-card">
        {t('home.eyebrow')}
      </p>
      <h1
        id="learn-prompt-title"
        className="max-w-2xl text-3xl font-semibold tracking-tight text-balance text-fg sm:text-5xl"
      >
        {t('home.title')}
      </h1>
      <p className="mt-4 max-w-xl text-base text-balance text-muted sm:text-lg">{t('home.subtitle')}</p>
      <div className="mt-8 w-full max-w-3xl">
        <p className="sr-only">{t('home.startLabel')}</p>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <SourceCard
            icon={<FileUp className="size-5" aria-hidden />}
            title={t('home.uploadFile')}
            hint={t('home.uploadFileHint')}
            onSelect={() => onStart('file')}
          />
          <SourceCard
            icon={<Type className="size-5" aria-hidden />}
            title={t('home.pasteText')}
            hint={t('home.pasteTextHint')}
            onSelect={() => onStart('text')}
          />
          <SourceCard
            icon={<Link2 className="size-5" aria-hidden />}
            title={t('home.pasteLink')}
            hint={t('home.pasteLinkHint')}
            onSelect={() => onStart('link')}
          />
        </div>
      </div>
      {children ? <div className="mt-10 w-full max-w-3xl text-left">{children}</div> : null}
    </section>
  );
}
