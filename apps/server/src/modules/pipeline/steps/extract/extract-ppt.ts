import { spawn } from 'node:child_process';
import { getConverterEnv } from './converter-env.ts';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { AppError, errors } from '../../../../lib/app-error.ts';
import { extractPptx, type PptxMeta } from './extract-pptx.ts';
import type { ExtractionResult } from './extraction.ts';
import { findExecutable } from './find-executable.ts';
import { makeWorkDir } from './work-dir.ts';

export interface ExtractPptOptions {
  /** the LibreOffice binary (default: `soffice` on PATH) */
  sofficePath?: string;
  /** conversion time cap (default 60 s) */
  timeoutMs?: number;
}

export type PptMeta = PptxMeta & { convertedWith: 'libreoffice' };

const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');

/**
 * Extracts a legacy .ppt by converting it to .pptx with LibreOffice (`soffice --headless`) in a
 * private temp dir with a time cap, then reading it like a .pptx. Encrypted and corrupted decks
 * get the spec's PowerPoint message; a deck LibreOffice "recovers" without any text is treated as
 * corrupted (see docs/decisions), and a server without LibreOffice says so.
 */
export async function extractPpt(
  bytes: Uint8Array,
  options: ExtractPptOptions = {},
): Promise<ExtractionResult<PptMeta>> {
  if (Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(ENCRYPTED_PACKAGE) >= 0) {
    throw powerpointProblem(); // a password-protected .pptx travels as a CFB container
  }
  const soffice = findExecutable(options.sofficePath ?? 'soffice');
  if (soffice === null) throw errors.notConfigured('pipeline:ppt_needs_libreoffice');
  const workDir = await makeWorkDir('ppt');
  try {
    const input = path.join(workDir, 'deck.ppt');
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
        'pptx',
        '--outdir',
        outDir,
        input,
      ],
      options.timeoutMs ?? 60_000,
    );
    const converted = await readFile(path.join(outDir, 'deck.pptx')).catch(() => null);
    // LibreOffice exits 0 even when it cannot load the source (encrypted decks): no output file.
    if (converted === null) throw powerpointProblem();
    try {
      const result = await extractPptx(new Uint8Array(converted));
      return { ...result, meta: { ...result.meta, convertedWith: 'libreoffice' } };
    } catch (error) {
      if (error instanceof AppError && error.messageKey === 'pipeline:pptx_no_text') throw powerpointProblem();
      throw error;
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

function powerpointProblem(): AppError {
  return errors.documentProcessing('errors:powerpoint_problem');
}

export function runSoffice(soffice: string, cwd: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(soffice, args, {
      cwd,
      detached: true, // own process group, so a timeout can end soffice.bin too
      stdio: 'ignore',
      env: getConverterEnv({ HOME: cwd, SAL_USE_VCLPLUGIN: 'svp' }),
    });
    const timer = setTimeout(() => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      reject(errors.documentProcessing('pipeline:ppt_conversion_timeout'));
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
