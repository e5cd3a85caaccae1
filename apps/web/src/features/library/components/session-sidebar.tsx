import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  CalendarClock,
  ChartColumn,
  FileText,
  Library,
  MoreHorizontal,
  Pencil,
  Plus,
  Share2,
  Trash2,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SessionSummary } from '@mnemo/contracts/library';
import { Button } from '../../../components/button.tsx';
import { ButtonLink } from '../../../components/button-link.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '../../../components/menu.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { paths } from '../../../lib/paths.ts';
import { useExportDeck } from '../api/export-deck.ts';
import { getSessionFolderId, useSessions } from '../api/get-sessions.ts';
import { DeleteSessionDialog } from './delete-session-dialog.tsx';
import { ExamDateDialog } from './exam-date-dialog.tsx';
import { ExportStatus, SessionExportItems } from './export-deck.tsx';
import { SessionRenameInput } from './session-rename-input.tsx';
import { ShareSessionDialog } from './share-session-dialog.tsx';

type DialogState = { kind: 'delete' | 'share' | 'exam'; session: SessionSummary } | null;

/** The id of the session open on /session, read from its query parameter (spec §2). */
function readCurrentSessionId(pathname: string, search: string): string | null {
  if (pathname !== '/session') return null;
  return new URLSearchParams(search).get('session_id');
}

/**
 * The signed-in sidebar: the user's sessions, each with a three-dot menu (rename, share, export as
 * Anki or CSV, delete).
 * One menu and one rename editor at a time (spec §4).
 */
export function SessionSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(['app', 'study', 'guided', 'scheduling']);
  const location = useLocation();
  const navigate = useNavigate();
  const sessions = useSessions();
  const [openMenuId, setOpenMenuId] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<DialogState>(null);
  const exportDeck = useExportDeck();
  const currentSessionId = readCurrentSessionId(location.pathname, location.search);

  function handleDeleted(fileId: string): void {
    if (editingId === fileId) setEditingId(null);
    // Spec §4: deleting the open session goes home.
    if (fileId === currentSessionId) void navigate(paths.home);
  }

  return (
    <nav aria-label={t('sidebar.label')} className="flex h-full min-h-0 flex-col">
      <div className="flex items-center justify-between gap-2 px-4 pt-4 pb-2">
        <h2 className="text-xs font-semibold tracking-wide text-muted uppercase">{t('sidebar.title')}</h2>
        <Link
          to={paths.newSession()}
          onClick={onNavigate}
          className="inline-flex size-7 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-fg"
          aria-label={t('sidebar.newSession')}
          title={t('sidebar.newSession')}
        >
          <Plus className="size-4" aria-hidden />
        </Link>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-3">
        {sessions.isPending ? (
          <div className="flex flex-col gap-2 px-2 pt-1" aria-busy="true">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} className="h-8 w-full" />
            ))}
          </div>
        ) : sessions.isError && sessions.data === undefined ? (
          // a refetch that failed (offline) keeps the list already read
          <div className="flex flex-col items-start gap-2 px-2 py-3 text-sm text-muted">
            <p>{t('sidebar.loadError')}</p>
            <Button size="sm" variant="secondary" onClick={() => void sessions.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : sessions.data.length === 0 ? (
          <EmptyState
            icon={<FileText className="size-5" aria-hidden />}
            title={t('sidebar.empty')}
            body={t('sidebar.emptyHint')}
          />
        ) : (
          <ul className="flex flex-col gap-0.5">
            {sessions.data.map((session) => {
              const isCurrent = session.id === currentSessionId;
              const folderId = getSessionFolderId(session);
              if (editingId === session.id) {
                return (
                  <li key={session.id}>
                    <SessionRenameInput
                      folderId={folderId}
                      fileId={session.id}
                      currentName={session.name}
                      onClose={() => setEditingId(null)}
                    />
                  </li>
                );
              }
              return (
                <li
                  key={session.id}
                  className={cn(
                    'group flex items-center gap-1 rounded-control pr-1 transition-colors',
                    isCurrent ? 'bg-primary-soft' : 'hover:bg-surface-2',
                  )}
                >
                  <Link
                    to={paths.session('root', session.id)}
                    onClick={onNavigate}
                    aria-current={isCurrent ? 'page' : undefined}
                    title={session.name}
                    className={cn(
                      'flex min-w-0 flex-1 items-center gap-2.5 rounded-control px-2.5 py-2 text-sm',
                      // the list scrolls: a ring drawn outside the link would be cut at its edges
                      'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                      isCurrent ? 'font-medium text-primary-soft-fg' : 'text-fg',
                    )}
                  >
                    <FileText
                      className={cn('size-4 shrink-0', isCurrent ? 'text-primary' : 'text-subtle')}
                      aria-hidden
                    />
                    <span className="block max-w-[220px] truncate">{session.name}</span>
                    {session.examLabel ? (
                      <span className="shrink-0 rounded-full border border-border-strong px-1.5 text-xs text-muted">
                        <span className="sr-only"> {t('guided:examLabel.label')}: </span>
                        {t(`guided:examLabel.${session.examLabel}`)}
                      </span>
                    ) : null}
                    {session.dueCount > 0 ? (
                      <span className="ml-auto shrink-0 rounded-full bg-surface-2 px-1.5 text-xs font-medium text-fg tabular-nums">
                        <span aria-hidden>{session.dueCount}</span>
                        <span className="sr-only"> {t('study:home.dueBadge', { count: session.dueCount })}</span>
                      </span>
                    ) : null}
                  </Link>
                  <Menu
                    modal={false}
                    open={openMenuId === session.id}
                    // Closing one menu must not close the next one opened by the same press.
                    onOpenChange={(open) =>
                      setOpenMenuId((current) => (open ? session.id : current === session.id ? null : current))
                    }
                  >
                    <MenuTrigger asChild>
                      <button
                        type="button"
                        aria-label={t('sidebar.options', { name: session.name })}
                        className={cn(
                          'inline-flex size-7 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface-3 hover:text-fg',
                          'data-[state=open]:bg-surface-3 data-[state=open]:text-fg',
                        )}
                      >
                        <MoreHorizontal className="size-4" aria-hidden />
                      </button>
                    </MenuTrigger>
                    <MenuContent align="start" onCloseAutoFocus={(event) => event.preventDefault()}>
                      <MenuItem icon={<Pencil className="size-4" />} onSelect={() => setEditingId(session.id)}>
                        {t('sidebar.rename')}
                      </MenuItem>
                      <MenuItem
                        icon={<Share2 className="size-4" />}
                        onSelect={() => setDialog({ kind: 'share', session })}
                      >
                        {t('sidebar.share')}
                      </MenuItem>
                      <MenuItem
                        icon={<CalendarClock className="size-4" />}
                        onSelect={() => setDialog({ kind: 'exam', session })}
                      >
                        {t('scheduling:exam.menu')}
                      </MenuItem>
                      <SessionExportItems sessionId={session.id} onExport={(input) => exportDeck.mutate(input)} />
                      <MenuSeparator />
                      <MenuItem
                        tone="danger"
                        icon={<Trash2 className="size-4" />}
                        onSelect={() => setDialog({ kind: 'delete', session })}
                      >
                        {t('sidebar.delete')}
                      </MenuItem>
                    </MenuContent>
                  </Menu>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <div className="border-t border-border p-3">
        <ExportStatus exportDeck={exportDeck} className="mb-2" />
        <ButtonLink to={paths.library()} onClick={onNavigate} variant="ghost" className="w-full justify-start">
          <Library className="size-4" aria-hidden />
          {t('sidebar.openLibrary')}
        </ButtonLink>
        <ButtonLink to={paths.progress} onClick={onNavigate} variant="ghost" className="w-full justify-start">
          <ChartColumn className="size-4" aria-hidden />
          {t('sidebar.progress')}
        </ButtonLink>
      </div>

      {dialog?.kind === 'delete' ? (
        <DeleteSessionDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          folderId={getSessionFolderId(dialog.session)}
          fileId={dialog.session.id}
          name={dialog.session.name}
          onDeleted={handleDeleted}
        />
      ) : null}
      {dialog?.kind === 'exam' ? (
        <ExamDateDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          folderId={getSessionFolderId(dialog.session)}
          fileId={dialog.session.id}
          name={dialog.session.name}
          examDate={dialog.session.examDate}
        />
      ) : null}
      {dialog?.kind === 'share' ? (
        <ShareSessionDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          // Spec §2: the sidebar's share dialog opens with folder root and the file id.
          folderId="root"
          fileId={dialog.session.id}
          name={dialog.session.name}
        />
      ) : null}
    </nav>
  );
}
