import { describe, expect, it } from 'vitest';
import { getConverterEnv } from './converter-env.ts';

describe('getConverterEnv', () => {
  it('passes what programs need and none of the server configuration', () => {
    const env = getConverterEnv(
      { HOME: '/tmp/work' },
      {
        PATH: '/usr/bin',
        HOME: '/root',
        LANG: 'C.UTF-8',
        DATABASE_URL: 'postgres://secret',
        OPENAI_API_KEY: 'sk-secret',
        SMTP_URL: 'smtp://u:p@h',
        S3_SECRET_ACCESS_KEY: 'x',
      },
    );
    expect(env).toEqual({ PATH: '/usr/bin', HOME: '/tmp/work', LANG: 'C.UTF-8' });
  });
});
