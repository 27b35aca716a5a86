import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { apiEmbedThreads } from '../cli/main.ts';
import { processEnv } from '../infra/config.ts';
import { hasSharedModel, repoRoot, sharedModelsDir, warnIfMissing } from './fixtures/shared.ts';
import { supervisedWorkers } from './fixtures/supervised-workers.ts';

/*
 * `regintel start` gives its enrichment process an old-space ceiling (REGINTEL_PIPELINE_HEAP_MB,
 * default 1024) and its API processes one of their own (REGINTEL_API_HEAP_MB, default 320), and
 * shares the cores out between the API processes' embedding model copies (REGINTEL_EMBED_THREADS):
 * checked on the real supervisor's forked children, by the Node flags on their command lines and
 * the role and settings in their environment.
 */

const running: ChildProcess[] = [];
const folders: string[] = [];

afterEach(async () => {
  for (const child of running.splice(0)) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Each forked worker of `pid`: its role, its command line (Node flags included) and its embedding threads setting. */
function workers(pid: number): Array<{ role: string; argv: string[]; embedThreads: string | null }> {
  return supervisedWorkers(pid).flatMap((child) => {
    try {
      const argv = readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0').filter(Boolean);
      const environ = readFileSync(`/proc/${child}/environ`, 'utf8');
      const role = /(?:^|\0)REGINTEL_PROCESS_ROLE=(\w+)/.exec(environ)?.[1] ?? '';
      const embedThreads = /(?:^|\0)REGINTEL_EMBED_THREADS=(\d+)/.exec(environ)?.[1] ?? null;
      return [{ role, argv, embedThreads }];
    } catch {
      return [];
    }
  });
}

async function startedWorkers(extraEnv: Record<string, string>, apiProcesses = 1): Promise<Array<{ role: string; argv: string[]; embedThreads: string | null }>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'regintel-heap-'));
  folders.push(dataDir);
  const child = spawn(process.execPath, [join(repoRoot, 'bin/regintel.js'), 'start', '--workers', String(apiProcesses)], {
    cwd: repoRoot,
    env: { PATH: processEnv().PATH, HOME: processEnv().HOME, REGINTEL_DATA_DIR: dataDir, REGINTEL_INGEST_FROM: 'none', REGINTEL_MODEL_DIR: sharedModelsDir, REGINTEL_LOG_LEVEL: 'error', PORT: '0', ...extraEnv },
    stdio: 'ignore',
  });
  running.push(child);
  for (let waited = 0; waited < 60_000; waited += 200) {
    const seen = workers(child.pid ?? 0);
    if (seen.filter((w) => w.role === 'api' || w.role === 'pipeline').length === apiProcesses + 1) return seen;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('regintel start did not fork its API and enrichment processes within 60 s');
}

// The model folder keeps the processes off the network (without it they would fetch the model).
warnIfMissing(hasSharedModel, 'the heap ceiling of `regintel start` (needs ../shared/models)');
describe.runIf(process.platform === 'linux' && hasSharedModel)('regintel start: heap ceilings of the enrichment and API processes', () => {
  it('forks the enrichment process with --max-old-space-size=1024 and the API process with 320 by default', async () => {
    const seen = await startedWorkers({});
    expect(seen.find((w) => w.role === 'pipeline')?.argv).toContain('--max-old-space-size=1024');
    const api = seen.find((w) => w.role === 'api')?.argv ?? [];
    expect(api).toContain('--max-old-space-size=320');
    expect(api).not.toContain('--max-old-space-size=1024');
  }, 90_000);

  it('takes the API ceiling from REGINTEL_API_HEAP_MB, and 0 leaves V8 its default', async () => {
    const custom = await startedWorkers({ REGINTEL_API_HEAP_MB: '400' });
    expect(custom.find((w) => w.role === 'api')?.argv).toContain('--max-old-space-size=400');
    expect(custom.find((w) => w.role === 'pipeline')?.argv).toContain('--max-old-space-size=1024');
    const none = await startedWorkers({ REGINTEL_API_HEAP_MB: '0' });
    expect(none.find((w) => w.role === 'api')?.argv.some((arg) => arg.startsWith('--max-old-space-size'))).toBe(false);
  }, 180_000);

  it('takes the ceiling from REGINTEL_PIPELINE_HEAP_MB, and 0 leaves V8 its default', async () => {
    const custom = await startedWorkers({ REGINTEL_PIPELINE_HEAP_MB: '768' });
    expect(custom.find((w) => w.role === 'pipeline')?.argv).toContain('--max-old-space-size=768');
    const none = await startedWorkers({ REGINTEL_PIPELINE_HEAP_MB: '0' });
    expect(none.find((w) => w.role === 'pipeline')?.argv.some((arg) => arg.startsWith('--max-old-space-size'))).toBe(false);
  }, 180_000);
});

describe('apiEmbedThreads', () => {
  it('shares the cores out between the API processes, at least one thread each', () => {
    expect(apiEmbedThreads(1, 2)).toBe(2);
    expect(apiEmbedThreads(2, 2)).toBe(1);
    expect(apiEmbedThreads(3, 2)).toBe(1);
    expect(apiEmbedThreads(2, 8)).toBe(4);
  });
});

describe.runIf(process.platform === 'linux' && hasSharedModel)('regintel start: embedding threads of the API processes', () => {
  it('gives each API process the cores divided by their number, and leaves the enrichment process its default', async () => {
    const two = await startedWorkers({}, 2);
    const apis = two.filter((w) => w.role === 'api');
    expect(apis).toHaveLength(2);
    for (const api of apis) expect(api.embedThreads).toBe(String(Math.max(1, Math.floor(availableParallelism() / 2))));
    expect(two.find((w) => w.role === 'pipeline')?.embedThreads).toBeNull();
  }, 90_000);

  it('passes a REGINTEL_EMBED_THREADS the user set to the API processes as it is', async () => {
    const custom = await startedWorkers({ REGINTEL_EMBED_THREADS: '3' });
    expect(custom.find((w) => w.role === 'api')?.embedThreads).toBe('3');
  }, 90_000);
});
