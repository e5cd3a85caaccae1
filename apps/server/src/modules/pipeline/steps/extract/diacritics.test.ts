import { describe, expect, it } from 'vitest';
import { recombineDiacritics } from './diacritics.ts';
import { extractPdf } from './extract-pdf.ts';
import { buildDetachedAccentPdf } from './testing/detached-accent-pdf.ts';

describe('recombineDiacritics', () => {
  it('puts the spacing accents LaTeX fonts draw before or after a letter back on it, in every language', () => {
    expect(recombineDiacritics('As func¸ ˜oes s˜ao cont´ınuas e ´e ´unica.')).toBe(
      'As funções são contínuas e é única.',
    );
    expect(recombineDiacritics('C¸a va `a la fenˆetre, na¨ıve No¨el.')).toBe('Ça va à la fenêtre, naïve Noël.');
    expect(recombineDiacritics('¨Uber die Gr¨oße; el ni˜no est´a aqu´ı; cos`ı `e pi`u.')).toBe(
      'Über die Größe; el niño está aquí; così è più.',
    );
    expect(recombineDiacritics('ˇCesk´y, ˚angstr¨om, pie˛')).toBe('Český, ångström, pię');
  });

  it('puts decomposed letters in NFC', () => {
    expect(recombineDiacritics('sa\u0303o e\u0301')).toBe('são é');
  });

  it('leaves accents that stand for something else alone', () => {
    expect(recombineDiacritics('Run `ls -la` and `echo`.')).toBe('Run `ls -la` and `echo`.');
    expect(recombineDiacritics('x^2 + ¨ + a ˆ b')).toBe('x^2 + ¨ + a ˆ b');
    expect(recombineDiacritics('Peter´s book; don´t.')).toBe('Peter’s book; don’t.');
  });
});

describe('extractPdf with detached accents', () => {
  it('reads a LaTeX-style PDF (accents as glyphs of their own) as the words it shows', async () => {
    const pdf = buildDetachedAccentPdf([
      'As funções contínuas são definidas por Antônio e é única.',
      'Ça va à la fenêtre, naïve Noël. Über die Größe.',
      'El niño está aquí; così è più facile.',
    ]);
    const { passages } = await extractPdf(pdf);
    const text = passages.map((passage) => passage.text).join('\n');
    expect(text).toBe(
      [
        'As funções contínuas são definidas por Antônio e é única.',
        'Ça va à la fenêtre, naïve Noël. Über die Größe.',
        'El niño está aquí; così è più facile.',
      ].join('\n'),
    );
  });
});
