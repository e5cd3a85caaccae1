import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { SplitDivider, useStoredRatio } from '../../components/split-divider.tsx';
import { getTabIds, TabList, type TabItem } from '../../components/tab-list.tsx';
import { cn } from '../../lib/cn.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { WIDE_SCREEN_QUERY } from '../shell/app-layout.tsx';

/** A tab of the study pane: its URL id (`?tab=`), its name, and what it shows. */
export interface StudyTab {
  id: string;
  label: string;
  panel: ReactNode;
  /** a small mark after the label (a count, a dot) */
  badge?: ReactNode;
}

export const MATERIAL_TAB_ID = 'material';
const TABS_ID = 'session';
const MATERIAL_PANE_ID = getTabIds(TABS_ID, MATERIAL_TAB_ID).panel;
const SPLIT = { initial: 0.5, min: 0.25, max: 0.75 };
const SPLIT_STORAGE_KEY = 'mnemo.session.split';

/** True from the first time `value` is true (a pane is built when first shown, then kept). */
function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}

/** Tabs are mounted on first visit and then kept (hidden), so a chat or a scroll position survives a switch. */
function useVisited(current: string): Set<string> {
  const [visited, setVisited] = useState(() => new Set([current]));
  if (!visited.has(current)) setVisited(new Set(visited).add(current));
  return visited;
}

/**
 * The session page's layout. At ≥ 1024 px the material pane sits left of the study pane with a
 * draggable divider (its position remembered; double-click resets it) and can be hidden to give
 * the study pane the width; below, one column whose tabs are Material then the study tabs.
 * The material pane keeps its place in the tree across the breakpoint, so a viewer is not rebuilt.
 */
export function SessionWorkspace({
  header,
  material,
  tabs,
  selectedTab,
  onSelectTab,
}: {
  header: ReactNode;
  material: ReactNode;
  tabs: StudyTab[];
  /** the `tab` of the URL (may be unknown: the first study tab is shown then) */
  selectedTab: string | null;
  onSelectTab: (id: string) => void;
}) {
  const { t } = useTranslation('material');
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY);
  const splitRef = useRef<HTMLDivElement>(null);
  const split = useStoredRatio(SPLIT_STORAGE_KEY, SPLIT);
  const [isMaterialHidden, setIsMaterialHidden] = useState(false);

  const firstStudyTab = tabs[0]?.id ?? '';
  const studyTab = tabs.some((tab) => tab.id === selectedTab) ? selectedTab! : firstStudyTab;
  const isMaterialSelected = !isWide && selectedTab === MATERIAL_TAB_ID;
  const current = isMaterialSelected ? MATERIAL_TAB_ID : studyTab;
  const visited = useVisited(current);
  const isMaterialShown = isWide ? !isMaterialHidden : isMaterialSelected;
  const isMaterialMounted = useLatch(isMaterialShown);

  // Alt+1…9 selects a tab from anywhere on the page (the keyboard map's "switch tab").
  const allTabIds = isWide ? tabs.map((tab) => tab.id) : [MATERIAL_TAB_ID, ...tabs.map((tab) => tab.id)];
  const allTabIdsKey = allTabIds.join(' ');
  useEffect(() => {
    const ids = allTabIdsKey.split(' ');
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || !/^Digit[1-9]$/.test(event.code)) return;
      const id = ids[Number(event.code.slice(5)) - 1];
      if (!id) return;
      event.preventDefault();
      onSelectTab(id);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [allTabIdsKey, onSelectTab]);

  const studyTabItems: TabItem[] = tabs.map(({ id, label, badge }) => ({ id, label, badge }));
  const toggleMaterial = (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={isMaterialHidden ? t('layout.showMaterial') : t('layout.hideMaterial')}
      title={isMaterialHidden ? t('layout.showMaterial') : t('layout.hideMaterial')}
      aria-controls={MATERIAL_PANE_ID}
      aria-expanded={!isMaterialHidden}
      onClick={() => setIsMaterialHidden(!isMaterialHidden)}
      icon={
        isMaterialHidden ? (
          <PanelLeftOpen className="size-4" aria-hidden />
        ) : (
          <PanelLeftClose className="size-4" aria-hidden />
        )
      }
    />
  );

  return (
    <div
      className={cn(
        'flex flex-col',
        // Wide: the page fills the window under the top bar and each pane scrolls on its own.
        isWide && 'h-[calc(100dvh-var(--spacing-topbar))]',
      )}
    >
      <div className="flex shrink-0 items-start gap-2 px-4 pt-4 pb-3 sm:px-6">
        <div className="min-w-0 flex-1">{header}</div>
        {/* beside the page's title, not in the tab row: at 1280 px the tabs need the row's width */}
        {isWide ? <div className="flex h-8 shrink-0 items-center sm:h-9">{toggleMaterial}</div> : null}
      </div>
      {isWide ? null : (
        <TabList
          baseId={TABS_ID}
          label={t('layout.sessionTabs')}
          tabs={[{ id: MATERIAL_TAB_ID, label: t('layout.material') }, ...studyTabItems]}
          selectedId={current}
          onSelect={onSelectTab}
          className="sticky top-topbar z-20 bg-bg px-2 sm:px-4"
        />
      )}
      <div ref={splitRef} className={cn('flex min-h-0 flex-1', isWide ? 'border-t border-border' : 'flex-col')}>
        <section
          id={MATERIAL_PANE_ID}
          {...(isWide
            ? { 'aria-label': t('layout.material') }
            : { role: 'tabpanel', 'aria-labelledby': getTabIds(TABS_ID, MATERIAL_TAB_ID).tab })}
          hidden={!isMaterialShown}
          className={cn(
            'min-w-0 flex-col bg-surface',
            isMaterialShown && 'flex',
            isWide ? 'h-full shrink-0' : 'h-[calc(100dvh-var(--spacing-topbar)-2.75rem)]',
          )}
          style={isWide && isMaterialShown ? { width: `${split.ratio * 100}%` } : undefined}
        >
          {isMaterialMounted ? material : null}
        </section>
        {isWide && isMaterialShown ? (
          <SplitDivider
            ratio={split.ratio}
            min={split.min}
            max={split.max}
            onChange={split.setRatio}
            onReset={split.resetRatio}
            containerRef={splitRef}
            label={t('layout.divider')}
            controls={MATERIAL_PANE_ID}
          />
        ) : null}
        <div className={cn('flex min-w-0 flex-1 flex-col', isMaterialSelected && 'hidden')}>
          {isWide ? (
            <TabList
              baseId={TABS_ID}
              label={t('layout.studyTabs')}
              tabs={studyTabItems}
              selectedId={studyTab}
              onSelect={onSelectTab}
              className="shrink-0 px-2"
            />
          ) : null}
          <div className={cn('@container min-h-0 flex-1', isWide && 'overflow-y-auto')}>
            {tabs.map((tab) => {
              const ids = getTabIds(TABS_ID, tab.id);
              return (
                <div
                  key={tab.id}
                  id={ids.panel}
                  role="tabpanel"
                  aria-labelledby={ids.tab}
                  tabIndex={0}
                  hidden={tab.id !== studyTab}
                  className="px-4 py-5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:px-6"
                >
                  {visited.has(tab.id) ? tab.panel : null}
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
