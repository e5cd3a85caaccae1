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

describe('who may join', () => {
  const oidc = {
    OIDC_ISSUER: 'https://id.school.example',
    OIDC_CLIENT_ID: 'mnemo',
    OIDC_CLIENT_SECRET: 'secret',
    PUBLIC_URL: 'https://mnemo.school.example',
  };

  it('reads SIGNUP, PASSWORD_SIGNIN (empty: unset) and OIDC_ALLOWED_DOMAINS', () => {
    expect(createTestConfig().SIGNUP).toBe('open');
    expect(createTestConfig({ PASSWORD_SIGNIN: '' }).PASSWORD_SIGNIN).toBeUndefined();
    expect(createTestConfig({ PASSWORD_SIGNIN: 'off' }).PASSWORD_SIGNIN).toBe('off');
    expect(
      createTestConfig({ ...oidc, OIDC_ALLOWED_DOMAINS: 'School.example, @staff.example' }).OIDC_ALLOWED_DOMAINS,
    ).toEqual(['school.example', 'staff.example']);
  });

  it('refuses SIGNUP=oidc-only without OpenID Connect, and an unknown mode', () => {
    expect(() => createTestConfig({ SIGNUP: 'oidc-only' })).toThrow(/SIGNUP=oidc-only needs OpenID Connect/);
    expect(createTestConfig({ ...oidc, SIGNUP: 'oidc-only' }).SIGNUP).toBe('oidc-only');
    expect(() => createTestConfig({ SIGNUP: 'closed' })).toThrow(/SIGNUP/);
  });
});
