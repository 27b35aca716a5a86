import type { NamedQuery } from './queries.ts';

/*
 * Named queries of the knowledge-graph API (spec document 3), kept beside the registry in
 * queries.ts so the two files change independently. Same contract as every named query: one
 * Cypher text for Neo4j, one SQLite twin over the embedded tables, identical rows (the parity
 * test in test/contracts/graph-store.neo4j.engines.test.ts holds them to it).
 */

const MAX_KEYS = 1000;
const MAPPING_SIDES = ['cfr', 'ich'] as const;

function keyList(raw: Record<string, unknown>, name: string): string[] {
  const value = raw[name];
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_KEYS || !value.every((item) => typeof item === 'string' && item.length > 0)) {
    throw new Error(`Parameter "${name}" must be a list of 1 to ${MAX_KEYS} non-empty strings.`);
  }
  return [...new Set(value as string[])];
}

/**
 * The curated CFR ↔ ICH mappings (MAPS_TO) touching the given sections: `side: 'cfr'` selects by
 * CFR section id, `side: 'ich'` by ICH section id. One call serves a whole guideline's sections,
 * where `neighbours` would take one call per section.
 */
export const sectionMappings: NamedQuery = {
  name: 'sectionMappings',
  description: "CFR ↔ ICH mappings (MAPS_TO) of the given sections, by CFR then ICH id (params: side = 'cfr' | 'ich', keys: 1–1000 section ids).",
  cypher: [
    'MATCH (c:CfrSection)-[m:MAPS_TO]->(i:IchSection)',
    "WHERE ($side = 'cfr' AND c.{{key:CfrSection}} IN $keys) OR ($side = 'ich' AND i.{{key:IchSection}} IN $keys)",
    'RETURN c.{{key:CfrSection}} AS cfr_section, i.{{key:IchSection}} AS ich_section, properties(m) AS mapping',
    'ORDER BY cfr_section, ich_section',
  ].join('\n'),
  params: (raw) => {
    const side = raw.side;
    if (typeof side !== 'string' || !(MAPPING_SIDES as readonly string[]).includes(side)) {
      throw new Error(`Parameter "side" must be one of ${MAPPING_SIDES.join(', ')}, got ${JSON.stringify(side)}.`);
    }
    return { side, keys: keyList(raw, 'keys') };
  },
  embedded: (db, p) =>
    (
      db
        .prepare(
          `SELECT from_key AS cfr_section, to_key AS ich_section, props FROM edges
           WHERE type = 'MAPS_TO' AND from_label = 'CfrSection' AND to_label = 'IchSection'
             AND (CASE ? WHEN 'cfr' THEN from_key ELSE to_key END) IN (SELECT value FROM json_each(?))
           ORDER BY from_key, to_key`,
        )
        .all(p.side, JSON.stringify(p.keys)) as Array<{ cfr_section: string; ich_section: string; props: string }>
    ).map((r) => ({ cfr_section: r.cfr_section, ich_section: r.ich_section, mapping: JSON.parse(r.props) as Record<string, unknown> })),
};
