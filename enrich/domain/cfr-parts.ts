/**
 * What a Title 21 part governs, for the regulation records and the knowledge graph: the product
 * types of the classify/regulation endpoints (drug, food, device, api; `supplement` where Part 111
 * applies). The regime of a part (GMP or GCP maps) is `regimeOfCfrPart` in
 * graph/knowledge/regulation-maps.schema.ts, the one list the maps' schema enforces.
 *
 * Ranges follow the chapter's own subchapters: A (1–99, general, incl. Parts 11/50/56/58),
 * B (100–199, food), C–D (200–499, drugs), F (600–680, biologics), H (800–898, devices).
 */
export type CfrProductType = 'drug' | 'food' | 'device' | 'api' | 'supplement';

/** Parts that apply to every product type FDA regulates (electronic records, human subjects, IRBs, GLP). */
const CROSS_CUTTING_PARTS = new Set([11, 50, 54, 56, 58]);

/**
 * Product types a part's requirements apply to. APIs are held to CGMP under FD&C Act 501(a)(2)(B)
 * and ICH Q7, not Part 211 (which covers finished pharmaceuticals), so no part lists `api`.
 */
export function productTypesOfPart(part: number): CfrProductType[] {
  if (CROSS_CUTTING_PARTS.has(part)) return ['drug', 'food', 'device'];
  if (part === 111) return ['supplement', 'food'];
  if (part >= 100 && part < 200) return ['food'];
  if (part >= 200 && part < 500) return ['drug'];
  // Biologics are drugs in the endpoints' four-way product typing.
  if (part >= 600 && part <= 680) return ['drug'];
  if (part >= 800 && part <= 898) return ['device'];
  return [];
}
