import { describe, expect, it } from 'vitest';
import { createTestConfig } from './config.ts';

describe('TRUST_PROXY', () => {
  it.each([
    ['false', false],
    ['', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.5', ['10.0.0.5']],
    ['10.0.0.5, 10.0.0.6', ['10.0.0.5', '10.0.0.6']],
    ['172.16.0.0/12,fd00::/8', ['172.16.0.0/12', 'fd00::/8']],
    ['loopback', ['loopback']],
    ['true', true],
  ])('reads %j', (value, expected) => {
    expect(createTestConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('refuses anything else with a readable message', () => {
    expect(() => createTestConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY: false, a hop count/);
  });

  it('is false by default', () => {
    expect(createTestConfig().TRUST_PROXY).toBe(false);
  });
});
