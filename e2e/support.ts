import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/*
 * What every browser journey needs: an account, a session made from a fixture through the real
 * pipeline, an axe check and screenshots. One copy here, so the journeys only say what they test.
 */

/** Screenshots go under test-results/ (ignored by git), to be looked at. */
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../test-results/screenshots');
fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });

/**
 * The folder where a journey holds a long document before its whole-document save (ADR 155): while
 * a file there bears the uploaded file's name, the server waits; removing it lets the job finish.
 * The same path as the server's GENERATION_HOLD_DIR in playwright.config.ts.
 */
export function generationHoldDir(): string {
  return path.join(os.tmpdir(), `mnemo-e2e-hold-${process.env.E2E_PORT ?? 3100}`);
}

/** The repository's own copy of the test material (test/fixtures, origin and licence in its README). */
export function fixturePath(relative: string): string {
  return path.resolve(import.meta.dirname, '../test/fixtures', relative);
}

/** Saves a screenshot of the viewport as test-results/screenshots/<name>.png. */
export async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

/** A program on the search path (what the server, started by the Playwright config, will find), or null. */
function findOnPath(program: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, program);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/**
 * A journey that needs a converter only the system provides (LibreOffice): without it, the
 * journey is skipped with a warning naming the Debian package to install, as a missing Chromium
 * is; in CI it fails. Call it first in the test.
 */
export function requireSystemConverter(program: string, debianPackage: string): void {
  if (findOnPath(program) !== null) return;
  const message = `${program} is not on PATH: install Debian's ${debianPackage} (apt-get install ${debianPackage}) to run this journey.`;
  if (process.env.CI) throw new Error(message);
  console.warn(`⚠ Skipping "${test.info().title}": ${message}`);
  test.skip(true, message);
}

/** A fresh address, unique across runs and journeys. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Registers an account through the API (the library journey covers the forms) and returns its token. */
export async function registerAccount(
  request: APIRequestContext,
  options: { name?: string; tag?: string; origin?: string } = {},
): Promise<string> {
  const registered = await request.post(`${options.origin ?? ''}/api/auth/register`, {
    data: {
      email: uniqueEmail(options.tag ?? 'e2e'),
      password: 'correct horse battery',
      name: options.name ?? 'Ada Lovelace',
      ageConfirmed: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return ((await registered.json()) as { token: string }).token;
}

/** Every page the browser opens from now on is signed in with `token`. */
export async function signIn(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    // every frame runs it; a sandboxed one (a YouTube player's) may not touch storage
    if (window.top === window) window.localStorage.setItem('mnemo.token', value);
  }, token);
}

export const authorization = (token: string) => ({ Authorization: `Bearer ${token}` });

const MIME_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
};

export interface SessionInput {
  name: string;
  /** a file under test/fixtures, pasted text, or a link (web page, YouTube video) */
  source: { fixture: string } | { text: string } | { url: string };
  questionTypes?: ReadonlyArray<'multiple_choice' | 'true_false' | 'open_ended'>;
  questionLanguage?: string;
}

/** A session made through `POST /api/sessions` and the real pipeline, once its document is completed. */
export async function createSession(
  request: APIRequestContext,
  token: string,
  input: SessionInput,
): Promise<{ sessionId: string; documentId: string }> {
  const questionTypes = input.questionTypes ?? ['multiple_choice', 'true_false'];
  const questionLanguage = input.questionLanguage ?? 'en';
  const headers = authorization(token);
  const created =
    'fixture' in input.source
      ? await request.post('/api/sessions', {
          headers,
          multipart: {
            name: input.name,
            questionTypes: questionTypes.join(','),
            questionLanguage,
            file: {
              name: path.basename(input.source.fixture),
              mimeType: MIME_TYPES[path.extname(input.source.fixture)] ?? 'application/octet-stream',
              buffer: fs.readFileSync(fixturePath(input.source.fixture)),
            },
          },
        })
      : await request.post('/api/sessions', {
          headers,
          data: { name: input.name, questionTypes, questionLanguage, ...input.source },
        });
  expect(created.status(), await created.text()).toBe(202);
  const body = (await created.json()) as { session: { id: string }; document: { id: string } };
  await expect(async () => {
    const document = await request.get(`/api/documents/${body.document.id}`, { headers });
    expect(((await document.json()) as { status: string }).status).toBe('completed');
  }).toPass({ timeout: 90_000, intervals: [500] });
  return { sessionId: body.session.id, documentId: body.document.id };
}

/** Moderate rules the journeys hold to as well: a skipped heading level (h1 → h3). */
const ALSO_CHECKED = new Set(['heading-order']);

/**
 * Axe finds no serious or critical violation on the page (or in `include`, without `exclude`),
 * nor any of the moderate ones in ALSO_CHECKED. The failure lists each violation with its nodes,
 * so it says what to fix.
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  scope: { include?: string; exclude?: string } = {},
): Promise<void> {
  // the settled page: a colour still moving through a transition (a button just enabled) is no contrast
  // a learner reads, and axe caught one mid-way (1.79:1) once in a run
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        // an endless animation (a spinner) has no end to jump to
      }
    }
  });
  let builder = new AxeBuilder({ page });
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical' || ALSO_CHECKED.has(violation.id),
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)} ${node.failureSummary ?? ''}`).join(', ')}`,
    ),
  ).toEqual([]);
}

/** A session with no material (`POST /api/directory/root/file`): what the library lists. Returns its id. */
export async function createEmptySession(request: APIRequestContext, token: string, name: string): Promise<string> {
  const created = await request.post('/api/directory/root/file', { headers: authorization(token), data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}
