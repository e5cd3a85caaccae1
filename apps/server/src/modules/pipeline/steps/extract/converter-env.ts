/** What a converter (ffmpeg, LibreOffice, Chromium) may see of this process's environment. */
const PASSED = [
  'PATH',
  'HOME',
  'TMPDIR',
  'LANG',
  'LC_ALL',
  'TZ',
  'FONTCONFIG_PATH',
  'FONTCONFIG_FILE',
  'XDG_CACHE_HOME',
  'LD_LIBRARY_PATH',
];

/**
 * The environment a converter runs with: only what programs need to start and find fonts, never
 * the server's configuration (no DATABASE_URL, API keys, SMTP or S3 credentials) — a converter
 * reads untrusted files and must have nothing worth stealing. `extra` adds or overrides names.
 */
export function getConverterEnv(
  extra: Record<string, string> = {},
  from: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of PASSED) {
    const value = from[name];
    if (value !== undefined) env[name] = value;
  }
  return { ...env, ...extra };
}
