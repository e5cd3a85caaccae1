import type { Config } from '../../config.ts';

/** Password sign-in and reset: PASSWORD_SIGNIN, else off when SIGNUP=oidc-only and on otherwise (ADR 109). */
export function isPasswordSignInOn(config: Pick<Config, 'PASSWORD_SIGNIN' | 'SIGNUP'>): boolean {
  return (config.PASSWORD_SIGNIN ?? (config.SIGNUP === 'oidc-only' ? 'off' : 'on')) === 'on';
}
