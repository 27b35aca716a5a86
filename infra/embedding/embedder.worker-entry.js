// Worker-thread entry of the embedding pool (embedder.worker-pool.ts). Piscina loads plain
// JavaScript, so this file registers tsx (as bin/regintel.js does for the main thread) and hands
// each task to the TypeScript worker, embedder.worker.ts. No top-level await: Piscina may load
// this file with require(), which refuses modules that have one.
import { register } from 'tsx/esm/api';

register();
let worker = null;

/** Piscina's task handler: see `runTask` in embedder.worker.ts. */
export default async function embedWorkerTask(task) {
  worker ??= import('./embedder.worker.ts');
  const { runTask } = await worker;
  return runTask(task);
}
