#!/usr/bin/env node
// `prestart` / `pretest`: on a fresh clone, or after the lockfile changed, install what is missing
// (`npm ci`) before anything runs, so `npm start` and `npm test` are the only two commands a new
// user needs. A no-op when node_modules is newer than package-lock.json.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const modules = join(root, 'node_modules', '.package-lock.json');
const lockfile = join(root, 'package-lock.json');

if (existsSync(modules) && statSync(modules).mtimeMs >= statSync(lockfile).mtimeMs) process.exit(0);

console.error('regintel: installing dependencies (npm ci) ...');
const env = { ...process.env };
// Native addons (better-sqlite3) build from source against the local Node headers when there are any.
if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';
// onnxruntime-node ships its CPU runtime in the package; its install step would download extras.
env.ONNXRUNTIME_NODE_INSTALL = env.ONNXRUNTIME_NODE_INSTALL ?? 'skip';
const result = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, env, stdio: 'inherit' });
process.exit(result.status ?? 1);
