import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ANNOTATION_COLORS } from '@mnemo/contracts/values';
import { Button } from '../../../../components/button.tsx';
import { cn } from '../../../../lib/cn.ts';
import type { AnnotationChange, LocalAnnotation } from '../../hooks/use-annotations.ts';

const COLOR_NAMES = ['yellow', 'green', 'blue', 'pink'] as const;

/** The four colours as a radio group (named, never colour alone). */
export function ColorPicker({ value, onChange }: { value: string; onChange: (color: string) => void }) {
  const { t } = useTranslation('material');
  return (
    <div role="radiogroup" aria-label={t('annotations.color')} className="flex gap-1.5">
      {ANNOTATION_COLORS.map((color, index) => {
        const isChecked = value.toLowerCase() === color;
        return (
          <button
            key={color}
            type="button"
            role="radio"
            aria-checked={isChecked}
            aria-label={t(`annotations.colors.${COLOR_NAMES[index]!}`)}
            title={t(`annotations.colors.${COLOR_NAMES[index]!}`)}
            onClick={() => onChange(color)}
            className={cn(
              'size-7 rounded-full border border-black/20 outline-none focus-visible:ring-2 focus-visible:ring-ring',
              isChecked && 'ring-2 ring-fg ring-offset-2 ring-offset-surface',
            )}
            style={{ backgroundColor: color }}
          />
        );
      })}
    </div>
  );
}

/**
 * An annotation's note, colour and removal. The note is kept while typing and handed on when the
 * field is left (each change is saved a moment later by the store); a visitor only reads.
 */
export function AnnotationEditor({
  annotation,
  canEdit,
  onChange,
  onRemove,
}: {
  annotation: LocalAnnotation;
  canEdit: boolean;
  onChange: (change: AnnotationChange) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('material');
  const [note, setNote] = useState(annotation.note ?? '');
  const commitNote = () => {
    const next = note.trim() === '' ? null : note;
    if (next !== annotation.note) onChange({ note: next });
  };

  if (!canEdit) {
    return (
      <div className="flex flex-col gap-2 p-3 text-sm">
        {annotation.quote ? (
          <blockquote className="border-l-2 border-border-strong pl-2 text-muted">{annotation.quote}</blockquote>
        ) : null}
        <p className="whitespace-pre-wrap text-fg">{annotation.note ?? t('annotations.noNote')}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3 p-3">
      {annotation.quote ? (
        <blockquote className="line-clamp-3 border-l-2 border-border-strong pl-2 text-sm text-muted">
          {annotation.quote}
        </blockquote>
      ) : null}
      <label className="flex flex-col gap-1 text-sm font-medium text-fg">
        {t('annotations.note')}
        <textarea
          value={note}
          onChange={(event) => setNote(event.target.value)}
          onBlur={commitNote}
          maxLength={4000}
          rows={3}
          className="rounded-control border border-border-strong bg-surface px-2 py-1.5 text-sm font-normal text-fg"
        />
      </label>
      <div className="flex items-center justify-between gap-2">
        <ColorPicker value={annotation.color} onChange={(color) => onChange({ color })} />
        <Button variant="ghost" size="sm" icon={<Trash2 className="size-4" aria-hidden />} onClick={onRemove}>
          {t('annotations.delete')}
        </Button>
      </div>
      <Button size="sm" variant="secondary" onClick={commitNote}>
        {t('annotations.saveNote')}
      </Button>
    </div>
  );
}
