import { processEnv } from '../infra/config.ts';

/**
 * glibc's malloc arenas for every process the supervisor forks, unless the user set their own. Each
 * thread that allocates (the embedding threads, onnxruntime's, libuv's) otherwise gets an arena of
 * its own, up to eight per core, and freed memory stays in them: with two arenas per process a
 * fresh `npm start` measured the enrichment process at 650–1,011 MB over its first three minutes
 * against 690–1,069 without, and the API processes at 248–268 MB idle against 338–352, at the same
 * speed (new-question semantic search and classification, 20 clients, two runs each; 2026-12-06).
 * Other C libraries ignore the variable.
 */
export const CHILD_MALLOC: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: processEnv().MALLOC_ARENA_MAX ?? '2' };
