import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeMissingConverters, findMissingConverters } from './optional-converters.ts';

describe('findMissingConverters', () => {
  it('names LibreOffice and Chromium with what they add and the package to install when they are not found', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'no-converters-'));
    const missing = findMissingConverters({ chromiumPath: path.join(empty, 'chromium'), searchPath: empty });
    expect(missing.map((converter) => converter.name)).toEqual(expect.arrayContaining(['LibreOffice', 'Chromium']));
    const lines = describeMissingConverters(missing);
    expect(lines[0]).toMatch(/Optional converters not found/);
    expect(lines.join('\n')).toContain('apt-get install libreoffice-impress');
    expect(lines.join('\n')).toContain('slide decks shown as their slides');
    // ffmpeg comes with the npm packages: not reported on the platforms they cover
    if (process.platform === 'linux' && process.arch === 'x64')
      expect(missing.map((converter) => converter.name)).not.toContain('ffmpeg');
  });

  it('says nothing when every converter is there', () => {
    expect(describeMissingConverters([])).toEqual([]);
  });
});
