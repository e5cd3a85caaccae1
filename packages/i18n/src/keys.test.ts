import { describe, expect, it } from 'vitest';
import { isMessageKey } from './keys.ts';

describe('isMessageKey', () => {
  it('finds messages of errors (bare) and of any namespace (ns:path)', () => {
    expect(isMessageKey('quota_documents')).toBe(true);
    expect(isMessageKey('errors:quota_documents')).toBe(true);
    expect(isMessageKey('pipeline:pdf_scanned')).toBe(true);
    expect(isMessageKey('ai:generation.nothingRequested')).toBe(true);
  });

  it('refuses what is not a message: unknown keys, unknown namespaces, subtrees', () => {
    expect(isMessageKey('not_a_message')).toBe(false);
    expect(isMessageKey('pipeline:not_a_message')).toBe(false);
    expect(isMessageKey('nowhere:pdf_scanned')).toBe(false);
    expect(isMessageKey('ai:generation')).toBe(false);
    expect(isMessageKey('Please enter a valid email')).toBe(false);
  });
});
