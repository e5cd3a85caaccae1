// Diagnosis, not a benchmark (ADR 161): `cd bench && npx tsx diagnose-session-start.ts` opens the
// textbook's session page cold, and pdf.js's own viewer on the same file, and prints each one's
// waterfall: every request's start, first byte and end (Resource Timing, ms since navigation) and
// the moment the page's text layer had text. With AB_DIST=<another build's apps/web/dist> it
// instead times, alternately in one run, this build, that build (served by this server: without
// its early script, the server adds none) and pdf.js's viewer: RUNS cold loads each, medians.
import {
  createTextbookSession,
  launchChromium,
  median,
  startApp,
  startReferenceServer,
  stopApp,
  timeToPage,
  WATCH_TEXT_LAYERS,
} from './bundle.bench.ts';

const RUNS = Number(process.env.RUNS ?? 2);
const PAGE = Number(process.env.PAGE ?? 1);
const PORT = Number(process.env.BENCH_BUNDLE_PORT ?? 3206);
const abDist = process.env.AB_DIST;

const apps = [await startApp(PORT), ...(abDist ? [await startApp(PORT + 1, { WEB_DIST_DIR: abDist })] : [])];
const reference = await startReferenceServer();
const browser = await launchChromium();
try {
  const sessions = await Promise.all(apps.map((app) => createTextbookSession(app.origin)));
  const pageUrl = (url: string) => (PAGE === 1 ? url : `${url}&page=${PAGE}`);
  if (abDist) {
    const names = ['this build', 'AB_DIST build', 'pdf.js viewer'];
    const times: number[][] = names.map(() => []);
    for (let run = 0; run < RUNS; run++) {
      // each in turn goes first, so none always meets a warmer machine
      const order = [0, 1, 2].map((i) => (i + run) % 3);
      for (const which of order) {
        const result =
          which === 2
            ? await timeToPage(browser, `${reference.origin}/?page=${PAGE}`, PAGE)
            : await timeToPage(browser, pageUrl(sessions[which]!.url), PAGE, sessions[which]!.token);
        times[which]!.push(result.ms);
      }
    }
    const ref = median(times[2]!);
    for (const [i, name] of names.entries())
      console.log(
        `page ${PAGE}, ${name.padEnd(14)} median ${median(times[i]!).toFixed(0).padStart(5)} ms  (ratio ${(median(times[i]!) / ref).toFixed(2)})  runs ${times[i]!.map((t) => t.toFixed(0)).join(' ')}`,
      );
  } else {
    const { token, url } = sessions[0]!;
    for (let run = 0; run < RUNS; run++) {
      for (const [name, target, auth] of [
        ['Mnemo', pageUrl(url), token],
        ['pdf.js viewer', `${reference.origin}/?page=${PAGE}`, null],
      ] as const) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
        const page = await context.newPage();
        if (auth)
          await page.addInitScript({ content: `localStorage.setItem('mnemo.token', ${JSON.stringify(auth)});` });
        await page.addInitScript({ content: WATCH_TEXT_LAYERS });
        await page.goto(target);
        await page.waitForFunction(
          (n) => (globalThis as unknown as { __shown?: Record<number, number> }).__shown?.[n] ?? false,
          PAGE,
          { timeout: 120_000, polling: 50 },
        );
        const timeline = await page.evaluate(`(() => {
          const rows = performance.getEntriesByType('resource').map((e) => [e.startTime, e.responseStart, e.responseEnd, e.initiatorType, e.name.replace(location.origin, '').slice(0, 90), e.transferSize]);
          const nav = performance.getEntriesByType('navigation')[0];
          rows.push([0, nav.responseStart, nav.responseEnd, 'navigation', location.pathname, nav.transferSize]);
          rows.push([nav.domInteractive, nav.domContentLoadedEventStart, nav.domContentLoadedEventEnd, 'dom', 'interactive / DOMContentLoaded', 0]);
          rows.push([window.__shown[${PAGE}], window.__shown[${PAGE}], window.__shown[${PAGE}], 'shown', 'text layer of page ${PAGE}', 0]);
          return rows.sort((a, b) => a[0] - b[0]);
        })()`);
        console.log(`\n${name}, run ${run + 1}:`);
        for (const [start, first, end, kind, what, size] of timeline as Array<
          [number, number, number, string, string, number]
        >)
          console.log(
            `  ${start.toFixed(0).padStart(5)} → ${first.toFixed(0).padStart(5)} → ${end.toFixed(0).padStart(5)}  ${kind.padEnd(14)} ${what} ${size ? `${(size / 1024).toFixed(0)} KB` : ''}`,
          );
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await reference.app.close();
  for (const app of apps) await stopApp(app);
}
