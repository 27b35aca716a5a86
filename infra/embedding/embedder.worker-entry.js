// Worker-thread entry of the embedding pool (embedder.worker-pool.ts). Piscina loads plain
// JavaScript, so this file registers tsx (as bin/regintel.js does for the main thread) and hands
// each task to the TypeScript worker, embedder.worker.ts. No top-level await: Piscina may load
// this file with require(), which refuses modules that have one.
// The model library loads before tsx is registered, by Node's own loader: through tsx's hooks its
// 1.6 MB bundle cost each worker thread about 110 MB more resident memory (measured: a thread that
// imports it after register() holds 203 MB, before it 95 MB). Node caches the module, so the
// TypeScript worker's later import of it gets this same instance.
import '@huggingface/transformers';
import { register } from 'tsx/esm/api';

register();
let worker = null;

/** Piscina's task handler: see `runTask` in embedder.worker.ts. */
export default async function embedWorkerTask(task) {
  worker ??= import('./embedder.worker.ts');
  const { runTask } = await worker;
  return runTask(task);
}
