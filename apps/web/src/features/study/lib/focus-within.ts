/** True when `element` is the selected tab whose panel holds `container` (the tab just chosen to study). */
function isTabOf(element: Element | null, container: HTMLElement): boolean {
  if (
    !(element instanceof HTMLElement) ||
    element.getAttribute('role') !== 'tab' ||
    element.getAttribute('aria-selected') !== 'true'
  )
    return false;
  const panelId = element.getAttribute('aria-controls');
  return panelId !== null && (document.getElementById(panelId)?.contains(container) ?? false);
}

/**
 * Moves focus to `element` when focus is in the player, on its panel or its tab, or nowhere, so
 * the keyboard flow goes on.
 */
export function focusWithin(container: HTMLElement | null, element: HTMLElement | null): void {
  const active = document.activeElement;
  if (!element || !container) return;
  if (
    active === document.body ||
    active === null ||
    container.contains(active) ||
    active === container.parentElement ||
    isTabOf(active, container)
  ) {
    element.focus();
  }
}
