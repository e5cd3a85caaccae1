import { useId, useRef, useState, type DragEvent } from 'react';
import { FileUp, Link2, Type, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { TextField, INPUT_CLASS_NAME } from './text-field.tsx';
import { cn } from '../lib/cn.ts';

/** Where new material comes from: a file, pasted text, or a link (website or YouTube). */
export type MaterialSource = 'file' | 'text' | 'link';

/** The spec §5 check of the chosen material: the `errors` key of what is missing, if anything. */
export function checkMaterial(values: {
  source: MaterialSource;
  file: File | null;
  text: string;
  url: string;
}): 'upload_invalid_file' | 'text_required' | 'link_required' | undefined {
  if (values.source === 'file' && (values.file === null || values.file.size === 0)) return 'upload_invalid_file';
  if (values.source === 'text' && values.text.trim() === '') return 'text_required';
  if (values.source === 'link' && values.url.trim() === '') return 'link_required';
  return undefined;
}

const ACCEPT =
  '.pdf,.ppt,.pptx,.mp3,.wav,.m4a,application/pdf,application/vnd.ms-powerpoint,application/vnd.openxmlformats-officedocument.presentationml.presentation,audio/mpeg,audio/wav,audio/mp4';
const SOURCES = [
  { source: 'file', icon: FileUp },
  { source: 'text', icon: Type },
  { source: 'link', icon: Link2 },
] as const;

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export interface MaterialPickerProps {
  source: MaterialSource;
  onSourceChange: (source: MaterialSource) => void;
  file: File | null;
  onFileChange: (file: File | null) => void;
  text: string;
  onTextChange: (text: string) => void;
  url: string;
  onUrlChange: (url: string) => void;
  error: string | undefined;
}

/**
 * Upload (drag and drop or picker), paste text, or paste a link (website or YouTube): the
 * wizard's first step and the session Overview's "Add material" share it.
 */
export function MaterialPicker(props: MaterialPickerProps) {
  const { t } = useTranslation('wizard');
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);
  const errorId = useId();
  const textId = useId();

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) props.onFileChange(dropped);
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-fg">{t('material.legend')}</legend>
      <div role="radiogroup" aria-label={t('material.legend')} className="grid grid-cols-3 gap-2">
        {SOURCES.map(({ source, icon: Icon }) => (
          <button
            key={source}
            type="button"
            role="radio"
            aria-checked={props.source === source}
            onClick={() => props.onSourceChange(source)}
            className={cn(
              'flex items-center justify-center gap-2 rounded-control border px-3 py-2 text-sm font-medium transition-colors',
              props.source === source
                ? 'border-primary bg-primary-soft text-primary-soft-fg'
                : 'border-border bg-surface text-muted hover:bg-surface-2',
            )}
          >
            <Icon className="size-4" aria-hidden />
            <span>{t(`material.${source}`)}</span>
          </button>
        ))}
      </div>

      {props.source === 'file' ? (
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setIsDragging(true);
          }}
          onDragLeave={() => setIsDragging(false)}
          onDrop={onDrop}
          data-testid="drop-zone"
          aria-describedby={props.error ? errorId : undefined}
          className={cn(
            'flex flex-col items-center gap-2 rounded-card border-2 border-dashed px-4 py-8 text-center transition-colors',
            isDragging ? 'border-primary bg-primary-soft' : 'border-border-strong bg-surface-2',
            props.error && 'border-danger',
          )}
        >
          <FileUp className="size-6 text-muted" aria-hidden />
          <p className="text-sm font-medium text-fg">{t('material.dropTitle')}</p>
          <p className="text-xs text-muted">{t('material.dropOr')}</p>
          <input
            ref={inputRef}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            aria-label={t('material.choose')}
            onChange={(event) => props.onFileChange(event.target.files?.[0] ?? null)}
          />
          <Button type="button" variant="secondary" size="sm" onClick={() => inputRef.current?.click()}>
            {t('material.choose')}
          </Button>
          <p className="text-xs text-muted">{t('material.accepted')}</p>
          {props.file ? (
            <p className="flex items-center gap-2 text-sm text-fg">
              <span>{t('material.selected', { name: props.file.name, size: formatSize(props.file.size) })}</span>
              <button
                type="button"
                aria-label={t('material.remove')}
                onClick={() => {
                  props.onFileChange(null);
                  if (inputRef.current) inputRef.current.value = '';
                }}
                className="inline-flex size-6 items-center justify-center rounded-md text-muted hover:bg-surface-3"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </p>
          ) : null}
        </div>
      ) : null}

      {props.source === 'text' ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={textId} className="text-sm font-medium text-fg">
            {t('material.textLabel')}
          </label>
          <textarea
            id={textId}
            value={props.text}
            onChange={(event) => props.onTextChange(event.target.value)}
            placeholder={t('material.textPlaceholder')}
            rows={8}
            aria-invalid={props.error ? true : undefined}
            aria-describedby={props.error ? errorId : undefined}
            className={cn(INPUT_CLASS_NAME, 'h-auto py-2')}
          />
        </div>
      ) : null}

      {props.source === 'link' ? (
        <TextField
          label={t('material.linkLabel')}
          hint={t('material.linkHint')}
          type="url"
          inputMode="url"
          value={props.url}
          onChange={(event) => props.onUrlChange(event.target.value)}
          placeholder={t('material.linkPlaceholder')}
          aria-invalid={props.error ? true : undefined}
        />
      ) : null}

      {props.error ? (
        <p id={errorId} role="alert" className="text-sm text-danger-fg">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
