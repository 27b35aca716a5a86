import { fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { type Config, processEnv } from '../infra/config.ts';
import type { Logger } from '../infra/logger.ts';
import { CHILD_MALLOC } from './child-env.ts';

/*
 * The first classification in a fresh data folder embeds the classifier's 643 prototype texts
 * (taxonomy examples and labelled reports) before it answers: 6.2 s on this 2-core machine, where
 * a classification whose prototypes are in the embedding cache (`embeddings.db`, shared by every
 * process of the folder) answers in under a second (0.26–0.77 s measured: the model's load and the
 * ridge fit remain). Warming inside the API processes would keep the
 * classifier's model loaded in each of them for good (measured +21 to +97 MB per process), so
 * `regintel start` and `regintel api` run `regintel classify --warm` once instead, in a child
 * process at lowered priority: it fills the cache and exits, and its memory goes with it. A folder
 * whose cache already holds the prototypes costs the child a cache read and no model load.
 *
 * Its memory is real while it lasts, and it runs while the enrichment process ramps up: 455 MB
 * peak RSS on a fresh folder when the child loaded every command's modules and the model library
 * through tsx, 271 MB since it loads neither (main.ts runs it before the command table; bin/regintel.js
 * loads the model library by Node's own loader for `classify`). The whole tree of a fresh `npm
 * start` peaked at 2,081 MB with the old child and 1,739 MB with this one (queryable runs of
 * 2026-12-06, target 2,000).
 * REGINTEL_CLASSIFIER_WARM_UP=false turns it off.
 */

/** Niceness of the warm-up child: it must not slow the first requests or the first ingestion. */
const WARM_UP_NICENESS = 10;

/** What `regintel classify --warm` did. */
export interface WarmUpReport {
  texts: number;
  /** Prototype texts embedded now (0 when the cache held them all). */
  embedded: number;
  ms: number;
}

/** Embeds the classifier's prototype texts into the folder's embedding cache (the child's work). */
export async function warmClassifierCache(config: Config, logger: Logger): Promise<WarmUpReport> {
  const started = performance.now();
  // Imported here, not at the top: the supervisor imports this module for startClassifierWarmUp
  // alone, and the event classifier, the model library and the composition root would cost it about 50 MB.
  const [{ createEventClassifier }, { createCachedEmbedder }, { embeddingCacheFile, inProcessClassifierEmbedder }] = await Promise.all([
    import('../enrich/event-classification.ts'),
    import('../infra/embedding/embedding-cache.ts'),
    import('./classifier-embedder.ts'),
  ]);
  // One onnxruntime thread: it runs beside a starting service.
  const cached = createCachedEmbedder(inProcessClassifierEmbedder(config, logger, 1), { file: embeddingCacheFile(config) });
  try {
    const prepared = await createEventClassifier({ embedder: cached }).model();
    const texts = prepared.prototypeVectors.reduce((sum, list) => sum + list.length, 0) + prepared.unknownVectors.length;
    return { texts, embedded: cached.stats().misses, ms: Math.round(performance.now() - started) };
  } finally {
    await cached.close();
  }
}

/** `regintel classify --warm [--json]`: the warm-up, and a line saying what it did. */
export async function warmCommand(config: Config, logger: Logger, json: boolean): Promise<number> {
  const report = await warmClassifierCache(config, logger);
  process.stdout.write(json ? `${JSON.stringify(report)}\n` : `${report.texts} prototype texts in the embedding cache (${report.embedded} embedded now) in ${(report.ms / 1000).toFixed(1)} s\n`);
  return 0;
}

/**
 * Starts `regintel classify --warm` in the background and logs how it ended. Never throws: a
 * warm-up that fails (no model folder) leaves the first classification to embed, as before.
 */
export function startClassifierWarmUp(logger: Logger): void {
  const log = logger.child({ module: 'classifier-warm-up' });
  const bin = fileURLToPath(new URL('../bin/regintel.js', import.meta.url));
  try {
    const child = fork(bin, ['classify', '--warm', '--json'], { stdio: ['ignore', 'pipe', 'pipe', 'ipc'], env: { ...processEnv(), ...CHILD_MALLOC } });
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, WARM_UP_NICENESS);
      } catch {
        // Not permitted here: it runs at normal priority, briefly.
      }
    }
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    // The end of what it logged: why it failed, when it does.
    let errTail = '';
    child.stderr?.on('data', (chunk: Buffer) => (errTail = (errTail + chunk.toString()).slice(-600)));
    // A stopping supervisor does not wait for the warm-up (the cache keeps what was embedded).
    const stop = () => child.kill('SIGTERM');
    const signals = ['SIGTERM', 'SIGINT', 'exit'] as const;
    for (const signal of signals) process.once(signal, stop);
    child.on('exit', (code, signal) => {
      for (const name of signals) process.off(name, stop);
      if (signal === 'SIGTERM') return;
      if (code === 0) log.info({ report: safeJson(out) }, 'classifier prototypes are in the embedding cache');
      else log.warn({ code, stderr: errTail.trim() }, 'classifier warm-up did not finish: the first classification embeds the prototypes');
    });
    child.on('error', (error) => log.warn({ err: error }, 'classifier warm-up could not start'));
  } catch (error) {
    log.warn({ err: error }, 'classifier warm-up could not start');
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text.trim().slice(0, 200);
  }
}
