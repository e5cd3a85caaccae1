import { describe, expect, it } from 'vitest';
import { catalog } from './catalog.ts';
import { formatDateTime, formatPrice } from './format.ts';
import { translate } from './translate.ts';

function collectKeys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    collectKeys(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe('translate', () => {
  it('translates, falls back to English, then to a default or the key, and fills {{placeholders}}', () => {
    expect(translate('pt', 'SHARE_TOKEN_EXPIRED')).toBe('A ligação expirou. Peça uma nova.');
    expect(translate('en', 'errors:file_name_exists')).toBe('File name already exists');
    expect(translate('pt', 'errors:no_such_key', {}, 'Fallback')).toBe('Fallback');
    expect(translate('en', 'errors:no_such_key')).toBe('errors:no_such_key');
    expect(translate('en', 'mail:reset_body', { name: 'Ana', link: 'https://x' })).toContain('Hello Ana');
  });

  it('has every key in both languages, none empty, with the same placeholders', () => {
    for (const ns of Object.keys(catalog.en) as Array<keyof typeof catalog.en>) {
      const en = collectKeys(catalog.en[ns]).sort();
      const pt = collectKeys(catalog.pt[ns]).sort();
      expect(pt, `namespace ${ns}`).toEqual(en);
      for (const key of en) {
        const enText = translate('en', `${ns}:${key}`);
        const ptText = translate('pt', `${ns}:${key}`);
        expect(ptText.trim().length, `${ns}:${key} in pt`).toBeGreaterThan(0);
        const holes = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
        expect(holes(ptText), `${ns}:${key} placeholders`).toEqual(holes(enText));
      }
    }
  });
});

describe('formats', () => {
  it('shows dates as dd/MM/yyyy HH:mm and prices in $ or €', () => {
    expect(formatDateTime(new Date(2024, 9, 19, 7, 5))).toBe('19/10/2024 07:05');
    expect(formatPrice(3.99, 'en')).toBe('$3.99');
    expect(formatPrice(3.99, 'pt')).toBe('3,99 €');
  });
});
