import { useEffect, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TabList } from './tab-list.tsx';

const TABS = ['material', 'overview', 'flashcards', 'quiz'].map((id) => ({
  id,
  label: id[0]!.toUpperCase() + id.slice(1),
}));

/** The session page's way: the selection goes to the URL and comes back a moment later. */
function LaggingTabs({ lagMs }: { lagMs: number }) {
  const [selected, setSelected] = useState('material');
  const [asked, setAsked] = useState('material');
  useEffect(() => {
    const timer = setTimeout(() => setSelected(asked), lagMs);
    return () => clearTimeout(timer);
  }, [asked, lagMs]);
  return <TabList baseId="t" label="Session" tabs={TABS} selectedId={selected} onSelect={setAsked} />;
}

describe('TabList', () => {
  it('moves on from the focused tab when arrows come faster than the selection (issue 23 item 19)', async () => {
    const user = userEvent.setup();
    render(<LaggingTabs lagMs={200} />);
    await user.click(screen.getByRole('tab', { name: 'Material' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Flashcards' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Quiz' })).toHaveFocus();
    expect(await screen.findByRole('tab', { name: 'Quiz', selected: true })).toBeInTheDocument();
  });
});
