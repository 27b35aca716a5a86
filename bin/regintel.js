#!/usr/bin/env node
// The `regintel` command: runs the TypeScript sources through tsx, so there is no build step.
import { register } from 'tsx/esm/api';

register();
// Source maps off unless asked for: Node parses every module's map when they are on, and kept
// ~130 MB of parsed mappings live in each process (the API workers, the enrichment process).
// Stack traces then point into tsx's output; REGINTEL_SOURCE_MAPS=1 brings the .ts lines back.
if (process.env.REGINTEL_SOURCE_MAPS !== '1') process.setSourceMapsEnabled(false);
const { main } = await import('../cli/main.ts');
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
    // A worker forked by the supervisor keeps an IPC channel open, which would keep it alive.
    if (process.connected) process.disconnect();
  },
  (error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
    if (process.connected) process.disconnect();
  },
);
