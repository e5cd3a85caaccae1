import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidSessionName, NAME_MAX_LENGTH } from '@mnemo/domain/validation';
import { INPUT_CLASS_NAME } from '../../../components/text-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { useClickOutside } from '../../../lib/use-click-outside.ts';
import { describeRenameSessionError, useRenameSession } from '../api/rename-session.ts';

/**
 * Inline rename (spec §4): focused and selected on open; Enter saves, Escape cancels, a click
 * outside saves. Under 3 characters shows error_edit_name_empty and sends nothing; a 409 shows
 * error_file_name_duplicated and keeps the editor open.
 */
export function SessionRenameInput({
  folderId,
  fileId,
  currentName,
  onClose,
}: {
  folderId: string;
  fileId: string;
  currentName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['app', 'errors']);
  const rename = useRenameSession();
  const [value, setValue] = useState(currentName);
  const [error, setError] = useState<string | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = `rename-error-${fileId}`;

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  function saveName(): void {
    if (rename.isPending) return;
    const name = value.trim();
    if (name === currentName) {
      onClose();
      return;
    }
    if (!isValidSessionName(name)) {
      setError(t('errors:error_edit_name_empty'));
      return;
    }
    setError(null);
    rename.mutate(
      { folderId, fileId, name },
      {
        onSuccess: onClose,
        onError: (apiError) => setError(describeRenameSessionError(apiError)),
      },
    );
  }

  useClickOutside([containerRef], saveName);

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'Enter') {
      event.preventDefault();
      saveName();
    } else if (event.key === 'Escape') {
      // Escape belongs to the editor here, not to the drawer around it.
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  }

  return (
    <div ref={containerRef} className="flex flex-col gap-1 px-1 py-1">
      <input
        ref={inputRef}
        value={value}
        maxLength={NAME_MAX_LENGTH}
        aria-label={t('sidebar.renameLabel', { name: currentName })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        disabled={rename.isPending}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={handleKeyDown}
        className={cn(INPUT_CLASS_NAME, 'h-8 px-2')}
      />
      {error ? (
        <p id={errorId} role="alert" className="px-0.5 text-xs text-danger-fg">
          {error}
        </p>
      ) : null}
    </div>
  );
}
