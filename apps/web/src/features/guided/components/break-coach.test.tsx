import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSessionFile } from '../../../test/factories.ts';
import { renderWithProviders, signInForTest } from '../../../test/render-app.tsx';
import { BreakCoachHost } from './break-coach.tsx';

const SECOND = 1000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  signInForTest();
});
afterEach(() => vi.useRealTimers());

/** Presses a key every 10 s for `minutes`. */
async function studyFor(minutes: number) {
  for (let t = 0; t < minutes * 60 * SECOND; t += 10 * SECOND) {
    fireEvent.keyDown(window, { key: ' ' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10 * SECOND);
    });
  }
}

describe('BreakCoachHost (freestyle)', () => {
  it('suggests a break after 24 minutes of activity, and a break runs the NSDR timer', async () => {
    renderWithProviders(<BreakCoachHost session={buildSessionFile({ isOwner: false })} />);
    await studyFor(23);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await studyFor(1.2);
    expect(screen.getByRole('dialog', { name: 'Time for a break' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Take a break' }));
    expect(screen.getByRole('dialog', { name: 'Non-sleep deep rest' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Break time left' })).toHaveTextContent('05:00');
  });

  it('does not after 24 idle minutes', async () => {
    renderWithProviders(<BreakCoachHost session={buildSessionFile({ isOwner: false })} />);
    fireEvent.keyDown(window, { key: ' ' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(25 * 60 * SECOND);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('snoozes for 5 active minutes', async () => {
    renderWithProviders(<BreakCoachHost session={buildSessionFile({ isOwner: false })} />);
    await studyFor(24.2);
    fireEvent.click(screen.getByRole('button', { name: 'In 5 minutes' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await studyFor(4);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await studyFor(1.2);
    expect(screen.getByRole('dialog', { name: 'Time for a break' })).toBeInTheDocument();
  });
});
