import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Button } from './button.tsx';
import { InlineMessage } from './inline-message.tsx';

const OVERLAY_CLASS_NAME = 'fixed inset-0 z-50 bg-overlay backdrop-blur-[2px] animate-fade-in';
const CONTENT_CLASS_NAME = cn(
  'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col',
  'overflow-y-auto rounded-card border border-border bg-surface p-5 shadow-pop animate-pop-in sm:p-6',
);

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
  /** where focus goes when it closes (default: back to what opened it); call `preventDefault()` to place it yourself */
  onCloseAutoFocus?: (event: Event) => void;
}

/** A dialog with a title, an optional description, a body and a footer of actions. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  className,
  onCloseAutoFocus,
}: ModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={OVERLAY_CLASS_NAME} />
        <Dialog.Content
          className={cn(CONTENT_CLASS_NAME, className)}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold tracking-tight text-fg">{title}</Dialog.Title>
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label={t('common.close')}
                className="-mt-1 -mr-2 inline-flex size-8 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-fg"
              >
                <X className="size-4" aria-hidden />
              </button>
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="mt-2 text-sm leading-6 text-muted">{description}</Dialog.Description>
          ) : null}
          {children ? <div className="mt-4">{children}</div> : null}
          {footer ? <ModalFooter>{footer}</ModalFooter> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function ModalFooter({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}

export interface ConfirmModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  body: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  error?: string | null | undefined;
  children?: ReactNode;
}

/**
 * A destructive confirmation (alertdialog). It stays open while the action is pending so the
 * pending label is seen, and cannot be dismissed half-way.
 */
export function ConfirmModal({
  open,
  onOpenChange,
  title,
  body,
  confirmLabel,
  pendingLabel,
  isPending,
  onConfirm,
  error,
  children,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={OVERLAY_CLASS_NAME} />
        <AlertDialog.Content className={CONTENT_CLASS_NAME}>
          <AlertDialog.Title className="text-lg font-semibold tracking-tight text-fg">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-6 text-muted">{body}</AlertDialog.Description>
          {children ? <div className="mt-4">{children}</div> : null}
          {error ? (
            <InlineMessage className="mt-4" tone="error">
              {error}
            </InlineMessage>
          ) : null}
          <ModalFooter>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={isPending}>
                {t('common.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" isLoading={isPending} onClick={onConfirm}>
              {isPending ? pendingLabel : confirmLabel}
            </Button>
          </ModalFooter>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
