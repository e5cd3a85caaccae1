import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runSoffice } from './extract-ppt.ts';
import { findExecutable } from './find-executable.ts';
import { makeWorkDir } from './work-dir.ts';

export interface ConvertSlidesOptions {
  /** the LibreOffice binary (default: `soffice` on PATH) */
  sofficePath?: string;
  /** conversion time cap (default 120 s) */
  timeoutMs?: number;
}

/**
 * Renders a slide deck (.pptx or .ppt) to PDF with LibreOffice, so the material pane shows the
 * slides as they look. Null when LibreOffice is not installed or cannot convert the deck: the
 * pane then shows each slide's text and notes from the passages.
 */
export async function convertSlidesToPdf(
  bytes: Uint8Array,
  ext: 'pptx' | 'ppt',
  options: ConvertSlidesOptions = {},
): Promise<Uint8Array | null> {
  const soffice = findExecutable(options.sofficePath ?? 'soffice');
  if (soffice === null) return null;
  const workDir = await makeWorkDir('slides');
  try {
    const input = path.join(workDir, `deck.${ext}`);
    const outDir = path.join(workDir, 'out');
    await writeFile(input, bytes);
    await runSoffice(
      soffice,
      workDir,
      [
        '--headless',
        '--invisible',
        '--norestore',
        '--nolockcheck',
        '--nodefault',
        `-env:UserInstallation=${pathToFileURL(path.join(workDir, 'profile')).href}`,
        '--convert-to',
        'pdf',
        '--outdir',
        outDir,
        input,
      ],
      options.timeoutMs ?? 120_000,
    );
    const pdf = await readFile(path.join(outDir, 'deck.pdf')).catch(() => null);
    return pdf && pdf.subarray(0, 5).toString('latin1') === '%PDF-' ? new Uint8Array(pdf) : null;
  } catch {
    return null;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
