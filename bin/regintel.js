#!/usr/bin/env node
// The `regintel` command: runs the TypeScript sources through tsx, so there is no build step.
import { register } from 'tsx/esm/api';

register();
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
