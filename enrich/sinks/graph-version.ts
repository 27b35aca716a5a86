/**
 * Versions of graph content that API answers are cached on. The graph has no version of its own,
 * so the sink that writes a part of it records one in the search store's versions index
 * (index-version.ts), beside the index versions: an API process reads it with one get by id and
 * never serves a cached answer built before the sink's last write, in any process.
 */

/** Bumped by the rules graph sink after it writes CFR and ICH text or the curated knowledge. */
export const RULES_GRAPH_VERSION = 'graph.rules';
