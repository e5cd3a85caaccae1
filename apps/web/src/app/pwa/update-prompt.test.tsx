import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app.tsx';
import { i18n } from '../../lib/i18n.ts';

const worker = vi.hoisted(() => ({ needRefresh: false, update: vi.fn(async () => undefined), dismiss: vi.fn() }));

// the plugin's registration hook (a virtual module of the build), as it answers when a new version waits
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => ({
    needRefresh: [worker.needRefresh, worker.dismiss],
    offlineReady: [false, vi.fn()],
    updateServiceWorker: worker.update,
  }),
}));

const { UpdatePrompt } = await import('./update-prompt.tsx');

describe('UpdatePrompt', () => {
  it('says nothing until a new version waits', () => {
    worker.needRefresh = false;
    renderWithProviders(<UpdatePrompt />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces a waiting version instead of swapping it, and reloads into it only when asked', async () => {
    worker.needRefresh = true;
    const user = userEvent.setup();
    renderWithProviders(<UpdatePrompt />);
    expect(screen.getByRole('status')).toHaveTextContent('Update available');
    expect(worker.update).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(worker.update).toHaveBeenCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(worker.dismiss).toHaveBeenCalledWith(false);
  });

  it('speaks European Portuguese', async () => {
    worker.needRefresh = true;
    await i18n.changeLanguage('pt');
    try {
      renderWithProviders(<UpdatePrompt />);
      expect(screen.getByRole('status')).toHaveTextContent('Atualização disponível');
      expect(screen.getByRole('button', { name: 'Recarregar' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
