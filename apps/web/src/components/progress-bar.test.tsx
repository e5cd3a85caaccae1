import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ProgressBar } from './progress-bar.tsx';

function renderBar(used: number, limit: number) {
  render(<ProgressBar used={used} limit={limit} label="Documents" />);
  const bar = screen.getByRole('progressbar', { name: 'Documents' });
  const fill = bar.firstElementChild as HTMLElement;
  return { bar, fill };
}

describe('ProgressBar (quota colours, spec §9)', () => {
  it('is green below 70 %', () => {
    const { bar, fill } = renderBar(69, 100);
    expect(bar).toHaveAttribute('data-level', 'ok');
    expect(fill).toHaveClass('bg-success');
    expect(fill.style.width).toBe('69%');
  });

  it('is amber from 70 %', () => {
    const { bar, fill } = renderBar(7, 10);
    expect(bar).toHaveAttribute('data-level', 'warning');
    expect(fill).toHaveClass('bg-warning');
  });

  it('is red from 90 %', () => {
    const { bar, fill } = renderBar(900, 1000);
    expect(bar).toHaveAttribute('data-level', 'danger');
    expect(fill).toHaveClass('bg-danger');
    expect(bar).toHaveAttribute('aria-valuenow', '90');
  });

  it('caps the width at 100 % when usage passes the limit', () => {
    const { bar, fill } = renderBar(250, 100);
    expect(fill.style.width).toBe('100%');
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('data-level', 'danger');
  });
});
