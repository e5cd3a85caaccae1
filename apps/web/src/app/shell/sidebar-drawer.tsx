import { useEffect, type ReactNode, type RefObject } from 'react';
import { cn } from '../../lib/cn.ts';
import { useClickOutside } from '../../lib/use-click-outside.ts';
import { SIDEBAR_ID } from './top-bar.tsx';

/** Menus and dialogs opened from the sidebar live in portals: presses there are not "outside". */
const OVERLAY_SELECTOR = '[data-radix-popper-content-wrapper],[role="menu"],[role="dialog"],[role="alertdialog"]';

function isInsideOverlay(target: EventTarget | null): boolean {
  if (target instanceof Element && target.closest(OVERLAY_SELECTOR)) return true;
  // While a modal is open, a press on its backdrop closes the modal, not the sidebar.
  return document.querySelector('[role="dialog"][data-state="open"],[role="alertdialog"][data-state="open"]') !== null;
}

/**
 * The sidebar panel: a docked column on wide screens, a drawer over the page on small ones.
 * Spec §4: a click outside closes it, except a click on its toggle. It stays mounted while
 * closed so an open rename keeps its state.
 */
export function SidebarDrawer({
  isOpen,
  onClose,
  panelRef,
  toggleRef,
  children,
}: {
  isOpen: boolean;
  onClose: () => void;
  panelRef: RefObject<HTMLElement | null>;
  toggleRef: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  useClickOutside(
    [panelRef, toggleRef],
    (event) => {
      if (!isInsideOverlay(event.target)) onClose();
    },
    isOpen,
    'click',
  );

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape' && !event.defaultPrevented && !isInsideOverlay(event.target)) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onClose]);

  return (
    <>
      <div
        aria-hidden="true"
        className={cn(
          'fixed inset-x-0 top-topbar bottom-0 z-20 bg-overlay transition-opacity duration-200 lg:hidden',
          isOpen ? 'opacity-100' : 'pointer-events-none opacity-0',
        )}
      />
      <aside
        id={SIDEBAR_ID}
        ref={panelRef}
        inert={!isOpen}
        data-state={isOpen ? 'open' : 'closed'}
        className={cn(
          'fixed top-topbar bottom-0 left-0 z-30 flex w-sidebar max-w-[85vw] flex-col border-r border-border bg-surface',
          'transition-[translate,visibility] duration-200 ease-out max-lg:shadow-pop',
          isOpen ? 'visible translate-x-0' : 'invisible -translate-x-full',
        )}
      >
        {children}
      </aside>
    </>
  );
}
