#!/usr/bin/env node
// Runs a TypeScript script (benchmarks, tools) through tsx: `node bin/run-ts.js path/to/script.ts [args]`.
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { register } from 'tsx/esm/api';

register();
const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: run-ts.js <script.ts> [args]');
  process.exit(2);
}
process.argv = [process.argv[0], resolve(script), ...args];
await import(pathToFileURL(resolve(script)).href);
