import { Link } from 'react-router';
import { FileText, Folder, FolderInput, MoreHorizontal, Pencil, Share2, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DirectoryEntry } from '@mnemo/contracts/library';
import { Button } from '../../../components/button.tsx';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '../../../components/menu.tsx';
import type { ExportDeckInput } from '../api/export-deck.ts';
import { SessionExportItems } from './export-deck.tsx';

/** What an entry's menu opens: each a dialog of its own (folders: rename and delete). */
export type EntryAction = 'rename' | 'move' | 'share' | 'delete';

/** One folder or session of a library folder: its link, and a menu of what can be done with it. */
export function LibraryEntryRow({
  entry,
  href,
  isMenuOpen,
  onMenuOpenChange,
  onAction,
  onExport,
}: {
  entry: DirectoryEntry;
  href: string;
  isMenuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
  onAction: (action: EntryAction) => void;
  onExport: (input: ExportDeckInput) => void;
}) {
  const { t } = useTranslation(['app']);
  const isFolder = entry.type === 'folder';
  return (
    <li className="flex items-center gap-2 pr-2 hover:bg-surface-2/60">
      <Link to={href} className="flex min-w-0 flex-1 items-center gap-3 px-4 py-3">
        <span
          className={
            isFolder
              ? 'flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary'
              : 'flex size-9 shrink-0 items-center justify-center rounded-lg bg-surface-2 text-muted'
          }
        >
          {isFolder ? <Folder className="size-4" aria-hidden /> : <FileText className="size-4" aria-hidden />}
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="truncate text-sm font-medium text-fg">{entry.name}</span>
          <span className="text-xs text-muted">{isFolder ? t('library.folderLabel') : t('library.sessionLabel')}</span>
        </span>
      </Link>
      <Menu modal={false} open={isMenuOpen} onOpenChange={onMenuOpenChange}>
        <MenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={t('library.itemOptions', { name: entry.name })}>
            <MoreHorizontal className="size-4" aria-hidden />
          </Button>
        </MenuTrigger>
        <MenuContent>
          <MenuItem icon={<Pencil className="size-4" />} onSelect={() => onAction('rename')}>
            {t('library.rename')}
          </MenuItem>
          {isFolder ? null : (
            <>
              <MenuItem icon={<FolderInput className="size-4" />} onSelect={() => onAction('move')}>
                {t('library.move')}
              </MenuItem>
              <MenuItem icon={<Share2 className="size-4" />} onSelect={() => onAction('share')}>
                {t('library.share')}
              </MenuItem>
              <SessionExportItems sessionId={entry.id} onExport={onExport} />
            </>
          )}
          <MenuSeparator />
          <MenuItem tone="danger" icon={<Trash2 className="size-4" />} onSelect={() => onAction('delete')}>
            {t('library.delete')}
          </MenuItem>
        </MenuContent>
      </Menu>
    </li>
  );
}
