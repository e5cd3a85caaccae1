import { findExecutable } from './find-executable.ts';
import { findFfmpeg } from './find-ffmpeg.ts';

export interface MissingConverter {
  name: string;
  /** what the learner gets once it is installed */
  adds: string;
  /** how to install it (Debian's package, or the setting that points at it) */
  install: string;
}

/**
 * The converters the pipeline can do without but does more with, that this machine lacks: each
 * with what it adds and how to get it. ffmpeg comes with the npm packages, so it is missing only
 * on a platform they have no build for.
 */
export function findMissingConverters(options: { chromiumPath: string; searchPath?: string }): MissingConverter[] {
  const missing: MissingConverter[] = [];
  if (findExecutable('soffice', options.searchPath) === null) {
    missing.push({
      name: 'LibreOffice',
      adds: 'slide decks shown as their slides (pictures), and legacy .ppt uploads',
      install: 'apt-get install libreoffice-impress',
    });
  }
  if (findExecutable(options.chromiumPath, options.searchPath) === null) {
    missing.push({
      name: 'Chromium',
      adds: 'web pages kept as they looked (a PDF), not only as their text',
      install: `apt-get install chromium, or set CHROMIUM_PATH (now ${options.chromiumPath})`,
    });
  }
  if (findFfmpeg(undefined, options.searchPath) === null) {
    missing.push({
      name: 'ffmpeg',
      adds: 'audio recordings (uploads are refused without it)',
      install: 'apt-get install ffmpeg',
    });
  }
  return missing;
}

/** The start-up lines that name what is missing (none when everything is there). */
export function describeMissingConverters(missing: MissingConverter[]): string[] {
  if (missing.length === 0) return [];
  return [
    'Optional converters not found (Mnemo works without them):',
    ...missing.map((converter) => `  - ${converter.name}: ${converter.adds}. Install: ${converter.install}`),
  ];
}
