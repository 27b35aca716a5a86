#!/usr/bin/env node
// The `regintel` command: runs the TypeScript sources through tsx, so there is no build step.
import { register } from 'tsx/esm/api';

// A large JavaScript bundle loaded through tsx's hooks costs a process far more resident memory
// than loaded by Node itself (measured: pdfjs-dist +187 MB through tsx, +26 MB without). So a
// process that will parse PDFs (the pipeline worker of `regintel start`, `regintel ingest`) loads
// it before tsx is registered, and Node's module cache hands that instance to pdf-text.ts later.
// (The embedding threads do the same for the model library: embedder.worker-entry.js.)
const role = process.env.REGINTEL_PROCESS_ROLE;
const command = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
if (role === 'pipeline' || (!role && command === 'ingest')) await import('pdfjs-dist/legacy/build/pdf.mjs');
// Likewise the model library for `regintel classify`, which embeds in its own thread (the warm-up
// child of `regintel start` is one): through tsx it cost 174 MB, by Node's loader 42 MB.
if (!role && command === 'classify') await import('@huggingface/transformers');

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
