import { useRef, type KeyboardEvent, type ReactNode } from 'react';
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

/**
 * An ARIA tab list (WAI-ARIA APG, automatic activation): one tab in the Tab order, arrow keys move
 * and select, Home / End jump to the ends. The panels are the caller's, labelled with `getTabIds`.
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
  const listRef = useRef<HTMLDivElement>(null);

  const focusTab = (id: string) => {
    onSelect(id);
    listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(getTabIds(baseId, id).tab)}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selectedId);
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
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="-mb-px flex min-w-0 flex-1 gap-1 overflow-x-auto [scrollbar-width:none]"
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
                'relative inline-flex h-11 shrink-0 items-center gap-1.5 border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors',
                isSelected ? 'border-primary text-fg' : 'border-transparent text-muted hover:text-fg',
              )}
            >
              {tab.label}
              {tab.badge}
            </button>
          );
        })}
      </div>
      {trailing ? <div className="flex shrink-0 items-center gap-1 pr-1">{trailing}</div> : null}
    </div>
  );
}
