import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ProgressBar } from './progress-bar.tsx';

function renderBar(used: number, limit: number, valueText?: string) {
  render(<ProgressBar used={used} limit={limit} label="Documents" valueText={valueText} />);
  return screen.getByRole('progressbar', { name: 'Documents' });
}

describe('ProgressBar (quota levels, spec §9)', () => {
  it('reports the usage in percent, on a 0–100 scale, at level ok below 70 %', () => {
    const bar = renderBar(69, 100);
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuenow', '69');
    expect(bar).toHaveAttribute('data-level', 'ok');
  });

  it('is at level warning from 70 %', () => {
    const bar = renderBar(7, 10);
    expect(bar).toHaveAttribute('aria-valuenow', '70');
    expect(bar).toHaveAttribute('data-level', 'warning');
  });

  it('is at level danger from 90 %', () => {
    const bar = renderBar(900, 1000);
    expect(bar).toHaveAttribute('aria-valuenow', '90');
    expect(bar).toHaveAttribute('data-level', 'danger');
  });

  it('stops at 100 % when usage passes the limit', () => {
    const bar = renderBar(250, 100);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('data-level', 'danger');
  });

  it('reads out the given value text', () => {
    expect(renderBar(3, 10, '3 of 10 documents')).toHaveAttribute('aria-valuetext', '3 of 10 documents');
  });
});
