import { loadConfig } from './config.ts';
import {
  describeMissingConverters,
  findMissingConverters,
} from './modules/pipeline/steps/extract/optional-converters.ts';
import { startServer } from './server.ts';

// The entry point: `npm start` (scripts/start.mjs) runs this after checking Node's version.
const config = loadConfig();
const server = await startServer(config).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

const shown = config.HOST === '0.0.0.0' || config.HOST === '::' ? `http://localhost:${config.PORT}` : server.url;
console.log(
  server.app
    ? `Mnemo is running at ${shown} (role ${config.ROLE}, database ${server.database.kind}, AI provider ${config.AI_PROVIDER})`
    : `Mnemo worker is running (database ${server.database.kind})`,
);
// once, at start: what the converters this machine lacks would add (the processes that convert)
if (config.ROLE !== 'api') {
  for (const line of describeMissingConverters(findMissingConverters({ chromiumPath: config.CHROMIUM_PATH })))
    console.log(line);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal}: stopping…`);
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
