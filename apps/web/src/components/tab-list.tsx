import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** a small mark after the label (a count, a progress line) */
  badge?: ReactNode;
}

/** The ids that tie a tab to its panel (`aria-controls` / `aria-labelledby`). */
export function getTabIds(baseId: string, tabId: string) {
  return { tab: `${baseId}-tab-${tabId}`, panel: `${baseId}-panel-${tabId}` };
}

/** Room kept beside a tab scrolled into view, so the edge's scroll button never covers it (px). */
const EDGE_ROOM = 40;

/**
 * Which ends of a horizontally scrolling element hide content, kept up to date on scroll and
 * resize; and `reveal`, which scrolls a child fully into view without moving the page.
 */
function useHorizontalOverflow(listRef: RefObject<HTMLDivElement | null>) {
  const [overflow, setOverflow] = useState({ isStartHidden: false, isEndHidden: false });
  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    // a pixel of slack: scroll positions are fractional on zoomed screens
    const isStartHidden = list.scrollLeft > 1;
    const isEndHidden = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
    setOverflow((current) =>
      current.isStartHidden === isStartHidden && current.isEndHidden === isEndHidden
        ? current
        : { isStartHidden, isEndHidden },
    );
  }, [listRef]);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    // jsdom has no ResizeObserver; there is no layout to follow there anyway
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(list);
    for (const child of Array.from(list.children)) observer?.observe(child);
    return () => {
      list.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [listRef, measure]);
  const reveal = useCallback(
    (child: HTMLElement | null) => {
      const list = listRef.current;
      if (!list || !child) return;
      // the list is the tabs' offset parent: offsets are in its scrolled content's coordinates
      const left = child.offsetLeft;
      const right = left + child.offsetWidth;
      if (left - EDGE_ROOM < list.scrollLeft) list.scrollLeft = Math.max(0, left - EDGE_ROOM);
      else if (right + EDGE_ROOM > list.scrollLeft + list.clientWidth)
        list.scrollLeft = right + EDGE_ROOM - list.clientWidth;
      measure();
    },
    [listRef, measure],
  );
  return { ...overflow, reveal };
}

/**
 * An ARIA tab list (WAI-ARIA APG, automatic activation): one tab in the Tab order, arrow keys move
 * and select, Home / End jump to the ends. The panels are the caller's, labelled with `getTabIds`.
 * When the tabs are wider than the row (a phone), the row scrolls: the selected tab is always
 * scrolled into view, and a chevron at each end that hides tabs says so and scrolls on a click.
 */
export function TabList({
  tabs,
  selectedId,
  onSelect,
  baseId,
  label,
  className,
  trailing,
}: {
  tabs: TabItem[];
  selectedId: string;
  onSelect: (id: string) => void;
  baseId: string;
  label: string;
  className?: string;
  /** controls after the tabs, outside the tab list (e.g. a collapse button) */
  trailing?: ReactNode;
}) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const { isStartHidden, isEndHidden, reveal } = useHorizontalOverflow(listRef);
  const scrollBy = (direction: 1 | -1) => {
    const list = listRef.current;
    if (list) list.scrollBy({ left: direction * Math.max(list.clientWidth * 0.6, 80), behavior: 'smooth' });
  };

  // the selected tab is never left hidden past an edge (a link to the last tab, a key press)
  useLayoutEffect(() => {
    reveal(listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(getTabIds(baseId, selectedId).tab)}`) ?? null);
  }, [baseId, selectedId, reveal]);

  const focusTab = (id: string) => {
    onSelect(id);
    listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(getTabIds(baseId, id).tab)}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // from the tab that has focus, not from `selectedId`: the selection comes back through the URL,
    // a moment later, and a second arrow pressed before it would move from the old tab again
    const focusedId = event.target instanceof HTMLElement ? event.target.id : '';
    const focused = tabs.findIndex((tab) => getTabIds(baseId, tab.id).tab === focusedId);
    const index = focused >= 0 ? focused : tabs.findIndex((tab) => tab.id === selectedId);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    focusTab(tabs[next]!.id);
  };

  return (
    <div className={cn('flex items-center gap-2 border-b border-border', className)}>
      <div className="relative flex min-w-0 flex-1">
        <div
          ref={listRef}
          role="tablist"
          aria-label={label}
          onKeyDown={onKeyDown}
          className="relative -mb-px flex min-w-0 flex-1 gap-0.5 overflow-x-auto [scrollbar-width:none]"
        >
          {tabs.map((tab) => {
            const isSelected = tab.id === selectedId;
            const ids = getTabIds(baseId, tab.id);
            return (
              <button
                key={tab.id}
                id={ids.tab}
                type="button"
                role="tab"
                aria-selected={isSelected}
                aria-controls={ids.panel}
                tabIndex={isSelected ? 0 : -1}
                onClick={() => onSelect(tab.id)}
                className={cn(
                  // snug enough that a session's six tabs fit beside the material at 1280 px with the sidebar open
                  'relative inline-flex h-11 shrink-0 items-center gap-1.5 border-b-2 px-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                  // inside the tab: the scrolling row would clip a ring drawn around it
                  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                  isSelected ? 'border-primary text-fg' : 'border-transparent text-muted hover:text-fg',
                )}
              >
                {tab.label}
                {tab.badge}
              </button>
            );
          })}
        </div>
        {/* Pointer affordances only (out of the Tab order): the arrow keys already reach every tab. */}
        {isStartHidden ? (
          <button
            type="button"
            tabIndex={-1}
            aria-label={t('common.earlierTabs')}
            title={t('common.earlierTabs')}
            onClick={() => scrollBy(-1)}
            className="absolute inset-y-0 left-0 z-10 flex w-10 items-center justify-start bg-gradient-to-r from-bg from-55% to-transparent pl-1 text-fg"
          >
            <ChevronLeft className="size-5" aria-hidden />
          </button>
        ) : null}
        {isEndHidden ? (
          <button
            type="button"
            tabIndex={-1}
            aria-label={t('common.moreTabs')}
            title={t('common.moreTabs')}
            onClick={() => scrollBy(1)}
            className="absolute inset-y-0 right-0 z-10 flex w-10 items-center justify-end bg-gradient-to-l from-bg from-55% to-transparent pr-1 text-fg"
          >
            <ChevronRight className="size-5" aria-hidden />
          </button>
        ) : null}
      </div>
      {trailing ? <div className="flex shrink-0 items-center gap-1 pr-1">{trailing}</div> : null}
    </div>
  );
}
