import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { MarkdownText } from './markdown-text.tsx';

const citations = [
  { label: 'Source 1: From chapter.pdf, p. 7', quote: 'ATP synthase turns the proton gradient into ATP.' },
  { label: 'Source 2: From chapter.pdf, p. 9', quote: 'Glycolysis happens in the cytoplasm.' },
];

function renderAnswer(onCitation = vi.fn()) {
  renderWithProviders(
    <>
      <button type="button">Before</button>
      <MarkdownText
        text="ATP is made in the mitochondria [1], after glycolysis [2]. Not [3]."
        citations={citations}
        onCitation={onCitation}
      />
    </>,
  );
  return onCitation;
}

describe('MarkdownText citation chips', () => {
  it('shows the place and the quoted passage when a chip is focused by keyboard, describes the chip with it, and Escape hides it', async () => {
    const user = userEvent.setup();
    renderAnswer();
    const first = await screen.findByRole('button', { name: '[1]' });
    expect(screen.queryByRole('button', { name: '[3]' })).not.toBeInTheDocument();
    expect(first).not.toHaveAttribute('title');
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(first).toHaveFocus();
    const card = await screen.findByRole('tooltip');
    expect(card).toHaveTextContent('Source 1: From chapter.pdf, p. 7');
    expect(card).toHaveTextContent('“ATP synthase turns the proton gradient into ATP.”');
    expect(first).toHaveAccessibleDescription(/Source 1: From chapter\.pdf, p\. 7.*ATP synthase/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(first).toHaveFocus();
    expect(first).not.toHaveAttribute('aria-describedby');
    // the next chip shows its own passage
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Glycolysis happens in the cytoplasm.');
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('shows the card on hover, hides it when the pointer leaves, and a click opens the place', async () => {
    const user = userEvent.setup();
    const onCitation = renderAnswer();
    const second = await screen.findByRole('button', { name: '[2]' });
    await user.hover(second);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Source 2: From chapter.pdf, p. 9');
    await user.unhover(second);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await user.click(second);
    expect(onCitation).toHaveBeenCalledWith(1);
  });
});
