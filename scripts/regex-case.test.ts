import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * A case class under the `i` flag matches either case: `/\p{Lu}/iu` is any cased letter, so a
 * pattern meant for a capital ("Aula 12", "In: Proceedings", "Table 2.1") matched small letters
 * too and refused ordinary sentences (issue 27; found three times). A regular expression literal
 * that names `\p{Lu}`, `\p{Ll}` or `\p{Lt}` may not carry the `i` flag: write the case-insensitive
 * words as `[Aa]nswer`, or split the pattern.
 */

const repo = path.resolve(import.meta.dirname, '..');
const roots = ['apps/server/src', 'apps/web/src', 'packages'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.(?:ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Regular expression literals of a source text that name a case class under `i`, as "line: literal". */
export function caseClassesUnderIgnoreCase(text: string): string[] {
  const found: string[] = [];
  const literal = /(?<![\w)\]])\/((?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n[])+)\/([dgimsuvy]*)/g;
  text.split('\n').forEach((line, index) => {
    if (/^\s*(?:\/\/|\*)/.test(line)) return;
    for (const match of line.matchAll(literal)) {
      const [whole, body, flags] = match;
      if (flags!.includes('i') && /\\p\{L[ult]\}/.test(body!)) found.push(`${index + 1}: ${whole}`);
    }
  });
  return found;
}

describe('regular expressions', () => {
  it('name no case class (\\p{Lu}, \\p{Ll}, \\p{Lt}) under the i flag', () => {
    const offending = roots
      .flatMap((root) => sourceFiles(path.join(repo, root)))
      .flatMap((file) =>
        caseClassesUnderIgnoreCase(fs.readFileSync(file, 'utf8')).map((hit) => `${path.relative(repo, file)}:${hit}`),
      );
    expect(offending).toEqual([]);
  });

  it('the scan finds such a literal and leaves a case-sensitive one, a comment and a division alone', () => {
    const text = [
      'const A = /^(?:aula|lecture)\\s+\\d+\\s+\\p{Lu}/iu;',
      'const B = /^\\p{Lu}\\p{Ll}+/u;',
      '// an example: /\\p{Lu}/iu',
      'const c = width / 2 + height / 3;',
      'const D = [/[a-z]/u, /x\\p{Ll}y/gi];',
    ].join('\n');
    expect(caseClassesUnderIgnoreCase(text)).toEqual([
      '1: /^(?:aula|lecture)\\s+\\d+\\s+\\p{Lu}/iu',
      '5: /x\\p{Ll}y/gi',
    ]);
  });
});
