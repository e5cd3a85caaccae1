import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TopBarPortal, TopBarSlot, TopBarSlotsProvider } from './top-bar-slots.tsx';

describe('top bar slots', () => {
  it('renders a page’s control into the top bar, and nothing when no page fills it', () => {
    const { container } = render(
      <TopBarSlotsProvider>
        <header>
          <TopBarSlot name="mode" />
          <TopBarSlot name="music" />
        </header>
        <main>
          <TopBarPortal name="mode">
            <button type="button">Guided</button>
          </TopBarPortal>
        </main>
      </TopBarSlotsProvider>,
    );
    const modeSlot = container.querySelector('[data-slot="topbar-mode"]');
    expect(modeSlot).toContainElement(screen.getByRole('button', { name: 'Guided' }));
    expect(container.querySelector('[data-slot="topbar-music"]')).toBeEmptyDOMElement();
  });
});
