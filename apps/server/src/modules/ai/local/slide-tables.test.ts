import { describe, expect, it } from 'vitest';
import { findTableCells } from './slide-tables.ts';

describe('findTableCells', () => {
  it('reads a grid of rows beside numbered labels as cells, the prose under it as a statement', () => {
    const lines = [
      'Little or no assurance of identity; assertion-based identity authentication',
      'Some assurance of identity; assertion-based identity authentication or policy-thin PKI',
      'Level 1',
      'Level 2',
      'Level 3',
      'The levels are codified in a memorandum of the Office of Management and Budget.',
    ];
    expect([...findTableCells(lines)].sort()).toEqual([
      'level 1',
      'level 2',
      'level 3',
      'little or no assurance of identity; assertion-based identity authentication',
      'some assurance of identity; assertion-based identity authentication or policy-thin pki',
    ]);
  });

  it('reads three rows opening on the same word, cells apart, as a table without labels', () => {
    const lines = [
      'Online applications with little or no risk of harm; low risk',
      'Online applications with risk of some harm; some risks',
      'Online applications with risk of substantial harm; substantial risks',
    ];
    expect(findTableCells(lines).size).toBe(3);
  });

  it('reads no table in a list of bullets, a semicolon in one of them or two numbered labels', () => {
    expect(
      findTableCells([
        'Entropy is a measure of randomness in a password',
        'Stated in bits; a password with 24 bits of entropy is hard to guess',
        'Usually 3 – 6 months',
      ]).size,
    ).toBe(0);
    expect(
      findTableCells([
        'Level 1: UserID/Password, SAML assertion',
        'Level 2: “High entropy” UserID/Password; “policy-lite” PKI',
      ]).size,
    ).toBe(0);
  });
});
