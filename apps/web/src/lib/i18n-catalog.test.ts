import { describe, expect, it } from 'vitest';
import { catalog, NAMESPACES } from '@mnemo/i18n/catalog';
import { WEB_RESOURCES } from './i18n.ts';

/** Every leaf of a nested message object as "a.b.c" → value. */
function flattenMessages(node: unknown, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  if (node === null || typeof node !== 'object') {
    leaves.set(prefix, node);
    return leaves;
  }
  for (const [key, value] of Object.entries(node)) {
    for (const [path, leaf] of flattenMessages(value, prefix ? `${prefix}.${key}` : key)) leaves.set(path, leaf);
  }
  return leaves;
}

function findProblems(namespace: string): string[] {
  const en = flattenMessages((catalog.en as Record<string, unknown>)[namespace]);
  const pt = flattenMessages((catalog.pt as Record<string, unknown>)[namespace]);
  const problems: string[] = [];
  for (const [key, value] of en) {
    if (!pt.has(key)) problems.push(`pt is missing ${namespace}:${key}`);
    if (typeof value !== 'string' || value.trim() === '') problems.push(`en ${namespace}:${key} is empty or not text`);
  }
  for (const [key, value] of pt) {
    if (!en.has(key)) problems.push(`en is missing ${namespace}:${key}`);
    if (typeof value !== 'string' || value.trim() === '') problems.push(`pt ${namespace}:${key} is empty or not text`);
  }
  return problems;
}

function readPlaceholders(text: unknown): string[] {
  return typeof text === 'string'
    ? [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort()
    : [];
}

describe('i18n catalog', () => {
  it('has the same namespaces in English and Portuguese', () => {
    expect(Object.keys(catalog.pt).sort()).toEqual(Object.keys(catalog.en).sort());
  });

  it.each(NAMESPACES)('namespace %s has every key, non-empty, in both languages', (namespace) => {
    expect(findProblems(namespace)).toEqual([]);
  });

  it.each(NAMESPACES)('namespace %s uses the same {{placeholders}} in both languages', (namespace) => {
    const en = flattenMessages((catalog.en as Record<string, unknown>)[namespace]);
    const pt = flattenMessages((catalog.pt as Record<string, unknown>)[namespace]);
    const mismatches = [...en].filter(
      ([key, value]) => readPlaceholders(value).join() !== readPlaceholders(pt.get(key)).join(),
    );
    expect(mismatches.map(([key]) => `${namespace}:${key}`)).toEqual([]);
  });

  it('loads in the app exactly the catalog texts of its namespaces', () => {
    for (const locale of ['en', 'pt'] as const) {
      for (const [namespace, messages] of Object.entries(WEB_RESOURCES[locale])) {
        expect(messages).toBe((catalog[locale] as Record<string, unknown>)[namespace]);
      }
    }
  });
});
