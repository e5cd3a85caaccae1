import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, readLangParam, resolveInitialLanguage } from './language.ts';

describe('language rules (spec §4)', () => {
  it('defaults to English', () => {
    expect(resolveInitialLanguage('')).toBe('en');
  });

  it('lets a valid ?lang= win over the saved language, and saves it', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(resolveInitialLanguage('?lang=pt')).toBe('pt');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('pt');
  });

  it('uses a saved valid language when the URL has none', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'pt');
    expect(resolveInitialLanguage('?folder=x')).toBe('pt');
  });

  it('ignores unsupported codes in the URL and in storage', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    expect(resolveInitialLanguage('?lang=fr')).toBe('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(readLangParam('?lang=PT')).toBeNull();
  });
});
