import { DEFAULT_LOCALE, type Locale } from '@mnemo/domain/languages';
import { catalog, type Namespace } from './catalog.ts';

/**
 * Looks up `namespace:key` (or `key` in `errors`) for a locale. A missing key falls back to the
 * supplied default or the key itself; `{{name}}` placeholders are replaced (spec §5).
 */
export function translate(
  locale: Locale,
  key: string,
  values: Record<string, string | number> = {},
  defaultValue?: string,
): string {
  const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['errors', key];
  const resolve = (lang: Locale): string | undefined => {
    let node: unknown = (catalog[lang] as Record<string, unknown>)[ns as Namespace];
    for (const part of path.split('.')) {
      if (node === null || typeof node !== 'object') return undefined;
      node = (node as Record<string, unknown>)[part];
    }
    return typeof node === 'string' ? node : undefined;
  };
  const template = resolve(locale) ?? resolve(DEFAULT_LOCALE) ?? defaultValue ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
