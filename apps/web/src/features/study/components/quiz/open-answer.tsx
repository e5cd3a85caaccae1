import { useTranslation } from 'react-i18next';

/**
 * The answer box of an open question, graded by the AI. Ctrl/⌘+Enter checks the answer (the
 * keyboard map says so); Enter alone adds a line. `id` names the box, its hint (`-hint`) and the
 * step's "answer required" message (`-error`).
 */
export function OpenAnswer({
  id,
  text,
  isChecked,
  isMissing,
  onChange,
  onCheck,
}: {
  id: string;
  text: string;
  isChecked: boolean;
  isMissing: boolean;
  onChange: (text: string) => void;
  onCheck: () => void;
}) {
  const { t } = useTranslation('study');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {t('quiz.yourAnswer')}
      </label>
      <textarea
        id={id}
        value={text}
        readOnly={isChecked}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            onCheck();
          }
        }}
        aria-keyshortcuts="Control+Enter Meta+Enter"
        aria-invalid={isMissing || undefined}
        aria-describedby={isMissing ? `${id}-error ${id}-hint` : `${id}-hint`}
        rows={5}
        className="w-full rounded-control border border-border-strong bg-surface px-3 py-2 text-base text-fg focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('quiz.openHint')}
      </p>
    </div>
  );
}
