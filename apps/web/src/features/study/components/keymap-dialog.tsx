import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal.tsx';

const KEYS = [
  ['Space / Enter', 'keymap.showAnswer'],
  ['1 · 2 · 3', 'keymap.rate'],
  ['Enter', 'keymap.typedAnswer'],
  ['Alt+Shift+C', 'keymap.makeCloze'],
  ['Z', 'keymap.undo'],
  ['E', 'keymap.edit'],
  ['S', 'keymap.source'],
  ['1–6, T / F, Enter', 'keymap.quiz'],
  ['Ctrl+Enter / ⌘+Enter', 'keymap.quizOpen'],
  ['/', 'keymap.chat'],
  ['Esc', 'keymap.escape'],
  ['Alt+1…6', 'keymap.tabs'],
  ['?', 'keymap.help'],
] as const;

/** The keyboard map of the study pane, opened with "?". */
export function KeymapDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('study');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('keymap.title')}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {KEYS.map(([keys, label]) => (
          <div key={label} className="contents">
            <dt>
              <kbd className="rounded border border-border-strong bg-surface-2 px-1.5 py-0.5 font-mono text-xs text-fg">
                {keys}
              </kbd>
            </dt>
            <dd className="text-fg">{t(label)}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
