import { describe, expect, it } from 'vitest';
import { getGrade } from './grades.ts';
import { getPlanLimits, PLAN_LIMITS } from './plans.ts';
import { computeUsagePercent, getBillingPeriod, getQuotaLevel } from './quota.ts';

describe('quota bar', () => {
  it('is green below 70 %, amber from 70, red from 90, and never wider than 100', () => {
    expect(getQuotaLevel(69, 100)).toBe('ok');
    expect(getQuotaLevel(70, 100)).toBe('warning');
    expect(getQuotaLevel(89.9, 100)).toBe('warning');
    expect(getQuotaLevel(90, 100)).toBe('danger');
    expect(computeUsagePercent(150, 100)).toBe(100);
    expect(computeUsagePercent(1, 4)).toBe(25);
  });
});

describe('plans', () => {
  it('carries the spec §9 limits, with exact byte sizes', () => {
    expect(getPlanLimits('FREE')).toEqual({ documents: 10, exercises: 1000, tokens: 100000, fileSize: 10485760 });
    expect(PLAN_LIMITS.STARTER.fileSize).toBe(15728640);
    expect(PLAN_LIMITS.PERSONAL).toMatchObject({
      documents: 75,
      exercises: 10000,
      tokens: 1000000,
      fileSize: 31457280,
    });
    expect(PLAN_LIMITS.ULTIMATE).toMatchObject({
      documents: 400,
      exercises: 25000,
      tokens: 3000000,
      fileSize: 52428800,
    });
  });
});

describe('billing period', () => {
  it('runs monthly from the anchor day, clamped to short months', () => {
    const anchor = new Date('2026-01-31T10:00:00Z');
    const feb = getBillingPeriod(anchor, new Date('2026-03-15T00:00:00Z'));
    expect(feb.start.toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(feb.end.toISOString()).toBe('2026-03-31T10:00:00.000Z');
    const jan = getBillingPeriod(anchor, new Date('2026-02-01T00:00:00Z'));
    expect(jan.start.toISOString()).toBe('2026-01-31T10:00:00.000Z');
    expect(jan.end.toISOString()).toBe('2026-02-28T10:00:00.000Z');
    const dec = getBillingPeriod(new Date('2025-12-05T00:00:00Z'), new Date('2026-01-04T23:00:00Z'));
    expect(dec.start.toISOString()).toBe('2025-12-05T00:00:00.000Z');
    expect(dec.end.toISOString()).toBe('2026-01-05T00:00:00.000Z');
  });
});

describe('grades', () => {
  it('maps a quiz score to A–F at 90/80/70/60/50 %', () => {
    expect([1, 0.9, 0.89, 0.8, 0.7, 0.6, 0.5, 0.49, 0].map(getGrade)).toEqual([
      'A',
      'A',
      'B',
      'B',
      'C',
      'D',
      'E',
      'F',
      'F',
    ]);
  });
});
