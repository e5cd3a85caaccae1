import { test as base, expect, type Page } from '@playwright/test';

/*
 * Every journey runs under a quiet-console guard (issue 23 item 19): it fails on any console
 * error or warning, any uncaught page error, and any request that failed or was answered 4xx/5xx,
 * unless the journey said it expects it (`quiet.allow(/pattern/)`, for a refusal it provokes).
 * Requests the app cancels itself (net::ERR_ABORTED: a query replaced, a page left) are not
 * failures. Journeys import `test` and `expect` from here, not from '@playwright/test'.
 */

export interface QuietConsole {
  /** a console message, page error or failed request this journey provokes on purpose */
  allow(pattern: RegExp): void;
}

function describeLocation(url: string): string {
  return url ? ` (${url})` : '';
}

export const test = base.extend<{ quiet: QuietConsole }>({
  quiet: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() !== 'error' && message.type() !== 'warning') return;
          // the harness's own note when a journey runs with service workers blocked (the default, ADR 094)
          if (message.text() === 'Service Worker registration blocked by Playwright') return;
          problems.push(`console ${message.type()}: ${message.text()}${describeLocation(message.location().url)}`);
        });
        page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
        page.on('requestfailed', (request) => {
          const reason = request.failure()?.errorText ?? 'failed';
          if (reason === 'net::ERR_ABORTED') return;
          problems.push(`request failed: ${request.method()} ${request.url()} ${reason}`);
        });
        page.on('response', (response) => {
          if (response.status() >= 400)
            problems.push(`response ${response.status()}: ${response.request().method()} ${response.url()}`);
        });
      };
      for (const page of context.pages()) watch(page);
      context.on('page', watch);
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
      expect(
        unexpected,
        'console errors or warnings, page errors or failed requests this journey did not expect',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
