import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { NeedsConnection } from './needs-connection.tsx';

describe('NeedsConnection', () => {
  it('says plainly, while the browser is offline, that quizzes and chat need a connection', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderWithProviders(
      <>
        <NeedsConnection what="quiz" />
        <NeedsConnection what="chat" />
      </>,
    );
    expect(screen.queryByText(/need a connection|needs a connection/)).not.toBeInTheDocument();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText(/quizzes need a connection/)).toBeInTheDocument();
    expect(screen.getByText(/chat needs a connection/)).toBeInTheDocument();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(/needs a connection/)).not.toBeInTheDocument();
  });
});
