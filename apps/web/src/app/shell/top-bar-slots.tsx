import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Places in the top bar that pages fill: the guided/freestyle mode dropdown (only where mode
 * controls are enabled) and the music dropdown (signed in). Empty unless a page portals in.
 */
export type TopBarSlotName = 'mode' | 'music';

type SlotElements = Partial<Record<TopBarSlotName, HTMLElement | null>>;

const TopBarSlotsContext = createContext<{
  elements: SlotElements;
  registerSlot: (name: TopBarSlotName, element: HTMLElement | null) => void;
}>({ elements: {}, registerSlot: () => undefined });

export function TopBarSlotsProvider({ children }: { children: ReactNode }) {
  const [elements, setElements] = useState<SlotElements>({});
  const registerSlot = useCallback((name: TopBarSlotName, element: HTMLElement | null) => {
    setElements((current) => (current[name] === element ? current : { ...current, [name]: element }));
  }, []);
  const value = useMemo(() => ({ elements, registerSlot }), [elements, registerSlot]);
  return <TopBarSlotsContext.Provider value={value}>{children}</TopBarSlotsContext.Provider>;
}

export function TopBarSlot({ name }: { name: TopBarSlotName }) {
  const { registerSlot } = useContext(TopBarSlotsContext);
  // A stable callback: a new one each render would detach and re-attach, updating state forever.
  const attachSlot = useCallback((element: HTMLDivElement | null) => registerSlot(name, element), [registerSlot, name]);
  return <div ref={attachSlot} data-slot={`topbar-${name}`} className="flex items-center empty:hidden" />;
}

/** Renders its children into a top bar slot, from anywhere in the page. */
export function TopBarPortal({ name, children }: { name: TopBarSlotName; children: ReactNode }) {
  const target = useContext(TopBarSlotsContext).elements[name];
  return target ? createPortal(children, target) : null;
}
